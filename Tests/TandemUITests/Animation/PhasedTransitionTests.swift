import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Moves its content right by `x` points.
private struct SlideRight: ViewModifier {
  let x: CGFloat
  func body(content: Content) -> some View { content.offset(x: x) }
}

/// An iOS 17 transition: the content slides in from 100 points left and leaves fading out.
private struct SlideAndFade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .offset(x: phase == .willAppear ? -100 : 0)
      .opacity(phase == .didDisappear ? 0 : 1)
  }
}

/// A card a button shows and hides with a linear one-second animation, entering and leaving with a transition.
private struct Card: View {
  let transition: AnyTransition
  @State private var shown = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        .frame(height: 44)
      ZStack(alignment: .topLeading) {
        Color.clear
        if shown {
          Color.orange
            .frame(width: 100, height: 100)
            .transition(transition)
        }
      }
      .frame(width: 390, height: 200)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PhasedTransitionTests {
  /// The screen's color at a point (points, at the device's 3x scale).
  private func color(_ driver: AppDriver, _ x: CGFloat, _ y: CGFloat) -> UInt32 {
    driver.capture().storage.pixel(x: Int(x * 3), y: Int(y * 3)) & 0xFF_FFFF
  }
  private let orange: UInt32 = 0xFF_9500
  private let white: UInt32 = 0xFF_FFFF

  /// The card's frame once shown and settled.
  private func restingFrame(_ driver: AppDriver, _ controller: UIHostingController<Card>) throws -> CGRect {
    var found: ViewNode?
    controller.contentGraph.root.forEach { if found == nil, ($0.view as? Color) == .orange { found = $0 } }
    return try #require(found).drawnFrame
  }

  @Test func aModifierTransitionEntersFromItsActiveModifier() throws {
    let controller = UIHostingController(
      rootView: Card(transition: .modifier(active: SlideRight(x: 200), identity: SlideRight(x: 0))))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    try driver.tap("Toggle")
    driver.advance(seconds: 0.5)
    let frame = try restingFrame(driver, controller)
    try driver.settle()
    let rest = try restingFrame(driver, controller)
    // Half-way from 200 points to the right.
    #expect(abs(frame.minX - (rest.minX + 100)) < 4, "\(frame.minX) vs \(rest.minX)")
    #expect(color(driver, rest.midX, rest.midY) == orange)
  }

  @Test func aModifierTransitionLeavesToItsActiveModifier() throws {
    let controller = UIHostingController(
      rootView: Card(transition: .modifier(active: SlideRight(x: 200), identity: SlideRight(x: 0))))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    try driver.tap("Toggle")
    try driver.settle()
    let rest = try restingFrame(driver, controller)
    try driver.tap("Toggle")
    #expect(color(driver, rest.minX + 4, rest.midY) == orange, "still drawn where it was")
    driver.advance(seconds: 0.5)
    // Half-way out: shifted right by about 100 points.
    #expect(color(driver, rest.minX + 4, rest.midY) == white)
    #expect(color(driver, rest.minX + 110, rest.midY) == orange)
    #expect(color(driver, rest.maxX + 96, rest.midY) == orange)
    try driver.settle()
    #expect(color(driver, rest.maxX + 150, rest.midY) == white, "gone once the removal ends")
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }

  @Test func aTransitionTypeGoesThroughItsPhases() throws {
    let controller = UIHostingController(rootView: Card(transition: AnyTransition(SlideAndFade())))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    try driver.tap("Toggle")
    driver.advance(seconds: 0.5)
    let entering = try restingFrame(driver, controller)
    try driver.settle()
    let rest = try restingFrame(driver, controller)
    #expect(abs(entering.minX - (rest.minX - 50)) < 4, "half-way in from the left")
    try driver.tap("Toggle")
    driver.advance(seconds: 0.5)
    // Leaving: in place, half faded — orange half over white.
    let pixel = color(driver, rest.midX, rest.midY)
    #expect(pixel >> 16 == 0xFF && abs(Int((pixel >> 8) & 0xFF) - 202) <= 3, "\(String(pixel, radix: 16))")
    try driver.settle()
    #expect(color(driver, rest.midX, rest.midY) == white)
  }

  @Test func theViewTransitionModifierTakesATransitionType() throws {
    // `.transition(SlideAndFade())` compiles as in an iOS 17 app and behaves as the erased transition.
    struct Direct: View {
      @State var shown = false
      var body: some View {
        VStack {
          Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
          if shown { Text("Hello").transition(SlideAndFade()) }
        }
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Direct()))
    try driver.settle()
    try driver.tap("Toggle")
    try driver.settle()
    #expect(driver.find("Hello") != nil)
    try driver.tap("Toggle")
    try driver.settle()
    #expect(driver.find("Hello") == nil)
  }

  @Test func phasesAndCombinationsKeepTheirBodies() {
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity)
    #expect(TransitionPhase.didDisappear.value == 1)
    let shift = AnyTransition.modifier(active: SlideRight(x: 10), identity: SlideRight(x: 0))
    #expect(shift.phasedInsertion != nil && shift.phasedRemoval != nil)
    let combined = AnyTransition.opacity.combined(with: shift)
    #expect(combined.phasedInsertion != nil && combined.insertion.opacity == 0)
    let asymmetric = AnyTransition.asymmetric(insertion: shift, removal: .opacity)
    #expect(asymmetric.phasedInsertion != nil && asymmetric.phasedRemoval == nil)
    #expect(SlideAndFade.properties.hasMotion)
  }
}
