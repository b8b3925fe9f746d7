import Foundation
import TandemKit

/// Launches SwiftUI apps on UIKit's lifecycle (see `App`).
@MainActor package enum AppLauncher {
  /// The app being run.
  private(set) static var current: (any AppHosting)?

  /// Makes the app value and launches a UIKit app around it; `runLoop` false for tests (the driver runs time).
  package static func launch<A: App>(_ type: A.Type, runLoop: Bool) {
    AppDelegateAdaptation.beginLaunch()
    current = AppHost(app: A())
    UIApplication.shared.launch(delegate: SwiftUIAppDelegate.self, runLoop: runLoop)
  }
}

/// What the UIKit delegates need of the app.
@MainActor protocol AppHosting: AnyObject {
  /// The root controller of the app's window.
  func makeRootViewController() -> UIViewController
  /// The scene's phase changed.
  func setPhase(_ phase: ScenePhase)
  /// The system opens a URL in the scene: the content's `onOpenURL` handlers run.
  func openURL(_ url: URL)
}

/// Holds the app value and the hosting controller of its window.
@MainActor final class AppHost<A: App>: AppHosting {
  let app: A
  private var phase = ScenePhase.inactive
  private var controller: UIHostingController<AnyView>?

  init(app: A) { self.app = app }

  func makeRootViewController() -> UIViewController {
    let controller = UIHostingController(rootView: rootView)
    self.controller = controller
    return controller
  }

  private var rootView: AnyView {
    AppBody(app: app).environment(\.scenePhase, phase).environmentObjects(AppDelegateAdaptation.environmentObjects)
  }

  func openURL(_ url: URL) {
    guard let graph = controller?.contentGraph else { return }
    if !graph.openURL(url) { RuntimeWarning.report("No onOpenURL handler in \(A.self)'s window for \(url).") }
  }

  func setPhase(_ phase: ScenePhase) {
    guard phase != self.phase else { return }
    self.phase = phase
    controller?.rootView = rootView
  }
}

/// The app's body as the window's root view: the app's dynamic properties are bound to this node, so the body is
/// re-evaluated when what it read changes; it shows the first window group's content.
struct AppBody<A: App>: View {
  let app: A

  var body: some View {
    if let node = ViewGraph.evaluating { DynamicProperties.bindProperties(of: app, to: node) }
    let content = app.body.windowContent
    if content == nil {
      RuntimeWarning.report("\(A.self)'s body has no WindowGroup: there is no window to show on iOS.")
    }
    return content ?? AnyView(EmptyView())
  }
}

/// The UIKit app delegate of a SwiftUI app: connects its scene with `SwiftUISceneDelegate`, and passes UIKit's
/// calls on to the delegate of the app's `@UIApplicationDelegateAdaptor`, if any. (As on iOS, this object, not
/// the adapted one, is `UIApplication.shared.delegate`.)
final class SwiftUIAppDelegate: UIResponder, UIApplicationDelegate {
  private var adapted: (any UIApplicationDelegate)? { AppDelegateAdaptation.appDelegate }

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    adapted?.application(application, willFinishLaunchingWithOptions: launchOptions) ?? true
  }
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    adapted?.application(application, didFinishLaunchingWithOptions: launchOptions) ?? true
  }
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let chosen = adapted?.application(application, configurationForConnecting: connectingSceneSession, options: options)
    AppDelegateAdaptation.sceneDelegateClass = chosen?.delegateClass
    let configuration = UISceneConfiguration(name: chosen?.name, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SwiftUISceneDelegate.self
    return configuration
  }
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    adapted?.application(application, didDiscardSceneSessions: sceneSessions)
  }
  func applicationWillTerminate(_ application: UIApplication) { adapted?.applicationWillTerminate(application) }
}

/// The scene delegate of a SwiftUI app: shows the app's window, keeps its scene phase, and passes each call on to
/// the scene delegate the adapted app delegate's configuration named (after its own work, so that delegate sees
/// the window and the new phase).
final class SwiftUISceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var adapted: (any UISceneDelegate)?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    adapted = AppDelegateAdaptation.makeSceneDelegate()
    guard let windowScene = scene as? UIWindowScene, let host = AppLauncher.current else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = host.makeRootViewController()
    self.window = window
    window.makeKeyAndVisible()
    adapted?.scene(scene, willConnectTo: session, options: connectionOptions)
  }
  func sceneDidDisconnect(_ scene: UIScene) { adapted?.sceneDidDisconnect(scene) }
  func sceneWillEnterForeground(_ scene: UIScene) {
    AppLauncher.current?.setPhase(.inactive)
    adapted?.sceneWillEnterForeground(scene)
  }
  func sceneDidBecomeActive(_ scene: UIScene) {
    AppLauncher.current?.setPhase(.active)
    adapted?.sceneDidBecomeActive(scene)
  }
  func sceneWillResignActive(_ scene: UIScene) {
    AppLauncher.current?.setPhase(.inactive)
    adapted?.sceneWillResignActive(scene)
  }
  func sceneDidEnterBackground(_ scene: UIScene) {
    AppLauncher.current?.setPhase(.background)
    adapted?.sceneDidEnterBackground(scene)
  }
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    for context in URLContexts { AppLauncher.current?.openURL(context.url) }
    adapted?.scene(scene, openURLContexts: URLContexts)
  }
}
