import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// SF Symbols in SwiftUI: variants, rendering modes, palette styles and resizable symbols.
@MainActor @Suite(.ownsTheApplication) struct SymbolImageTests {
  private func symbolFrame<V: View>(_ view: V, in size: CGSize = CGSize(width: 200, height: 200)) -> CGRect {
    let graph = layOut(view, in: size)
    var frame = CGRect.zero
    graph.root.forEach { if $0.view is Image { frame = $0.frame } }
    return frame
  }

  @Test func variantsNameTheSymbolsThatExist() {
    let exists = SymbolCatalog.contains
    #expect(SymbolVariants.fill.name(for: "heart", exists: exists) == "heart.fill")
    #expect(SymbolVariants.circle.fill.name(for: "heart", exists: exists) == "heart.circle.fill")
    #expect(SymbolVariants.slash.name(for: "bell", exists: exists) == "bell.slash")
    #expect(SymbolVariants.fill.name(for: "heart.fill", exists: exists) == "heart.fill")
    // A variant no symbol has falls back to the symbol without it.
    #expect(SymbolVariants.rectangle.name(for: "gearshape", exists: exists) == "gearshape")
    #expect(SymbolVariants.circle.contains(.circle) && !SymbolVariants.circle.contains(.fill))
  }

  @Test func symbolVariantChangesTheDrawnSymbol() throws {
    let outline = symbolFrame(Image(systemName: "heart"))
    let circled = symbolFrame(Image(systemName: "heart").symbolVariant(.circle.fill))
    #expect(circled.width > outline.width)
    // Variants add up from the outside in; `.none` inside clears them.
    let combined = symbolFrame(Image(systemName: "heart").symbolVariant(.fill).symbolVariant(.circle))
    #expect(combined.width == circled.width)
    let cleared = symbolFrame(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.circle.fill))
    #expect(cleared.width == outline.width)
  }

  /// A resizable symbol fills the frame it is given (a 44 × 44 frame is not a 17 pt glyph).
  @Test func resizableSymbolFillsItsFrame() throws {
    let frame = symbolFrame(Image(systemName: "star.fill").resizable().frame(width: 44, height: 44))
    #expect(frame.size == CGSize(width: 44, height: 44))
    let renderer = ImageRenderer(content: Image(systemName: "star.fill").resizable().frame(width: 44, height: 44))
    renderer.scale = 1
    let image = try #require(renderer.cgImage)
    let surface = PixelSurface(width: image.width, height: image.height)
    CGContext(surface: surface).draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    var rows = Set<Int>()
    var columns = Set<Int>()
    for y in 0..<surface.height {
      for x in 0..<surface.width where surface.pixel(x: x, y: y) >> 24 > 128 {
        rows.insert(y)
        columns.insert(x)
      }
    }
    #expect(rows.count >= 40 && columns.count >= 40, "ink \(columns.count) × \(rows.count) px")
  }

  /// Monochrome, hierarchical and palette (by mode and by two foreground styles), light and dark.
  @Test func renderingModesGolden() throws {
    let names = [
      "heart.circle.fill", "calendar.badge.plus", "trash.square.fill", "bell.slash", "checkmark.circle.fill",
      "1.circle", "bell.badge",
    ]
    func row(_ mode: SymbolRenderingMode?) -> some View {
      HStack(spacing: 12) {
        ForEach(names, id: \.self) { Image(systemName: $0).symbolRenderingMode(mode) }
      }
    }
    let sheet = VStack(alignment: .leading, spacing: 10) {
      row(.monochrome).foregroundStyle(.blue)
      row(.hierarchical).foregroundStyle(.blue)
      row(.palette).foregroundStyle(.white, .blue)
      row(nil).foregroundStyle(.orange, .purple)
      row(.multicolor).foregroundColor(.green)
    }
    .font(.system(size: 28))
    .padding(10)
    try assertGolden(sheet.background(Color.white), named: "symbol-rendering-modes")
    try assertGolden(
      sheet.background(Color.black).environment(\.colorScheme, .dark), named: "symbol-rendering-modes-dark")
  }

  @Test func fontWeightAndImageScaleReachSymbols() {
    let regular = symbolFrame(Image(systemName: "star").font(.title))
    let large = symbolFrame(Image(systemName: "star").font(.title).imageScale(.large))
    #expect(large.height > regular.height)
    #expect(regular.height > symbolFrame(Image(systemName: "star")).height)
  }
}
