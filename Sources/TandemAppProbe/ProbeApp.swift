import Foundation
import TandemKit

// A minimal app started with `@main` on its app delegate, used by TandemKit's tests to check the launch sequence
// (app delegate, scene configuration, scene delegate, window) and the run loop's ordering of main-queue blocks,
// timers and the layout commit. It prints one line per event and exits on its own.
//
// With `--window-test PATH` it shows a button in a window instead; a tap changes the title, prints "tapped",
// writes the screen (as composited headlessly) to PATH as PNG, prints "captured" and keeps running. With
// `--pasteboard-test` it copies a line to the general pasteboard and shows a button that pastes.

func log(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@main
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log("app.didFinishLaunching")
    for name in [UIApplication.didBecomeActiveNotification, UIScene.didActivateNotification] {
      _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        log("note.\(note.name.rawValue)")
      }
    }
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
    let arguments = CommandLine.arguments
    if arguments.contains("--pasteboard-test") {
      window.rootViewController = PasteboardProbeController()
    } else if let index = arguments.firstIndex(of: "--window-test"), index + 1 < arguments.count {
      window.rootViewController = WindowProbeController(capturePath: arguments[index + 1])
    } else {
      window.rootViewController = ProbeViewController()
    }
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

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log("vc.viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log("vc.viewDidAppear")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
      log("asyncAfter")
      self.view.setNeedsLayout()
    }
    _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in log("timer") }
    DispatchQueue.main.async { log("async") }
    view.setNeedsLayout()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
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

/// A screen with one button, for the window test.
final class WindowProbeController: UIViewController {
  let capturePath: String
  private var taps = 0

  init(capturePath: String) {
    self.capturePath = capturePath
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Tap me"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 60, y: 200, width: 255, height: 60)
    button.addAction(
      UIAction { [weak self] action in
        guard let self else { return }
        self.taps += 1
        (action.sender as? UIButton)?.configuration?.title = "Tapped \(self.taps)"
        log("tapped")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
          let image = UIApplication.shared.snapshot()
          _ = FileManager.default.createFile(atPath: self.capturePath, contents: image.pngData())
          log("captured")
        }
      }, for: .primaryActionTriggered)
    view.addSubview(button)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Give the window time to be mapped and show its first frame before announcing readiness.
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log("ready") }
  }
}

/// The pasteboard window test's screen: it copies a line when it appears; its button pastes what the clipboard
/// holds then and prints it.
final class PasteboardProbeController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Paste"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 60, y: 200, width: 255, height: 60)
    button.addAction(
      UIAction { _ in log("pasted: \(UIPasteboard.general.string ?? "nothing")") }, for: .primaryActionTriggered)
    view.addSubview(button)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIPasteboard.general.string = "copied from Tandem"
    log("copied \(UIPasteboard.general.changeCount)")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log("ready") }
  }
}
