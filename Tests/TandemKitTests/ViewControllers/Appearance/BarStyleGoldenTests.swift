import Foundation
import TandemTesting
import Testing
import UIKit

/// The interface style and scroll position of the bars screen below.
@MainActor private var barsStyle = UIUserInterfaceStyle.light

/// A UIKit app of tabs: a navigation controller with a large-title list, a bottom toolbar and bar buttons, beside a
/// second tab with a badge — every bar UIKit draws by default.
private final class DefaultBarsAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let list = LongListController(style: .insetGrouped)
    list.title = "Trails"
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
    list.toolbarItems = [
      UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), primaryAction: nil),
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(title: "40 trails", primaryAction: nil),
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), primaryAction: nil),
    ]
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.isToolbarHidden = false
    navigation.tabBarItem = UITabBarItem(title: "Trails", image: UIImage(systemName: "map"), tag: 0)
    let saved = UIViewController()
    saved.tabBarItem = UITabBarItem(title: "Saved", image: UIImage(systemName: "bookmark"), tag: 1)
    saved.tabBarItem.badgeValue = "3"
    let profile = UIViewController()
    profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, saved, profile]
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.overrideUserInterfaceStyle = barsStyle
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
    return true
  }
}

/// Goldens of UIKit's default bars — navigation bar (large title at the scroll edge; inline title over the material
/// once content scrolls under it), toolbar and tab bar — light and dark, on iPhone and iPad.
@MainActor @Suite(.serialized, .ownsTheApplication) struct BarStyleGoldenTests {
  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [DevicePreset.iPhone14, .iPad])
  func defaultBars(_ style: UIUserInterfaceStyle, _ device: DevicePreset) throws {
    barsStyle = style
    let driver = try AppDriver(delegate: DefaultBarsAppDelegate.self, device: device)
    try driver.settle()
    let suffix = (device == .iPad ? "ipad-" : "iphone-") + (style == .dark ? "dark" : "light")
    let tabs = try #require(UIApplication.shared.windows.first?.rootViewController as? UITabBarController)
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    let list = try #require(navigation.topViewController as? LongListController)
    #expect(navigation.barBackground.isHidden, "at the scroll edge the navigation bar is transparent")
    #expect(driver.find("3 new items") != nil || driver.accessibilityTree().contains("3"))
    GoldenImage.assertMatches(driver.capture(), named: "bars-default-edge-\(suffix)")

    list.tableView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    try driver.settle()
    #expect(!navigation.barBackground.isHidden, "content under the bar brings its material")
    GoldenImage.assertMatches(driver.capture(), named: "bars-default-scrolled-\(suffix)")
  }

  /// In a compact height (iPhone landscape) the tab bar is 32 points above the home indicator's area, its items
  /// image beside title across the width.
  @Test func compactHeightBars() throws {
    barsStyle = .light
    let driver = try AppDriver(delegate: DefaultBarsAppDelegate.self, device: .iPhone14)
    driver.rotate(toLandscape: true)
    try driver.settle()
    let tabs = try #require(UIApplication.shared.windows.first?.rootViewController as? UITabBarController)
    #expect(tabs.tabBar.frame.height == 32 + tabs.view.safeAreaInsets.bottom)
    GoldenImage.assertMatches(driver.capture(), named: "bars-default-edge-iphone-landscape")
  }
}
