import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Image fills repeat their image; a style's opacity fades it.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ImagePaintTests {
  private func image<V: View>(_ view: V) throws -> CGImage { try rendered(view) }

  /// A 10 × 10 tile: red on the left half, blue on the right.
  private var tile: Image {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
    let picture = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
    }
    return Image(uiImage: picture)
  }

  @Test func anImageFillRepeatsTheImageFromTheTopLeadingCorner() throws {
    let filled = try image(Rectangle().fill(.image(tile)).frame(width: 40, height: 20))
    for x in [2, 12, 22, 32] {
      #expect((filled.storage.pixel(x: x, y: 5) >> 16) & 0xFF > 200, "red at \(x)")
      #expect(filled.storage.pixel(x: x + 5, y: 15) & 0xFF > 200, "blue at \(x + 5)")
    }
    // Scaled twice over, the halves are ten points wide; the right half of the image alone is all blue.
    let scaled = try image(Rectangle().fill(ImagePaint(image: tile, scale: 2)).frame(width: 40, height: 20))
    #expect((scaled.storage.pixel(x: 8, y: 5) >> 16) & 0xFF > 200 && scaled.storage.pixel(x: 12, y: 5) & 0xFF > 200)
    let half = try image(
      Rectangle().fill(.image(tile, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))).frame(
        width: 20, height: 10))
    #expect(half.storage.pixel(x: 2, y: 5) & 0xFF > 200 && half.storage.pixel(x: 7, y: 5) & 0xFF > 200)
  }

  @Test func aStylesOpacityFadesWhatItPaints() throws {
    let faded = try image(
      Rectangle().fill(LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom).opacity(0.5))
        .frame(width: 10, height: 10))
    #expect(abs(Int(faded.storage.pixel(x: 5, y: 5) >> 24) - 128) <= 1)
    let stroked = try image(
      Circle().stroke(Color.black.opacity(1).opacity(0.25), lineWidth: 4).frame(width: 20, height: 20))
    #expect(abs(Int(stroked.storage.pixel(x: 10, y: 1) >> 24) - 64) <= 2)
  }
}
