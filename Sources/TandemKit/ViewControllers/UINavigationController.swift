import Foundation
import TandemGraphics

/// A navigation controller's delegate (all methods optional).
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}

/// A container that shows a stack of controllers with a navigation bar (and optionally a toolbar).
///
/// The top controller's view fills the container under the bars; its safe area starts below the navigation bar
/// and ends above the toolbar. Pushing and popping call the appearance methods in UIKit's order: the old top's
/// `viewWillDisappear`, the new top's `viewWillAppear`, the old top's `viewDidDisappear`, the new top's
/// `viewDidAppear`.
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  /// The bar at the top.
  public let navigationBar = UINavigationBar()
  /// The bar at the bottom.
  public let toolbar = UIToolbar()
  /// The delegate.
  open weak var delegate: (any UINavigationControllerDelegate)?
  private var stack: [UIViewController] = []

  /// Creates a navigation controller with a root controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationBar.owner = self
    push(rootViewController)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.owner = self
  }

  /// Creates a navigation controller from an archive (see `UIViewController.init(coder:)`); its controllers are
  /// set after (a storyboard's root relationship).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.owner = self
  }

  /// The controllers on the stack, root first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The controller on top.
  open var topViewController: UIViewController? { stack.last }
  /// The top controller decides whether the status bar hides (its style stays the navigation controller's own,
  /// as on iOS: a child's `preferredStatusBarStyle` needs a subclass returning it from `childForStatusBarStyle`).
  open override var childForStatusBarHidden: UIViewController? { topViewController }
  /// The top controller decides whether the home indicator hides.
  open override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }
  /// The controller shown: the top one, or what it presents.
  open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false {
    didSet { barsNeedUpdate() }
  }
  /// Hides or shows the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  /// Whether the toolbar is hidden (true by default).
  open var isToolbarHidden = true {
    didSet { barsNeedUpdate() }
  }
  /// Whether the toolbar shows whenever the top controller has toolbar items (a SwiftUI stack's bottom bar).
  package var showsToolbarForItems = false
  /// Hides or shows the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  open override func loadView() {
    let container = UIView(frame: UIApplication.shared.screen.bounds)
    container.backgroundColor = nil
    view = container
    barBackground.isHidden = true
    barBackground.isUserInteractionEnabled = false
    barHairline.backgroundColor = .separator
    barBackground.addSubview(barHairline)
    container.addSubview(barBackground)
    container.addSubview(navigationBar)
    container.addSubview(toolbar)
    if let top = topViewController { install(top) }
    container.addGestureRecognizer(edgePan)
    barsNeedUpdate()
  }

  // MARK: Interactive pop

  /// The edge swipe that pops the top controller: a pan from the leading screen edge moves the top controller's
  /// view aside over the one below; released past half the width (or flicked) it pops, otherwise it slides back.
  /// Linux difference: the appearance callbacks come when the swipe completes (none when it is cancelled).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

  private lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
    let pan = UIScreenEdgePanGestureRecognizer()
    pan.edges = .left
    pan.addTarget { [weak self] recognizer in self?.edgePanChanged(recognizer as! UIScreenEdgePanGestureRecognizer) }
    return pan
  }()

  /// The controller the edge swipe reveals, while a swipe is under way.
  private var revealed: UIViewController?
  private static let popDuration: TimeInterval = 0.3
  /// How long UIKit's push and pop take (the alongside animations run that long; Tandem's slide is instant).
  private static let pushDuration: TimeInterval = 0.35

  /// Whether a swipe may pop: something to pop, the back button shown, no transition running.
  private var canSwipeBack: Bool {
    guard stack.count > 1, let top = topViewController, isViewLoaded else { return false }
    return !top.navigationItem.hidesBackButton
      && (top.navigationItem.leftBarButtonItems == nil
        || top.navigationItem.leftItemsSupplementBackButton)
  }

  private func edgePanChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
    pan.edges = view.isRightToLeft ? .right : .left
    let width = view.bounds.width
    let direction: CGFloat = view.isRightToLeft ? -1 : 1
    switch pan.state {
    case .began:
      guard canSwipeBack, revealed == nil else { return }
      let below = stack[stack.count - 2]
      revealed = below
      activeTransitionCoordinator = TransitionCoordinator(
        container: view, from: topViewController, to: below, animated: true, duration: Self.popDuration,
        interactive: true)
      install(below)
      moveSwipe(to: 0)
    case .changed:
      guard revealed != nil else { return }
      moveSwipe(to: max(0, min(width, pan.translation(in: view).x * direction)))
    case .ended, .cancelled:
      guard revealed != nil else { return }
      let moved = max(0, pan.translation(in: view).x * direction)
      let flicked = pan.velocity(in: view).x * direction > 500
      finishSwipe(pops: pan.state == .ended && (moved > width / 2 || flicked))
    default: break
    }
  }

  /// The top view moved aside by `distance`, the revealed one coming in from a third of the way back.
  private func moveSwipe(to distance: CGFloat) {
    let direction: CGFloat = view.isRightToLeft ? -1 : 1
    let width = view.bounds.width
    topViewController?.view.transform = CGAffineTransform(translationX: distance * direction, y: 0)
    revealed?.view.transform = CGAffineTransform(translationX: -(width - distance) * 0.3 * direction, y: 0)
  }

  private func finishSwipe(pops: Bool) {
    let width = view.bounds.width
    let coordinator =
      activeTransitionCoordinator
      ?? TransitionCoordinator(container: view, animated: true, duration: Self.popDuration, interactive: true)
    coordinator.interactionEnded(cancelled: !pops)
    coordinator.run(
      { self.moveSwipe(to: pops ? width : 0) },
      done: {
        let top = self.topViewController
        top?.view.transform = .identity
        self.revealed?.view.transform = .identity
        let below = self.revealed
        self.revealed = nil
        if pops, let below {
          _ = self.popToViewController(below, animated: false)
        } else {
          below?.viewIfLoaded?.removeFromSuperview()
        }
        if self.activeTransitionCoordinator === coordinator { self.activeTransitionCoordinator = nil }
      })
  }

  package override var childrenReceivingAppearance: [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  private func push(_ controller: UIViewController) {
    addChild(controller)
    stack.append(controller)
  }

  private func install(_ controller: UIViewController) {
    let content = controller.view!
    content.frame = view.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(content, at: 0)
  }

  private var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

  /// Transitions from the current top controller to `newTop`, with appearance callbacks when visible.
  private func transition(from oldTop: UIViewController?, to newTop: UIViewController?, animated: Bool) {
    guard oldTop !== newTop else {
      barsNeedUpdate()
      return
    }
    if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
    let visible = isVisible && isViewLoaded
    // The transition's coordinator, for the controllers' appearance methods (an edge swipe brings its own).
    var coordinator: TransitionCoordinator?
    if visible && activeTransitionCoordinator == nil {
      coordinator = TransitionCoordinator(
        container: view, from: oldTop, to: newTop, animated: animated, duration: Self.pushDuration)
      activeTransitionCoordinator = coordinator
    }
    if visible {
      oldTop?.beginAppearanceTransition(false, animated: animated)
      newTop?.beginAppearanceTransition(true, animated: animated)
    }
    if isViewLoaded {
      if let newTop { install(newTop) }
      oldTop?.viewIfLoaded?.removeFromSuperview()
      barsNeedUpdate()
    }
    if let coordinator {
      coordinator.run({}) { [weak self] in
        if self?.activeTransitionCoordinator === coordinator { self?.activeTransitionCoordinator = nil }
      }
    }
    if visible {
      view.window?.layoutIfNeeded()
      oldTop?.endAppearanceTransition()
      newTop?.endAppearanceTransition()
    }
    if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
  }

  /// Pushes a controller onto the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let old = topViewController
    viewController.isMovingToParentFlag = true
    push(viewController)
    transition(from: old, to: viewController, animated: animated)
    viewController.isMovingToParentFlag = false
    viewController.didMove(toParent: self)
  }

  /// Shows a controller by pushing it.
  open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

  /// Whether a split view controller made this navigation controller to hold a column's controller.
  package var splitWrapper = false

  /// Pops the top controller (not the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popToViewController(stack[stack.count - 2], animated: animated)?.first
  }

  /// Pops to the root controller and returns the popped controllers.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops controllers above `viewController` and returns them.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
    let popped = Array(stack[(index + 1)...])
    let old = topViewController
    for controller in popped.reversed() {
      controller.willMove(toParent: nil)
      controller.isMovingFromParentFlag = true
    }
    stack.removeLast(popped.count)
    transition(from: old, to: viewController, animated: animated)
    for controller in popped.reversed() {
      controller.isMovingFromParentFlag = false
      controller.removeFromParent()
    }
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let old = topViewController
    let removed = stack.filter { c in !viewControllers.contains { $0 === c } }
    for controller in removed { controller.willMove(toParent: nil) }
    stack = []
    for controller in viewControllers {
      if controller.parent !== self { addChild(controller) }
      stack.append(controller)
    }
    transition(from: old, to: viewControllers.last, animated: animated)
    for controller in removed { controller.removeFromParent() }
    for controller in viewControllers where controller !== old { controller.didMove(toParent: self) }
  }

  // MARK: Bar background at the scroll edge

  /// The bar's standard background (behind the status bar too) with its hairline: shown while the top controller's
  /// content is scrolled under the bar; at the content's top edge the bar is transparent (UIKit's scroll-edge look).
  package let barBackground = UIView()
  private let barHairline = UIView()

  /// The scroll view whose edge decides the bar's look: the top controller's view, or a scroll view filling it.
  private var contentScrollView: UIScrollView? {
    guard let top = topViewController, let content = top.viewIfLoaded else { return nil }
    if let scroll = content as? UIScrollView { return scroll }
    return content.subviews.first { $0 is UIScrollView && $0.frame == content.bounds } as? UIScrollView
  }

  /// A scroll view in this controller's content moved.
  package func contentDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === contentScrollView else { return }
    let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    if navigationBar.largeTitleScroll != scrolled {
      navigationBar.largeTitleScroll = scrolled
      // A large title's bar changes height (laying the bars out updates the background too).
      if navigationBar.showsLargeTitle { return layoutBars() }
    }
    updateBarBackground()
    updateToolbarAppearance()
  }

  private func updateBarBackground() {
    // The bar's background shows once content scrolls under it: past the large title's area when there is one.
    let edge = navigationBar.showsLargeTitle ? navigationBar.largeTitleHeight : 0
    let scrolled = contentScrollView.map { $0.contentOffset.y + $0.adjustedContentInset.top > edge + 0.5 } ?? false
    let preferences = topViewController?.barPreferences
    let barHidden = isNavigationBarHidden || (preferences?.navigationBarHidden ?? false)
    // The bar appearance for the scroll state (UIKit's: the standard one scrolled under, the scroll-edge one — by
    // default transparent — at the top), unless the content asks for its own background (SwiftUI's
    // `toolbarBackground`) or the bar has a tint color (pre-iOS 13 styling).
    // The content may ask for the bar's color scheme (SwiftUI's `toolbarColorScheme`).
    let style = preferences?.navigationBarStyle ?? .unspecified
    if navigationBar.overrideUserInterfaceStyle != style {
      navigationBar.overrideUserInterfaceStyle = style
      barBackground.overrideUserInterfaceStyle = style
    }
    let toolbarStyle = preferences?.toolbarStyle ?? .unspecified
    if toolbar.overrideUserInterfaceStyle != toolbarStyle { toolbar.overrideUserInterfaceStyle = toolbarStyle }
    let appearance = navigationBar.resolvedAppearance(scrolledUnder: scrolled)
    navigationBar.applyTitles(of: appearance)
    if let asked = preferences?.navigationBarBackground {
      let shows = asked.visibility ?? scrolled
      barBackground.isHidden = !shows || barHidden
      barHairline.isHidden = false
      barHairline.backgroundColor = .separator
      barBackground.fillAsBarBackground(asked.color ?? navigationBar.barTintColor)
    } else if let tint = navigationBar.barTintColor {
      barBackground.isHidden = !scrolled || barHidden
      barHairline.isHidden = false
      barHairline.backgroundColor = .separator
      barBackground.fillAsBarBackground(tint)
    } else {
      appearance.paint(background: barBackground, hairline: barHairline)
      if barHidden { barBackground.isHidden = true }
    }
  }

  /// Paints a shown toolbar: content lying beneath it (not scrolled to its bottom edge) shows the standard look.
  private func updateToolbarAppearance() {
    guard !toolbar.isHidden else { return }
    let under = contentScrollView.map { scroll in
      scroll.contentSize.height > scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
        + 0.5
    }
    toolbar.applyAppearance(scrolledUnder: under ?? false, below: view.safeAreaInsets.bottom)
  }

  /// Updates both bars from the top controller and lays them out.
  package func barsNeedUpdate() {
    guard isViewLoaded else { return }
    navigationBar.update(items: stack.map(\.navigationItem), titles: stack.map(\.title), controller: self)
    let toolbarItems = topViewController?.toolbarItems
    if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != toolbarItems.map({ $0.map(ObjectIdentifier.init) }) {
      toolbar.items = toolbarItems
    }
    for item in (toolbarItems ?? []) { item.owner = self }
    for navigationItem in stack.map(\.navigationItem) {
      for item in (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? []) {
        item.owner = self
      }
    }
    // A new top controller's content decides how far its large title has collapsed.
    navigationBar.largeTitleScroll = contentScrollView.map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? 0
    view.setNeedsLayout()
    layoutBars()
    // A pushed controller may hide the tab bar (`hidesBottomBarWhenPushed`).
    tabBarController?.view.setNeedsLayout()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBars()
  }

  private func layoutBars() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    let safe = view.safeAreaInsets
    let barHidden = isNavigationBarHidden || (topViewController?.barPreferences.navigationBarHidden ?? false)
    navigationBar.isHidden = barHidden
    let barHeight = barHidden ? 0 : navigationBar.barHeight
    // The bar takes its expanded height from the content's safe area, and shows the height its large title has
    // collapsed to.
    navigationBar.frame = CGRect(x: 0, y: safe.top, width: bounds.width, height: navigationBar.visibleHeight)
    barBackground.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safe.top + navigationBar.visibleHeight)
    let pixel = 1 / max(UIApplication.shared.screen.scale, 1)
    barHairline.frame = CGRect(x: 0, y: barBackground.bounds.height - pixel, width: bounds.width, height: pixel)
    updateBarBackground()
    let hasItems = !(topViewController?.toolbarItems?.isEmpty ?? true)
    let toolbarHidden =
      (isToolbarHidden && !(showsToolbarForItems && hasItems))
      || (topViewController?.hidesBottomBarWhenPushed ?? false) && stack.count > 1
      || (topViewController?.barPreferences.toolbarHidden ?? false)
    let toolbarBackground = topViewController?.barPreferences.toolbarBackground
    toolbar.backgroundColor =
      toolbarBackground?.visibility == false ? nil : toolbarBackground?.color ?? toolbar.barTintColor
    toolbar.isHidden = toolbarHidden
    let barRow = toolbar.sizeThatFits(bounds.size).height
    let toolbarHeight: CGFloat = toolbarHidden ? 0 : barRow
    toolbar.frame = CGRect(x: 0, y: bounds.height - safe.bottom - barRow, width: bounds.width, height: barRow)
    updateToolbarAppearance()
    // The top controller's content keeps clear of the bars as they are for it; the others keep what they had, so a
    // controller shown again finds its content where it left it.
    topViewController?.barSafeAreaInsets = UIEdgeInsets(top: barHeight, left: 0, bottom: toolbarHeight, right: 0)
  }
}
