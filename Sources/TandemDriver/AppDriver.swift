import Foundation
import TandemKit
import TandemPlatform

/// Why a driver step could not be done.
public struct DriverError: Error, CustomStringConvertible {
  public var description: String
}

/// Boots an app on a headless screen and drives it through the same event path a window uses: touches go through
/// `UIApplication.sendEvent`, hit-testing, gesture recognizers and responders; time moves on the virtual frame
/// clock.
///
/// The driver works on process-wide state (the application object, its clock, the key window): use one driver
/// at a time, from tests that run on the main actor in a serialized suite.
@MainActor @preconcurrency public final class AppDriver {
  /// The application.
  public let application: UIApplication
  /// The window being driven.
  public private(set) var window: UIWindow

  /// Boots a root view controller in a window on a device, in an appearance, text size and layout direction.
  ///
  /// What is not given comes from the environment as for a launched app (`TANDEM_DEVICE`, `TANDEM_APPEARANCE`,
  /// `TANDEM_CONTENT_SIZE`, `TANDEM_LAYOUT_DIRECTION`), else iPhone 14, light, large, left to right.
  public init(
    rootViewController: UIViewController, device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil,
    contentSize: UIContentSizeCategory? = nil, layoutDirection: UITraitEnvironmentLayoutDirection? = nil
  ) {
    application = Self.boot(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    window = UIWindow(frame: application.screen.bounds)
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    application.commit()
  }

  /// Boots an app delegate class (with its scene delegate, if it configures one) on a device, in an appearance,
  /// text size and layout direction (from the environment when not given, as for a root view controller).
  public init(
    delegate: any UIApplicationDelegate.Type, device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil,
    contentSize: UIContentSizeCategory? = nil, layoutDirection: UITraitEnvironmentLayoutDirection? = nil
  ) throws(DriverError) {
    application = Self.boot(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    application.launch(delegate: delegate, runLoop: false)
    guard let key = application.keyWindow ?? application.windows.last else {
      throw DriverError(description: "the app did not show a window")
    }
    window = key
  }

  /// Boots an app through a launch step (a SwiftUI `App`'s launch, from TandemTesting) on a device, in an
  /// appearance, text size and layout direction (from the environment when not given).
  package init(
    device: DevicePreset?, appearance: UIUserInterfaceStyle?, contentSize: UIContentSizeCategory?,
    layoutDirection: UITraitEnvironmentLayoutDirection?, launch: (UIApplication) -> Void
  ) throws(DriverError) {
    application = Self.boot(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    launch(application)
    guard let key = application.keyWindow ?? application.windows.last else {
      throw DriverError(description: "the app did not show a window")
    }
    window = key
  }

  /// A fresh app object on the device, with the system appearance, text size and layout direction set before any
  /// window exists (what is not given comes from the environment).
  private static func boot(
    device: DevicePreset?, appearance: UIUserInterfaceStyle?, contentSize: UIContentSizeCategory?,
    layoutDirection: UITraitEnvironmentLayoutDirection?
  ) -> UIApplication {
    // The app's resources are where `Bundle.main` looks, as for a launched app.
    AppResources.linkBesideExecutable()
    LaunchConfiguration.layoutDirection = layoutDirection ?? LaunchConfiguration.environmentLayoutDirection
    let application = UIApplication.reset(device: device ?? LaunchConfiguration.environmentDevice ?? .default)
    let style = appearance ?? LaunchConfiguration.environmentAppearance
    if style != .light { application.screen.setSystemAppearance(style) }
    let size = contentSize ?? LaunchConfiguration.environmentContentSize ?? .large
    if size != .large { application.screen.setPreferredContentSizeCategory(size) }
    return application
  }

  /// The appearance the app's screen shows (the system setting, as Settings > Display sets it).
  public var appearance: UIUserInterfaceStyle {
    get { application.screen.traitCollection.userInterfaceStyle }
    set { application.screen.setSystemAppearance(newValue) }
  }

  /// The system text size (as Settings > Accessibility > Larger Text sets it).
  public var contentSize: UIContentSizeCategory {
    get { application.screen.traitCollection.preferredContentSizeCategory }
    set { application.screen.setPreferredContentSizeCategory(newValue) }
  }

  /// The layout direction the app was booted in (right to left as for a right-to-left language).
  public var layoutDirection: UITraitEnvironmentLayoutDirection { LaunchConfiguration.layoutDirection }

  // MARK: Leaving and returning

  /// The system opens a URL in the app (a link to one of its URL schemes, from another app).
  public func open(_ url: URL) { application.deliverURL(url) }

  /// The user leaves the app (the home gesture): it resigns active and enters the background.
  public func sendToBackground() { application.enterBackground() }

  /// The user returns to the app: it enters the foreground and becomes active.
  public func bringToForeground() { application.enterForeground() }

  // MARK: Rotation and window size

  /// The device the app runs on now.
  public var device: DevicePreset { application.screen.device }

  /// The user turns the device to landscape or back to portrait (`viewWillTransition(to:with:)`, new traits and
  /// layout, on the frame clock; `settle()` waits for the turn to end).
  public func rotate(toLandscape landscape: Bool) {
    var turned = application.screen.device
    turned.isLandscape = landscape
    application.changeDevice(to: turned)
  }

  /// The app's window takes a new size on an iPad (Split View or Slide Over): below 678 points wide it becomes
  /// compact in width.
  public func resizeWindow(to size: CGSize) { application.resizeWindows(to: size) }

  private var clock: FrameClock { application.output.clock }
  private var now: TimeInterval { clock.now }

  // MARK: Touches

  /// A finger on the screen, for multi-step gestures.
  public final class Finger {
    let touch: UITouch
    init(_ touch: UITouch) { self.touch = touch }
  }

  /// Sends a touch at a screen point (converted into the coordinates of the window it belongs to).
  private func send(_ touch: UITouch, phase: UITouch.Phase, at screenPoint: CGPoint) {
    let origin = touch.window?.frame.origin ?? .zero
    let point = CGPoint(x: screenPoint.x - origin.x, y: screenPoint.y - origin.y)
    touch.previousLocationInWindow = phase == .began ? point : touch.locationInWindow
    touch.locationInWindow = point
    touch.phase = phase
    touch.timestamp = now
    application.sendEvent(UIEvent(type: .touches, timestamp: now, touches: [touch]))
    application.commit()
  }

  /// The window a touch at a point reaches: the topmost visible window containing it (the keyboard's over the app's),
  /// as for touches from the screen.
  private func window(at point: CGPoint) -> UIWindow {
    application.windows.last { !$0.isHidden && $0.frame.contains(point) } ?? window
  }

  /// Puts a finger down at a point (screen coordinates, the driven window's); pair with `release`.
  @discardableResult
  public func press(at point: CGPoint) -> Finger {
    let touch = UITouch()
    touch.window = window(at: point)
    send(touch, phase: .began, at: point)
    return Finger(touch)
  }

  /// Moves a finger.
  public func move(_ finger: Finger, to point: CGPoint) { send(finger.touch, phase: .moved, at: point) }

  /// Lifts a finger where it is (or at a point).
  public func release(_ finger: Finger, at point: CGPoint? = nil) {
    let origin = finger.touch.window?.frame.origin ?? .zero
    let current = CGPoint(
      x: finger.touch.locationInWindow.x + origin.x, y: finger.touch.locationInWindow.y + origin.y)
    send(finger.touch, phase: .ended, at: point ?? current)
  }

  /// Taps at a point: down, 50 ms, up.
  public func tap(at point: CGPoint) {
    let finger = press(at: point)
    advance(seconds: 0.05)
    release(finger)
  }

  /// Taps the centre of a view, failing (with what was hit instead) if the view is hidden, disabled or covered.
  public func tap(_ view: UIView) throws(DriverError) {
    let point = try tapPoint(for: view)
    tap(at: point)
  }

  /// Taps the back button of the frontmost navigation bar showing one (through hit-testing, as a finger would).
  public func goBack() throws(DriverError) {
    func backButtons(in view: UIView) -> [UIControl] {
      guard !view.isHidden, view.alpha > 0 else { return [] }
      var found: [UIControl] = []
      if let bar = view as? UINavigationBar, let back = bar.backButton { found.append(back) }
      for subview in view.subviews { found += backButtons(in: subview) }
      return found
    }
    let windows = application.windows.filter { !$0.isHidden }
    guard let back = windows.flatMap(backButtons(in:)).last else {
      throw DriverError(description: "no navigation bar on screen shows a back button")
    }
    try tap(back)
  }

  /// Taps the element whose accessibility label, identifier or visible text is `text`.
  public func tap(_ text: String) throws(DriverError) {
    tap(at: try touchPoint(for: text))
  }

  /// Puts a finger down on the element whose label, identifier or visible text is `text`, and keeps it there.
  public func press(_ text: String) throws(DriverError) -> Finger {
    press(at: try touchPoint(for: text))
  }

  /// Where a touch reaches the enabled element showing `text`: the centre of the element when a view draws it
  /// (SwiftUI content), else of its view; checked to be hit there.
  private func touchPoint(for text: String) throws(DriverError) -> CGPoint {
    guard let (element, view) = find(text, scrollingIntoView: true) else {
      throw DriverError(
        description: "no element '\(text)' on screen, nor in any scroll view; the screen has:\n\(accessibilityTree())")
    }
    guard element.isEnabled else { throw DriverError(description: "'\(text)' is disabled: \(element)") }
    guard element.frame != view.accessibilityFrame else { return try tapPoint(for: view) }
    let point = CGPoint(x: element.frame.midX, y: element.frame.midY)
    let target = window(at: point)
    guard let hit = target.hitTest(CGPoint(x: point.x - target.frame.minX, y: point.y - target.frame.minY), with: nil),
      hit.isDescendant(of: view)
    else {
      throw DriverError(description: "tap on \(element) would not reach the view that shows it")
    }
    return point
  }

  /// The centre of a view in window coordinates, checked to be hit by a touch there.
  public func tapPoint(for view: UIView) throws(DriverError) -> CGPoint {
    guard let viewWindow = view.window, !viewWindow.isHidden else {
      throw DriverError(description: "\(describe(view)) is not in a window on screen")
    }
    var ancestor: UIView? = view
    while let v = ancestor {
      if v.isHidden || v.alpha <= 0.01 { throw DriverError(description: "\(describe(view)) is hidden") }
      ancestor = v.superview
    }
    if let control = view as? UIControl, !control.isEnabled {
      throw DriverError(description: "\(describe(view)) is disabled")
    }
    let inWindow = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let point = CGPoint(x: inWindow.x + viewWindow.frame.minX, y: inWindow.y + viewWindow.frame.minY)
    let target = window(at: point)
    let hit = target.hitTest(CGPoint(x: point.x - target.frame.minX, y: point.y - target.frame.minY), with: nil)
    // A view that takes no touches (a label, or anything inside a view that takes none) passes them to the
    // nearest ancestor that hit-testing reaches, as on iOS.
    var receiver = view
    var ancestorView: UIView? = view
    while let v = ancestorView {
      if !v.isUserInteractionEnabled, let parent = v.superview { receiver = parent }
      ancestorView = v.superview
    }
    guard let hit, hit.isDescendant(of: receiver) else {
      throw DriverError(
        description:
          "tap on \(describe(view)) at (\(Int(point.x)), \(Int(point.y))) would hit \(hit.map(describe) ?? "nothing") instead"
      )
    }
    return point
  }

  private func describe(_ view: UIView) -> String {
    let element = AccessibilityTree.element(for: view)
    let name = element.label.map { " '\($0)'" } ?? (view as? UILabel)?.text.map { " '\($0)'" } ?? ""
    return "\(Swift.type(of: view))\(name)"
  }

  /// Holds a finger still for `duration` seconds, then lifts it.
  public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
    let finger = press(at: point)
    advance(seconds: duration)
    release(finger)
  }

  /// Drags from one point to another in `duration` seconds, one move per frame; the velocity at release is the
  /// drag's speed.
  public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
    let finger = press(at: start)
    let frames = max(2, Int((duration / clock.frameDuration).rounded()))
    for i in 1...frames {
      // Time moves on; the move's commit delivers the frame in its tick phase.
      clock.stepWithoutTicking()
      let t = CGFloat(i) / CGFloat(frames)
      move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    }
    release(finger)
  }

  /// A quick drag (0.1 s): a swipe or a flick.
  public func swipe(from start: CGPoint, to end: CGPoint) { drag(from: start, to: end, duration: 0.1) }

  /// Turns the mouse wheel at a point by a number of points.
  public func scroll(at point: CGPoint, by delta: CGVector) {
    let event = UIEvent(type: .scroll, timestamp: now)
    event.scrollDelta = delta
    event.scrollLocation = point
    event.scrollWindow = window
    application.sendEvent(event)
    application.commit()
  }

  // MARK: Keys

  /// Presses and releases one key (a character, or `UIKeyCommand.input…`, "\u{8}" backspace, "\r" return).
  public func key(_ input: String, modifiers: UIKeyModifierFlags = []) {
    let key = UIKey(characters: input, charactersIgnoringModifiers: input, modifierFlags: modifiers)
    application.sendEvent(UIPressesEvent(presses: [UIPress(key: key, phase: .began, timestamp: now)], timestamp: now))
    application.sendEvent(UIPressesEvent(presses: [UIPress(key: key, phase: .ended, timestamp: now)], timestamp: now))
    application.commit()
  }

  /// Types text, one key per character.
  public func type(_ text: String) {
    for character in text { key(String(character)) }
  }

  // MARK: Time

  /// Advances the frame clock by a number of seconds, frame by frame.
  public func advance(seconds: TimeInterval) { application.advanceClock(by: seconds) }

  /// Advances the frame clock by whole frames.
  public func advance(frames: Int) { application.advanceClock(by: Double(frames) * clock.frameDuration) }

  /// Runs frames until nothing moves (animations, decelerations, pending layout), or fails naming what does not
  /// settle within `timeout` seconds of virtual time.
  ///
  /// The frames in between are laid out but not drawn: only the settled screen is (nothing can see the others).
  public func settle(timeout: TimeInterval = 10) throws(DriverError) {
    var elapsed: TimeInterval = 0
    application.commit()
    var drawn = true
    while true {
      var busy = application.pendingWork
      if busy.isEmpty && !drawn {
        // Settled: the screen is drawn, which may start more (a layer displayed for the first time).
        application.commit()
        drawn = true
        busy = application.pendingWork
      }
      if busy.isEmpty { return }
      guard elapsed < timeout else {
        if !drawn { application.commit() }
        throw DriverError(description: "did not settle in \(timeout) s: \(busy.joined(separator: ", "))")
      }
      application.advanceClock(by: clock.frameDuration, rendering: false)
      drawn = false
      elapsed += clock.frameDuration
    }
  }

  /// Lets real time pass (for `asyncAfter` and timers) until `condition` holds or `timeout` seconds pass.
  public func runLoop(until condition: () -> Bool, timeout: TimeInterval = 2) async -> Bool {
    // Measured on the monotonic clock, so a frozen wall clock (libfaketime) cannot stop the wait ending.
    let deadline = ProcessInfo.processInfo.systemUptime + timeout
    while !condition() {
      if ProcessInfo.processInfo.systemUptime > deadline { return false }
      spinCurrentRunLoop()
      try? await Task.sleep(nanoseconds: 5_000_000)
      application.commit()
    }
    return true
  }

  /// Services this thread's run loop briefly (timers scheduled from the test's thread fire here).
  private nonisolated func spinCurrentRunLoop() {
    _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
  }

  /// Records `seconds` of frames: the screen now, then after each step of `1 / framesPerSecond` seconds (the
  /// clock's own frame rate by default), advancing the frame clock as it goes. The same on every run.
  public func record(seconds: TimeInterval, framesPerSecond: Double? = nil) -> [CGImage] {
    let step = framesPerSecond.map { 1 / $0 } ?? clock.frameDuration
    var frames = [capture()]
    var elapsed: TimeInterval = 0
    while elapsed + step / 2 < seconds {
      advance(seconds: step)
      elapsed += step
      frames.append(capture())
    }
    return frames
  }

  /// An animated PNG of recorded frames, each shown for `frameDuration` seconds, looping.
  public static func animatedPNG(of frames: [CGImage], frameDuration: TimeInterval) throws -> Data {
    try AnimatedPNG.data(of: frames, frameDuration: frameDuration)
  }

  // MARK: Observing

  /// The screen as an image.
  public func capture() -> CGImage {
    application.commit()
    return application.snapshot()
  }

  /// A view as it appears on screen (the screen image cropped to the view's frame).
  public func capture(_ view: UIView) -> CGImage? {
    let screen = capture()
    let scale = CGFloat(screen.width) / application.screen.bounds.width
    let frame = view.convert(view.bounds, to: nil)
    return screen.cropping(
      to: CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    )
  }

  /// The accessibility tree of the window, one element per line.
  public func accessibilityTree() -> String {
    AccessibilityTree.elements(in: window).map { $0.0.description }.joined(separator: "\n")
  }

  /// The first element whose label, identifier or visible text is `text`; with `scrollingIntoView`, the scroll
  /// views, tables and collection views of the driven window are scrolled (with the mouse wheel, a page at a time:
  /// down to their end, then up to their top) until it is on screen and wholly visible, as XCUITest does before a
  /// tap.
  public func find(_ text: String, scrollingIntoView: Bool) -> (AccessibilityElement, UIView)? {
    guard scrollingIntoView else { return find(text) }
    let match = ScreenElements.scrollIntoView(in: self) {
      find(text).map { ScreenElements.Match(element: $0.0, view: $0.1) }
    }
    return match.map { ($0.element, $0.view) }
  }

  /// The first element whose label, identifier, value or visible text is `text`: in the driven window, else in the
  /// windows above it (the keyboard), topmost first. Nothing is scrolled (see `find(_:scrollingIntoView:)`).
  public func find(_ text: String) -> (AccessibilityElement, UIView)? {
    let others = application.windows.reversed().filter { $0 !== window && !$0.isHidden }
    for candidate in [window] + others {
      let found = AccessibilityTree.elements(in: candidate).first { element, view in
        element.label == text || element.identifier == text || (view as? UILabel)?.text == text
          || (view as? UIButton)?.currentTitle == text
      }
      if let found { return found }
    }
    return nil
  }

  /// The keys of the on-screen keyboard, one per line (empty while it is hidden).
  public func keyboardKeys() -> String {
    keyboardElements.map(\.description).joined(separator: "\n")
  }

  /// The elements of the keyboard's windows, in reading order (none while it is hidden).
  private var keyboardElements: [AccessibilityElement] {
    application.windows.filter { !$0.isHidden && $0.windowLevel >= KeyboardManager.windowLevel }
      .flatMap { AccessibilityTree.elements(in: $0).map(\.0) }
  }

  /// The key whose label or identifier is `label`.
  private func findKey(_ label: String) -> AccessibilityElement? {
    keyboardElements.first { $0.label == label || $0.identifier == label }
  }

  /// Taps the on-screen keyboard's key whose label or identifier is `label` ("a", "A", "shift", "delete", "more",
  /// "space", "Return"), as `XCUIApplication().keys[label].tap()` does; fails naming the keys shown.
  public func tapKey(_ label: String) throws(DriverError) {
    guard let element = findKey(label) else {
      throw DriverError(description: "no key '\(label)' on the keyboard; it shows:\n\(keyboardKeys())")
    }
    guard element.isEnabled else { throw DriverError(description: "key '\(label)' is disabled") }
    tap(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
  }

  /// Types text by tapping the on-screen keyboard's keys, switching shift and planes as a person would.
  public func typeOnKeyboard(_ text: String) throws(DriverError) {
    for character in text {
      let key = character == " " ? "space" : character == "\n" ? "Return" : String(character)
      if findKey(key) == nil {
        if character.isLetter {
          if findKey("more, letters") != nil { try tapKey("more, letters") }
          // Shift toggles the case (three taps reach any state from any other).
          for _ in 0..<3 where findKey(key) == nil && findKey("shift") != nil {
            try tapKey("shift")
            advance(seconds: 0.4)
          }
        } else if character.unicodeScalars.contains(where: \.properties.isEmojiPresentation) {
          // The smiley below the keys turns to the emoji page.
          if findKey("Emoji") != nil { try tapKey("Emoji") }
        } else {
          // From the emoji page, the letters first.
          if findKey("more, numbers") == nil && findKey("more, symbols") == nil && findKey("more, letters") != nil {
            try tapKey("more, letters")
          }
          for plane in ["more, numbers", "more, symbols"] where findKey(key) == nil && findKey(plane) != nil {
            try tapKey(plane)
          }
        }
      }
      guard findKey(key) != nil else { throw DriverError(description: "no key types '\(character)' on this keyboard") }
      try tapKey(key)
    }
  }

}

extension AppDriver {
  /// Checks the settled screen of the driven window (see `LintFinding.Rule`): every finding, grouped by rule, in
  /// reading order within a rule; fails if the screen does not settle.
  public func lint(_ rules: Set<LintFinding.Rule> = Set(LintFinding.Rule.allCases)) throws(DriverError)
    -> [LintFinding]
  {
    try settle()
    let screen = capture()
    let scale = CGFloat(screen.width) / application.screen.bounds.width
    return ScreenLint(window: window, screen: screen, scale: scale, rules: rules).findings()
  }
}
