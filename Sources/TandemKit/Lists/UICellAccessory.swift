import Foundation

/// A standard view at the leading or trailing edge of a list cell: a disclosure indicator, a checkmark, a delete
/// control, a label, a detail button or a custom view, shown always or only in or out of editing mode.
@MainActor @preconcurrency public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Hashable, Sendable { case always, whenEditing, whenNotEditing }
  /// Which edge of the cell a custom accessory sits at.
  public enum Placement: Hashable, Sendable {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)
  }
  /// A width to reserve for an accessory so rows with and without it line up.
  public enum LayoutDimension: Hashable, Sendable {
    case actual
    case standard
    case custom(CGFloat)
  }

  /// Options of the disclosure indicator.
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// Options of the checkmark.
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  /// Options of the detail button.
  public typealias DetailOptions = DisclosureIndicatorOptions
  /// Options of the delete control.
  public struct DeleteOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }
  /// Options of the multiple-selection control.
  public typealias MultiselectOptions = DeleteOptions
  /// Options of the outline disclosure control.
  public struct OutlineDisclosureOptions {
    /// Whether a tap anywhere on the cell toggles it (`header`) or only on the chevron (`cell`).
    public enum Style: Sendable { case automatic, header, cell }
    public var style: Style
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  /// Options of the label.
  public struct LabelOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var font: UIFont?
    public var adjustsFontForContentSizeCategory: Bool?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }
  /// A custom view as an accessory.
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var maintainsFixedSize: Bool?
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  enum Kind {
    case disclosureIndicator, checkmark, detail((() -> Void)?), delete((() -> Void)?), label(String, UIFont?)
    case multiselect
    case reorder
    case outlineDisclosure(OutlineDisclosureOptions.Style, (() -> Void)?)
    case custom(UIView)
  }
  let kind: Kind
  let displayed: DisplayedState
  let isLeading: Bool
  let isHidden: Bool
  let tintColor: UIColor?
  let reservedWidth: LayoutDimension?

  /// A chevron saying the row leads somewhere.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .disclosureIndicator, displayed: displayed, isLeading: false, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor ?? .tertiaryLabel, reservedWidth: options.reservedLayoutWidth)
  }
  /// A checkmark (in the tint color).
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .checkmark, displayed: displayed, isLeading: false, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor, reservedWidth: options.reservedLayoutWidth)
  }
  /// An info button running a handler.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .detail(actionHandler), displayed: displayed, isLeading: false, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor, reservedWidth: options.reservedLayoutWidth)
  }
  /// A red delete control at the leading edge (in editing mode by default); tapping it runs the handler, or
  /// without one reveals the row's trailing swipe actions.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .delete(actionHandler), displayed: displayed, isLeading: true, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor ?? .systemRed, reservedWidth: options.reservedLayoutWidth)
  }
  /// The multiple-selection control at the leading edge (in editing mode by default): an empty circle, filled
  /// with a checkmark in the tint color while the cell is selected.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .multiselect, displayed: displayed, isLeading: true, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor, reservedWidth: options.reservedLayoutWidth)
  }
  /// A chevron that expands and collapses the cell's item in its section snapshot (or runs `actionHandler`):
  /// pointing to the trailing side when collapsed, down when expanded.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure(options.style, actionHandler), displayed: displayed, isLeading: false,
      isHidden: options.isHidden ?? false, tintColor: options.tintColor, reservedWidth: options.reservedLayoutWidth)
  }
  /// Options of the reorder control.
  public typealias ReorderOptions = DisclosureIndicatorOptions

  /// The grip at the trailing edge (in editing mode by default) that drags the row to a new place in its section
  /// (the data source's `reorderingHandlers` decide whether it may move and hear where it went).
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .reorder, displayed: displayed, isLeading: false, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor ?? .tertiaryLabel, reservedWidth: options.reservedLayoutWidth)
  }

  /// A secondary text at the trailing edge.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .label(text, options.font), displayed: displayed, isLeading: false, isHidden: options.isHidden ?? false,
      tintColor: options.tintColor ?? .secondaryLabel, reservedWidth: options.reservedLayoutWidth)
  }
  /// A custom view at an edge.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let (leading, displayed): (Bool, DisplayedState) =
      switch configuration.placement {
      case .leading(let displayed): (true, displayed)
      case .trailing(let displayed): (false, displayed)
      }
    return UICellAccessory(
      kind: .custom(configuration.customView), displayed: displayed, isLeading: leading,
      isHidden: configuration.isHidden ?? false, tintColor: configuration.tintColor,
      reservedWidth: configuration.reservedLayoutWidth)
  }

  /// Whether the accessory shows in or out of editing mode.
  func shows(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}
