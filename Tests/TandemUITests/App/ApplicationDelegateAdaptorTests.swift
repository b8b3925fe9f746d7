import Foundation
import SwiftUI
import TandemTesting
import Testing

/// What the adapted delegates below heard, in order.
@MainActor private var adaptorLog: [String] = []

/// An app delegate as SwiftUI projects write one: an NSObject, observable, naming a scene delegate.
private final class SyncAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  @Published var syncEnabled = false
  private(set) var launches = 0

  override init() {
    super.init()
    adaptorLog.append("init")
  }

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    adaptorLog.append("willFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches += 1
    adaptorLog.append("didFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    adaptorLog.append("configurationForConnecting")
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SyncSceneDelegate.self
    return configuration
  }
}

/// The scene delegate the app delegate names: counts activations, which the views show.
private final class SyncSceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
  @Published var activations = 0

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let hasWindow = (scene as? UIWindowScene)?.windows.isEmpty == false
    adaptorLog.append("sceneWillConnect \(hasWindow ? "with a window" : "without a window")")
  }
  func sceneDidBecomeActive(_ scene: UIScene) {
    activations += 1
    adaptorLog.append("sceneDidBecomeActive")
  }
  func sceneDidEnterBackground(_ scene: UIScene) { adaptorLog.append("sceneDidEnterBackground") }
}

private struct SyncSettings: View {
  @EnvironmentObject private var appDelegate: SyncAppDelegate
  @EnvironmentObject private var sceneDelegate: SyncSceneDelegate

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Sync", isOn: $appDelegate.syncEnabled)
        Text("Launches: \(appDelegate.launches)")
        Text("Activations: \(sceneDelegate.activations)")
        Text(appDelegate.syncEnabled ? "Sync is on" : "Sync is off")
      }
      .navigationTitle("Settings")
    }
  }
}

private struct SyncApp: App {
  @UIApplicationDelegateAdaptor private var appDelegate: SyncAppDelegate

  var body: some Scene {
    WindowGroup {
      SyncSettings()
    }
  }
}

/// `@UIApplicationDelegateAdaptor`: SwiftUI makes the delegate with its `init()`, calls it through UIKit's launch,
/// makes the scene delegate its configuration names, and puts both (observable objects) in the environment.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ApplicationDelegateAdaptorTests {
  @Test func theAdaptedDelegateHearsTheLaunchAndItsSceneDelegateTheScene() throws {
    adaptorLog = []
    let driver = try AppDriver(app: SyncApp.self)
    try driver.settle()
    #expect(
      adaptorLog == [
        "init", "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
        "sceneWillConnect with a window", "sceneDidBecomeActive",
      ])
    #expect(!(UIApplication.shared.delegate is SyncAppDelegate), "as on iOS, the app's delegate is SwiftUI's own")
    #expect(driver.find("Launches: 1") != nil)
    #expect(driver.find("Activations: 1") != nil)

    driver.sendToBackground()
    try driver.settle()
    driver.bringToForeground()
    try driver.settle()
    #expect(adaptorLog.suffix(2) == ["sceneDidEnterBackground", "sceneDidBecomeActive"])
    #expect(driver.find("Activations: 2") != nil, "the scene delegate's published change reaches the views")
  }

  @Test func theDelegateInTheEnvironmentBindsToControls() throws {
    let driver = try AppDriver(app: SyncApp.self)
    try driver.settle()
    #expect(driver.find("Sync is off") != nil)
    try driver.tap("Sync")
    try driver.settle()
    #expect(driver.find("Sync is on") != nil, "the toggle wrote the delegate's published property")
  }

  @Test func eachLaunchMakesAFreshDelegate() throws {
    adaptorLog = []
    _ = try AppDriver(app: SyncApp.self)
    _ = try AppDriver(app: SyncApp.self)
    #expect(adaptorLog.filter { $0 == "init" }.count == 2)
  }
}
