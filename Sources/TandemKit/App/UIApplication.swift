import Foundation
import TandemGraphics
import TandemPlatform

/// The app: its delegate, windows and scenes, and the run loop that commits layout and drawing once per turn.
@MainActor @preconcurrency open class UIApplication: UIResponder {
  /// The app's states.
  public enum State: Int, Sendable { case active, inactive, background }

  /// Launch options keys.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  @exclusivity(unchecked) private static var sharedStorage: UIApplication?

  /// The app object (created on first use with the default device, or by `UIApplicationMain`).
  public static var shared: UIApplication {
    if let existing = sharedStorage { return existing }
    let created = UIApplication(device: .default, screen: nil)
    sharedStorage = created
    return created
  }

  /// The app object if one was made (views outside any window take their traits from its screen).
  package static var existing: UIApplication? { sharedStorage }

  /// The app's delegate.
  open weak var delegate: (any UIApplicationDelegate)?
  /// Keeps the delegate alive (UIApplication owns the delegate created by `UIApplicationMain`).
  private var ownedDelegate: (any UIApplicationDelegate)?
  /// The app's state.
  open private(set) var applicationState: State = .inactive
  /// The screen the app draws on.
  @exclusivity(unchecked) package private(set) var screen: UIScreen {
    // Safe areas read the screen's unsafe regions.
    didSet { UIView.safeAreaInputsChanged() }
  }
  /// Where frames go: a headless surface or a window.
  package private(set) var output: any Screen
  private var allWindows: [WeakWindow] = []
  package weak var keyWindowStorage: UIWindow?
  private var scenes: [UIScene] = []
  private var commitScheduled = false
  /// How many commit blocks `requestCommit` has put on the main queue (for coalescing tests).
  package private(set) var scheduledCommitBlocks = 0
  let screenLayer = CALayer()
  /// The status bar and home indicator, above every window.
  package let systemChrome = SystemChrome()
  var compositor: Compositor
  /// The on-screen keyboard.
  package let keyboard = KeyboardManager()

  /// Runs UIView animations on the shared driver.
  package let animationEngine = AnimationEngine()
  /// The one animation driver on the screen's frame clock (UIKit's animations and, later, SwiftUI's).
  package let animationDriver = AnimationDriver()
  private var frameTimer: Timer?

  /// Drives a real-time frame clock with a 60 Hz timer on the main run loop while anything waits for frames
  /// (a virtual clock is advanced by tests instead).
  package func frameDriverNeeded() {
    let clock = output.clock
    guard !clock.isVirtual, frameTimer == nil else { return }
    let timer = Timer(timeInterval: clock.frameDuration, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated {
        // The commit's tick phase delivers the frame.
        self?.commit()
        if !clock.hasObservers {
          self?.frameTimer?.invalidate()
          self?.frameTimer = nil
        }
      }
    }
    RunLoop.main.add(timer, forMode: .common)
    frameTimer = timer
  }

  /// Advances a virtual frame clock by `seconds` (frame by frame), committing each frame.
  ///
  /// Without `rendering`, each frame's commit stops after layout: what the frames changed is drawn by the next
  /// commit that renders (the compositor's damage covers everything that moved since the last one).
  package func advanceClock(by seconds: Double, rendering: Bool = true) {
    let clock = output.clock
    let frames = max(1, Int((seconds / clock.frameDuration - 1e-9).rounded(.up)))
    for _ in 0..<frames {
      // Time moves on; the commit's tick phase delivers the frame.
      clock.stepWithoutTicking()
      commit(rendering: rendering)
    }
  }

  /// Counts commits (for run-loop tests).
  package private(set) var commitCount = 0
  /// Counts commits that drew the screen (a settling driver's frames do not).
  package private(set) var renderedCommitCount = 0

  private struct WeakWindow { weak var window: UIWindow? }

  package init(device: DevicePreset, screen output: (any Screen)?) {
    screen = UIScreen(device: device)
    self.output = output ?? HeadlessScreen(device: device)
    compositor = Compositor(size: device.size, scale: self.output.renderScale, backgroundColor: .black)
    super.init()
    screenLayer.frame = CGRect(origin: .zero, size: device.size)
    screenLayer.addSublayer(systemChrome.statusBar)
    screenLayer.addSublayer(systemChrome.homeIndicator)
  }

  /// Replaces the app object with a fresh one on a device (for tests and tools that boot apps in-process).
  @discardableResult
  package static func reset(device: DevicePreset = .default, screen: (any Screen)? = nil) -> UIApplication {
    let app = UIApplication(device: device, screen: screen)
    // A new app has no keyboard focus (a responder left over from the last one keeps no claim on keys).
    FirstResponder.current = nil
    AppearanceProxy.reset()
    sharedStorage = app
    UIView.safeAreaInputsChanged()
    UITraitCollection.current = app.screen.traitCollection
    return app
  }

  open override var next: UIResponder? { delegate as? UIResponder }

  /// Delivers an event to its window (touches: the window they are in; others: the key window).
  open func sendEvent(_ event: UIEvent) {
    let window = event.touchSet.first?.window ?? event.scrollWindow ?? keyWindowStorage
    window?.sendEvent(event)
    requestCommit()
  }

  /// Every window of the app, back to front.
  open var windows: [UIWindow] {
    allWindows.compactMap(\.window).sorted { $0.windowLevel < $1.windowLevel }
  }

  /// The app's layout direction: right to left for a right-to-left language (on Linux: `TANDEM_LAYOUT_DIRECTION`).
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(for: .unspecified)
  }

  /// The key window (deprecated on iOS in favour of scenes; still answered).
  open var keyWindow: UIWindow? { keyWindowStorage }

  /// The connected scenes.
  open var connectedScenes: Set<UIScene> { Set(scenes) }

  /// Whether the app supports more than one scene (Tandem shows one).
  open var supportsMultipleScenes: Bool { false }

  package func register(_ window: UIWindow) {
    allWindows.removeAll { $0.window == nil }
    allWindows.append(WeakWindow(window: window))
    screenLayer.insertSublayer(window.layer, below: systemChrome.statusBar)
  }

  package func screenTraitsChanged() {
    UITraitCollection.current = screen.traitCollection
    for window in windows { window.updateTraitsFromAncestors() }
    requestCommit()
  }

  // MARK: Launch

  /// Starts the app: creates the delegate, runs the launch sequence (delegate, then scene with its delegate) and,
  /// unless `runLoop` is false, runs the main run loop forever.
  package func launch(delegate delegateType: (any UIApplicationDelegate.Type)?, runLoop: Bool) {
    AppResources.linkBesideExecutable()
    // A running app follows real time (in a window when a display is there); tests keep `reset`'s virtual clock.
    if runLoop && output is HeadlessScreen {
      configure(for: LaunchConfiguration.device)
      let display = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
      if LaunchConfiguration.opensWindow && display,
        let window = SDLWindowScreen(
          device: screen.device, title: LaunchConfiguration.windowTitle, pixelsPerPoint: LaunchConfiguration.windowScale
        )
      {
        output = window
      } else {
        output = HeadlessScreen(device: screen.device, clock: FrameClock(virtual: false))
        let why =
          !LaunchConfiguration.opensWindow
          ? "TANDEM_HEADLESS=1" : display ? "no window could open on DISPLAY" : "DISPLAY is not set"
        HeadlessLaunch.announce(
          "\(LaunchConfiguration.windowTitle) runs headless (\(why)): nothing is shown. Set DISPLAY to open a window, or TANDEM_SCREENSHOT=path.png to write the first settled frame and exit."
        )
      }
      compositor = Compositor(size: screen.device.size, scale: output.renderScale, backgroundColor: .black)
      screen.setSystemAppearance(LaunchConfiguration.userInterfaceStyle)
      screen.setPreferredContentSizeCategory(LaunchConfiguration.preferredContentSizeCategory)
    }
    // The fonts load before the app's code runs (as the system's are there before an iOS app starts): the first
    // frame's status bar would otherwise load them between the app's first appearance and its queued work.
    systemChrome.prepare(for: screen.device)
    AppInfo.current = AppInfo.find(for: delegateType)
    if let delegateType, let made = UIApplication.instantiate(delegateType) as? any UIApplicationDelegate {
      ownedDelegate = made
      delegate = made
    }
    // An app without scenes whose Info.plist names a main storyboard gets a window with its initial controller
    // before it finishes launching, shown after (as UIKit does).
    var mainStoryboardWindow: UIWindow?
    if let info = AppInfo.current, info.sceneConfigurations(for: .windowApplication).isEmpty,
      let name = info.mainStoryboardName, let delegate
    {
      let window = window(showing: UIStoryboard(name: name, bundle: info.bundle), in: nil)
      delegate.window = window
      mainStoryboardWindow = window
    }
    _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
    _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
    if let window = mainStoryboardWindow, window.isHidden { window.makeKeyAndVisible() }
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
    connectScene()
    activate()
    commit()
    if runLoop { runForever() }
  }

  /// Brings the launched app to the foreground in Apple's documented order. With a scene: the scene delegate's
  /// `sceneWillEnterForeground(_:)` ("invariably followed by" `sceneDidBecomeActive(_:)`, which UIKit calls "after
  /// loading the interface for your scene, but before that interface appears onscreen"), then the windows shown
  /// while the scene connected are laid out and their root controllers get `viewDidAppear(_:)`. The app delegate's
  /// `applicationDidBecomeActive(_:)` is called only without scenes ("If you're using scenes, UIKit will not call
  /// this method"); `didBecomeActiveNotification` is posted either way. Sources: the UIKit documentation of
  /// `UISceneDelegate.sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)` and
  /// `UIApplicationDelegate.applicationDidBecomeActive(_:)`.
  private func activate() {
    applicationState = .active
    if let scene = scenes.first {
      scene.activationState = .foregroundInactive
      (scene.delegate as? UIWindowSceneDelegate)?.sceneWillEnterForeground(scene)
      NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
      scene.activationState = .foregroundActive
      scene.delegate?.sceneDidBecomeActive(scene)
      NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
      for window in (scene as? UIWindowScene)?.windows ?? [] { window.finishAppearanceAwaitingActivation() }
    } else {
      delegate?.applicationDidBecomeActive(self)
    }
    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
  }

  // MARK: Background and foreground

  /// The user leaves the app (the home gesture): it resigns active, then enters the background, with the scene's
  /// delegate (or, without scenes, the app delegate) told in Apple's documented order and the notifications posted.
  package func enterBackground() {
    guard applicationState != .background else { return }
    let scene = scenes.first
    if let scene {
      scene.activationState = .foregroundInactive
      scene.delegate?.sceneWillResignActive(scene)
      NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
    } else {
      delegate?.applicationWillResignActive(self)
    }
    applicationState = .inactive
    NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
    applicationState = .background
    if let scene {
      scene.activationState = .background
      scene.delegate?.sceneDidEnterBackground(scene)
      NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
    } else {
      delegate?.applicationDidEnterBackground(self)
    }
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    commit()
  }

  /// The user comes back to the app: it enters the foreground and becomes active again.
  package func enterForeground() {
    guard applicationState == .background else { return }
    applicationState = .inactive
    if scenes.isEmpty { delegate?.applicationWillEnterForeground(self) }
    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
    activate()
    commit()
  }

  /// The system opens a URL in this app (a link to one of its URL schemes): the scene's delegate gets
  /// `scene(_:openURLContexts:)`, or, without scenes, the app delegate `application(_:open:options:)`. On Linux
  /// there are no other apps to open one: the driver's `open(_:)` stands for them.
  package func deliverURL(_ url: URL) {
    if let scene = scenes.first {
      scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url, options: UIScene.OpenURLOptions())])
    } else {
      _ = delegate?.application(self, open: url, options: [:])
    }
    commit()
  }

  /// Posted when the app is about to stop being active.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app went to the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come back to the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// Posted after the app finished launching (after the delegate's `application(_:didFinishLaunchingWithOptions:)`).
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app became active, whether or not it uses scenes.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")

  /// Makes a delegate object from its class with `init()`, as UIKit does (nil for a class that is not an NSObject).
  static func instantiate(_ type: Any.Type) -> NSObject? {
    guard let objectType = type as? NSObject.Type else { return nil }
    return ClassInstantiation.make(objectType)
  }

  private func connectScene() {
    let session = UISceneSession(role: .windowApplication)
    let options = UIScene.ConnectionOptions()
    var configuration = session.configuration
    if let chosen = delegate?.application(self, configurationForConnecting: session, options: options) {
      configuration = chosen
    }
    session.configuration = configuration
    guard
      configuration.delegateClass != nil || configuration.sceneClass != nil || configuration.storyboard != nil
        || delegate?.window == nil
    else {
      return
    }
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scenes.append(scene)
    if let delegateClass = configuration.delegateClass,
      let sceneDelegate = UIApplication.instantiate(delegateClass) as? any UISceneDelegate
    {
      scene.ownedDelegate = sceneDelegate
      scene.delegate = sceneDelegate
    }
    // A configuration with a storyboard: UIKit makes the window with its initial controller and hands it to the
    // scene's delegate before the scene connects, and shows it after.
    var storyboardWindow: UIWindow?
    if let storyboard = configuration.storyboard {
      let window = window(showing: storyboard, in: scene)
      (scene.delegate as? UIWindowSceneDelegate)?.window = window
      storyboardWindow = window
    }
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    if let window = storyboardWindow, window.isHidden { window.makeKeyAndVisible() }
  }

  /// A window (of a scene, or the screen's size) whose root is a storyboard's initial controller, as UIKit makes
  /// for a main storyboard.
  private func window(showing storyboard: UIStoryboard, in scene: UIWindowScene?) -> UIWindow {
    let window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: screen.bounds)
    window.rootViewController = storyboard.instantiateInitialViewController()
    return window
  }

  // MARK: Run loop and commit

  /// Schedules one commit at the end of the current run-loop turn (coalesced: at most one block waits on the main
  /// queue, however many commits run before it does — a driver committing frame after frame without returning to
  /// the run loop must not pile blocks up). Asked during a commit's tick or updates phase, nothing is scheduled:
  /// the running commit lays out and draws what was asked.
  package func requestCommit() {
    if let phase = commitCycle.phase, phase == .tick || phase == .updates { return }
    guard !commitScheduled else { return }
    commitScheduled = true
    scheduledCommitBlocks += 1
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        self?.commitScheduled = false
        self?.commit()
      }
    }
  }

  /// The phases of the commit and the objects waiting for its updates phase.
  package let commitCycle = CommitCycle()

  /// Asks for an object's update in the next commit's updates phase (and for that commit).
  package func scheduleCommitUpdate(_ object: any CommitUpdating) {
    commitCycle.schedule(object)
    requestCommit()
  }

  /// What the last commit repainted (for precise-update tests).
  package private(set) var lastCompositeReport: CompositeReport?

  /// Brings the screen up to date in the commit's phases (see `CommitPhase`): frame tick, SwiftUI and cell
  /// configuration updates, layout of every visible window, display of out-of-date layers, composite of the
  /// damaged rectangles, present. Without `rendering` it stops after layout (the driver's settling frames).
  package func commit(rendering: Bool = true) {
    guard commitCycle.phase == nil else { return }
    commitCount += 1
    let cycle = commitCycle
    cycle.lastPhases = []
    defer { cycle.phase = nil }
    cycle.run(.tick) { output.clock.deliverFrameIfDue() }
    cycle.run(.updates) { cycle.runUpdates() }
    cycle.run(.layout) {
      var rounds = 0
      repeat {
        rounds += 1
        for window in windows where !window.isHidden { window.layoutIfNeeded() }
        // Layout that set new content (a cell's margins rebuilt its SwiftUI root) updates before display.
        guard cycle.hasPendingUpdates, rounds < 4 else { break }
        cycle.runUpdates()
      } while true
    }
    guard rendering else { return }
    renderedCommitCount += 1
    let displayed = cycle.run(.display) {
      systemChrome.update(for: self)
      return compositor.display(screenLayer)
    }
    var report = cycle.run(.composite) { compositor.composite(screenLayer) }
    report.layersDisplayed += displayed
    lastCompositeReport = report
    cycle.run(.present) {
      if !report.damage.isEmpty { output.present(compositor.surface, damage: report.damage) }
    }
  }

  /// What still moves: running animations, scroll views in motion, pending layout (for the driver's `settle`).
  package var pendingWork: [String] {
    var work: [String] = []
    if animationEngine.isAnimating { work.append("\(animationEngine.runningCount) view animations") }
    if commitCycle.hasPendingUpdates { work.append("pending updates") }
    for window in windows where !window.isHidden {
      window.forEachInSubtree { view in
        if let scroll = view as? UIScrollView, scroll.isMoving { work.append("a scroll view in motion") }
      }
      if window.subtreeNeedsLayout || window.needsLayoutFlag { work.append("pending layout") }
    }
    return work
  }

  /// The screen's current pixels.
  package func snapshot() -> CGImage { compositor.snapshot() }

  private func configure(for device: DevicePreset) {
    guard device != screen.device else { return }
    screen = UIScreen(device: device)
    screenLayer.frame = CGRect(origin: .zero, size: device.size)
    for window in windows where window.frame.size == screen.bounds.size || window.frame == .zero {
      window.frame = screen.bounds
    }
  }

  /// Runs the main run loop forever, polling the window's input between turns.
  private func runForever() {
    if let path = ProcessInfo.processInfo.environment["TANDEM_SCREENSHOT"], !path.isEmpty {
      HeadlessLaunch.writeFirstSettledFrame(of: self, to: path)
    }
    while true {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1.0 / 120))
      handle(output.pollEvents())
    }
  }

  private var pointerTouch: UITouch?

  /// Turns platform input into UIKit events: the mouse is one finger, the wheel scrolls, keys go to the first
  /// responder, typed text is inserted into it.
  package func handle(_ events: [PlatformEvent]) {
    for event in events {
      let now = output.clock.now
      switch event {
      case .pointerDown(let point):
        let touch = UITouch()
        touch.window = windows.last { !$0.isHidden && $0.frame.contains(point) } ?? keyWindowStorage
        // Screen points become the window's coordinates (the keyboard's window starts part-way down the screen).
        let origin = touch.window?.frame.origin ?? .zero
        touch.locationInWindow = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        touch.previousLocationInWindow = touch.locationInWindow
        touch.phase = .began
        touch.timestamp = now
        pointerTouch = touch
        sendEvent(UIEvent(type: .touches, timestamp: now, touches: [touch]))
      case .pointerMoved(let point), .pointerUp(let point):
        guard let touch = pointerTouch else { continue }
        let origin = touch.window?.frame.origin ?? .zero
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        touch.timestamp = now
        if case .pointerUp = event {
          touch.phase = .ended
          pointerTouch = nil
        } else {
          touch.phase = .moved
        }
        sendEvent(UIEvent(type: .touches, timestamp: now, touches: [touch]))
      case .wheel(let dx, let dy, let point):
        let scroll = UIEvent(type: .scroll, timestamp: now)
        scroll.scrollDelta = CGVector(dx: dx, dy: dy)
        scroll.scrollLocation = point
        scroll.scrollWindow = windows.last { !$0.isHidden && $0.frame.contains(point) } ?? keyWindowStorage
        sendEvent(scroll)
      case .keyDown(let name, let modifiers):
        let key = UIKey(characters: name, modifierFlags: UIKeyModifierFlags(rawValue: modifiers))
        sendEvent(UIPressesEvent(presses: [UIPress(key: key, phase: .began, timestamp: now)], timestamp: now))
      case .text(let text):
        (FirstResponder.current(in: keyWindowStorage) as? UIKeyInput)?.insertText(text)
        requestCommit()
      case .quit:
        delegate?.applicationWillTerminate(self)
        exit(0)
      }
    }
  }
}

/// Runs an app: creates the application, the delegate of class `delegateClassName` and the run loop; never
/// returns. Its result may go unused, as with Apple's C function (a bare call in `main.swift` does not warn).
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  MainActor.assumeIsolated {
    let delegateType = delegateClassName.flatMap { NSClassFromString($0) } as? any UIApplicationDelegate.Type
    UIApplication.shared.launch(delegate: delegateType, runLoop: true)
  }
  return 0
}
