import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics

/// `strokeBorder` strokes what the shape's own `inset(by:)` gives for half the line width: a custom insettable
/// shape decides where its border goes; the built-in shapes keep the whole line inside the frame.
@MainActor @Suite(.ownsTheApplication) struct StrokeBorderShapeViewTests {
  /// A rectangle that stays where it is when inset.
  struct Unshrinking: InsettableShape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func inset(by amount: CGFloat) -> some InsettableShape { self }
  }

  /// A circle whose inset shrinks only its radius (the usual custom arc or ring), drawn about its frame's centre.
  struct Ring: InsettableShape {
    var insetAmount: CGFloat = 0
    func path(in rect: CGRect) -> Path {
      Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }
    func inset(by amount: CGFloat) -> some InsettableShape {
      var ring = self
      ring.insetAmount += amount
      return ring
    }
  }

  private func image<V: View>(_ view: V) throws -> CGImage {
    let renderer = ImageRenderer(content: view.frame(width: 40, height: 40).padding(10).background(Color.white))
    renderer.scale = 1
    return try #require(renderer.cgImage)
  }

  @Test func theLineFollowsTheShapesOwnInset() throws {
    let red: UInt32 = 0xFFFF_3B30
    // The frame spans 10..<50. A shape that ignores insetting is stroked across its frame's edge.
    let straddling = try image(Unshrinking().strokeBorder(Color.red, lineWidth: 4))
    #expect(straddling.storage.pixel(x: 9, y: 30) == red)
    #expect(straddling.storage.pixel(x: 11, y: 30) == red)
    #expect(straddling.storage.pixel(x: 13, y: 30) == 0xFFFF_FFFF)
    // A rectangle insets: the line is the frame's first 4 points, none outside.
    let inside = try image(Rectangle().strokeBorder(Color.red, lineWidth: 4))
    #expect(inside.storage.pixel(x: 9, y: 30) == 0xFFFF_FFFF)
    #expect(inside.storage.pixel(x: 13, y: 30) == red)
    #expect(inside.storage.pixel(x: 15, y: 30) == 0xFFFF_FFFF)
    // A custom ring shrinks its radius by the inset: its line is inside the frame too.
    let ring = try image(Ring().strokeBorder(Color.red, lineWidth: 4))
    #expect(ring.storage.pixel(x: 9, y: 30) == 0xFFFF_FFFF)
    #expect(ring.storage.pixel(x: 11, y: 30) == red)
    #expect(ring.storage.pixel(x: 30, y: 30) == 0xFFFF_FFFF)
  }

  @Test func theDefaultStyleIsTheForeground() throws {
    let drawn = try image(Rectangle().strokeBorder(lineWidth: 2).foregroundStyle(.green))
    #expect(drawn.storage.pixel(x: 10, y: 30) == 0xFF34_C759)
    let view = Circle().strokeBorder(style: StrokeStyle(lineWidth: 3))
    #expect(view.strokeStyle.lineWidth == 3)
    #expect(view.isAntialiased)
    #expect(type(of: view.style) == ForegroundStyle.self)
  }

  @Test func aRoundedRectanglesBorderHasConcentricCorners() throws {
    // Inset by 5, a 20-point corner becomes a 15-point one: the inset outline's corner is 15 from its sides.
    let inset = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 5)
    let path = inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    // The corner arc's middle: 15 - 15/√2 ≈ 4.39 inside the inset rectangle's corner at (5, 5).
    let d = 5 + 15 - 15 / 2.squareRoot()
    #expect(path.contains(CGPoint(x: d + 0.3, y: d + 0.3)))
    #expect(!path.contains(CGPoint(x: d - 0.3, y: d - 0.3)))
  }
}
