import Foundation
import TandemKit

// A minimal app started with `@main` on its app delegate, used by TandemKit's tests to check the launch sequence
// (app delegate, scene configuration, scene delegate, window) and the run loop's ordering of main-queue blocks,
// timers and the layout commit. It prints one line per event and exits on its own.

func log(_ line: String) { print(line) }

@main
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log("app.didFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    log("app.configurationForConnecting")
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = ProbeSceneDelegate.self
    return configuration
  }

  func applicationDidBecomeActive(_ application: UIApplication) { log("app.didBecomeActive") }
}

final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    log("scene.willConnect")
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = ProbeViewController()
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneWillEnterForeground(_ scene: UIScene) { log("scene.willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { log("scene.didBecomeActive") }
}

final class ProbeViewController: UIViewController {
  private var layouts = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    log("vc.viewDidLoad")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log("vc.viewDidAppear")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.06) {
      log("asyncAfter")
      self.view.setNeedsLayout()
    }
    Timer.scheduledTimer(withTimeInterval: 0.03, repeats: false) { _ in log("timer") }
    DispatchQueue.main.async { log("async") }
    view.setNeedsLayout()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
      log("exit")
      exit(0)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layouts += 1
    log("commit.layout \(layouts)")
  }
}
