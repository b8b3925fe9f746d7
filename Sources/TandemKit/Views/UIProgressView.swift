import Foundation
import TandemGraphics

/// A bar filling from the leading edge as a task progresses (0…1).
///
/// Metrics (iOS's): 4 points tall, rounded; the filled part in the tint color (`progressTintColor`), the rest
/// `.systemFill` (`trackTintColor`); the `.bar` style (in toolbars) has a clear track. Accessibility: the progress
/// as a percentage.
@MainActor @preconcurrency open class UIProgressView: UIView {
  /// The looks of a progress view.
  public enum Style: Int, Sendable { case `default`, bar }

  /// The look.
  open var progressViewStyle: Style = .default { didSet { updateColors() } }
  /// The progress, kept within 0…1.
  open var progress: Float {
    get { currentProgress }
    set { setProgress(newValue, animated: false) }
  }
  /// The filled part's color (nil: the tint color).
  open var progressTintColor: UIColor? { didSet { updateColors() } }
  /// The unfilled part's color (nil: `.systemFill`, clear for the bar style).
  open var trackTintColor: UIColor? { didSet { updateColors() } }
  package static let height: CGFloat = 4

  private var currentProgress: Float = 0
  private let fill = UIView()

  /// A progress view of a style.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
    setUpProgressView()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpProgressView()
  }

  /// Creates a progress view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpProgressView()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpProgressView() {
    isOpaque = false
    clipsToBounds = true
    isAccessibilityElement = true
    accessibilityTraits = .updatesFrequently
    fill.isUserInteractionEnabled = false
    addSubview(fill)
    if frame.height == 0 { frame.size.height = UIProgressView.height }
    updateColors()
  }

  /// Sets the progress (clamped to 0…1), growing the bar when animated.
  open func setProgress(_ progress: Float, animated: Bool) {
    let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
    guard clamped != currentProgress else { return }
    currentProgress = clamped
    if animated && window != nil {
      UIView.animate(withDuration: 0.25) { self.placeFill() }
    } else {
      setNeedsLayout()
    }
  }

  open override var accessibilityValue: String? {
    get { "\(Int((currentProgress * 100).rounded()))%" }
    set {}
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.height)
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIProgressView.height) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeFill()
    let radius = progressViewStyle == .bar ? 0 : min(bounds.height / 2, UIProgressView.height / 2)
    layer.cornerRadius = radius
    fill.layer.cornerRadius = radius
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  private func placeFill() {
    let width = bounds.width * CGFloat(currentProgress)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    fill.frame = CGRect(x: rtl ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
  }

  private func updateColors() {
    fill.backgroundColor = progressTintColor ?? tintColor
    backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
  }
}
