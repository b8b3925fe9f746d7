import Foundation

/// An item of a collection view: a content view (your subviews or a content configuration's view), a background
/// configuration, selection and highlight, and the configuration state its update handler is re-run with on every
/// change.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView, SelfSizingCell, ConfigurationUpdatingCell {
  /// The view holding the cell's content.
  /// The segue a storyboard's prototype cell performs when its item is selected.
  package var selectionSegue: StoryboardSegueTemplate?
  public let contentView: UIView = CellContentView()
  /// A row's margins follow the safe area at its sides only (as on iOS).
  package override var marginsFollowVerticalSafeArea: Bool { false }
  /// Called (with the cell and its new state) whenever the configuration state changes.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  let backgroundLayerView = BackgroundConfigurationView()
  lazy var contentHost = ContentConfigurationHost(contentView: contentView)
  /// How the cell's list section styles it (nil outside lists).
  var listStyle: ListElementStyle? {
    didSet { if listStyle != oldValue { listStyleChanged() } }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCell()
  }

  /// Creates a cell from an archive (see `UICollectionReusableView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpCell()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpCell() {
    addSubview(backgroundLayerView)
    contentView.frame = bounds
    addSubview(contentView)
  }

  // MARK: State

  private var flags = CellStateFlags()
  /// Whether the collection view is editing.
  var editingFlag: Bool {
    get { flags.editing }
    set { if flags.set(\.editing, to: newValue) { setNeedsUpdateConfiguration() } }
  }
  private var slide = SwipeSlide()
  /// How far the cell's content is slid aside to show its swipe actions.
  var swipeOffset: CGFloat {
    get { slide.offset }
    set { if slide.slide(self, to: newValue) { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell is selected.
  open var isSelected: Bool {
    get { flags.selected }
    set { if flags.set(\.selected, to: newValue) { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted (a touch is down on it).
  open var isHighlighted: Bool {
    get { flags.highlighted }
    set { if flags.set(\.highlighted, to: newValue) { setNeedsUpdateConfiguration() } }
  }

  /// The cell's current state for configurations.
  open var configurationState: UICellConfigurationState { configurationState(flags, swiped: swipeOffset != 0) }

  /// Asks for `updateConfiguration(using:)` with the current state: once, in the next commit (before the cell is
  /// measured or shown), however many changes ask for it.
  open func setNeedsUpdateConfiguration() { scheduleConfigurationUpdate() }

  /// Updates the cell for a state: content and background configurations are derived for it, then the handler runs.
  open func updateConfiguration(using state: UICellConfigurationState) {
    let shown = configurations(
      for: state, content: contentConfiguration, updatesContent: automaticallyUpdatesContentConfiguration,
      background: (backgroundConfiguration ?? defaultBackgroundConfiguration()).resolvedForList(
        plain: listStyle.map { $0.appearance == .plain || $0.appearance == .sidebarPlain } ?? true),
      updatesBackground: automaticallyUpdatesBackgroundConfiguration)
    if let content = shown.content { showContent(content) }
    backgroundLayerView.apply(shown.background)
    configurationUpdateHandler?(self, state)
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    flags.selected = false
    flags.highlighted = false
    swipeOffset = 0
    setNeedsUpdateConfiguration()
  }

  // MARK: Configurations

  /// The cell's content as a configuration: its view becomes the content view's content.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { showContent(contentConfiguration?.updated(for: configurationState)) }
  }
  /// The cell's background as a configuration (nil: the default, none for plain cells).
  open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration() } }
  /// Whether the background configuration is re-derived for every state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Whether the content configuration is re-derived for every state.
  open var automaticallyUpdatesContentConfiguration = true

  /// The background a cell has by default: none (list cells: their list's).
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

  private func showContent(_ configuration: UIContentConfiguration?) {
    contentHost.show(configuration)
    contentSizeChanged()
  }

  /// Called when the list style changes (list cells restyle).
  func listStyleChanged() { setNeedsUpdateConfiguration() }

  /// The content may have changed size: a collection view with self-sizing invalidation measures it again.
  func contentSizeChanged() { contentSizeMayHaveChanged(fromConstraints: false) }

  package func contentSizeMayHaveChanged(fromConstraints: Bool) {
    listContentSizeMayHaveChanged(fromConstraints: fromConstraints)
  }
  package var isSizedByContent: Bool { listSizesByContent }

  open override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    contentSizeChanged()
  }

  // MARK: Layout

  /// The content view's frame in a cell of a size (list cells leave room for accessories).
  func contentFrame(in size: CGSize) -> CGRect { CGRect(origin: .zero, size: size) }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    backgroundLayerView.place(in: bounds)
    contentView.frame = contentFrame(in: bounds.size)
  }

  override func fittingSize(for size: CGSize, axes: UIAxis) -> CGSize {
    updateConfigurationIfNeeded()
    guard axes == .vertical else {
      if contentHost.view == nil { return super.fittingSize(for: size, axes: axes) }
      let fitted = contentHost.view!.sizeThatFits(CGSize(width: 0, height: 0))
      return CGSize(
        width: axes.contains(.horizontal) ? fitted.width : size.width,
        height: axes.contains(.vertical) ? fitted.height : size.height)
    }
    let content = contentFrame(in: size)
    return CGSize(width: size.width, height: contentHost.fittingHeight(width: content.width))
  }
}
