import Foundation
import TandemTesting
import Testing
import UIKit

/// A long list, so content can scroll beneath the bars.
final class LongListController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row + 1)"
    cell.contentConfiguration = content
    return cell
  }
}

/// An app delegate styling its bars as apps do at launch: appearance objects through the appearance proxies.
@MainActor func styleBarsAtLaunch() {
  let navigation = UINavigationBarAppearance()
  navigation.configureWithOpaqueBackground()
  navigation.backgroundColor = .systemIndigo
  navigation.titleTextAttributes = [.foregroundColor: UIColor.white]
  navigation.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
  navigation.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
  UINavigationBar.appearance().standardAppearance = navigation
  UINavigationBar.appearance().scrollEdgeAppearance = navigation
  UINavigationBar.appearance().compactAppearance = navigation
  UINavigationBar.appearance().tintColor = .white

  let tabs = UITabBarAppearance()
  tabs.configureWithOpaqueBackground()
  tabs.backgroundColor = .secondarySystemBackground
  tabs.stackedLayoutAppearance.selected.iconColor = .systemIndigo
  tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
  UITabBar.appearance().standardAppearance = tabs
  UITabBar.appearance().scrollEdgeAppearance = tabs
}

/// The interface style the styled app's window takes.
@MainActor var styledAppInterfaceStyle = UIUserInterfaceStyle.light

/// An app that styles its bars at launch, then builds its window: tabs of a navigation controller and a plain
/// screen.
final class StyledBarsAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    styleBarsAtLaunch()
    let list = LongListController(style: .insetGrouped)
    list.title = "Trails"
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.tabBarItem = UITabBarItem(title: "Trails", image: UIImage(systemName: "map"), tag: 0)
    let other = UIViewController()
    other.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.overrideUserInterfaceStyle = styledAppInterfaceStyle
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct BarAppearanceTests {
  /// Opaque, colored bars set through the proxies at launch draw on every bar made after, light and dark, iPhone
  /// and iPad.
  @Test(arguments: [
    (UIUserInterfaceStyle.light, DevicePreset.iPhone14, "bar-appearance-opaque-light"),
    (.dark, .iPhone14, "bar-appearance-opaque-dark"),
    (.light, .iPad, "bar-appearance-opaque-ipad"),
    (.dark, .iPad, "bar-appearance-opaque-ipad-dark"),
  ])
  func opaqueAppearancesThroughTheProxy(_ style: UIUserInterfaceStyle, _ device: DevicePreset, _ name: String) throws {
    styledAppInterfaceStyle = style
    let driver = try AppDriver(delegate: StyledBarsAppDelegate.self, device: device)
    try driver.settle()
    let tabs = try #require(UIApplication.shared.windows.first?.rootViewController as? UITabBarController)
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
    #expect(navigation.navigationBar.standardAppearance !== UINavigationBar.appearance().standardAppearance)
    #expect(tabs.tabBar.scrollEdgeAppearance?.backgroundColor == .secondarySystemBackground)
    GoldenImage.assertMatches(driver.capture(), named: name)
  }

  /// The default look: transparent at the scroll edge, the material once content is under the bar; an item's own
  /// scroll-edge appearance wins for its screen; `backButtonDisplayMode` set on the item below shows the chevron
  /// alone.
  @Test func defaultAppearancesFollowTheScrollEdge() throws {
    let list = LongListController(style: .plain)
    list.title = "Inbox"
    list.navigationItem.backButtonDisplayMode = .minimal
    let navigation = UINavigationController(rootViewController: list)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    #expect(navigation.barBackground.isHidden)
    list.tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    try driver.settle()
    #expect(!navigation.barBackground.isHidden)

    let detail = LongListController(style: .plain)
    detail.title = "Message"
    let edge = UINavigationBarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = .systemYellow
    detail.navigationItem.scrollEdgeAppearance = edge
    navigation.pushViewController(detail, animated: false)
    try driver.settle()
    #expect(!navigation.barBackground.isHidden)
    #expect(navigation.barBackground.backgroundColor == .systemYellow)
    #expect(driver.find("Inbox") == nil)
    #expect(driver.find("Back") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "bar-appearance-item-scroll-edge")
  }

  /// A copy keeps its own values; assigning copies, as UIKit's `@NSCopying` properties do.
  @Test func appearancesAreCopiedOnAssignment() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithTransparentBackground()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
    let bar = UINavigationBar()
    bar.standardAppearance = appearance
    appearance.backgroundColor = .blue
    #expect(bar.standardAppearance.backgroundColor == .clear)
    let copy = bar.standardAppearance.copy()
    #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .red)
    #expect(copy.shadowColor == nil)
    let toolbar = UIToolbarAppearance(barAppearance: copy)
    #expect(toolbar.backgroundColor == .clear)
  }
}
