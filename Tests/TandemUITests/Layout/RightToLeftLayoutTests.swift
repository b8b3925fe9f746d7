import Foundation
import TandemTesting
import Testing

@testable import TandemUI

/// SwiftUI right to left (`layoutDirection`): every container lays out from the right, so stacks run right to left,
/// leading padding and alignment are on the right, and leading-aligned text lines end at the right; text itself and
/// non-directional images are not mirrored, forward and backward symbols are.
@MainActor @Suite(.ownsTheApplication) struct RightToLeftLayoutTests {
  @Test func stacksRunFromTheRight() {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 80)
      Color.blue
      Color.green.frame(width: 60)
    }
    let graph = layOut(row.environment(\.layoutDirection, .rightToLeft), in: CGSize(width: 400, height: 100))
    #expect(graph.frame(of: .red) == CGRect(x: 320, y: 0, width: 80, height: 100))
    #expect(graph.frame(of: .blue) == CGRect(x: 60, y: 0, width: 260, height: 100))
    #expect(graph.frame(of: .green) == CGRect(x: 0, y: 0, width: 60, height: 100))
  }

  @Test func leadingPaddingAndAlignmentAreOnTheRight() {
    let column = VStack(alignment: .leading, spacing: 10) {
      Color.red.frame(width: 50, height: 20)
      Color.blue.frame(width: 100, height: 30).padding(.leading, 20)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    let graph = layOut(column.environment(\.layoutDirection, .rightToLeft), in: CGSize(width: 300, height: 100))
    // The column hugs its widest child (120) at the leading (right) edge; red leads inside it on the right.
    #expect(graph.frame(of: .red) == CGRect(x: 250, y: 20, width: 50, height: 20))
    #expect(graph.frame(of: .blue) == CGRect(x: 180, y: 50, width: 100, height: 30))
  }

  /// A left-to-right island inside a right-to-left screen lays out left to right within its own frame.
  @Test func aLeftToRightSubtreeStaysLeftToRight() {
    let screen = HStack(spacing: 0) {
      HStack(spacing: 0) {
        Color.red.frame(width: 10)
        Color.blue.frame(width: 20)
      }
      .environment(\.layoutDirection, .leftToRight)
      Color.green.frame(width: 30)
    }
    let graph = layOut(
      screen.frame(maxWidth: .infinity, alignment: .leading).environment(\.layoutDirection, .rightToLeft),
      in: CGSize(width: 200, height: 10))
    #expect(graph.frame(of: .red) == CGRect(x: 170, y: 0, width: 10, height: 10))
    #expect(graph.frame(of: .blue) == CGRect(x: 180, y: 0, width: 20, height: 10))
    #expect(graph.frame(of: .green) == CGRect(x: 140, y: 0, width: 30, height: 10))
  }

  /// `flipsForRightToLeftLayoutDirection(true)` mirrors the drawing (here, a row already laid out from the right
  /// drawn back left to right); `false`, and left to right, draw as laid out.
  @Test func flippedDrawingMirrorsRightToLeft() throws {
    func leftPixel<V: View>(_ view: V) throws -> UInt32 {
      let renderer = ImageRenderer(content: view)
      renderer.scale = 1
      return try #require(renderer.cgImage).storage.pixel(x: 5, y: 5) & 0xFF_FFFF
    }
    func row(flips: Bool) -> some View {
      HStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
      }
      .flipsForRightToLeftLayoutDirection(flips)
    }
    #expect(try leftPixel(row(flips: true).environment(\.layoutDirection, .rightToLeft)) == 0xFF0000)
    #expect(try leftPixel(row(flips: false).environment(\.layoutDirection, .rightToLeft)) == 0x0000FF)
    #expect(try leftPixel(row(flips: true)) == 0xFF0000)
  }
}
