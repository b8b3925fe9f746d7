import Foundation
import TandemGraphics

/// A spinning indicator of work in progress, turned by the frame clock while animating.
///
/// Drawn as 8 rounded spokes fading around the circle; one step each 1/12 s. Medium is 20 points, large 37.
@MainActor @preconcurrency open class UIActivityIndicatorView: UIView {
  /// Sizes of the indicator.
  public enum Style: Int, Sendable { case medium = 100, large = 101 }

  /// The indicator's size.
  open var style: Style = .medium {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The spokes. color (default `.secondaryLabel`).
  open var color: UIColor! = .secondaryLabel {
    didSet {
      if color == nil { color = .secondaryLabel }
      setNeedsDisplay()
    }
  }
  /// Whether the indicator hides while stopped (true by default).
  open var hidesWhenStopped = true { didSet { updateHidden() } }
  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false
  private var step = 0
  private var clockObserver: Int?

  /// An indicator of a style.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.size(style)))
    isOpaque = false
    contentMode = .redraw
    updateHidden()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpIndicator()
  }

  private func setUpIndicator() {
    isOpaque = false
    contentMode = .redraw
    updateHidden()
  }

  /// Creates an activity indicator from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpIndicator()
    decodeViewProperties(from: coder, subviews: false)
  }

  static func size(_ style: Style) -> CGSize {
    style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }

  open override var intrinsicContentSize: CGSize { UIActivityIndicatorView.size(style) }

  private func updateHidden() { if !isAnimating { isHidden = hidesWhenStopped } else { isHidden = false } }

  /// Starts spinning.
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    updateHidden()
    let clock = UIApplication.shared.output.clock
    let start = clock.now
    clockObserver = clock.addObserver { [weak self] time in
      guard let self else { return }
      let next = Int(((time - start) * 12).rounded(.down)) % 8
      if next != self.step {
        self.step = next
        self.setNeedsDisplay()
        UIApplication.shared.requestCommit()
      }
    }
    UIApplication.shared.frameDriverNeeded()
  }

  /// Stops spinning.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    if let clockObserver { UIApplication.shared.output.clock.removeObserver(clockObserver) }
    clockObserver = nil
    updateHidden()
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let size = min(bounds.width, bounds.height)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = size / 2
    let inner = outer * 0.45
    let width = size * 0.11
    let base = color.resolvedCGColor(traitCollection)
    context.saveGState()
    context.setLineCap(.round)
    context.setLineWidth(width)
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
      let age = (spoke - step + 8) % 8
      context.setStrokeColor(base.copy(alpha: base.alpha * (1 - CGFloat(age) * 0.11))!)
      context.beginPath()
      context.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
      context.addLine(
        to: CGPoint(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
      context.strokePath()
    }
    context.restoreGState()
  }
}
