import UIKit

/// The app delegate: one window with the journal in a navigation controller.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
  public var window: UIWindow?

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: JournalViewController())
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
