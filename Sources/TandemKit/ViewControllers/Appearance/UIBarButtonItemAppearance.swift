import Foundation
import TandemGraphics

/// How bar button items of a style look in each state, inside a bar appearance.
@MainActor @preconcurrency open class UIBarButtonItemAppearance: @preconcurrency NSCopying {
  /// The style the appearance is for.
  public let style: UIBarButtonItem.Style
  /// Items in their normal state.
  open var normal = UIBarButtonItemStateAppearance()
  /// Items while touched.
  open var highlighted = UIBarButtonItemStateAppearance()
  /// Disabled items.
  open var disabled = UIBarButtonItemStateAppearance()
  /// Focused items (iOS draws no focus on touch screens).
  open var focused = UIBarButtonItemStateAppearance()

  /// The default look for plain items.
  public convenience init() { self.init(style: .plain) }

  /// The default look for items of a style.
  public init(style: UIBarButtonItem.Style) {
    self.style = style
  }

  /// Returns to the default look for a style.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    normal = UIBarButtonItemStateAppearance()
    highlighted = UIBarButtonItemStateAppearance()
    disabled = UIBarButtonItemStateAppearance()
    focused = UIBarButtonItemStateAppearance()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBarButtonItemAppearance(style: style)
    copy.normal = normal.copied()
    copy.highlighted = highlighted.copied()
    copy.disabled = disabled.copied()
    copy.focused = focused.copied()
    return copy
  }

  open func copy() -> Self { copy(with: nil) as! Self }
}

/// How bar button items look in one state.
@MainActor @preconcurrency open class UIBarButtonItemStateAppearance {
  /// The title's attributes (`.foregroundColor`, `.font`).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// An offset of the title.
  open var titlePositionAdjustment = UIOffset.zero

  init() {}

  func copied() -> UIBarButtonItemStateAppearance {
    let copy = UIBarButtonItemStateAppearance()
    copy.titleTextAttributes = titleTextAttributes
    copy.titlePositionAdjustment = titlePositionAdjustment
    return copy
  }

  /// The title color the attributes give, if any.
  package var foregroundColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
  /// The title font the attributes give, if any.
  package var font: UIFont? { titleTextAttributes[.font] as? UIFont }
}
