import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Every Dynamic Type text style, weights, designs, styled concatenation and tabular digits.
private struct TextStyleGallery: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Large Title").font(.largeTitle)
      Text("Title").font(.title)
      Text("Title 2").font(.title2)
      Text("Title 3").font(.title3)
      Text("Headline").font(.headline)
      Text("Body").font(.body)
      Text("Callout").font(.callout)
      Text("Subheadline").font(.subheadline)
      Text("Footnote").font(.footnote)
      Text("Caption").font(.caption)
      Text("Caption 2").font(.caption2)
      Divider()
      Text("Bold").bold() + Text(" italic").italic() + Text(" pink").foregroundColor(.pink)
      Text("Semibold rounded").font(.system(.body, design: .rounded, weight: .semibold))
      Text("Serif").font(.system(size: 20, design: .serif))
      Text("Monospaced").font(.system(.body, design: .monospaced))
      Text("Secondary").foregroundStyle(.secondary)
      Text("1111 / 8888").monospacedDigit()
    }
    .padding()
    .frame(width: 320, alignment: .leading)
  }
}

@MainActor @Suite(.ownsTheApplication) struct TextGalleryTests {
  @Test func textStyles() throws {
    try assertGolden(TextStyleGallery(), named: "gallery-text-styles")
  }

  @Test func textModifiersReturnTextSoStyledPartsConcatenate() {
    let styled: Text = Text("Heart").font(.title).bold() + Text(" rate").foregroundColor(.secondary)
    let plain: Text = Text("Heart").font(.title) + Text(" rate")
    func width(_ text: Text) -> CGFloat { idealWidth(text) }
    #expect(width(styled) > width(plain))
    #expect(styled.content == "Heart rate")
  }
}
