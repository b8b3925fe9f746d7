import Foundation
import TandemGraphics

/// A font: family, size, weight and traits, with its metrics.
///
/// Linux: the system font is Inter (Inter Display from 20 pt); `.rounded` uses Inter, `.serif` DejaVu Serif and
/// `.monospaced` DejaVu Sans Mono. Named fonts other than these families return nil.
open class UIFont: NSObject, @unchecked Sendable {
  /// A font weight on Apple's scale (−1…1).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(FontWeightValue.ultraLight)
    public static let thin = Weight(FontWeightValue.thin)
    public static let light = Weight(FontWeightValue.light)
    public static let regular = Weight(FontWeightValue.regular)
    public static let medium = Weight(FontWeightValue.medium)
    public static let semibold = Weight(FontWeightValue.semibold)
    public static let bold = Weight(FontWeightValue.bold)
    public static let heavy = Weight(FontWeightValue.heavy)
    public static let black = Weight(FontWeightValue.black)
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    package var engineStyle: TextStyleName {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .callout: .callout
      case .footnote: .footnote
      case .caption1: .caption1
      case .caption2: .caption2
      default: .body
      }
    }
  }

  /// The engine descriptor of this font.
  package let engineFont: FontDescriptor
  /// The text style the font was made for, if any (for Dynamic Type updates).
  package let textStyle: TextStyle?
  /// The text size a text-style font was made for (its size scales from there when the text size changes).
  package let sizeCategory: SizeCategoryName
  private let metrics: FontMetricsValues

  package init(engineFont: FontDescriptor, textStyle: TextStyle? = nil, sizeCategory: SizeCategoryName = .large) {
    self.engineFont = engineFont
    self.textStyle = textStyle
    self.sizeCategory = sizeCategory
    metrics = FontLibrary.shared.metrics(engineFont)
  }

  /// This font at the text size of `traits`: a text-style font (a preferred font, or one `UIFontMetrics` scaled)
  /// scales by the ratio of its style's sizes, keeping its weight and design; other fonts stay as they are.
  package func adjusted(to traits: UITraitCollection) -> UIFont {
    let category = traits.preferredContentSizeCategory.engineCategory
    guard let textStyle, category != sizeCategory else { return self }
    let ratio = DynamicType.scale(of: textStyle.engineStyle, from: sizeCategory, to: category)
    return UIFont(engineFont: engineFont.withSize(pointSize * ratio), textStyle: textStyle, sizeCategory: category)
  }

  /// The system font of `fontSize` points and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(engineFont: FontDescriptor(size: fontSize, weight: weight.rawValue))
  }
  /// The regular system font of `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  /// The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(engineFont: FontDescriptor(size: fontSize, italic: true))
  }
  /// The system font with tabular (fixed-width) digits. Linux: Inter's digits are drawn as they are.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }
  /// The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(engineFont: FontDescriptor(size: fontSize, weight: weight.rawValue, design: .monospaced))
  }

  /// The font of a text style at the user's text size (the current trait collection's).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: UITraitCollection.current)
  }

  /// The font of a text style at the text size of `traitCollection` (Large when nil or unspecified).
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let category = traitCollection?.preferredContentSizeCategory.engineCategory ?? .large
    return UIFont(
      engineFont: DynamicType.font(for: style.engineStyle, category: category), textStyle: style,
      sizeCategory: category)
  }

  /// A font by family or face name ("Inter", "Inter-Bold", "DejaVu Serif" …), or nil when there is no such font.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
    let families = [
      "Inter", "Inter Display", "InterDisplay", "DejaVu Serif", "DejaVuSerif", "DejaVu Sans Mono", "DejaVuSansMono",
      "Material Icons",
    ]
    guard let family = families.first(where: { $0 == parts[0] }) else { return nil }
    let normalized = family.replacingOccurrences(of: "InterDisplay", with: "Inter Display")
      .replacingOccurrences(of: "DejaVuSerif", with: "DejaVu Serif")
      .replacingOccurrences(of: "DejaVuSansMono", with: "DejaVu Sans Mono")
    let face = parts.count > 1 ? parts[1].lowercased() : "regular"
    let weights: [String: CGFloat] = [
      "thin": -0.6, "extralight": -0.8, "light": -0.4, "regular": 0, "medium": 0.23, "semibold": 0.3, "bold": 0.4,
      "extrabold": 0.56, "black": 0.62,
    ]
    let italic = face.hasSuffix("italic") || face.hasSuffix("oblique")
    let weightName = face.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
    self.init(
      engineFont: FontDescriptor(
        family: normalized, size: fontSize, weight: weights[weightName.isEmpty ? "regular" : weightName] ?? 0,
        italic: italic))
  }

  /// A font from a descriptor; `pointSize` 0 keeps the descriptor's size.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    var font = descriptor.engineFont
    if pointSize > 0 { font.size = pointSize }
    self.init(engineFont: font, textStyle: descriptor.textStyle)
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(engineFont: engineFont.withSize(fontSize), textStyle: textStyle, sizeCategory: sizeCategory)
  }

  /// The font's descriptor.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(engineFont: engineFont, textStyle: textStyle) }

  /// The font family name.
  open var familyName: String {
    engineFont.family == nil ? ".SFUI" : engineFont.resolvedFamily
  }
  /// The face name.
  open var fontName: String {
    let face: String =
      switch engineFont.weightClass {
      case ...100: "Thin"
      case ...200: "ExtraLight"
      case ...300: "Light"
      case ...400: "Regular"
      case ...500: "Medium"
      case ...600: "SemiBold"
      case ...700: "Bold"
      case ...800: "ExtraBold"
      default: "Black"
      }
    return engineFont.resolvedFamily.replacingOccurrences(of: " ", with: "") + "-" + face
      + (engineFont.italic ? "Italic" : "")
  }
  /// The size in points.
  open var pointSize: CGFloat { engineFont.size }
  /// Distance from the baseline to the top of the tallest glyphs.
  open var ascender: CGFloat { metrics.ascender }
  /// Distance from the baseline to the bottom of the lowest glyphs (negative).
  open var descender: CGFloat { metrics.descender }
  /// Extra space between lines (the font's line gap).
  open var leading: CGFloat { metrics.leading }
  /// The height of capital letters.
  open var capHeight: CGFloat { metrics.capHeight }
  /// The height of lowercase x.
  open var xHeight: CGFloat { metrics.xHeight }
  /// The line height: ascender − descender + leading.
  open var lineHeight: CGFloat { metrics.lineHeight }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.engineFont == engineFont
  }
  open override var hash: Int { engineFont.hashValue }
  open override var description: String {
    "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(engineFont.weightClass); font-style: \(engineFont.italic ? "italic" : "normal"); font-size: \(pointSize)pt"
  }
}

/// A description of a font's attributes, from which fonts can be derived.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Stylistic traits of a font.
  public struct SymbolicTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A system font design.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  package let engineFont: FontDescriptor
  package let textStyle: UIFont.TextStyle?

  package init(engineFont: FontDescriptor, textStyle: UIFont.TextStyle?) {
    self.engineFont = engineFont
    self.textStyle = textStyle
  }

  /// The descriptor of a text style's font at the default size.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The size in points.
  open var pointSize: CGFloat { engineFont.size }

  /// The descriptor's traits.
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if engineFont.weight >= FontWeightValue.semibold { traits.insert(.traitBold) }
    if engineFont.italic { traits.insert(.traitItalic) }
    if engineFont.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The descriptor with exactly these traits (bold: the style's emphasized weight, or bold), or nil.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var font = engineFont
    if symbolicTraits.contains(.traitBold) {
      font.weight =
        textStyle.map { DynamicType.metrics(for: $0.engineStyle).emphasizedWeight } ?? FontWeightValue.bold
    } else if symbolicTraits.contains(.traitBold) == false && self.symbolicTraits.contains(.traitBold) {
      font.weight = textStyle.map { DynamicType.metrics(for: $0.engineStyle).weight } ?? FontWeightValue.regular
    }
    font.italic = symbolicTraits.contains(.traitItalic)
    if symbolicTraits.contains(.traitMonoSpace) { font.design = .monospaced }
    return UIFontDescriptor(engineFont: font, textStyle: textStyle)
  }

  /// The descriptor with a system design.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    var font = engineFont
    font.design =
      switch design {
      case .rounded: .rounded
      case .serif: .serif
      case .monospaced: .monospaced
      default: .default
      }
    return UIFontDescriptor(engineFont: font, textStyle: textStyle)
  }

  /// The descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(engineFont: engineFont.withSize(newPointSize), textStyle: textStyle)
  }
}

/// Scales fonts and values for a text style with the user's text size.
///
/// Linux: values scale by the ratio of the style's point size at the category to its size at Large.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
  private let style: UIFont.TextStyle

  /// Metrics for a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
  /// Metrics for the body style.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  private func category(_ traits: UITraitCollection?) -> SizeCategoryName {
    (traits ?? UITraitCollection.current).preferredContentSizeCategory.engineCategory
  }
  private func ratio(_ traits: UITraitCollection?) -> CGFloat {
    DynamicType.scale(of: style.engineStyle, to: category(traits))
  }

  /// `font` scaled for the current text size.
  public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
  /// `font` scaled for the text size of `traitCollection`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    UIFont(
      engineFont: font.engineFont.withSize(font.pointSize * ratio(traitCollection)), textStyle: style,
      sizeCategory: category(traitCollection))
  }
  /// A value scaled for the current text size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value * ratio(nil) }
  /// A value scaled for the text size of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * ratio(traitCollection)
  }
}
