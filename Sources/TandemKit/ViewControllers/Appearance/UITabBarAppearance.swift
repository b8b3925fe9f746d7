import Foundation
import TandemGraphics

/// How a tab bar looks: the bar appearance's background and hairline, and its items' look in the stacked layout
/// (icon over title, iPhone portrait), the inline one (beside, iPad) and the compact inline one (iPhone landscape).
@MainActor @preconcurrency open class UITabBarAppearance: UIBarAppearance {
  /// Items with the icon above the title.
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  /// Items with the icon beside the title.
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  /// Items with the icon beside the title in a compact height.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UITabBarAppearance {
      stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
      inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
      compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
    }
  }

  open override func copy(with zone: NSZone? = nil) -> Any { UITabBarAppearance(barAppearance: self) }
}

/// The layouts of tab bar items.
public enum UITabBarItemAppearanceStyle: Int, Sendable {
  case stacked = 0
  case inline = 1
  case compactInline = 2
}

/// How tab bar items look in each state, for one layout.
@MainActor @preconcurrency open class UITabBarItemAppearance: @preconcurrency NSCopying {
  /// The layouts of tab bar items (Apple's Swift name for `UITabBarItemAppearanceStyle`).
  public typealias Style = UITabBarItemAppearanceStyle
  /// The layout the appearance is for.
  public let style: UITabBarItemAppearanceStyle
  /// Unselected items.
  open var normal = UITabBarItemStateAppearance()
  /// The selected item.
  open var selected = UITabBarItemStateAppearance()
  /// Disabled items.
  open var disabled = UITabBarItemStateAppearance()
  /// Focused items (iOS draws no focus on touch screens).
  open var focused = UITabBarItemStateAppearance()

  public convenience init() { self.init(style: .stacked) }

  public init(style: UITabBarItemAppearanceStyle) {
    self.style = style
  }

  /// Returns to the default look for a layout.
  open func configureWithDefault(for style: UITabBarItemAppearanceStyle) {
    normal = UITabBarItemStateAppearance()
    selected = UITabBarItemStateAppearance()
    disabled = UITabBarItemStateAppearance()
    focused = UITabBarItemStateAppearance()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UITabBarItemAppearance(style: style)
    copy.normal = normal.copied()
    copy.selected = selected.copied()
    copy.disabled = disabled.copied()
    copy.focused = focused.copied()
    return copy
  }

  open func copy() -> Self { copy(with: nil) as! Self }
}

/// How tab bar items look in one state.
@MainActor @preconcurrency open class UITabBarItemStateAppearance {
  /// The title's attributes (`.foregroundColor`, `.font`).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The icon's color (nil: the bar's tint or gray).
  open var iconColor: UIColor?
  /// The badge's background color (nil: system red).
  open var badgeBackgroundColor: UIColor?
  /// The badge text's attributes.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

  init() {}

  func copied() -> UITabBarItemStateAppearance {
    let copy = UITabBarItemStateAppearance()
    copy.titleTextAttributes = titleTextAttributes
    copy.iconColor = iconColor
    copy.badgeBackgroundColor = badgeBackgroundColor
    copy.badgeTextAttributes = badgeTextAttributes
    return copy
  }

  /// The title color the attributes give, if any.
  package var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
}
