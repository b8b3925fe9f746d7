import Foundation

/// A row of a table view: a content view (holding your subviews or a content configuration's view), selection
/// and highlight state, and the configuration state its update handler is re-run with on every change.
@MainActor open class UITableViewCell: UIView {
  /// The predefined cell layouts.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  /// The view holding the cell's content (add subviews here).
  public let contentView = UIView()
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
  /// The separator line the table view shows under the cell.
  let separator = UIView()

  /// A cell of a style, reused under an identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .systemBackground
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    separator.backgroundColor = .separator
    addSubview(separator)
  }

  /// A default-style cell that is not reused (as `UITableViewCell()` makes).
  public convenience init() { self.init(style: .default, reuseIdentifier: nil) }
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
  public required init?(coder: NSCoder) { nil }

  // MARK: State

  private var selectedFlag = false
  private var highlightedFlag = false

  /// Whether the cell is selected.
  open var isSelected: Bool {
    get { selectedFlag }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted (a touch is down on it).
  open var isHighlighted: Bool {
    get { highlightedFlag }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != selectedFlag else { return }
    selectedFlag = selected
    setNeedsUpdateConfiguration()
  }
  /// Highlights the cell or takes the highlight away.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != highlightedFlag else { return }
    highlightedFlag = highlighted
    setNeedsUpdateConfiguration()
  }

  /// The cell's current state for configurations.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = selectedFlag
    state.isHighlighted = highlightedFlag
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// Asks for `updateConfiguration(using:)` with the current state (right away, as UIKit does before display).
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

  /// Updates the cell for a state: the content configuration is derived for it, the selection background shown,
  /// and the update handler run.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if let configuration = contentConfiguration { applyContent(configuration.updated(for: state)) }
    let showsSelection = selectionStyle != .none && (state.isSelected || state.isHighlighted)
    backgroundColor = showsSelection ? .systemGray4 : .systemBackground
    configurationUpdateHandler?(self, state)
  }

  /// Prepares a reused cell for its next row (the default clears selection and highlight).
  open func prepareForReuse() {
    selectedFlag = false
    highlightedFlag = false
    setNeedsUpdateConfiguration()
  }

  // MARK: Content configuration

  /// The cell's content as a configuration: its view becomes the content view's only content.
  open var contentConfiguration: UIContentConfiguration? {
    didSet {
      guard let configuration = contentConfiguration else {
        configurationView?.removeFromSuperview()
        configurationView = nil
        return
      }
      applyContent(configuration.updated(for: configurationState))
    }
  }
  private var configurationView: (UIView & UIContentView)?

  private func applyContent(_ configuration: UIContentConfiguration) {
    if let view = configurationView, view.supports(configuration) {
      view.configuration = configuration
    } else {
      configurationView?.removeFromSuperview()
      let view = configuration.makeContentView()
      view.frame = contentView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(view)
      configurationView = view
    }
    invalidateIntrinsicContentSize()
  }

  /// The cell's height at a width: a content configuration's view by `sizeThatFits`, otherwise the content
  /// view's constraints (self-sizing).
  func fittingHeight(width: CGFloat) -> CGFloat {
    if let view = configurationView { return view.sizeThatFits(CGSize(width: width, height: 0)).height }
    let size = contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return size.height
  }
}
