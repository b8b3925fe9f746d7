import Foundation
import TandemKit

/// A font for text: a Dynamic Type text style (scaled by the environment's `dynamicTypeSize`) or a fixed
/// system size, with optional weight, design and italic. Linux difference: the system face is Inter.
public struct Font: Hashable, Sendable {
  /// Dynamic Type text styles.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    var engine: TextStyleName {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// Font weights on Apple's scale.
  public struct Weight: Hashable, Sendable {
    let value: CGFloat
    public static let ultraLight = Weight(value: UIFont.Weight.ultraLight.rawValue)
    public static let thin = Weight(value: UIFont.Weight.thin.rawValue)
    public static let light = Weight(value: UIFont.Weight.light.rawValue)
    public static let regular = Weight(value: UIFont.Weight.regular.rawValue)
    public static let medium = Weight(value: UIFont.Weight.medium.rawValue)
    public static let semibold = Weight(value: UIFont.Weight.semibold.rawValue)
    public static let bold = Weight(value: UIFont.Weight.bold.rawValue)
    public static let heavy = Weight(value: UIFont.Weight.heavy.rawValue)
    public static let black = Weight(value: UIFont.Weight.black.rawValue)
  }

  /// Typeface designs.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
    var engine: FontDesign {
      switch self {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    }
  }

  enum Base: Hashable, Sendable {
    case style(TextStyle)
    case size(CGFloat)
  }

  let base: Base
  var weight: Weight?
  var design: Design?
  var isItalic = false
  var hasMonospacedDigits = false

  public static let largeTitle = Font(base: .style(.largeTitle))
  public static let title = Font(base: .style(.title))
  public static let title2 = Font(base: .style(.title2))
  public static let title3 = Font(base: .style(.title3))
  public static let headline = Font(base: .style(.headline))
  public static let subheadline = Font(base: .style(.subheadline))
  public static let body = Font(base: .style(.body))
  public static let callout = Font(base: .style(.callout))
  public static let footnote = Font(base: .style(.footnote))
  public static let caption = Font(base: .style(.caption))
  public static let caption2 = Font(base: .style(.caption2))

  /// The system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(base: .style(style), weight: weight, design: design)
  }

  /// The system font at a fixed size (not scaled by Dynamic Type).
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .size(size), weight: weight, design: design)
  }

  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
  /// This font in bold.
  public func bold() -> Font { weight(.bold) }
  /// This font in italic.
  public func italic() -> Font { with { $0.isItalic = true } }

  /// This font with digits of one width (tabular figures), so changing numbers do not shift.
  public func monospacedDigit() -> Font { with { $0.hasMonospacedDigits = true } }

  private func with(_ change: (inout Font) -> Void) -> Font {
    var copy = self
    change(&copy)
    return copy
  }

  /// The engine font at a Dynamic Type size.
  package func resolve(_ size: DynamicTypeSize) -> FontDescriptor {
    var descriptor = resolveFace(size)
    descriptor.monospacedDigits = hasMonospacedDigits
    return descriptor
  }

  private func resolveFace(_ size: DynamicTypeSize) -> FontDescriptor {
    switch base {
    case .style(let style):
      let metrics = DynamicType.metrics(for: style.engine, category: size.engine)
      return FontDescriptor(
        size: metrics.size, weight: weight?.value ?? metrics.weight, italic: isItalic,
        design: design?.engine ?? .default)
    case .size(let points):
      return FontDescriptor(
        size: points, weight: weight?.value ?? 0, italic: isItalic, design: design?.engine ?? .default)
    }
  }
}
