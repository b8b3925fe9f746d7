import Foundation
import TandemGraphics

/// The container behaviour shared by view controllers and presentation controllers.
@MainActor @preconcurrency public protocol UIContentContainer: AnyObject {
  /// The size the content would like.
  var preferredContentSize: CGSize { get }
  /// Called when a child's preferred content size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Called before the container's size changes (rotation, a resized window), with the transition's coordinator.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the container's traits change, with the transition's coordinator.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The size a child container gets in a parent of `parentSize`.
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
}

/// How a controller is shown by `present` (UIKit's top-level name for it).
public typealias UIModalPresentationStyle = UIViewController.ModalPresentationStyle
/// The animation of a modal presentation (UIKit's top-level name for it).
public typealias UIModalTransitionStyle = UIViewController.ModalTransitionStyle

/// Manages a view hierarchy: loads it, reports its appearance, contains child controllers and presents others.
@MainActor @preconcurrency open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
  /// How a controller is shown by `present`.
  public enum ModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
  }

  /// The animation used for modal presentation.
  public enum ModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

  package enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  /// The storyboard this controller was made from, if any.
  package var storedStoryboard: UIStoryboard?
  /// The identifier the storyboard gave this controller's scene.
  package var storyboardIdentifier: String?
  /// Makes the controller's view from its storyboard scene (see `loadView()`).
  package var archivedViewLoader: (() -> UIView)?
  /// The segues of this controller's scene that `performSegue(withIdentifier:sender:)` performs, by identifier.
  package var storyboardSegues: [String: StoryboardSegueTemplate] = [:]

  /// The nib name (Tandem has no nibs; views are made in code).
  public let nibName: String?
  /// The nib bundle.
  public let nibBundle: Bundle?

  /// Creates a controller; Tandem has no nibs, so `loadView` makes a plain view unless overridden.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller with no nib.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a controller from an archive: as `init(nibName: nil, bundle: nil)`, then with the properties the
  /// coder holds (its title; see `InterfaceCoding`). Its view is made by `loadView()` as usual.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
    decodeControllerProperties(from: coder)
  }

  // MARK: View

  private var loadedView: UIView?

  /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.viewControllerOwner = nil
      loadedView = newValue
      newValue?.viewControllerOwner = self
    }
  }

  /// The root view if it was loaded.
  open var viewIfLoaded: UIView? { loadedView }
  /// Whether the root view was loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if needed.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIApplication.shared.screen.bounds) }
    viewDidLoad()
  }

  /// Creates the root view; the default makes it from the controller's storyboard scene when it has one, else from
  /// the nib `nibName` (this controller as its File's Owner, whose `view` outlet names the view), else a plain,
  /// clear view the size of the screen.
  open func loadView() {
    if let archivedViewLoader {
      self.archivedViewLoader = nil
      view = archivedViewLoader()
      return
    }
    if let nibName {
      _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self)
      guard loadedView != nil else {
        preconditionFailure(
          "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set."
        )
      }
      return
    }
    view = UIView(frame: UIApplication.shared.screen.bounds)
  }

  /// Called after the view was loaded.
  open func viewDidLoad() {}

  // MARK: Segues (see Storyboards/)

  /// Performs the segue `identifier` of this controller's storyboard scene; traps as UIKit does when there is none.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = storyboardSegues[identifier] else {
      preconditionFailure("Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
    }
    template.perform(from: self, sender: sender)
  }

  /// Called before a segue from this controller performs: pass the destination what it needs here.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue a control triggers should perform (true by default).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's safe area changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's margins changed.
  open func viewLayoutMarginsDidChange() {}

  /// The controller's title (shown by navigation bars).
  open var title: String? {
    didSet { if title != oldValue { titleDidChange() } }
  }
  package func titleDidChange() {
    navigationController?.barsNeedUpdate()
    // As on iOS, a title also names the controller's tab bar item.
    if let item = tabBarItemStorage, item.title != title { item.title = title }
  }

  // MARK: Appearance

  package private(set) var appearanceState: AppearanceState = .disappeared
  private var transitionAnimated = false
  /// Whether appearance callbacks are forwarded to children automatically.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The children that receive this controller's appearance callbacks (containers may narrow this).
  package var childrenReceivingAppearance: [UIViewController] {
    children.filter { $0.isViewLoaded && $0.view.window != nil && isViewLoaded && $0.view.isDescendant(of: view) }
  }

  /// Starts an appearance change: calls `viewWillAppear` or `viewWillDisappear` (and forwards to children).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    transitionAnimated = animated
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      loadViewIfNeeded()
      appearanceState = .appearing
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      viewWillDisappear(animated)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in childrenReceivingAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }
  }

  /// Finishes an appearance change: calls `viewDidAppear` or `viewDidDisappear` (and forwards to children).
  open func endAppearanceTransition() {
    let forwarded = shouldAutomaticallyForwardAppearanceMethods ? childrenReceivingAppearance : []
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(transitionAnimated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(transitionAnimated)
    default: return
    }
    for child in forwarded { child.endAppearanceTransition() }
    if appearanceState == .disappeared {
      for child in children where child.appearanceState == .disappearing { child.endAppearanceTransition() }
    }
  }

  /// The root view moved in or out of a window: a child controller appears or disappears with it.
  package func rootViewWindowChanged() {
    guard let parent, parent.appearanceState == .appeared else { return }
    let inWindow = isViewLoaded && view.window != nil
    if inWindow && appearanceState == .disappeared {
      beginAppearanceTransition(true, animated: false)
      endAppearanceTransition()
    } else if !inWindow && appearanceState == .appeared {
      beginAppearanceTransition(false, animated: false)
      endAppearanceTransition()
    }
  }

  package var isMovingToParentFlag = false
  package var isMovingFromParentFlag = false
  package var isBeingPresentedFlag = false
  package var isBeingDismissedFlag = false
  /// Whether the controller is being added to a parent (during its appearance callbacks).
  open var isMovingToParent: Bool { isMovingToParentFlag }
  /// Whether the controller is being removed from its parent.
  open var isMovingFromParent: Bool { isMovingFromParentFlag }
  /// Whether the controller is being presented.
  open var isBeingPresented: Bool { isBeingPresentedFlag }
  /// Whether the controller is being dismissed.
  open var isBeingDismissed: Bool { isBeingDismissedFlag }

  // MARK: Containment

  /// The parent controller.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in order.
  public private(set) var children: [UIViewController] = []

  /// Adds a child: calls `willMove(toParent:)` on it; the caller adds its view and calls `didMove(toParent:)`.
  open func addChild(_ childController: UIViewController) {
    if childController.parent === self { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent and calls `didMove(toParent: nil)` (the caller calls
  /// `willMove(toParent: nil)` first and removes the view).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller above this controller.
  open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  /// The nearest ancestor of a type among this controller's parents.
  package final func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let found = controller as? Container { return found }
      current = controller.parent
    }
    return nil
  }

  open override var next: UIResponder? {
    loadedView?.superview ?? presentingViewController
  }

  // MARK: Traits

  /// Forces light or dark appearance for this controller's views and children.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { loadedView?.updateTraitsFromAncestors() } }
  }

  private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

  /// Overrides traits for a child controller's views.
  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController)
  {
    childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    childViewController.loadedView?.updateTraitsFromAncestors()
  }
  /// The traits overriding a child's.
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  /// The traits of the root view: its superview's, with the parent's override and this controller's style.
  package var traitsForRootView: UITraitCollection? {
    guard let superview = loadedView?.superview else { return nil }
    var traits = superview.traitCollection
    if let parent, let override = parent.overrideTraitCollection(forChild: self) {
      traits = traits.overlaid(with: override)
    }
    // A presented controller inherits the presenting controller's appearance (iOS 17's trait hierarchy); its size
    // classes stay its container's.
    if parent == nil, let presenting = presentingViewController {
      let style = presenting.traitCollection.userInterfaceStyle
      if style != traits.userInterfaceStyle { traits = traits.with(style: style) }
    }
    if overrideUserInterfaceStyle != .unspecified { traits = traits.with(style: overrideUserInterfaceStyle) }
    return traits
  }

  /// The controller's traits (its root view's, or the parent's or screen's before the view is in a hierarchy).
  open var traitCollection: UITraitCollection {
    if let loadedView, loadedView.superview != nil { return loadedView.traitCollection }
    var base =
      parent?.traitCollection ?? presentingViewController?.traitCollection
      ?? UIApplication.shared.screen.traitCollection
    if overrideUserInterfaceStyle != .unspecified { base = base.with(style: overrideUserInterfaceStyle) }
    return base
  }

  /// Called after the traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  package var traitChangeRegistry = TraitChangeRegistry()

  // MARK: Layout

  /// Insets added to the root view's safe area (e.g. for custom bars).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      UIView.safeAreaInputsChanged()
      loadedView?.setNeedsLayout()
      loadedView?.forEachInSubtree { $0.setNeedsLayout() }
    }
  }
  /// The innermost controller showing content: down a navigation controller's top, a tab bar controller's
  /// selection, or the container child whose view is shown (a SwiftUI stack inside a hosting controller).
  package var shownLeafController: UIViewController {
    if let navigation = self as? UINavigationController {
      return navigation.topViewController?.shownLeafController ?? self
    }
    if let tabs = self as? UITabBarController { return tabs.selectedViewController?.shownLeafController ?? self }
    let shownContainer = children.first { child in
      (child is UINavigationController || child is UITabBarController) && child.viewIfLoaded?.window != nil
    }
    return shownContainer?.shownLeafController ?? self
  }

  /// What this controller's content asks of its containers' bars while it is shown (a SwiftUI view's
  /// `navigationBarHidden`, `toolbar(_:for:)`, `toolbarBackground`).
  package var barPreferences = BarPreferences()
  /// Insets a container adds for its bars (navigation bar, toolbar).
  package var barSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard barSafeAreaInsets != oldValue else { return }
      UIView.safeAreaInputsChanged()
      loadedView?.forEachInSubtree { $0.setNeedsLayout() }
    }
  }
  package var totalAdditionalSafeAreaInsets: UIEdgeInsets {
    let a = additionalSafeAreaInsets
    let b = barSafeAreaInsets
    return UIEdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }

  /// Whether the root view's margins are at least the system minimum.
  open var viewRespectsSystemMinimumLayoutMargins = true
  /// The smallest margins of root views: 16 points at the sides on compact-width iPhones, 20 on wider screens.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let wide = traitCollection.horizontalSizeClass == .regular || (loadedView?.bounds.width ?? 0) >= 414
    let side: CGFloat = wide ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The margins of the root view: the system minimum unless the view's margins were set (then the larger).
  package func rootViewLayoutMargins(for view: UIView) -> UIEdgeInsets? {
    guard view === loadedView else { return nil }
    let m = systemMinimumLayoutMargins
    let minimum = UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    guard view.layoutMarginsWereSet else { return minimum }
    let own = view.layoutMargins
    guard viewRespectsSystemMinimumLayoutMargins else { return own }
    return UIEdgeInsets(
      top: max(own.top, minimum.top), left: max(own.left, minimum.left), bottom: max(own.bottom, minimum.bottom),
      right: max(own.right, minimum.right))
  }

  // MARK: Content size

  /// The size the controller's content would like (popovers and containers use it).
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      if parent == nil, let presentation = presentationControllerIfExists {
        presentation.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }

  /// Called when a child's preferred content size changed; the default does nothing.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// Called before the root view's size changes; the default forwards to the children and to the presented
  /// controller (each with the size its container gives it).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
    if let presented = presentedViewController, presented.presentingViewController === self {
      let presentation = presented.presentationControllerIfExists
      presentation?.viewWillTransition(to: size, with: coordinator)
      let presentedSize =
        presentation?.size(forChildContentContainer: presented, withParentContainerSize: size) ?? size
      presented.viewWillTransition(to: presentedSize, with: coordinator)
    }
  }

  /// Called before the traits change; the default forwards to the children and the presented controller.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
    if let presented = presentedViewController, presented.presentingViewController === self {
      presented.presentationControllerIfExists?.willTransition(to: newCollection, with: coordinator)
      presented.willTransition(to: newCollection, with: coordinator)
    }
  }

  /// The size a child gets: the child's current share of this controller's view, scaled to `parentSize` (the
  /// whole size for a child filling the view).
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  {
    guard let child = container as? UIViewController, let childView = child.viewIfLoaded, let own = viewIfLoaded,
      own.bounds.width > 0, own.bounds.height > 0, childView.isDescendant(of: own)
    else { return parentSize }
    let frame = childView.convert(childView.bounds, to: own)
    let fillsWidth = frame.width >= own.bounds.width - 0.5
    let fillsHeight = frame.height >= own.bounds.height - 0.5
    return CGSize(
      width: fillsWidth ? parentSize.width : frame.width, height: fillsHeight ? parentSize.height : frame.height)
  }

  /// The coordinator of the transition this controller takes part in: its own, a container's or the presenting
  /// controller's (nil outside transitions).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let coordinator = current.activeTransitionCoordinator { return coordinator }
      controller = current.parent ?? current.presentingViewController
    }
    return nil
  }

  /// The coordinator of a transition this controller runs (a push, pop, presentation or size change).
  package var activeTransitionCoordinator: TransitionCoordinator?

  // MARK: Presentation (see UIViewController+Presentation)

  /// Shows a controller in the primary context: the nearest container above that shows controllers (a navigation
  /// controller pushes it, a split view controller shows it in its primary column), else a modal presentation.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let target = showTarget(detail: false) { return target.show(vc, sender: sender) }
    present(vc, animated: true)
  }

  /// Shows a controller in the detail context: the nearest split view controller above shows it (as its secondary,
  /// or pushed while collapsed), else a modal presentation.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let target = showTarget(detail: true) { return target.showDetailViewController(vc, sender: sender) }
    present(vc, animated: true)
  }

  /// Presents a controller modally in the style of its `modalPresentationStyle`, adapted to the traits.
  ///
  /// Linux: transitions are not animated yet; `animated` only reaches the appearance callbacks.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    performPresentation(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented (or, if it presents none, this controller itself).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(animated: flag, completion: completion)
  }

  /// How `present` shows this controller (`.automatic`: a page sheet).
  open var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The transition animation.
  open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
  /// Whether the user may not dismiss the sheet interactively.
  open var isModalInPresentation = false
  /// The controller this one presents.
  public package(set) var presentedViewController: UIViewController?
  package weak var presentingStorage: UIViewController?
  /// The controller that presented this one (or an ancestor's presenter).
  open var presentingViewController: UIViewController? {
    presentingStorage ?? parent?.presentingViewController
  }
  package var presentationControllerIfExists: UIPresentationController?
  /// Whether a controller presented not full screen takes over the status bar's appearance from the presenter.
  open var modalPresentationCapturesStatusBarAppearance = false

  // MARK: Status bar and home indicator (see SystemChrome)

  /// The status bar style this controller prefers (read when it decides the status bar's appearance).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether this controller prefers the status bar hidden.
  open var prefersStatusBarHidden: Bool { false }
  /// How the status bar animates when `prefersStatusBarHidden` changes.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose status bar style is used instead of this controller's (nil: this controller's own).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used instead of this controller's (nil: this controller's own).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Tells the system the status bar preferences changed (the next commit reads them again).
  open func setNeedsStatusBarAppearanceUpdate() { UIApplication.existing?.requestCommit() }
  /// Whether this controller prefers the home indicator hidden. iOS fades it out after a few seconds without
  /// touches; Tandem hides it at once.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose home indicator preference is used instead of this controller's.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Tells the system the home indicator preference changed (the next commit reads it again).
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() { UIApplication.existing?.requestCommit() }
  /// The window showing this controller as its root.
  package weak var hostWindow: UIWindow?

  // MARK: Tabs (see UITabBarController)

  private var tabBarItemStorage: UITabBarItem?
  /// The item representing this controller in a tab bar (made on first use, titled with the controller's title).
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarController?.tabItemsChanged()
    }
  }
  /// The nearest tab bar controller among this controller's ancestors.
  open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  // MARK: Navigation (see UINavigationController)

  private var navigationItemStorage: UINavigationItem?
  /// The item describing this controller in a navigation bar.
  open var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem(title: nil)
    item.owner = self
    navigationItemStorage = item
    return item
  }
  /// The toolbar items shown while this controller is on top of a navigation controller.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.barsNeedUpdate() }
  }
  /// Sets the toolbar items.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
  /// Whether the bottom bar is hidden while this controller is pushed.
  open var hidesBottomBarWhenPushed = false

  // MARK: Editing

  /// Whether the controller's view is in editing mode; setting it calls `setEditing(_:animated:)` unanimated.
  open var isEditing: Bool {
    get { editingStorage }
    set { setEditing(newValue, animated: false) }
  }
  private var editingStorage = false
  private var editButtonStorage: UIBarButtonItem?
  /// Enters or leaves editing mode; subclasses override it to update their views (calling super), and the edit
  /// button's title follows (Edit ↔ Done).
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingStorage = editing
    if let button = editButtonStorage {
      button.title = editing ? "Done" : "Edit"
      button.style = editing ? .done : .plain
    }
  }
  /// A bar button item that toggles editing mode, titled Edit or Done.
  open var editButtonItem: UIBarButtonItem {
    if let button = editButtonStorage { return button }
    let button = UIBarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    button.style = isEditing ? .done : .plain
    editButtonStorage = button
    return button
  }
}

extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIViewController {
  /// Calls `handler` with the controller and the previous traits whenever one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void)
    -> UITraitChangeRegistration
  {
    traitChangeRegistry.add(traits) { owner, previous in handler(owner as! Self, previous) }
  }
  /// Stops a registration.
  public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
    traitChangeRegistry.remove(registration)
  }
}
