import Foundation

/// A symbol glyph sized and placed against a text baseline the way SF Symbols sit next to text.
///
/// Sizing: a medium symbol draws the Material Icons 24-unit em at 1.3 × the cap height of the system font of the
/// same point size, so a typical 18-unit-tall glyph (heart, trash) is as tall as a capital letter; small and
/// large scale that by SF Symbols' ratios. Placement: the glyph's ink is centred on the cap-height midline, as SF
/// Symbols are. Weight: the icon font has one weight, so weights above regular are emulated by stroking the glyph
/// outline with a round-joined line 0.1 × weight × em wide (bold: 0.04 em); lighter weights draw as regular.
package struct SymbolLayout: Sendable {
  package let name: String
  package let pointSize: CGFloat
  package let weight: CGFloat
  package let scale: SymbolScaleName
  /// The em size of the icon font used.
  package let glyphSize: CGFloat
  /// The ink rectangle relative to the text baseline at the symbol's left edge (y grows down; the baseline is y 0).
  package let inkRect: CGRect
  private let glyph: TextLayout
  private let strokeWidth: CGFloat

  /// The layout of symbol `name`, or nil (after one warning per name) when the name is unknown.
  package init?(name: String, pointSize: CGFloat, weight: CGFloat = 0, scale: SymbolScaleName = .medium) {
    guard let codepoint = SymbolCatalog.lookUp(name), let scalar = Unicode.Scalar(codepoint) else { return nil }
    self.name = name
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
    let capHeight = FontLibrary.shared.metrics(FontDescriptor(size: pointSize, weight: weight)).capHeight
    glyphSize = capHeight * 1.3 * scale.factor
    glyph = TextLayout.make(
      StyledText(String(Character(scalar)), font: FontDescriptor(family: "Material Icons", size: glyphSize)))
    strokeWidth = weight > 0 ? 0.1 * weight * glyphSize : 0
    let ink = glyph.inkBounds.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
    inkRect = CGRect(x: 0, y: -capHeight / 2 - ink.height / 2, width: ink.width, height: ink.height)
  }

  /// The horizontal space the symbol takes next to text (its ink width).
  package var advance: CGFloat { inkRect.width }

  /// Draws the symbol with its left edge at `baselineOrigin.x` and its baseline at `baselineOrigin.y`.
  package func draw(in context: CGContext, baselineOrigin: CGPoint, color: CGColor) {
    let ink = glyph.inkBounds.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
    let origin = CGPoint(
      x: baselineOrigin.x - ink.minX, y: baselineOrigin.y + inkRect.minY - ink.minY)
    glyph.draw(in: context, at: origin, defaultColor: color, emboldenBy: strokeWidth)
  }
}
