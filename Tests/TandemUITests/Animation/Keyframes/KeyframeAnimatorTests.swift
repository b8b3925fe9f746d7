import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A card that jumps (up 60 pt and back) each time it is tapped.
private struct JumpingCard: View {
  @State private var jumps = 0
  var body: some View {
    VStack(alignment: .leading) {
      Button("Jump") { jumps += 1 }
      Color.orange.frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, lift in
          content.offset(y: -lift)
        } keyframes: { _ in
          LinearKeyframe(60.0, duration: 0.5)
          LinearKeyframe(0.0, duration: 0.5)
        }
    }
    .padding(.top, 100)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A dot sliding 100 pt to the right, over and over.
private struct SlidingDot: View {
  var body: some View {
    Color.pink.frame(width: 20, height: 20)
      .keyframeAnimator(initialValue: 0.0) { content, x in
        content.offset(x: x)
      } keyframes: { _ in
        LinearKeyframe(100.0, duration: 1)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct KeyframeAnimatorTests {
  private func frame<V: View>(of color: Color, in controller: UIHostingController<V>) throws -> CGRect {
    var found: ViewNode?
    controller.contentGraph.root.forEach { if ($0.view as? Color) == color { found = $0 } }
    return try #require(found).drawnFrame
  }

  @Test func aTriggerPlaysTheKeyframesOnceOnTheFrameClock() throws {
    let controller = UIHostingController(rootView: JumpingCard())
    let driver = AppDriver(rootViewController: controller)
    driver.advance(frames: 1)
    let rest = try frame(of: .orange, in: controller).minY
    driver.advance(seconds: 0.3)
    #expect(try frame(of: .orange, in: controller).minY == rest, "nothing plays before the trigger changes")
    try driver.tap("Jump")
    let start = UIApplication.shared.output.clock.now
    driver.advance(seconds: 0.25)
    let elapsed = UIApplication.shared.output.clock.now - start
    #expect(abs(try frame(of: .orange, in: controller).minY - (rest - 120 * elapsed)) < 0.5, "rising at 120 pt/s")
    driver.advance(seconds: 0.5)
    let later = UIApplication.shared.output.clock.now - start
    #expect(abs(try frame(of: .orange, in: controller).minY - (rest - 60 + 120 * (later - 0.5))) < 0.5)
    // The run is a track on the app's animation driver: settling waits for it.
    #expect(UIApplication.shared.animationDriver.runningCount > 0)
    try driver.settle()
    #expect(UIApplication.shared.output.clock.now - start >= 1, "settled once the run ended")
    #expect(try frame(of: .orange, in: controller).minY == rest, "back down, resting at the end value")
  }

  @Test func aRetriggerStartsFromTheValueShownWithoutAJump() throws {
    let controller = UIHostingController(rootView: JumpingCard())
    let driver = AppDriver(rootViewController: controller)
    driver.advance(frames: 1)
    let rest = try frame(of: .orange, in: controller).minY
    try driver.tap("Jump")
    driver.advance(seconds: 0.25)
    let shown = try frame(of: .orange, in: controller).minY
    let then = UIApplication.shared.output.clock.now
    try driver.tap("Jump")
    driver.advance(frames: 1)
    let next = try frame(of: .orange, in: controller).minY
    // No keyframe moves faster than 120 pt/s: a jump back to the start (30 pt) would show.
    let elapsed = UIApplication.shared.output.clock.now - then
    #expect(abs(next - shown) <= 120 * elapsed + 0.5, "the new run starts where the card was (\(shown) → \(next))")
    #expect(next < rest - 20)
  }

  @Test func withoutATriggerTheKeyframesLoop() throws {
    let controller = UIHostingController(rootView: SlidingDot())
    let driver = AppDriver(rootViewController: controller)
    driver.advance(frames: 1)
    let start = try frame(of: .pink, in: controller).minX
    let begun = UIApplication.shared.output.clock.now
    driver.advance(seconds: 0.4)
    var elapsed = (UIApplication.shared.output.clock.now - begun).truncatingRemainder(dividingBy: 1)
    #expect(abs(try frame(of: .pink, in: controller).minX - (start + 100 * elapsed)) < 0.5)
    driver.advance(seconds: 1.0)
    elapsed = (UIApplication.shared.output.clock.now - begun).truncatingRemainder(dividingBy: 1)
    #expect(abs(try frame(of: .pink, in: controller).minX - (start + 100 * elapsed)) < 0.5, "round again")
  }
}
