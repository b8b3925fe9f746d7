import TandemTesting
import Testing
import UIKit

/// A screen that logs when it appears and disappears.
private final class TabScreen: UIViewController {
  let name: String
  var log: [String]

  init(_ name: String, symbol: String) {
    self.name = name
    log = []
    super.init(nibName: nil, bundle: nil)
    title = name
    tabBarItem.image = UIImage(systemName: symbol)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = "\(name) screen"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("willAppear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("didDisappear")
  }
}

/// A long list, so the bar has content beneath it.
private final class FeedController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Post \(indexPath.row + 1)"
    cell.contentConfiguration = content
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIViewController()
    detail.title = "Post \(indexPath.row + 1)"
    detail.view.backgroundColor = .systemBackground
    detail.hidesBottomBarWhenPushed = true
    navigationController?.pushViewController(detail, animated: true)
  }
}

private final class TabPolicy: UITabBarControllerDelegate {
  var selected: [String] = []
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    viewController.title != "Locked"
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    selected.append(viewController.title ?? "?")
  }
}

@MainActor private func makeTabs() -> (UITabBarController, UINavigationController, TabScreen, TabScreen) {
  let feed = UINavigationController(rootViewController: FeedController(style: .plain))
  feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
  let favorites = TabScreen("Favorites", symbol: "star")
  favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
  favorites.tabBarItem.badgeValue = "3"
  let profile = TabScreen("Profile", symbol: "person.crop.circle")
  let tabs = UITabBarController()
  tabs.viewControllers = [feed, favorites, profile]
  return (tabs, feed, favorites, profile)
}

/// `UITabBarController` shows one controller at a time under a tab bar of their items, through taps on the bar.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UITabBarControllerTests {
  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func tabBarsLook(_ style: UIUserInterfaceStyle) throws {
    let (tabs, _, _, _) = makeTabs()
    tabs.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: tabs)
    try driver.settle()
    let suffix = style == .dark ? "dark" : "light"
    GoldenImage.assertMatches(driver.capture(), named: "uikit-tab-bar-feed-\(suffix)")
    try driver.tap("Profile")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "uikit-tab-bar-profile-\(suffix)")
  }

  @Test func tapsSelectTabsAskingTheDelegate() throws {
    let (tabs, feed, favorites, profile) = makeTabs()
    let locked = TabScreen("Locked", symbol: "lock")
    tabs.viewControllers = [feed, favorites, profile, locked]
    let policy = TabPolicy()
    tabs.delegate = policy
    let driver = AppDriver(rootViewController: tabs)
    try driver.settle()
    #expect(tabs.selectedIndex == 0)
    #expect(driver.find("Post 1") != nil)
    try driver.tap("Favorites")
    try driver.settle()
    #expect(tabs.selectedViewController === favorites)
    #expect(favorites.log == ["willAppear"])
    #expect(driver.find("Favorites screen") != nil)
    #expect(driver.accessibilityTree().contains("3 new items"), "the badge is spoken")
    try driver.tap("Locked")
    try driver.settle()
    #expect(tabs.selectedViewController === favorites, "the delegate refused")
    try driver.tap("Profile")
    try driver.settle()
    #expect(favorites.log == ["willAppear", "didDisappear"])
    #expect(policy.selected == ["Favorites", "Profile"])
    tabs.selectedIndex = 0
    try driver.settle()
    #expect(driver.find("Post 1") != nil, "selecting by index")
  }

  @Test func aPushedControllerCanHideTheBarAndTheSelectedTabPopsToItsRoot() throws {
    let (tabs, feed, _, _) = makeTabs()
    let driver = AppDriver(rootViewController: tabs)
    try driver.settle()
    try driver.tap("Post 2")
    try driver.settle()
    #expect(feed.viewControllers.count == 2)
    #expect(tabs.tabBar.isHidden, "hidesBottomBarWhenPushed")
    try driver.goBack()
    try driver.settle()
    #expect(!tabs.tabBar.isHidden)
    try driver.tap("Post 3")
    try driver.settle()
    feed.topViewController?.hidesBottomBarWhenPushed = false
    feed.view.setNeedsLayout()
    try driver.settle()
    try driver.tap("Feed")
    try driver.settle()
    #expect(feed.viewControllers.count == 1, "tapping the selected tab pops its stack to the root")
  }

  @Test func moreThanFiveTabsShareAMoreList() throws {
    let tabs = UITabBarController()
    tabs.viewControllers = (1...7).map { TabScreen("Tab \($0)", symbol: "\($0).circle") }
    let driver = AppDriver(rootViewController: tabs)
    try driver.settle()
    #expect(tabs.tabBar.items?.count == 5)
    #expect(driver.find("Tab 5") == nil)
    try driver.tap("More")
    try driver.settle()
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    try driver.tap("Tab 6")
    try driver.settle()
    #expect(driver.find("Tab 6 screen") != nil)
    #expect(tabs.moreNavigationController.viewControllers.count == 2)
  }
}
