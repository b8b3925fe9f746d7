import Foundation

/// Supplies the pages around the current one, and optionally the page count and index for page dots.
@MainActor @preconcurrency public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before a page (nil: none).
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after a page (nil: none).
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of pages shown by the page dots (0: no dots).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The index of the current page for the page dots.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about page transitions.
@MainActor @preconcurrency public protocol UIPageViewControllerDelegate: AnyObject {
  /// A transition to pages is starting (a swipe began).
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// A swipe's transition ended: `completed` says whether the new page stayed.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// Shows one page (a child view controller) at a time and moves between pages by swiping or programmatically,
/// asking its data source for the neighbours. Linux: the page-curl style scrolls like `.scroll`.
@MainActor @preconcurrency open class UIPageViewController: UIViewController {
  /// How pages change.
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  /// The axis pages follow each other along.
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  /// Which way a programmatic change moves.
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  /// Options given at creation.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The space between pages while scrolling (a CGFloat or NSNumber).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// Where the spine of page-curl pages is (ignored: pages scroll).
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// The transition style asked for.
  public let transitionStyle: TransitionStyle
  /// The axis pages follow each other along.
  public let navigationOrientation: NavigationOrientation
  /// The space between pages while scrolling.
  public let interPageSpacing: CGFloat
  /// Supplies the pages around the current one.
  open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { updatePageDots() } }
  /// Hears about transitions.
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// The pages shown (one).
  open private(set) var viewControllers: [UIViewController]?
  /// The recognizers that turn pages (a pan).
  open var gestureRecognizers: [UIGestureRecognizer] { [pan] }

  private lazy var pan: UIPanGestureRecognizer = {
    let pan = PagePanGestureRecognizer(pageViewController: self)
    pan.addTarget { [weak self] recognizer in self?.panChanged(recognizer as! UIPanGestureRecognizer) }
    return pan
  }()
  private let pageDots = UIPageControl()
  /// The page a swipe is bringing in, and which side it comes from.
  private var pending: (controller: UIViewController, forward: Bool)?
  /// How far the current page is moved by a swipe or an animation.
  private var offset: CGFloat = 0

  /// A page view controller of a style and orientation.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spacing = options?[.interPageSpacing]
    interPageSpacing = (spacing as? CGFloat) ?? (spacing as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
    super.init(nibName: nil, bundle: nil)
  }
  /// Creates a page view controller from an archive: its transition style and orientation (scrolling
  /// horizontally when the archive has none), then the controller properties (see `UIViewController.init(coder:)`).
  public required init?(coder: NSCoder) {
    transitionStyle =
      InterfaceCoding.value(Int.self, InterfaceCoding.ControllerKey.transitionStyle, in: coder)
      .flatMap(TransitionStyle.init(rawValue:)) ?? .scroll
    navigationOrientation =
      InterfaceCoding.value(Int.self, InterfaceCoding.ControllerKey.navigationOrientation, in: coder)
      .flatMap(NavigationOrientation.init(rawValue:)) ?? .horizontal
    interPageSpacing =
      InterfaceCoding.value(CGFloat.self, InterfaceCoding.ControllerKey.interPageSpacing, in: coder) ?? 0
    super.init(coder: coder)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.clipsToBounds = true
    view.addGestureRecognizer(pan)
    pageDots.isUserInteractionEnabled = false
    view.addSubview(pageDots)
  }

  // MARK: Pages

  /// Shows pages (one), sliding them in from the direction's side when animated.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let next = viewControllers?.first else {
      removePage(self.viewControllers?.first)
      self.viewControllers = nil
      completion?(true)
      return
    }
    let old = self.viewControllers?.first
    guard next !== old else {
      completion?(true)
      return
    }
    loadViewIfNeeded()
    addPage(next)
    self.viewControllers = [next]
    guard animated, let old, view.window != nil else {
      removePage(old)
      offset = 0
      layoutPages()
      updatePageDots()
      completion?(true)
      return
    }
    // Slide: the new page starts beside the old one and both move by a page.
    let forward = direction == .forward
    pending = (next, forward)
    offset = 0
    layoutPages(current: old)
    UIView.animate(withDuration: UIPageViewController.pageDuration) {
      self.offset = forward ? -self.pageLength : self.pageLength
      self.layoutPages(current: old)
    } completion: { [weak self] _ in
      guard let self else { return }
      self.pending = nil
      self.removePage(old)
      self.offset = 0
      self.layoutPages()
      self.updatePageDots()
      completion?(true)
    }
  }

  static let pageDuration: TimeInterval = 0.3

  private var pageLength: CGFloat {
    (navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
  }

  private func addPage(_ page: UIViewController) {
    guard page.parent !== self else { return }
    addChild(page)
    page.view.frame = view.bounds
    view.insertSubview(page.view, belowSubview: pageDots)
    page.didMove(toParent: self)
  }

  private func removePage(_ page: UIViewController?) {
    guard let page, page.parent === self else { return }
    page.willMove(toParent: nil)
    page.view.removeFromSuperview()
    page.removeFromParent()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPages()
    let dots = pageDots.size(forNumberOfPages: pageDots.numberOfPages)
    pageDots.frame = CGRect(
      x: (view.bounds.width - dots.width) / 2, y: view.bounds.maxY - view.safeAreaInsets.bottom - dots.height,
      width: dots.width, height: dots.height)
  }

  /// Places the current page (moved by `offset`) and the page coming in beside it.
  private func layoutPages(current: UIViewController? = nil) {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    func frame(shift: CGFloat) -> CGRect {
      navigationOrientation == .horizontal
        ? bounds.offsetBy(dx: shift, dy: 0) : bounds.offsetBy(dx: 0, dy: shift)
    }
    let shown = current ?? viewControllers?.first
    shown?.view.frame = frame(shift: offset)
    if let pending {
      pending.controller.view.frame = frame(shift: offset + (pending.forward ? pageLength : -pageLength))
    }
  }

  private func updatePageDots() {
    guard isViewLoaded else { return }
    let count = dataSource?.presentationCount(for: self) ?? 0
    pageDots.isHidden = count == 0
    pageDots.numberOfPages = count
    if count > 0 { pageDots.currentPage = dataSource?.presentationIndex(for: self) ?? 0 }
    view.setNeedsLayout()
  }

  // MARK: Swiping

  /// The page after (forward) or before the current one, from the data source.
  private func neighbour(forward: Bool) -> UIViewController? {
    guard let current = viewControllers?.first, let dataSource else { return nil }
    return forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
  }

  private func translation(of pan: UIPanGestureRecognizer) -> CGFloat {
    let t = pan.translation(in: view)
    return navigationOrientation == .horizontal ? t.x : t.y
  }

  private func velocity(of pan: UIPanGestureRecognizer) -> CGFloat {
    let v = pan.velocity(in: view)
    return navigationOrientation == .horizontal ? v.x : v.y
  }

  /// The page follows the finger; a neighbour comes in from the side it uncovers (none at the ends: the page
  /// resists). Letting go past half a page, or flicking, turns the page.
  private func panChanged(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began, .changed:
      let moved = translation(of: pan)
      let forward = moved < 0
      if pending == nil || pending!.forward != forward {
        if let old = pending?.controller { removePage(old) }
        pending = nil
        if moved != 0, let next = neighbour(forward: forward) {
          addPage(next)
          pending = (next, forward)
          delegate?.pageViewController(self, willTransitionTo: [next])
        }
      }
      offset = pending == nil ? moved / 3 : moved
      layoutPages()
    case .ended:
      finishSwipe(velocity: velocity(of: pan))
    case .cancelled, .failed:
      finishSwipe(velocity: 0, cancelled: true)
    default: break
    }
  }

  private func finishSwipe(velocity: CGFloat, cancelled: Bool = false) {
    guard let incoming = pending, let old = viewControllers?.first else {
      UIView.animate(withDuration: UIPageViewController.pageDuration) {
        self.offset = 0
        self.layoutPages()
      }
      return
    }
    let length = pageLength
    let flicked = incoming.forward ? velocity < -500 : velocity > 500
    let completes = !cancelled && (abs(offset) > length / 2 || flicked)
    UIView.animate(withDuration: UIPageViewController.pageDuration) {
      self.offset = completes ? (incoming.forward ? -length : length) : 0
      self.layoutPages()
    } completion: { [weak self] _ in
      guard let self else { return }
      self.pending = nil
      if completes {
        self.removePage(old)
        self.viewControllers = [incoming.controller]
      } else {
        self.removePage(incoming.controller)
      }
      self.offset = 0
      self.layoutPages()
      self.updatePageDots()
      self.delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: completes)
    }
  }
}

/// The pan that turns pages: it begins only for drags mostly along the page axis.
@MainActor final class PagePanGestureRecognizer: UIPanGestureRecognizer {
  private weak var pageViewController: UIPageViewController?

  init(pageViewController: UIPageViewController) {
    self.pageViewController = pageViewController
    super.init()
  }

  override func shouldBeginPan(_ touch: UITouch) -> Bool {
    guard let pages = pageViewController, let start = startPoint else { return false }
    let dx = abs(touch.locationInWindow.x - start.x)
    let dy = abs(touch.locationInWindow.y - start.y)
    return pages.navigationOrientation == .horizontal ? dx > dy : dy > dx
  }
}
