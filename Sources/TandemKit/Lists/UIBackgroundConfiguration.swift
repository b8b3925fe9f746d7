import Foundation

/// The background of a cell, header or footer as a value: a color (or one derived from the state), insets, a
/// corner radius, a stroke and an optional custom view.
public struct UIBackgroundConfiguration: Hashable {
  /// A background with nothing set (no color).
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a cell in a plain list.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .systemBackground
    return configuration
  }
  /// The background of a cell in a grouped or inset-grouped list.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .secondarySystemGroupedBackground
    return configuration
  }
  /// The background of a header or footer in a plain list.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .systemBackground
    return configuration
  }
  /// The background of a header or footer in a grouped list (none: the list's background shows).
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a list cell for whatever list it shows in: its color follows the list's appearance when the
  /// cell updates (plain: the system background; grouped, inset grouped and sidebar: the grouped cell color).
  public static func listCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.listRole = .cell
    return configuration
  }
  /// The background of a list header for whatever list it shows in (plain: the system background; grouped: none).
  public static func listHeader() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.listRole = .headerFooter
    return configuration
  }
  /// The background of a list footer for whatever list it shows in (plain: the system background; grouped: none).
  public static func listFooter() -> UIBackgroundConfiguration { listHeader() }

  /// What a list background stands for, its color chosen by the list it shows in (nil: a fixed background).
  enum ListRole: Hashable { case cell, headerFooter }
  var listRole: ListRole?

  /// The background with its list color chosen for a list of an appearance (plain when not in a list), unless a
  /// color was set.
  func resolvedForList(plain: Bool) -> UIBackgroundConfiguration {
    guard let listRole, backgroundColor == nil else { return self }
    var configuration = self
    switch listRole {
    case .cell: configuration.backgroundColor = plain ? .systemBackground : .secondarySystemGroupedBackground
    case .headerFooter: configuration.backgroundColor = plain ? .systemBackground : nil
    }
    return configuration
  }

  /// The background color (nil: none, or the tint for `.tintColor`-style selection).
  public var backgroundColor: UIColor?
  /// Derives the color drawn from `backgroundColor`.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background from the view's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The stroke color (nil: no stroke).
  public var strokeColor: UIColor?
  /// The stroke width.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke sits outside the background's edge.
  public var strokeOutset: CGFloat = 0
  /// A view shown as the background, under the color.
  public var customView: UIView?

  /// The color drawn: the background color through the transformer.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? .clear
    return backgroundColorTransformer?.transform(color) ?? color
  }
  /// The stroke color drawn.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? .clear }

  /// The configuration for a state: a selected or highlighted list cell shows the gray selection color.
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
    var configuration = self
    let selected: Bool
    if let cell = state as? UICellConfigurationState {
      selected = cell.isSelected || cell.isHighlighted
    } else if let view = state as? UIViewConfigurationState {
      selected = view.isSelected || view.isHighlighted
    } else {
      selected = false
    }
    if selected && backgroundColor != nil && backgroundColor != .clear { configuration.backgroundColor = .systemGray4 }
    return configuration
  }

  public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
    a.backgroundColor == b.backgroundColor && a.backgroundColorTransformer == b.backgroundColorTransformer
      && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets && a.strokeColor == b.strokeColor
      && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset && a.customView === b.customView
      && a.listRole == b.listRole
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(backgroundColor)
    hasher.combine(cornerRadius)
    hasher.combine(strokeWidth)
  }
}

/// A function deriving one color from another (for example a grayscale version), compared by identity.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  private let id: UUID
  /// The function.
  public let transform: @Sendable (UIColor) -> UIColor

  /// A transformer from a function.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    id = UUID()
    self.transform = transform
  }
  /// Applies the transform.
  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
  /// Gray of the color's luminance.
  public static let grayscale = UIConfigurationColorTransformer { color in
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    let y = 0.299 * r + 0.587 * g + 0.114 * b
    return UIColor(red: y, green: y, blue: y, alpha: a)
  }

  public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
