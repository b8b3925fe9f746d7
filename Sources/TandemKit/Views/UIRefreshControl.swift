import Foundation

/// Pull to refresh: set as a scroll view's `refreshControl`, it sits above the content. Pulling the content down
/// far enough starts refreshing (the spinner turns and `.valueChanged` is sent, once per pull); the scroll view
/// keeps the spinner in view until `endRefreshing()`.
@MainActor @preconcurrency open class UIRefreshControl: UIControl {
  /// How far past its top the content must be pulled to start refreshing.
  static let triggerDistance: CGFloat = 100
  /// The height the control takes above the content while refreshing.
  static let height: CGFloat = 60

  /// Whether a refresh is in progress.
  public private(set) var isRefreshing = false
  /// A title shown under the spinner.
  open var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.attributedText = attributedTitle
      setNeedsLayout()
    }
  }
  /// The spinner's color (nil: the standard gray).
  open override var tintColor: UIColor! {
    didSet { spinner.color = tintColor ?? .secondaryLabel }
  }

  private let spinner = UIActivityIndicatorView(style: .medium)
  private let titleLabel = UILabel()
  /// Whether the current drag already started a refresh (a pull starts at most one).
  private var triggeredThisDrag = false

  /// A refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpControl()
  }
  /// A refresh control.
  public convenience init() { self.init(frame: .zero) }

  /// Creates a refresh control from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpControl()
  }

  private func setUpControl() {
    spinner.hidesWhenStopped = false
    spinner.alpha = 0
    addSubview(spinner)
    titleLabel.font = .preferredFont(forTextStyle: .footnote)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    accessibilityLabel = "Refresh"
  }

  /// Starts showing a refresh (without sending `.valueChanged`); the scroll view keeps room for the spinner.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    spinner.alpha = 1
    spinner.startAnimating()
    scrollView?.refreshingChanged()
  }

  /// Ends the refresh: the spinner stops and the content slides back up.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    spinner.stopAnimating()
    spinner.alpha = 0
    scrollView?.refreshingChanged()
  }

  private var scrollView: UIScrollView? { superview as? UIScrollView }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let hasTitle = !(attributedTitle?.string.isEmpty ?? true)
    let spinnerSize = spinner.bounds.size
    let titleHeight: CGFloat = hasTitle ? 18 : 0
    let top = (bounds.height - spinnerSize.height - titleHeight) / 2
    spinner.frame = CGRect(
      x: (bounds.width - spinnerSize.width) / 2, y: top, width: spinnerSize.width, height: spinnerSize.height)
    titleLabel.isHidden = !hasTitle
    titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: titleHeight)
  }

  /// The scroll view moved while dragged: the spinner fades in as the content is pulled down and refreshing starts
  /// once it is pulled far enough.
  func scrollViewPulled(by distance: CGFloat, dragging: Bool) {
    if !dragging { triggeredThisDrag = false }
    guard !isRefreshing else { return }
    spinner.alpha = min(max(distance / UIRefreshControl.triggerDistance, 0), 1)
    guard dragging, !triggeredThisDrag, distance >= UIRefreshControl.triggerDistance else { return }
    triggeredThisDrag = true
    beginRefreshing()
    sendActions(for: .valueChanged)
  }
}
