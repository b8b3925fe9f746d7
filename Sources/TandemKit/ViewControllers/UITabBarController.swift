import Foundation
import TandemGraphics

/// A tab bar controller's delegate (all methods optional).
@MainActor @preconcurrency public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user may select a controller (true by default).
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// The user selected a controller.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container showing one of its controllers at a time, chosen with a tab bar of their `tabBarItem`s.
///
/// The selected controller's view fills the container; its safe area ends above the tab bar. With more than five
/// controllers the bar shows the first four and a More item, whose `moreNavigationController` lists the others
/// (a tap pushes one). Selecting calls the appearance methods of the old and new controllers when visible, and a
/// navigation controller whose top controller `hidesBottomBarWhenPushed` hides the bar while it is pushed.
@MainActor @preconcurrency open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The bar (its items are the controllers' `tabBarItem`s).
  public let tabBar = UITabBar()
  /// The delegate.
  open weak var delegate: (any UITabBarControllerDelegate)?
  private var controllers: [UIViewController] = []
  private var selected: UIViewController?

  /// The navigation controller listing the controllers past the fourth when there are more than five.
  public private(set) lazy var moreNavigationController: UINavigationController = {
    let list = MoreListController(owner: self)
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    return navigation
  }()

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.delegate = self
  }

  /// Creates a tab bar controller from an archive; its controllers are set after.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.delegate = self
  }

  /// The controllers, one per tab.
  open var viewControllers: [UIViewController]? {
    get { controllers.isEmpty ? nil : controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers; the selection stays on the same controller when it is still there, else the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    for controller in controllers where !new.contains(where: { $0 === controller }) && controller.parent === self {
      controller.willMove(toParent: nil)
      if controller === selected { controller.viewIfLoaded?.removeFromSuperview() }
      controller.removeFromParent()
    }
    controllers = new
    // The controllers with an item on the bar are children; those in the More list become the More navigation
    // controller's children while it shows them.
    for controller in barControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    let keep = selected.flatMap { current in new.contains { $0 === current } ? current : nil }
    show(keep ?? new.first, animated: animated)
    tabItemsChanged()
  }

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue, controllers.contains(where: { $0 === newValue }) || newValue === moreNavigationController
      else { return }
      show(newValue, animated: false)
      updateBarSelection()
    }
  }

  /// The index of the selected controller (`NSNotFound` without one).
  open var selectedIndex: Int {
    get { selected.flatMap { s in controllers.firstIndex { $0 === s } } ?? NSNotFound }
    set {
      guard controllers.indices.contains(newValue) else { return }
      selectedViewController = controllers[newValue]
    }
  }

  /// Whether the bar needs a More item: more than five controllers.
  private var usesMore: Bool { controllers.count > 5 }
  /// The controllers with their own item on the bar.
  private var barControllers: [UIViewController] { usesMore ? Array(controllers.prefix(4)) : controllers }
  /// The controllers the More list shows.
  package var moreControllers: [UIViewController] { usesMore ? Array(controllers.dropFirst(4)) : [] }

  /// The items changed (a controller's `tabBarItem` was replaced, or the controllers changed).
  package func tabItemsChanged() {
    var items = barControllers.map { $0.tabBarItem! }
    if usesMore { items.append(moreNavigationController.tabBarItem) }
    if tabBar.items.map({ $0.map(ObjectIdentifier.init) }) != items.map(ObjectIdentifier.init) { tabBar.items = items }
    updateBarSelection()
  }

  private func updateBarSelection() {
    guard let selected else { return tabBar.selectedItem = nil }
    let onBar = barControllers.contains { $0 === selected }
    tabBar.selectedItem = onBar ? selected.tabBarItem : (usesMore ? moreNavigationController.tabBarItem : nil)
  }

  open override func loadView() {
    let container = UIView(frame: UIApplication.shared.screen.bounds)
    view = container
    container.addSubview(tabBar)
    if let selected { install(selected) }
  }

  package override var childrenReceivingAppearance: [UIViewController] { selected.map { [$0] } ?? [] }
  open override var childForStatusBarHidden: UIViewController? { selected }
  open override var childForHomeIndicatorAutoHidden: UIViewController? { selected }

  private func install(_ controller: UIViewController) {
    let content = controller.view!
    content.frame = view.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(content, belowSubview: tabBar)
  }

  private var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

  /// Shows a controller in place of the selected one, with appearance callbacks when visible.
  private func show(_ controller: UIViewController?, animated: Bool) {
    let old = selected
    guard old !== controller else { return }
    if controller === moreNavigationController && moreNavigationController.parent !== self {
      addChild(moreNavigationController)
      moreNavigationController.didMove(toParent: self)
    }
    selected = controller
    let visible = isVisible && isViewLoaded
    if visible {
      old?.beginAppearanceTransition(false, animated: animated)
      controller?.beginAppearanceTransition(true, animated: animated)
    }
    if isViewLoaded {
      if let controller { install(controller) }
      old?.viewIfLoaded?.removeFromSuperview()
      view.setNeedsLayout()
    }
    if visible {
      view.window?.layoutIfNeeded()
      old?.endAppearanceTransition()
      controller?.endAppearanceTransition()
    }
  }

  // MARK: UITabBarDelegate

  /// The user tapped an item: the delegate may refuse; otherwise its controller is selected (tapping the selected
  /// tab of a navigation controller pops it to its root, as on iOS).
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    let target: UIViewController? =
      item === moreNavigationController.tabBarItem && usesMore
      ? moreNavigationController : barControllers.first { $0.tabBarItem === item }
    guard let target else { return }
    if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return updateBarSelection() }
    if target === selected, let navigation = target as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    show(target, animated: false)
    updateBarSelection()
    delegate?.tabBarController(self, didSelect: target)
  }

  // MARK: Layout

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutBar()
  }

  /// Whether the selected content hides the bar (a pushed controller that `hidesBottomBarWhenPushed`).
  private var barHiddenByContent: Bool {
    if shownContent?.barPreferences.tabBarHidden == true { return true }
    guard let navigation = selected as? UINavigationController, navigation.viewControllers.count > 1 else {
      return false
    }
    return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// The controller whose content shows: the selected one, or a selected navigation controller's top one.
  private var shownContent: UIViewController? { selected?.shownLeafController }

  package func layoutBar() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    let hidden = barHiddenByContent
    tabBar.isHidden = hidden
    let height = tabBar.barHeight + view.safeAreaInsets.bottom
    tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    for controller in controllers + [moreNavigationController] where controller.parent === self {
      let inset = UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : tabBar.barHeight, right: 0)
      if controller.barSafeAreaInsets != inset { controller.barSafeAreaInsets = inset }
    }
    updateBarBackground()
  }

  /// The scroll view whose bottom edge decides the bar's look: the selected controller's content (a navigation
  /// controller's top one), or a scroll view filling it.
  private var contentScrollView: UIScrollView? {
    guard let content = shownContent?.viewIfLoaded else { return nil }
    if let scroll = content as? UIScrollView { return scroll }
    return content.subviews.first { $0 is UIScrollView && $0.frame == content.bounds } as? UIScrollView
  }

  /// A scroll view in the selected content moved.
  package func contentDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === contentScrollView else { return }
    updateBarBackground()
  }

  /// The bar shows its material while content lies beneath it (not scrolled to its bottom edge).
  private func updateBarBackground() {
    tabBar.backgroundOverride = shownContent?.barPreferences.tabBarBackground
    let style = shownContent?.barPreferences.tabBarStyle ?? .unspecified
    if tabBar.overrideUserInterfaceStyle != style { tabBar.overrideUserInterfaceStyle = style }
    guard let scroll = contentScrollView else { return tabBar.showsBackground = false }
    let visibleBottom = scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
    tabBar.showsBackground = scroll.contentSize.height > visibleBottom + 0.5
  }
}

/// The More tab's list: the controllers past the fourth, each pushed when tapped.
@MainActor final class MoreListController: UITableViewController {
  private unowned let owner: UITabBarController

  init(owner: UITabBarController) {
    self.owner = owner
    super.init(style: .plain)
    title = "More"
  }

  required init?(coder: NSCoder) { return nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    owner.moreControllers.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let item = owner.moreControllers[indexPath.row].tabBarItem
    var content = cell.defaultContentConfiguration()
    content.text = item?.title
    content.image = item?.image
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let controller = owner.moreControllers[indexPath.row]
    // The controller moves from the tab bar controller into the More navigation stack while it is shown.
    navigationController?.pushViewController(controller, animated: true)
  }
}
