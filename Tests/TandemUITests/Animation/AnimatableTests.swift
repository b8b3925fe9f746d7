import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit
@testable import TandemUI

/// A bar filling a fraction of its frame's width from the leading edge, as an app writes an animatable shape.
struct FractionBar: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
  }
}

/// A number that counts to its value while an animation moves it.
struct CountingText: View, Animatable {
  var value: Double
  nonisolated var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  var body: some View { Text("Count \(Int(value.rounded()))") }
}

/// Shifts its content right by `amount` points; the amount animates.
struct Shift: ViewModifier, Animatable {
  var amount: CGFloat
  nonisolated var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: amount) }
}

/// Everything a button changes with one linear one-second animation: a bar from none to all of its 200 points, a
/// ring trimmed from none to all of it, a counter from 0 to 100, a square shifted by 100 points, and a swatch
/// from red to blue.
struct AnimatableScreen: View {
  @State private var done = false
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Button("Go") { withAnimation(.linear(duration: 1)) { done.toggle() } }
      FractionBar(fraction: done ? 1 : 0).fill(Color.green).frame(width: 200, height: 20)
      Circle().trim(from: 0, to: done ? 1 : 0).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40)
      CountingText(value: done ? 100 : 0)
      Color.orange.frame(width: 20, height: 20).modifier(Shift(amount: done ? 100 : 0))
      Rectangle().fill(done ? Color.blue : Color.red).frame(width: 20, height: 20)
    }
    .padding(10)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct AnimatableTests {
  @Test func vectorsInterpolateComponentWise() {
    #expect(2.0.interpolated(towards: 4, amount: 0.25) == 2.5)
    let pair = AnimatablePair(CGFloat(0), 10.0).interpolated(towards: AnimatablePair(10, 20), amount: 0.5)
    #expect(pair == AnimatablePair(5, 15))
    #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    rect.animatableData = rect.animatableData.interpolated(
      towards: CGRect(x: 10, y: 20, width: 30, height: 40).animatableData, amount: 0.5)
    #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 25))
    #expect(Angle.degrees(90).animatableData == .pi / 2)
    var empty = Circle().animatableData
    empty.scale(by: 3)
    #expect(empty == EmptyAnimatableData())
    #expect(RoundedRectangle(cornerRadius: 8).animatableData == AnimatablePair(8, 8))
  }

  /// Half-way through, every animatable value shows half-way: the shape's path, the trimmed ring, the view's body,
  /// the modifier's body, the color.
  @Test func animatableDataShowsEveryValueInBetween() throws {
    let controller = UIHostingController(rootView: AnimatableScreen())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    func pixel(_ point: CGPoint) -> UInt32 {
      let image = driver.capture()
      let scale = CGFloat(image.width) / controller.view.window!.bounds.width
      let inWindow = controller.view.convert(point, to: nil)
      return image.storage.pixel(x: Int(inWindow.x * scale), y: Int(inWindow.y * scale))
    }
    func node(_ matches: (any View) -> Bool) throws -> ViewNode {
      var found: ViewNode?
      controller.contentGraph.root.forEach { if found == nil, matches($0.view) { found = $0 } }
      return try #require(found)
    }
    let bar = try node { $0 is _ShapeView<FractionBar, Color> }.frame
    let ring = try node { $0 is _ShapeView<_TrimmedShape<Circle>, Color> }.frame
    let square = try node { ($0 as? Color) == .orange }
    let swatch = try node { $0 is _ShapeView<Rectangle, Color> }.frame
    let white: UInt32 = 0xFF_FFFF
    let squareStart = square.drawnFrame.minX
    #expect(pixel(CGPoint(x: bar.minX + 5, y: bar.midY)) & white == white)
    try driver.tap("Go")
    driver.advance(seconds: 0.5)
    let green = pixel(CGPoint(x: bar.minX + 5, y: bar.midY))
    #expect((green >> 8) & 0xFF > 150 && (green >> 16) & 0xFF < 100, "the bar's start shows")
    #expect(pixel(CGPoint(x: bar.minX + 95, y: bar.midY)) & white != white, "half the bar shows")
    #expect(pixel(CGPoint(x: bar.minX + 105, y: bar.midY)) & white == white, "the other half does not yet")
    // The ring runs clockwise from 3 o'clock: half of it is its bottom half.
    #expect(pixel(CGPoint(x: ring.midX, y: ring.maxY - 1)) & 0xFF < 0x80, "the ring's bottom shows")
    #expect(pixel(CGPoint(x: ring.midX, y: ring.minY + 1)) & white == white, "its top does not yet")
    #expect(driver.find("Count 50") != nil)
    #expect(abs(square.drawnFrame.minX - squareStart - 50) < 0.01)
    let mixed = pixel(CGPoint(x: swatch.midX, y: swatch.midY))
    let (red, blue) = ((mixed >> 16) & 0xFF, mixed & 0xFF)
    #expect(red > 60 && red < 230 && blue > 60 && blue < 230, "the swatch shows a mix, not \(String(mixed, radix: 16))")
    try driver.settle()
    #expect(driver.find("Count 100") != nil)
    #expect(pixel(CGPoint(x: ring.midX, y: ring.minY + 1)) & 0xFF < 0x80)
    #expect(square.drawnFrame.minX - squareStart == 100)
    let blueNow = pixel(CGPoint(x: swatch.midX, y: swatch.midY))
    #expect((blueNow >> 16) & 0xFF < 30 && blueNow & 0xFF > 230)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }
}
