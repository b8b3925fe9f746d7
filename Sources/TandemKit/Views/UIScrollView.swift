import Foundation
import TandemGraphics

/// A scroll view's delegate; every method is optional.
@MainActor @preconcurrency public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// `velocity` is in points per millisecond; `targetContentOffset` may be changed to move the resting place.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A view whose bounds origin (the content offset) moves with the user's drags, decelerates with UIKit's rates,
/// bounces with a rubber band at the edges and can page.
///
/// Metrics: drags beyond an edge move by `(1 − 1/(x·0.55/d + 1))·d` for an overshoot x over dimension d; after a
/// drag the offset decays by the deceleration rate each millisecond, travelling `v/1000 · r/(1 − r)`; a bounce
/// back or an animated offset change takes 0.35 s (0.3 s for `setContentOffset(_:animated:)`); indicators are
/// 3 points thick, 3 points from the edges, and fade 0.5 s after scrolling stops.
@MainActor @preconcurrency open class UIScrollView: UIView {
  /// How quickly scrolling slows down after a flick: the fraction of velocity kept each millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How the safe area adds to the content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

  open weak var delegate: (any UIScrollViewDelegate)?
  /// The size of the scrollable content.
  open var contentSize: CGSize = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      // Whether the view scrolls decides which axes its content's safe area is adjusted along.
      UIView.safeAreaInputsChanged()
      // A list setting the size it found while laying out its content needs no second layout for it.
      if !isTilingContent { setNeedsLayout() }
      updateIndicators()
    }
  }
  /// Whether a list subclass is laying out its content (sizes and offsets it sets then need no new layout).
  package var isTilingContent = false
  /// Extra scrollable space around the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      UIView.safeAreaInputsChanged()
      setNeedsLayout()
    }
  }
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet {
      UIView.safeAreaInputsChanged()
      setNeedsLayout()
    }
  }
  open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
  open var isPagingEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var decelerationRate: DecelerationRate = .normal
  open var scrollsToTop = true
  /// The pull-to-refresh control above the content.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
      setNeedsLayout()
    }
  }
  /// The room kept above the content while the refresh control refreshes.
  private var refreshInset: CGFloat { refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0 }

  /// The refresh control started or ended refreshing: the room above the content changes; at the end, content
  /// showing that room slides back up.
  func refreshingChanged() {
    UIView.safeAreaInputsChanged()
    setNeedsLayout()
    guard refreshControl?.isRefreshing == false, !isDragging, contentOffset.y < minOffset.y else { return }
    setContentOffset(CGPoint(x: contentOffset.x, y: minOffset.y), animated: true)
  }

  /// Whether the user is dragging.
  public private(set) var isDragging = false
  /// Whether the content moves on after a drag.
  public private(set) var isDecelerating = false
  /// Whether a touch is on the scroll view.
  open var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }

  /// The recognizer that drags the content.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    let pan = ScrollPanGestureRecognizer(scrollView: self)
    return pan
  }()

  package let verticalIndicator = UIView()
  private let horizontalIndicator = UIView()
  private var motion: Int?
  private var indicatorFade: Int?
  private var indicatorFadeAnimation: AnimationEngine.Group?
  private var dragStartOffset = CGPoint.zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpScrollView()
  }

  /// Creates a scroll view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpScrollView()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpScrollView() {
    clipsToBounds = true
    addGestureRecognizer(panGestureRecognizer)
    for indicator in [verticalIndicator, horizontalIndicator] {
      indicator.backgroundColor = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
      }
      indicator.layer.cornerRadius = 1.5
      indicator.alpha = 0
      indicator.isUserInteractionEnabled = false
      super.addSubview(indicator)
    }
  }

  open override func addSubview(_ view: UIView) {
    // Indicators stay on top of content.
    insertSubview(view, at: max(subviews.count - 2, 0))
  }

  // MARK: Offset

  /// The point of the content at the scroll view's top-left corner (its bounds origin).
  /// The navigation controller whose bar this scroll view may scroll under: the one around the controller whose
  /// view this scroll view is, or fills (the bar's content scroll view); nil for any other scroll view.
  /// The controller whose view this scroll view is, or fills: the navigation and tab bar controllers around it are
  /// those whose bars it may scroll under (nil for any other scroll view).
  private var barContentController: UIViewController? {
    (next as? UIViewController) ?? (superview?.next as? UIViewController)
  }

  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      scrollMotion = (newValue.x != bounds.origin.x, newValue.y != bounds.origin.y)
      bounds.origin = newValue
      scrollMotion = nil
      LayoutEngine.rootEngine(for: self, create: false)?.guidesChanged(self)
      if let owner = barContentController {
        owner.navigationController?.contentDidScroll(self)
        owner.tabBarController?.contentDidScroll(self)
      }
      updateIndicators()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The axes the content is scrolling along while `contentOffset` changes.
  private var scrollMotion: (horizontal: Bool, vertical: Bool)?

  /// Scrolling moves the content past the unsafe regions, but along an axis whose safe area the content inset
  /// takes in, the content's safe area stays empty: its subviews need no new layout for that.
  /// Along an axis it does not take in, scrolled content moves under the unsafe regions: its subviews lay out
  /// again (their safe areas follow the content offset).
  package override func safeAreaGeometryChanged() {
    if let motion = scrollMotion {
      let adjusted = safeAreaAdjustedAxes
      if (!motion.vertical || adjusted.vertical) && (!motion.horizontal || adjusted.horizontal) { return }
      for view in subviews { view.setNeedsLayout() }
      return
    }
    super.safeAreaGeometryChanged()
  }

  /// The content inset plus the safe area where the adjustment behavior asks for it.
  open var adjustedContentInset: UIEdgeInsets {
    var insets = contentInset
    insets.top += refreshInset
    let (vertical, horizontal) = safeAreaAdjustedAxes
    guard vertical || horizontal else { return insets }
    let safe = safeAreaInsets
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  package override var contentSafeAreaAdjustment: (vertical: Bool, horizontal: Bool)? { safeAreaAdjustedAxes }

  /// The axes along which the content inset takes in the safe area; along them the content's own safe area is
  /// empty (the content is already clear of the unsafe regions).
  package var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: (false, false)
    case .always: (true, true)
    case .scrollableAxes: (canScrollVertically, canScrollHorizontally)
    case .automatic: (true, canScrollHorizontally)
    }
  }

  package var minOffset: CGPoint {
    let i = adjustedContentInset
    return CGPoint(x: -i.left, y: -i.top)
  }
  package var maxOffset: CGPoint {
    let i = adjustedContentInset
    let minimum = minOffset
    return CGPoint(
      x: max(minimum.x, contentSize.width + i.right - bounds.width),
      y: max(minimum.y, contentSize.height + i.bottom - bounds.height))
  }
  package var canScrollVertically: Bool {
    contentSize.height + adjustedContentInsetWithoutAdjust.vertical > bounds.height + 1e-9
  }
  package var canScrollHorizontally: Bool {
    contentSize.width + contentInset.left + contentInset.right > bounds.width + 1e-9
  }
  private var adjustedContentInsetWithoutAdjust: (vertical: CGFloat, horizontal: CGFloat) {
    (contentInset.top + contentInset.bottom, contentInset.left + contentInset.right)
  }
  private var bouncesVertically: Bool { bounces && (canScrollVertically || alwaysBounceVertical) }
  private var bouncesHorizontally: Bool { bounces && (canScrollHorizontally || alwaysBounceHorizontal) }

  private func clamped(_ p: CGPoint) -> CGPoint {
    CGPoint(x: min(max(p.x, minOffset.x), maxOffset.x), y: min(max(p.y, minOffset.y), maxOffset.y))
  }

  /// Sets the offset, animating over 0.3 s on the frame clock if asked.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopMotion()
    guard animated else {
      self.contentOffset = contentOffset
      return
    }
    animateOffset(to: contentOffset, duration: 0.3, curve: .easeInOut) { [weak self] in
      guard let self else { return }
      self.delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Scrolls the least distance that makes `rect` (content coordinates) visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = bounds.inset(by: adjustedContentInset)
    var offset = contentOffset
    if rect.minX < visible.minX {
      offset.x -= visible.minX - rect.minX
    } else if rect.maxX > visible.maxX {
      offset.x += min(rect.maxX - visible.maxX, rect.minX - visible.minX)
    }
    if rect.minY < visible.minY {
      offset.y -= visible.minY - rect.minY
    } else if rect.maxY > visible.maxY {
      offset.y += min(rect.maxY - visible.maxY, rect.minY - visible.minY)
    }
    setContentOffset(clamped(offset), animated: animated)
  }

  // MARK: Dragging

  private static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let sign: CGFloat = overshoot < 0 ? -1 : 1
    return sign * (1 - 1 / (abs(overshoot) * 0.55 / dimension + 1)) * dimension
  }

  /// The offset for a drag's raw offset: inside the edges as is, beyond them rubber-banded (or clamped).
  private func dragged(_ raw: CGPoint) -> CGPoint {
    func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat, _ bounce: Bool, _ scrolls: Bool)
      -> CGFloat
    {
      guard scrolls || bounce else { return low }
      if value < low { return bounce ? low + UIScrollView.rubberBand(value - low, dimension: dimension) : low }
      if value > high { return bounce ? high + UIScrollView.rubberBand(value - high, dimension: dimension) : high }
      return value
    }
    return CGPoint(
      x: axis(raw.x, minOffset.x, maxOffset.x, bounds.width, bouncesHorizontally, canScrollHorizontally),
      y: axis(raw.y, minOffset.y, maxOffset.y, bounds.height, bouncesVertically, canScrollVertically))
  }

  func panChanged(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      dragStartOffset = contentOffset
      isDragging = true
      showIndicators()
      delegate?.scrollViewWillBeginDragging(self)
      fallthrough
    case .changed:
      let t = pan.translation(in: self)
      contentOffset = dragged(CGPoint(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y))
      refreshControl?.scrollViewPulled(by: minOffset.y - contentOffset.y, dragging: true)
    case .ended:
      isDragging = false
      refreshControl?.scrollViewPulled(by: minOffset.y - contentOffset.y, dragging: false)
      let v = pan.velocity(in: self)
      endDrag(
        offsetVelocity: CGPoint(
          x: canScrollHorizontally || alwaysBounceHorizontal ? -v.x : 0,
          y: canScrollVertically || alwaysBounceVertical ? -v.y : 0))
    case .cancelled, .failed:
      isDragging = false
      endDrag(offsetVelocity: .zero)
    default: break
    }
  }

  /// Where a flick with an offset velocity (points per second) comes to rest, before clamping or paging.
  package func projectedOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
    let r = decelerationRate.rawValue
    return CGPoint(x: offset.x + velocity.x / 1000 * r / (1 - r), y: offset.y + velocity.y / 1000 * r / (1 - r))
  }

  /// The page nearest the projected offset, at most one page from where the drag started.
  private func pageTarget(_ projected: CGPoint) -> CGPoint {
    func axis(_ start: CGFloat, _ projected: CGFloat, _ page: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      guard page > 0 else { return start }
      let startPage = (start / page).rounded()
      let target = min(max((projected / page).rounded(), startPage - 1), startPage + 1)
      return min(max(target * page, low), high)
    }
    return CGPoint(
      x: axis(dragStartOffset.x, projected.x, bounds.width, minOffset.x, maxOffset.x),
      y: axis(dragStartOffset.y, projected.y, bounds.height, minOffset.y, maxOffset.y))
  }

  private func endDrag(offsetVelocity v: CGPoint) {
    let start = contentOffset
    let natural = projectedOffset(from: start, velocity: v)
    var target = isPagingEnabled ? pageTarget(natural) : clamped(natural)
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: &target)
    let moves = target != start
    delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    guard moves else {
      hideIndicatorsLater()
      return
    }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    let outOfBounds = start != clamped(start)
    if !isPagingEnabled && !outOfBounds && target == natural {
      decelerate(from: start, velocity: v)
    } else {
      // A bounce back, a page or a delegate-chosen target: ease out to it.
      animateOffset(to: target, duration: 0.35, curve: .easeOut) { [weak self] in self?.finishDeceleration() }
    }
  }

  /// Follows UIKit's decay exactly: after t ms the offset has moved v/1000 · r · (1 − rᵗ)/(1 − r).
  private func decelerate(from start: CGPoint, velocity v: CGPoint) {
    let r = Double(decelerationRate.rawValue)
    let clock = UIApplication.shared.output.clock
    let startTime = clock.now
    let speed = max(abs(v.x), abs(v.y)) / 1000
    // Stop once the remaining distance is under a tenth of a point.
    let duration = speed > 0 ? max(log(0.1 * (1 - r) / (Double(speed) * r)) / log(r), 0) : 0
    let target = projectedOffset(from: start, velocity: v)
    motion = clock.addObserver { [weak self] time in
      guard let self else { return }
      let ms = (time - startTime) * 1000
      if ms >= duration {
        self.stopMotion()
        self.contentOffset = target
        self.finishDeceleration()
        return
      }
      let factor = CGFloat(r * (1 - pow(r, ms)) / (1 - r))
      self.contentOffset = CGPoint(x: start.x + v.x / 1000 * factor, y: start.y + v.y / 1000 * factor)
    }
    UIApplication.shared.frameDriverNeeded()
  }

  private func finishDeceleration() {
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
    hideIndicatorsLater()
  }

  private func animateOffset(to target: CGPoint, duration: Double, curve: TimingCurve, completion: @escaping () -> Void)
  {
    let clock = UIApplication.shared.output.clock
    let start = contentOffset
    let startTime = clock.now
    showIndicators()
    motion = clock.addObserver { [weak self] time in
      guard let self else { return }
      let t = (time - startTime) / duration
      if t >= 1 {
        self.stopMotion()
        self.contentOffset = target
        completion()
        self.hideIndicatorsLater()
        return
      }
      let p = CGFloat(curve.progress(t))
      self.contentOffset = CGPoint(x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
    }
    UIApplication.shared.frameDriverNeeded()
  }

  private func stopMotion() {
    if let motion { UIApplication.shared.output.clock.removeObserver(motion) }
    motion = nil
    if isDecelerating { isDecelerating = false }
  }

  /// Whether the offset is decelerating, bouncing or animating.
  package var isMoving: Bool { motion != nil }

  /// Scrolls by a wheel delta (points), clamped to the content.
  package func scroll(byWheel delta: CGVector) {
    stopMotion()
    showIndicators()
    contentOffset = clamped(CGPoint(x: contentOffset.x + delta.dx, y: contentOffset.y + delta.dy))
    hideIndicatorsLater()
  }

  // MARK: Indicators

  private func showIndicators() {
    if let indicatorFade { UIApplication.shared.output.clock.removeObserver(indicatorFade) }
    indicatorFade = nil
    // Scrolling again while they fade: the fade stops and they show at once.
    if let fading = indicatorFadeAnimation {
      UIApplication.shared.animationEngine.stop(fading, at: .end, callCompletion: false)
      indicatorFadeAnimation = nil
    }
    verticalIndicator.alpha = showsVerticalScrollIndicator && canScrollVertically ? 1 : 0
    horizontalIndicator.alpha = showsHorizontalScrollIndicator && canScrollHorizontally ? 1 : 0
    updateIndicators()
  }

  private func hideIndicatorsLater() {
    let clock = UIApplication.shared.output.clock
    let deadline = clock.now + 0.5
    if let indicatorFade { clock.removeObserver(indicatorFade) }
    indicatorFade = clock.addObserver { [weak self] time in
      guard let self, time >= deadline else { return }
      if let fade = self.indicatorFade { clock.removeObserver(fade) }
      self.indicatorFade = nil
      // The indicators fade out over 0.25 s, as on iOS, once scrolling has stopped for half a second.
      self.indicatorFadeAnimation = UIApplication.shared.animationEngine.animate(
        duration: 0.25, delay: 0, curve: .easeInOut,
        changes: {
          self.verticalIndicator.alpha = 0
          self.horizontalIndicator.alpha = 0
        }, completion: nil)
    }
    UIApplication.shared.frameDriverNeeded()
  }

  private func updateIndicators() {
    let inset: CGFloat = 3
    let thickness: CGFloat = 3
    let visible = bounds.inset(by: adjustedContentInset)
    // An indicator's position and length along one axis: its share of the track is the visible share of the
    // content (at least 36 points), its place the scroll progress.
    func span(visible: CGFloat, content: CGFloat, offset: CGFloat, low: CGFloat, high: CGFloat) -> (CGFloat, CGFloat) {
      let length = max(36, (visible - 2 * inset) * min(visible / content, 1))
      let progress = min(max((offset - low) / max(high - low, 1), 0), 1)
      return (inset + (visible - 2 * inset - length) * progress, length)
    }
    if contentSize.height > 0 {
      let (start, length) = span(
        visible: visible.height, content: contentSize.height, offset: contentOffset.y, low: minOffset.y,
        high: maxOffset.y)
      verticalIndicator.frame = CGRect(
        x: bounds.maxX - inset - thickness, y: visible.minY + start, width: thickness, height: length)
    }
    if contentSize.width > 0 {
      let (start, length) = span(
        visible: visible.width, content: contentSize.width, offset: contentOffset.x, low: minOffset.x,
        high: maxOffset.x)
      horizontalIndicator.frame = CGRect(
        x: visible.minX + start, y: bounds.maxY - inset - thickness, width: length, height: thickness)
    }
  }

  // MARK: Layout guides

  /// A guide for the content area: constraints to it size the content (its size becomes `contentSize`).
  public private(set) lazy var contentLayoutGuide: UILayoutGuide = {
    let guide = UILayoutGuide(kind: .content, owner: self)
    layoutItem.guides.append(guide)
    return guide
  }()
  /// A guide for the scroll view's visible frame.
  public private(set) lazy var frameLayoutGuide: UILayoutGuide = {
    let guide = UILayoutGuide(kind: .frame, owner: self)
    layoutItem.guides.append(guide)
    return guide
  }()

  /// Called when the adjusted content inset changed.
  open func adjustedContentInsetDidChange() {}

  /// The adjusted insets at the last layout: a scroll view resting at its top (or leading edge) stays there when
  /// they change, as when it first appears under a status bar or navigation bar.
  private var lastAdjustedInset = UIEdgeInsets.zero

  open override func layoutSubviews() {
    super.layoutSubviews()
    let adjusted = adjustedContentInset
    if adjusted != lastAdjustedInset {
      var offset = contentOffset
      if offset.y == -lastAdjustedInset.top { offset.y = -adjusted.top }
      if offset.x == -lastAdjustedInset.left { offset.x = -adjusted.left }
      lastAdjustedInset = adjusted
      if offset != contentOffset { contentOffset = offset }
      adjustedContentInsetDidChange()
    }
    if let size = LayoutEngine.solvedFrame(of: contentLayoutGuide)?.size, size != contentSize {
      contentSize = size
    }
    if let refreshControl {
      // Just above the content's resting top (below the bars).
      let top = adjusted.top - refreshInset
      refreshControl.frame = CGRect(
        x: contentOffset.x, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }
    updateIndicators()
  }
}

/// The pan recognizer of a scroll view: it refuses drags mostly across an axis the scroll view cannot scroll,
/// so nested scroll views resolve by direction.
@MainActor final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
  private weak var scrollView: UIScrollView?

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init()
    addTarget { [weak scrollView] recognizer in
      scrollView?.panChanged(recognizer as! UIPanGestureRecognizer)
    }
  }

  override func shouldBeginPan(_ touch: UITouch) -> Bool {
    guard let scrollView, let start = startPoint else { return false }
    let dx = abs(touch.locationInWindow.x - start.x)
    let dy = abs(touch.locationInWindow.y - start.y)
    let horizontal = scrollView.canScrollHorizontally || scrollView.alwaysBounceHorizontal
    let vertical = scrollView.canScrollVertically || scrollView.alwaysBounceVertical
    return dx > dy ? horizontal : vertical
  }
}
