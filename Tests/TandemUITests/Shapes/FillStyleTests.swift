import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics

/// `fill(_:style:)`: the even-odd rule leaves a hole where subpaths overlap, nonzero winding fills it when they
/// run the same way; the default style is the foreground's.
@MainActor @Suite(.ownsTheApplication) struct FillStyleTests {
  /// Two squares, one inside the other, both drawn the same way round.
  struct Frame: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addRect(rect)
      path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
      return path
    }
  }

  private func image<V: View>(_ view: V) throws -> CGImage {
    let renderer = ImageRenderer(content: view.frame(width: 40, height: 40).background(Color.white))
    renderer.scale = 1
    return try #require(renderer.cgImage)
  }

  @Test func evenOddLeavesTheInnerSquareEmpty() throws {
    let red: UInt32 = 0xFFFF_3B30
    let evenOdd = try image(Frame().fill(Color.red, style: FillStyle(eoFill: true)))
    #expect(evenOdd.storage.pixel(x: 20, y: 20) == 0xFFFF_FFFF)
    #expect(evenOdd.storage.pixel(x: 4, y: 20) == red)
    let winding = try image(Frame().fill(Color.red))
    #expect(winding.storage.pixel(x: 20, y: 20) == red)
    #expect(winding.storage.pixel(x: 4, y: 20) == red)
  }

  @Test func evenOddWorksWithGradientsAndTheForeground() throws {
    let gradient = try image(
      Frame().fill(
        LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom), style: FillStyle(eoFill: true)))
    #expect(gradient.storage.pixel(x: 20, y: 20) == 0xFFFF_FFFF)
    #expect(gradient.storage.pixel(x: 4, y: 20) == 0xFF00_7AFF)
    let foreground = try image(Frame().fill(style: FillStyle(eoFill: true)).foregroundStyle(.green))
    #expect(foreground.storage.pixel(x: 20, y: 20) == 0xFFFF_FFFF)
    #expect(foreground.storage.pixel(x: 4, y: 20) == 0xFF34_C759)
  }

  @Test func anUnantialiasedFillHasOnlyFullPixels() throws {
    let rough = try image(Circle().fill(Color.black, style: FillStyle(antialiased: false)))
    let smooth = try image(Circle().fill(Color.black))
    func grays(_ image: CGImage) -> Int {
      var count = 0
      for y in 0..<40 {
        for x in 0..<40 {
          let pixel = image.storage.pixel(x: x, y: y)
          if pixel != 0xFF00_0000 && pixel != 0xFFFF_FFFF { count += 1 }
        }
      }
      return count
    }
    #expect(grays(rough) == 0)
    #expect(grays(smooth) > 0)
  }
}
