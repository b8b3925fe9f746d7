import Foundation

/// The icon fonts SF Symbols names are drawn with (fonts from PyPI's qtawesome 1.4.2 and Debian).
package enum SymbolFont: Sendable {
  /// Phosphor 1.3.0 (MIT): thin, light, regular, bold and fill styles of each icon.
  case phosphor
  /// Material Design Icons 6.9.96 (Apache 2.0): an outlined and a filled icon, one weight.
  case materialDesign
  /// Material Icons 6.7.0 (Apache 2.0, Debian): one icon per name, one weight.
  case materialIcons
  /// Characters in the system font (the letter, number and currency sign symbols).
  case text

  /// The fontconfig family.
  package var family: String {
    switch self {
    case .phosphor: "Phosphor"
    case .materialDesign: "Material Design Icons"
    case .materialIcons: "Material Icons"
    case .text: "Inter"
    }
  }

  /// The share of the em a typical glyph's ink spans (Phosphor draws on a 256-unit grid with 16 units of margin
  /// each side, the Material fonts on a 24-unit grid with 2 or 3).
  var inkShare: CGFloat {
    switch self {
    case .phosphor: 224.0 / 256
    case .materialDesign: 20.0 / 24
    case .materialIcons: 20.0 / 24
    case .text: 0.73
    }
  }

  /// The width of a regular weight's strokes, as a share of the em.
  var strokeShare: CGFloat {
    switch self {
    case .phosphor: 16.0 / 256
    case .materialDesign, .materialIcons: 2.0 / 24
    case .text: 0.09
    }
  }
}

/// One base icon: its font and codepoints for the regular, thin, light, bold and fill styles (fonts with fewer
/// styles repeat codepoints).
package struct SymbolGlyph: Sendable {
  package let font: SymbolFont
  let codepoints: [UInt32]
  /// The characters a text glyph draws.
  let text: String

  init(_ font: SymbolFont, _ codepoints: [UInt32]) {
    self.font = font
    self.codepoints = codepoints
    text = ""
  }

  /// Characters drawn in the system font.
  init(text: String) {
    font = .text
    codepoints = []
    self.text = text
  }

  /// The codepoint for a weight (Apple's scale), filled or outlined.
  func codepoint(weight: CGFloat, filled: Bool) -> UInt32 {
    if filled { return codepoints[4] }
    switch weight {
    case ..<(-0.5): return codepoints[1]
    case ..<(-0.2): return codepoints[2]
    case ..<0.27: return codepoints[0]
    default: return codepoints[3]
    }
  }
}

/// What an SF Symbols name draws: a base icon, filled or not, perhaps in a circle or square, slashed, or with a
/// badge at its bottom trailing corner.
package struct SymbolDescription: Sendable {
  package enum Enclosure: Sendable { case circle, square }
  /// The badge marks SF Symbols names end with (`.badge.plus` …).
  package enum Badge: String, Sendable, CaseIterable {
    case plus, minus, checkmark, xmark, exclamationmark, questionmark, clock, exclam, ellipsis
    /// A plain dot (a name ending in `.badge`: `bell.badge`, `app.badge`).
    case dot
  }
  package let glyph: SymbolGlyph
  package var filled = false
  package var enclosure: Enclosure?
  package var slash = false
  package var badge: Badge?
}
