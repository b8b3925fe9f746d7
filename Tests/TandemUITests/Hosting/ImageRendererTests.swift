import Foundation
import Testing
import TandemTesting

@testable import TandemGraphics
@testable import TandemUI

private struct HeartRateCard: View {
  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Heart Rate").font(.headline).foregroundColor(.pink)
        Spacer()
        Text("10:42 AM").font(.footnote).foregroundColor(.secondary)
      }
      HStack(alignment: .bottom, spacing: 4) {
        Text("72").font(.system(size: 34, weight: .semibold))
        Text("BPM").font(.subheadline).foregroundColor(.secondary)
      }
    }
    .padding()
    .frame(width: 320)
    .background(Color(white: 0.95))
  }
}

@MainActor @Suite(.ownsTheApplication) struct ImageRendererTests {
  @Test func rendersAtItsIdealSizeAndScale() throws {
    let renderer = ImageRenderer(content: HeartRateCard())
    renderer.scale = 2
    let image = try #require(renderer.cgImage)
    #expect(image.width == 640)
    #expect(image.height > 2 * 60 && image.height < 2 * 120)
    GoldenImage.assertMatches(image, named: "heart-rate-card")
  }

  @Test func darkAppearanceResolvesAdaptiveColors() throws {
    let card = Color.primary.frame(width: 10, height: 10)
    let light = try #require(ImageRenderer(content: card).cgImage)
    let renderer = ImageRenderer(content: card)
    renderer.environment.colorScheme = .dark
    let dark = try #require(renderer.cgImage)
    #expect(light.storage.pixel(x: 5, y: 5) == 0xFF00_0000)
    #expect(dark.storage.pixel(x: 5, y: 5) == 0xFFFF_FFFF)
  }

  @Test func emptyViewRendersNoImage() {
    #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
  }
}
