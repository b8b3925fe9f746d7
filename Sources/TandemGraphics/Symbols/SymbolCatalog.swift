import Foundation

/// The relative size of a symbol next to text (UIImage.SymbolScale / SwiftUI's Image.Scale).
package enum SymbolScaleName: Int, Hashable, Sendable {
  case small, medium, large

  /// Size relative to medium, from SF Symbols' circle.fill diameters (78.86 %, 99.61 %, 127.2 % of the point size).
  package var factor: CGFloat {
    switch self {
    case .small: 78.86 / 99.61
    case .medium: 1
    case .large: 127.2 / 99.61
    }
  }
}

/// SF Symbol names mapped to Material Icons glyphs (the pinned symbol font).
package enum SymbolCatalog {
  /// The Material Icons codepoint for an SF Symbol name, or nil when Tandem has no glyph for it.
  package static func codepoint(for name: String) -> UInt32? { table[name]?.codepoint }

  /// Every SF Symbol name Tandem can draw.
  package static var names: [String] { table.keys.sorted() }

  /// The codepoint for `name`, warning once per name (with Apple's wording) when there is none.
  package static func lookUp(_ name: String) -> UInt32? {
    if let codepoint = codepoint(for: name) { return codepoint }
    Diagnostics.warnOnce(key: "symbol:" + name, "No symbol named '\(name)' found in system symbol set")
    return nil
  }
}
