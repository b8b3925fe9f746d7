import Tandem

/// Showcase's application delegate: one window scene showing the app.
public final class ShowcaseAppDelegate: UIResponder, UIApplicationDelegate {
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = ShowcaseSceneDelegate.self
    return configuration
  }
}

/// Showcase's scene delegate: a window whose root is the app's navigation controller.
public final class ShowcaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  /// The app this scene shows.
  public private(set) var showcase: Showcase?

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let showcase = Showcase()
    window.rootViewController = showcase.navigationController
    window.makeKeyAndVisible()
    self.window = window
    self.showcase = showcase
  }
}
