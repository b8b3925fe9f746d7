import Foundation

/// A row of a table view: a content view (holding your subviews or a content configuration's view), a background
/// (a background configuration, or the list's default), an accessory, selection, highlight, editing and swipe
/// state, and the configuration state its update handler is re-run with on every change.
@MainActor @preconcurrency open class UITableViewCell: UIView, SelfSizingCell, ConfigurationUpdatingCell {
  /// The predefined cell layouts.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  /// The standard accessory shown at the trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// The editing control of a row in editing mode.
  public enum EditingStyle: Int, Sendable { case none, delete, insert }

  /// The view holding the cell's content (add subviews here).
  public let contentView: UIView = CellContentView()
  /// A row's margins follow the safe area at its sides only (as on iOS).
  package override var marginsFollowVerticalSafeArea: Bool { false }
  /// The identifier the cell is reused under (nil: not reused).
  public let reuseIdentifier: String?
  /// The style the cell was made with.
  public let style: CellStyle
  /// How selection shows (gray background by default).
  open var selectionStyle = SelectionStyle.default { didSet { setNeedsUpdateConfiguration() } }
  /// Called (with the cell and its new state) whenever the configuration state changes.
  open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The standard accessory at the trailing edge.
  open var accessoryType = AccessoryType.none { didSet { updateAccessory() } }
  /// The segue a storyboard's prototype cell performs when its row is selected.
  package var selectionSegue: StoryboardSegueTemplate?
  /// A custom accessory view (takes the place of `accessoryType`).
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateAccessory()
    }
  }
  /// The separator line the table view shows under the cell.
  let separator = UIView()
  /// What the separator's frame was computed from (the table skips the computation while these hold and the
  /// cell needs no layout).
  var separatorInputs: SeparatorInputs?
  struct SeparatorInputs: Equatable {
    var size: CGSize
    var textMargin: CGFloat
    var customInset: UIEdgeInsets?
    var line: CGFloat
    /// The separator starts at the text on the right when the cell lays out right to left.
    var rightToLeft: Bool
  }
  /// The legacy content's views and the view laying them out (made when first asked for).
  private var legacyParts: (text: UILabel, detail: UILabel, image: UIImageView)?

  /// The label of the cell's primary text (made when first asked for), laid out for the cell's style unless a
  /// content configuration is set. iOS 14 deprecates it in favour of `UIListContentConfiguration`, which it matches.
  open var textLabel: UILabel? { legacyContent().text }
  /// The label of the cell's secondary text; nil in the default style.
  open var detailTextLabel: UILabel? { style == .default ? nil : legacyContent().detail }
  /// The image view at the cell's leading edge (made when first asked for).
  open var imageView: UIImageView? { legacyContent().image }

  /// Makes the legacy labels and image view, in a list content view of the cell's style that reads their
  /// properties as they change (unless the cell shows a content configuration).
  private func legacyContent() -> (text: UILabel, detail: UILabel, image: UIImageView) {
    if let legacyParts { return legacyParts }
    let parts = (text: UILabel(), detail: UILabel(), image: UIImageView())
    legacyParts = parts
    let style = self.style
    let base = defaultContentConfiguration()
    let view = UIListContentView(
      configuration: base, textLabel: parts.text, secondaryTextLabel: parts.detail, imageView: parts.image
    ) { [weak self] in
      var made = self?.defaultContentConfiguration() ?? base
      made.text = parts.text.text
      made.textProperties.take(from: parts.text)
      if style != .default {
        made.secondaryText = parts.detail.text
        made.secondaryTextProperties.take(from: parts.detail)
      }
      made.image = parts.image.image
      if let tint = parts.image.tintColor { made.imageProperties.tintColor = tint }
      return made
    }
    if contentConfiguration == nil { contentHost.adopt(view) }
    return parts
  }

  /// The style of the list showing the cell (it picks the default background).
  var listStyle = UITableView.Style.plain {
    didSet { if listStyle != oldValue { setNeedsUpdateConfiguration() } }
  }
  private let backgroundLayerView = BackgroundConfigurationView()
  lazy var contentHost = ContentConfigurationHost(contentView: contentView)
  /// The standard accessory's image (made when the cell first shows one).
  private var accessoryImageView: UIImageView?
  /// The delete control shown in editing mode (made when the cell first enters editing mode).
  private var editingControl: UIImageView?

  /// A cell of a style, reused under an identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpCell()
  }

  /// Creates a cell from an archive: its style and reuse identifier, then the view properties (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    let raw = InterfaceCoding.value(Int.self, InterfaceCoding.ListKey.cellStyle, in: coder)
    style = raw.flatMap(CellStyle.init(rawValue:)) ?? .default
    reuseIdentifier = InterfaceCoding.value(String.self, InterfaceCoding.ListKey.reuseIdentifier, in: coder)
    super.init(coder: coder)
    if bounds.size == .zero { bounds.size = CGSize(width: 320, height: 44) }
    setUpCell()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpCell() {
    backgroundColor = .clear
    addSubview(backgroundLayerView)
    contentView.frame = bounds
    addSubview(contentView)
    separator.backgroundColor = .separator
    addSubview(separator)
    // An archive's accessory was made while its properties were decoded, before the cell's own views.
    for decoration in [accessoryImageView, editingControl].compactMap({ $0 }) {
      insertSubview(decoration, belowSubview: separator)
    }
    updateConfiguration(using: configurationState)
  }

  /// A default-style cell that is not reused (as `UITableViewCell()` makes).
  public convenience init() { self.init(style: .default, reuseIdentifier: nil) }
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
  /// The cell a registered class makes for a reuse identifier: `init(style: .default, reuseIdentifier:)` of the
  /// registered class (Linux: how `register(_:forCellReuseIdentifier:)` creates cells; a subclass inherits it when
  /// it overrides `init(style:reuseIdentifier:)` or declares no initializers).
  public required convenience init(_registeredReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  // MARK: State

  private var flags = CellStateFlags()
  /// How far the cell is swiped aside to show its swipe actions (positive: leading actions).
  var swipeOffset: CGFloat = 0 {
    didSet {
      guard (swipeOffset != 0) != (oldValue != 0) else { return }
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the cell is selected.
  open var isSelected: Bool {
    get { flags.selected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted (a touch is down on it).
  open var isHighlighted: Bool {
    get { flags.highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Whether the cell is in editing mode (showing its editing control).
  open var isEditing: Bool {
    get { flags.editing }
    set { setEditing(newValue, animated: false) }
  }
  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) {
    if flags.set(\.selected, to: selected) { setNeedsUpdateConfiguration() }
  }
  /// Highlights the cell or takes the highlight away.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    if flags.set(\.highlighted, to: highlighted) { setNeedsUpdateConfiguration() }
  }
  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard flags.set(\.editing, to: editing) else { return }
    setNeedsLayout()
    setNeedsUpdateConfiguration()
  }
  /// The editing control the table shows in editing mode.
  var editingStyle = EditingStyle.none { didSet { setNeedsLayout() } }

  /// The cell's current state for configurations.
  open var configurationState: UICellConfigurationState { configurationState(flags, swiped: swipeOffset != 0) }

  /// Asks for `updateConfiguration(using:)` with the current state: once, in the next commit (before the cell is
  /// measured or shown), however many changes ask for it.
  open func setNeedsUpdateConfiguration() { scheduleConfigurationUpdate() }

  /// Updates the cell for a state: the content and background configurations are derived for it and the update
  /// handler run.
  open func updateConfiguration(using state: UICellConfigurationState) {
    // A cell that shows no selection keeps its background as configured.
    let shown = configurations(
      for: state, content: contentConfiguration, updatesContent: automaticallyUpdatesContentConfiguration,
      background: backgroundConfiguration ?? defaultBackgroundConfiguration(),
      updatesBackground: automaticallyUpdatesBackgroundConfiguration && selectionStyle != .none)
    if let content = shown.content { applyContent(content) }
    backgroundLayerView.apply(shown.background)
    setNeedsLayout()
    configurationUpdateHandler?(self, state)
  }

  /// Prepares a reused cell for its next row (the default clears selection, highlight and swipe).
  open func prepareForReuse() {
    flags.selected = false
    flags.highlighted = false
    swipeOffset = 0
    setNeedsUpdateConfiguration()
  }

  // MARK: Background

  /// The cell's background as a configuration (nil: the list's default background).
  open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration() } }
  /// Whether the background configuration is re-derived for every state (selection shows).
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Whether the content configuration is re-derived for every state.
  open var automaticallyUpdatesContentConfiguration = true

  /// The background the cell's list gives cells: a plain or grouped cell background.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    listStyle == .plain ? .listPlainCell() : .listGroupedCell()
  }

  // MARK: Content configuration

  /// The content configuration the cell's list gives cells: a list cell of the table's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The cell's content as a configuration: its view becomes the content view's only content.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { applyContent(contentConfiguration?.updated(for: configurationState)) }
  }

  private func applyContent(_ configuration: UIContentConfiguration?) {
    contentHost.show(configuration)
    invalidateIntrinsicContentSize()
  }

  // MARK: Layout

  static let accessoryWidth: CGFloat = 36
  static let editingControlWidth: CGFloat = 38

  private func updateAccessory() {
    if let accessoryView {
      accessoryImageView?.isHidden = true
      if accessoryView.superview !== self { addSubview(accessoryView) }
    } else {
      let (name, tint): (String?, UIColor?) =
        switch accessoryType {
        case .none: (nil, nil)
        case .disclosureIndicator: (isRightToLeft ? "chevron.left" : "chevron.right", .tertiaryLabel)
        case .checkmark: ("checkmark", nil)
        case .detailButton, .detailDisclosureButton: ("info.circle", nil)
        }
      if name != nil || accessoryImageView != nil {
        let imageView = accessoryImageView ?? makeDecorationView()
        accessoryImageView = imageView
        imageView.image = name.flatMap { UIImage(systemName: $0) }
        imageView.tintColor = tint
        imageView.isHidden = name == nil
      }
    }
    setNeedsLayout()
  }

  /// An image view for the accessory or editing control, above the content and below the separator.
  private func makeDecorationView() -> UIImageView {
    let imageView = UIImageView()
    insertSubview(imageView, belowSubview: separator)
    return imageView
  }

  /// The width the accessory takes at the trailing edge (zero without one).
  private var accessoryExtent: CGFloat {
    if let accessoryView { return accessoryView.bounds.width + 16 }
    return accessoryType == .none ? 0 : UITableViewCell.accessoryWidth
  }
  /// The width the editing control takes at the leading edge (zero outside editing mode).
  private var editingExtent: CGFloat {
    flags.editing && editingStyle != .none ? UITableViewCell.editingControlWidth : 0
  }

  /// The content view's frame in a cell of a size.
  private func contentFrame(in size: CGSize) -> CGRect {
    CGRect(x: editingExtent, y: 0, width: max(size.width - editingExtent - accessoryExtent, 0), height: size.height)
  }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    backgroundLayerView.place(in: bounds)
    contentView.frame = contentFrame(in: bounds.size)
    let trailing = bounds.width - layoutMargins.right
    if let accessoryView {
      let size = accessoryView.bounds.size
      accessoryView.frame = CGRect(
        x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    } else if let accessoryImageView, let image = accessoryImageView.image {
      accessoryImageView.frame = CGRect(
        x: trailing - image.size.width, y: (bounds.height - image.size.height) / 2, width: image.size.width,
        height: image.size.height)
    }
    if editingExtent > 0 && editingControl == nil {
      let control = makeDecorationView()
      control.image = UIImage(systemName: "minus.circle.fill")
      control.tintColor = .systemRed
      editingControl = control
    }
    editingControl?.isHidden = editingExtent == 0
    if let editingControl, let image = editingControl.image {
      editingControl.frame = CGRect(
        x: (UITableViewCell.editingControlWidth - image.size.width) / 2 + layoutMargins.left / 2,
        y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
    }
    // Right to left, the editing control leads on the right and the accessory trails on the left.
    mirrorSubviewsForRightToLeft([contentView, accessoryView, accessoryImageView, editingControl].compactMap { $0 })
  }

  /// Where the cell's text starts (in the cell), for separators aligned to it; nil when unknown.
  var textLeading: CGFloat? { contentHost.textLeading(in: self) }

  /// Whether a point (in the cell) is on the editing control.
  func isOnEditingControl(_ point: CGPoint) -> Bool {
    editingExtent > 0 && (isRightToLeft ? point.x > contentView.frame.maxX : point.x < contentView.frame.minX)
  }
  /// Whether a point (in the cell) is on a detail accessory button.
  func isOnDetailButton(_ point: CGPoint) -> Bool {
    accessoryView == nil && (accessoryType == .detailButton || accessoryType == .detailDisclosureButton)
      && (isRightToLeft ? point.x <= contentView.frame.minX : point.x >= contentView.frame.maxX)
  }

  /// The cell's content may have changed size: the table measures the row again when its self-sizing
  /// invalidation allows (constraint-driven changes only with `.enabledIncludingConstraints`).
  package func contentSizeMayHaveChanged(fromConstraints: Bool) {
    listContentSizeMayHaveChanged(fromConstraints: fromConstraints)
  }
  package var isSizedByContent: Bool { listSizesByContent }

  open override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    contentSizeMayHaveChanged(fromConstraints: false)
  }

  /// The cell's height at a width: its content's at the content view's width.
  func fittingHeight(width: CGFloat) -> CGFloat {
    updateConfigurationIfNeeded()
    return contentHost.fittingHeight(width: contentFrame(in: CGSize(width: width, height: bounds.height)).width)
  }
}
