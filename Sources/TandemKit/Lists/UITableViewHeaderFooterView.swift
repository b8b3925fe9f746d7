import Foundation

/// A section header or footer of a table view: a content view with an optional content configuration (the
/// standard headers show a `UIListContentConfiguration`), reusable by identifier.
@MainActor @preconcurrency open class UITableViewHeaderFooterView: UIView {
  /// The view holding the content.
  public let contentView = UIView()
  /// The identifier the view is reused under.
  public let reuseIdentifier: String?
  /// The style of the table showing the view (picks the default configurations).
  var listStyle = UITableView.Style.plain {
    didSet { if listStyle != oldValue { updateBackground() } }
  }
  /// Whether the view shows a header (false: a footer); picks the default content configuration.
  var isFooter = false
  private lazy var contentHost = ContentConfigurationHost(contentView: contentView)

  /// A header or footer view reused under an identifier.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    setUpHeaderFooter()
  }

  /// Creates a header or footer from an archive: its reuse identifier, then the view properties (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    reuseIdentifier = InterfaceCoding.value(String.self, InterfaceCoding.ListKey.reuseIdentifier, in: coder)
    super.init(coder: coder)
    if bounds.size == .zero { bounds.size = CGSize(width: 320, height: 28) }
    setUpHeaderFooter()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpHeaderFooter() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    updateBackground()
  }
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }
  /// The view a registered class makes for a reuse identifier (`init(reuseIdentifier:)` of the class).
  public required convenience init(_registeredReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// The standard content of a header or footer in the view's table.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (listStyle, isFooter) {
    case (.plain, false): .plainHeader()
    case (.plain, true): .plainFooter()
    case (_, false): .groupedHeader()
    case (_, true): .groupedFooter()
    }
  }

  /// The content as a configuration: its view becomes the content view's content.
  open var contentConfiguration: UIContentConfiguration? {
    didSet {
      contentHost.show(contentConfiguration?.updated(for: UIViewConfigurationState(traitCollection: traitCollection)))
      setNeedsLayout()
    }
  }

  /// The background as a configuration (nil: the table's default for headers and footers).
  open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { updateBackground() } }

  private func updateBackground() {
    let configuration =
      backgroundConfiguration ?? (listStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter())
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
  }

  /// Prepares a reused view for its next section.
  open func prepareForReuse() {}

  /// The height at a width: the configuration's view, or the content view's constraints.
  func fittingHeight(width: CGFloat) -> CGFloat { contentHost.fittingHeight(width: width) }
}
