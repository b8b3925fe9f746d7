import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics

/// `.blur(radius:opaque:)` blurs a view as one group: its edges soften and spread past its frame (or stay inside
/// it, opaque), its middle keeps its color.
@MainActor @Suite(.ownsTheApplication) struct BlurModifierTests {
  private func image<V: View>(_ view: V) throws -> CGImage {
    let renderer = ImageRenderer(content: view.frame(width: 120, height: 80).background(Color.white))
    renderer.scale = 1
    return try #require(renderer.cgImage)
  }

  /// The red channel's complement (how much green and blue are missing) shows how much red reached a pixel.
  private func redness(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
    255 - Int((image.storage.pixel(x: x, y: y) >> 8) & 0xFF)
  }

  @Test func aBlurSoftensAndSpreadsTheEdges() throws {
    let sharp = try image(Color.red.frame(width: 40, height: 40))
    let blurred = try image(Color.red.frame(width: 40, height: 40).blur(radius: 4))
    // The square spans x 40..<80, y 20..<60.
    #expect(redness(sharp, 60, 40) == redness(blurred, 60, 40))
    #expect(redness(sharp, 37, 40) == 0 && redness(blurred, 37, 40) > 40)
    #expect(redness(blurred, 41, 40) < redness(sharp, 41, 40) - 40)
    #expect(redness(blurred, 20, 40) == 0)
  }

  @Test func anOpaqueBlurStaysInsideTheFrame() throws {
    let stripes = HStack(spacing: 0) {
      Color.red; Color.blue
    }.frame(width: 40, height: 40)
    let blurred = try image(stripes.blur(radius: 4, opaque: true))
    #expect(redness(blurred, 37, 40) == 0)
    // Its edge stays fully covered: no white seeps in.
    let edge = blurred.storage.pixel(x: 40, y: 40)
    #expect(edge & 0xFF_FF_FF != 0xFF_FF_FF && (edge >> 8) & 0xFF < 60)
  }

  @Test func blurredViewsLook() throws {
    let view = HStack(spacing: 20) {
      Text("Blurred").font(.title).blur(radius: 2)
      Circle().fill(Color.orange).frame(width: 50, height: 50).blur(radius: 6)
      Image(systemName: "star.fill").font(.largeTitle).foregroundColor(.blue).blur(radius: 1)
    }
    .padding(20)
    .background(Color.white)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: "swiftui-blur")
  }
}
