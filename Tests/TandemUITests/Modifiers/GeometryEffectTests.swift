import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// A shake, as tutorials write one: the view moves side to side `shakes` times, 10 points each way.
private struct Shake: GeometryEffect {
  var shakes: CGFloat
  var animatableData: CGFloat {
    get { shakes }
    set { shakes = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 10 * sin(shakes * 2 * .pi), y: 0))
  }
}

/// A field that shakes once each time the button is tapped.
private struct ShakingField: View {
  @State private var attempts: CGFloat = 0
  var body: some View {
    VStack(alignment: .leading) {
      Button("Sign in") { withAnimation(.linear(duration: 1)) { attempts += 1 } }
      Color.orange.frame(width: 100, height: 40).modifier(Shake(shakes: attempts))
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .padding(40)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct GeometryEffectTests {
  private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let word = image.storage.pixel(x: x, y: y)
    return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF), Int(word >> 24))
  }

  @Test func anEffectMovesTheDrawingNotTheLayout() throws {
    let moved = try rendered(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 10, y: 5))
        Color.blue.frame(width: 20, height: 20)
      }
      .frame(width: 40, height: 30, alignment: .top))
    // The red square is drawn 10 right and 5 down, over the blue one, which stays where layout put it.
    #expect(rgba(moved, 5, 2).a == 0)
    #expect(rgba(moved, 15, 10).r == 255)
    #expect(rgba(moved, 35, 10).b == 255 && rgba(moved, 35, 10).r == 0)
    #expect(rgba(moved, 25, 22).r == 255, "the part reaching below is drawn too")
  }

  @Test func aGeometryEffectsDataAnimates() throws {
    let controller = UIHostingController(rootView: ShakingField())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var effectNode: ViewNode?
    controller.contentGraph.root.forEach { if $0.content is GeometryEffectContent { effectNode = $0 } }
    let node = try #require(effectNode)
    let content = try #require(node.content as? GeometryEffectContent)
    #expect(content.transform(node: node) == nil, "no shake at rest")
    try driver.tap("Sign in")
    let start = UIApplication.shared.output.clock.now
    driver.advance(seconds: 0.25)
    let elapsed = UIApplication.shared.output.clock.now - start
    let shown = try #require(content.transform(node: node))
    #expect(abs(shown.tx - 10 * sin(elapsed * 2 * .pi)) < 0.3, "\(shown.tx) at \(elapsed) s")
    try driver.settle()
    let rest = content.transform(node: node)
    #expect(rest == nil || abs(rest!.tx) < 1e-6, "still again after one shake")
  }

  @Test func aProjectionEffectDrawsInPerspective() throws {
    // w = 1 + x ÷ 100: the far (right) side is smaller than the near one.
    var projection = ProjectionTransform()
    projection.m13 = 1.0 / 100
    let drawn = try rendered(
      Color.red.frame(width: 100, height: 60).projectionEffect(projection).frame(width: 100, height: 60))
    #expect(rgba(drawn, 2, 50).a == 255, "the leading edge keeps its height")
    // x = 80 in the view ends at 80 ÷ 1.8 ≈ 44 with y = 60 ÷ 1.8 ≈ 33: the bottom right is empty.
    #expect(rgba(drawn, 45, 50).a == 0 && rgba(drawn, 60, 10).a == 0)
    #expect(rgba(drawn, 40, 20).a == 255)
  }

  @Test func projectionTransformsComposeAndInvert() {
    let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
    let move = ProjectionTransform(CGAffineTransform(translationX: 5, y: 7))
    let both = scale.concatenating(move)
    #expect(CGPoint(x: 1, y: 1).applying(both) == CGPoint(x: 7, y: 10))
    #expect(both.isAffine && !both.isIdentity)
    var perspective = ProjectionTransform()
    perspective.m23 = 0.5
    #expect(!perspective.isAffine)
    let point = CGPoint(x: 3, y: 2).applying(perspective)
    #expect(point == CGPoint(x: 1.5, y: 1))
    let back = point.applying(perspective.inverted())
    #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 2) < 1e-9)
    var singular = ProjectionTransform()
    singular.m11 = 0
    singular.m12 = 0
    let invertible = singular.invert()
    #expect(!invertible)
  }
}
