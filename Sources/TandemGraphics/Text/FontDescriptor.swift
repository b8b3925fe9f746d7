import Foundation

/// The typeface design of a system font, as UIFontDescriptor.SystemDesign and SwiftUI's Font.Design name them.
package enum FontDesign: String, Hashable, Sendable, CaseIterable {
  case `default`, rounded, serif, monospaced
}

/// A resolved request for a font: family, size in points, weight, slant and design.
///
/// `weight` uses Apple's scale (UIFont.Weight raw values: regular 0, medium 0.23, semibold 0.3, bold 0.4 …).
/// The system font is Inter (Inter Display from 20 pt, where SF switches from Text to Display optical size);
/// `.rounded` has no pinned face and uses Inter; `.serif` and `.monospaced` use DejaVu Serif and DejaVu Sans Mono.
package struct FontDescriptor: Hashable, Sendable {
  package var family: String?
  package var size: CGFloat
  package var weight: CGFloat
  package var italic: Bool
  package var design: FontDesign
  /// Whether digits are all one width (the OpenType `tnum` feature), for numbers that change in place.
  package var monospacedDigits = false

  /// The system font.
  package init(size: CGFloat, weight: CGFloat = 0, italic: Bool = false, design: FontDesign = .default) {
    family = nil
    self.size = size
    self.weight = weight
    self.italic = italic
    self.design = design
  }

  /// A named family (e.g. "Material Icons").
  package init(family: String, size: CGFloat, weight: CGFloat = 0, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    design = .default
  }

  /// The fontconfig family this descriptor resolves to.
  package var resolvedFamily: String {
    if let family { return family }
    switch design {
    case .serif: return "DejaVu Serif"
    case .monospaced: return "DejaVu Sans Mono"
    case .default, .rounded: return size >= 20 ? "Inter Display" : "Inter"
    }
  }

  /// The OpenType weight class (100–900) nearest to Apple's weight value.
  package var weightClass: Int32 {
    // UIFont.Weight raw values in ascending order with the OpenType class of each.
    let table: [(CGFloat, Int32)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
    ]
    return table.min { abs($0.0 - weight) < abs($1.0 - weight) }!.1
  }

  /// The same descriptor at another size.
  package func withSize(_ size: CGFloat) -> FontDescriptor {
    var copy = self
    copy.size = size
    return copy
  }
}

/// Apple's UIFont.Weight raw values, for engine code that has no UIKit types.
package enum FontWeightValue {
  package static let ultraLight: CGFloat = -0.8
  package static let thin: CGFloat = -0.6
  package static let light: CGFloat = -0.4
  package static let regular: CGFloat = 0
  package static let medium: CGFloat = 0.23
  package static let semibold: CGFloat = 0.3
  package static let bold: CGFloat = 0.4
  package static let heavy: CGFloat = 0.56
  package static let black: CGFloat = 0.62
}
