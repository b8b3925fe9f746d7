import Foundation
import TandemGraphics

/// A row of dots showing the current page of a set (taps arrive with the Input issue).
///
/// Metrics: 7-point dots 16 points apart, 26 points tall, 12 points of padding at each end. Dots are
/// `.tertiaryLabel`, the current dot `.label`, unless tinted.
@MainActor @preconcurrency open class UIPageControl: UIControl {
  /// The number of dots.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
      updateAccessibility()
    }
  }
  /// The highlighted dot.
  open var currentPage = 0 {
    didSet {
      currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      setNeedsDisplay()
      updateAccessibility()
    }
  }
  /// Whether the control hides with one page.
  open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
  /// The color of the other dots (nil: a translucent white, as on iOS).
  open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The color of the current dot (nil: opaque white, as on iOS).
  open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

  static let dotDiameter: CGFloat = 7
  static let dotPitch: CGFloat = 16
  static let padding: CGFloat = 12

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpPageControl()
  }

  /// Creates a page control from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpPageControl()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpPageControl() {
    isOpaque = false
    contentMode = .redraw
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  private func updateAccessibility() { accessibilityValue = "page \(currentPage + 1) of \(numberOfPages)" }

  /// The size needed for a number of pages.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(pageCount) * UIPageControl.dotPitch + 2 * UIPageControl.padding, height: 26)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The centre of a dot in the control's bounds.
  package func dotCenter(_ page: Int) -> CGPoint {
    let width = CGFloat(numberOfPages) * UIPageControl.dotPitch
    let startX = bounds.midX - width / 2 + UIPageControl.dotPitch / 2
    return CGPoint(x: startX + CGFloat(page) * UIPageControl.dotPitch, y: bounds.midY)
  }

  /// A tap before the current dot goes back a page, after it forward a page (valueChanged).
  package override func touchUpInside(_ touch: UITouch) {
    let x = touch.location(in: self).x
    let target = x < dotCenter(currentPage).x ? currentPage - 1 : currentPage + 1
    guard target >= 0, target < numberOfPages else { return }
    currentPage = target
    sendActions(for: .valueChanged)
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1)
    else { return }
    let traits = traitCollection
    for page in 0..<numberOfPages {
      let color =
        page == currentPage
        ? (currentPageIndicatorTintColor ?? .white) : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35))
      let center = dotCenter(page)
      let d = UIPageControl.dotDiameter
      context.setFillColor(color.resolvedCGColor(traits))
      context.fillEllipse(in: CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d))
    }
  }
}
