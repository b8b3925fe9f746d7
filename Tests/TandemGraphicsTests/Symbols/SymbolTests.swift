import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

@Suite struct SymbolTests {
  @Test func seedSymbolsAndCommonNamesAreMapped() {
    for name in [
      "heart.fill", "heart", "trash", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
      "plus", "minus", "xmark", "star", "star.fill", "gear", "person", "person.fill", "house", "magnifyingglass",
      "bell", "photo", "camera", "square.and.arrow.up", "ellipsis", "info.circle", "exclamationmark.triangle",
    ] {
      #expect(SymbolCatalog.contains(name), "\(name) has no glyph")
    }
    #expect(SymbolCatalog.baseNames.count >= 750)
  }

  @Test func heartSitsOnTheTextBaselineAt3x() {
    let scale: CGFloat = 3
    let font = FontDescriptor(size: 17)
    let text = TextLayout.make(StyledText("Heart Rate", font: font))
    let symbol = SymbolLayout(name: "heart.fill", pointSize: 17)!
    let surface = PixelSurface(width: 120 * 3, height: 30 * 3, scale: scale)
    let context = CGContext(surface: surface)
    let baseline = CGPoint(x: 2, y: 4 + text.firstBaseline)
    symbol.draw(in: context, baselineOrigin: baseline, color: .black)
    text.draw(in: context, at: CGPoint(x: 4 + symbol.advance, y: 4))
    // The lowest row with heart ink, scanning only the heart's columns.
    let columns = Int(2 * scale)..<Int((2 + symbol.advance) * scale)
    var inkBottom = 0
    for y in 0..<surface.height where columns.contains(where: { surface.pixel(x: $0, y: y) >> 24 > 0 }) {
      inkBottom = y + 1
    }
    let baselinePixel = baseline.y * scale
    #expect(abs(CGFloat(inkBottom) - baselinePixel) <= 1, "ink bottom \(inkBottom) px, baseline \(baselinePixel) px")
    GoldenImage.assertMatches(CGImage(surface: surface), named: "symbol-heart-beside-text")
  }

  @Test func scalesAndWeightsChangeTheGlyph() {
    let small = SymbolLayout(name: "star.fill", pointSize: 17, scale: .small)!
    let medium = SymbolLayout(name: "star.fill", pointSize: 17)!
    let large = SymbolLayout(name: "star.fill", pointSize: 17, scale: .large)!
    #expect(small.inkRect.width < medium.inkRect.width && medium.inkRect.width < large.inkRect.width)
    // Phosphor's bold style has wider strokes, so its ink reaches further.
    let regularOutline = SymbolLayout(name: "star", pointSize: 17)!
    let bold = SymbolLayout(name: "star", pointSize: 17, weight: FontWeightValue.bold)!
    #expect(bold.inkRect.width > regularOutline.inkRect.width)
    // Every symbol is centred on the cap-height midline.
    let capHeight = FontLibrary.shared.metrics(FontDescriptor(size: 17)).capHeight
    #expect(abs(large.inkRect.midY + capHeight / 2) < 1e-9)
  }

  @Test func unknownNameRendersNothingAndWarnsOnce() {
    let name = "no.such.symbol.\(UUID().uuidString)"
    let box = WarningBox()
    Diagnostics.observing({ box.append($0) }) {
      #expect(SymbolLayout(name: name, pointSize: 17) == nil)
      #expect(SymbolLayout(name: name, pointSize: 30) == nil)
    }
    #expect(box.messages.filter { $0.contains(name) } == ["No symbol named '\(name)' found in system symbol set"])
  }
}
