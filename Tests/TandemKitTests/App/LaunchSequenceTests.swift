import Foundation
import TandemTesting
import Testing
import UIKit

/// The launch sequence in process, for the two shapes of app UIKit documents: with a scene delegate, the app
/// delegate's `applicationDidBecomeActive(_:)` is not called ("If you're using scenes, UIKit will not call this
/// method"); without scenes it is. `didBecomeActiveNotification` is posted either way.
@MainActor private var launchLog: [String] = []

private final class RootController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    launchLog.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    launchLog.append("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    launchLog.append("viewDidAppear")
  }
}

private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launchLog.append("didFinishLaunching")
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = RootController()
    window?.makeKeyAndVisible()
    return true
  }
  func applicationDidBecomeActive(_ application: UIApplication) { launchLog.append("applicationDidBecomeActive") }
}

private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
  func applicationDidBecomeActive(_ application: UIApplication) { launchLog.append("applicationDidBecomeActive") }
}

private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    launchLog.append("willConnect \(scene.activationState == .unattached ? "unattached" : "attached")")
    window = UIWindow(windowScene: scene)
    window?.rootViewController = RootController()
    window?.makeKeyAndVisible()
  }
  func sceneWillEnterForeground(_ scene: UIScene) {
    launchLog.append("sceneWillEnterForeground \(scene.activationState == .foregroundInactive ? "inactive" : "?")")
  }
  func sceneDidBecomeActive(_ scene: UIScene) {
    launchLog.append("sceneDidBecomeActive \(scene.activationState == .foregroundActive ? "active" : "?")")
  }
}

/// Delegates of the shape SwiftUI-era projects and older Objective-C ports use: plain NSObjects, set up in `init()`.
private final class PlainAppDelegate: NSObject, UIApplicationDelegate {
  let startedBy: String
  override init() {
    startedBy = "init()"
    super.init()
    launchLog.append("app delegate \(startedBy)")
  }
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = PlainSceneDelegate.self
    return configuration
  }
}

private class PlainSceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  var greeting = "hello"
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    launchLog.append("willConnect \(type(of: self)) \(greeting)")
    window = UIWindow(windowScene: scene)
    window?.rootViewController = RootController()
    window?.makeKeyAndVisible()
  }
}

/// A responder with a designated initializer of its own, and no `init?(coder:)`, as UIKit allows.
private final class NamedResponder: UIResponder {
  let name: String
  init(name: String) {
    self.name = name
    super.init()
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct LaunchSequenceTests {
  private func launching(_ delegate: any UIApplicationDelegate.Type) throws -> [String] {
    launchLog = []
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { launchLog.append("didBecomeActiveNotification") } }
    defer { NotificationCenter.default.removeObserver(observer) }
    _ = try AppDriver(delegate: delegate)
    return launchLog
  }

  @Test func anAppWithoutScenesIsToldItBecameActive() throws {
    #expect(
      try launching(WindowAppDelegate.self) == [
        "didFinishLaunching", "viewDidLoad", "viewWillAppear", "viewDidAppear", "applicationDidBecomeActive",
        "didBecomeActiveNotification",
      ])
  }

  @Test func anAppWithScenesHearsFromItsSceneAndItsViewAppearsOnceTheSceneIsActive() throws {
    #expect(
      try launching(SceneAppDelegate.self) == [
        "willConnect unattached", "viewDidLoad", "viewWillAppear", "sceneWillEnterForeground inactive",
        "sceneDidBecomeActive active", "viewDidAppear", "didBecomeActiveNotification",
      ])
  }

  @Test func delegatesThatAreNSObjectsAreMadeWithTheirInit() throws {
    let log = try launching(PlainAppDelegate.self)
    #expect(Array(log.prefix(3)) == ["app delegate init()", "willConnect PlainSceneDelegate hello", "viewDidLoad"])
    #expect(UIApplication.shared.delegate is PlainAppDelegate)
    #expect(NamedResponder(name: "chain").name == "chain")
  }
}
