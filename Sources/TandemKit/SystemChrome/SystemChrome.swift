import Foundation
import TandemPlatform

/// The system's own drawing over every app: the status bar and the home indicator.
///
/// iOS draws them in its own windows above the app; Tandem draws them in two layers above every window of the
/// screen's layer tree, so PNGs, the SDL window and tests show them through the same compositor. Their appearance
/// comes from the view controllers, as on iOS: the key window's root controller, or the top controller it
/// presents full screen (or one that sets `modalPresentationCapturesStatusBarAppearance`), followed down its
/// `childForStatusBarStyle` / `childForStatusBarHidden` / `childForHomeIndicatorAutoHidden` chain.
/// `preferredStatusBarStyle` `.default` is dark content in a light interface and light content in a dark one; a
/// page or form sheet over the screen makes it light (the presenter recedes into black). The time is Apple's 9:41
/// (and Tuesday, January 9) on a virtual clock — tests and the frozen renderer — and the wall clock in a window.
/// Each commit reads the preferences again (a few property reads); a layer redraws only when what it shows changed.
@MainActor package final class SystemChrome {
  package let statusBar = StatusBarLayer()
  package let homeIndicator = CALayer()
  private var minuteTickScheduled = false

  init() {
    homeIndicator.cornerRadius = 2.5
  }

  /// Loads the fonts and shapes the status bar's time once, ahead of the first frame.
  func prepare(for device: DevicePreset) {
    let size = StatusBarMetrics(device: device)?.fontSize ?? 17
    _ = TextLayout.make(StyledText("9:41", font: FontDescriptor(size: size, weight: StatusBarLayer.timeWeight)))
  }

  /// Brings both layers up to date with the screen's device, the key window's controllers and the clock.
  func update(for application: UIApplication) {
    let device = application.screen.device
    let size = device.size
    let metrics = StatusBarMetrics(device: device)
    let controller = Self.appearanceController(of: application.keyWindowStorage)
    let dark = Self.prefersLightContent(controller)
    let color: CGColor = dark ? .white : .black
    let hidden = metrics == nil || Self.resolve(controller, \.childForStatusBarHidden)?.prefersStatusBarHidden == true
    if statusBar.isHidden != hidden { statusBar.isHidden = hidden }
    if !hidden, let metrics {
      let frame = CGRect(x: 0, y: 0, width: size.width, height: metrics.height)
      if statusBar.frame != frame { statusBar.frame = frame }
      statusBar.metrics = metrics
      statusBar.contentColor = color
      // The status bar follows the system's language, not a view's semantic content attribute.
      statusBar.isRightToLeft = application.userInterfaceLayoutDirection == .rightToLeft
      if statusBar.contentsScale != device.scale { statusBar.contentsScale = device.scale }
      let (time, date) = timeAndDate(
        virtualClock: application.output.clock.isVirtual, pad: device.idiom == .pad,
        withPeriod: metrics.kind == .classic)
      statusBar.time = time
      statusBar.date = date
      if !application.output.clock.isVirtual { scheduleMinuteTick(for: application) }
    }
    let bottom = device.safeArea.bottom
    let indicatorHidden =
      bottom == 0
      || Self.resolve(controller, \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden == true
    if homeIndicator.isHidden != indicatorHidden { homeIndicator.isHidden = indicatorHidden }
    if !indicatorHidden {
      let width: CGFloat = device.idiom == .pad ? 320 : size.width > size.height ? 220 : 134
      let frame = CGRect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
      if homeIndicator.frame != frame { homeIndicator.frame = frame }
      // Over a sheet, the indicator contrasts with the sheet (the top-most presented controller), not the status bar.
      var top = application.keyWindowStorage?.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      let indicatorColor: CGColor =
        if let top, top !== controller { top.traitCollection.userInterfaceStyle == .dark ? .white : .black } else {
          Self.prefersLightContent(controller, atTop: false) ? .white : .black
        }
      if homeIndicator.backgroundColor != indicatorColor { homeIndicator.backgroundColor = indicatorColor }
    }
  }

  /// The controller whose preferences decide: the key window's root, or the top one it presents full screen.
  static func appearanceController(of window: UIWindow?) -> UIViewController? {
    guard var controller = window?.rootViewController else { return nil }
    while let presented = controller.presentedViewController {
      let style = presented.presentationControllerIfExists?.shownStyle ?? .fullScreen
      guard style == .fullScreen || style == .overFullScreen || presented.modalPresentationCapturesStatusBarAppearance
      else { break }
      controller = presented
    }
    return controller
  }

  /// Follows a child chain (`childForStatusBarStyle`, …) to the controller that answers.
  static func resolve(_ controller: UIViewController?, _ child: (UIViewController) -> UIViewController?)
    -> UIViewController?
  {
    var current = controller
    var steps = 0
    while let next = current.flatMap(child), next !== current, steps < 64 {
      current = next
      steps += 1
    }
    return current
  }

  /// Whether the status bar shows light content over what the controller shows.
  /// `atTop`: for the status bar, over which a shown navigation bar's own color scheme decides.
  static func prefersLightContent(_ controller: UIViewController?, atTop: Bool = true) -> Bool {
    guard let controller else { return false }
    // A sheet over the screen at its large detent: the presenter recedes into black, so the content is light.
    if controller.presentedViewController != nil, SheetStack.isReceded(controller.viewIfLoaded) { return true }
    let answering = resolve(controller, \.childForStatusBarStyle) ?? controller
    switch answering.preferredStatusBarStyle {
    case .lightContent: return true
    case .darkContent: return false
    case .default:
      // A shown navigation bar given a color scheme of its own decides (SwiftUI's `toolbarColorScheme`).
      let navigation = answering as? UINavigationController ?? answering.shownLeafController.navigationController
      if atTop, let bar = navigation?.navigationBar, !bar.isHidden, bar.overrideUserInterfaceStyle != .unspecified {
        return bar.overrideUserInterfaceStyle == .dark
      }
      return answering.traitCollection.userInterfaceStyle == .dark
    }
  }

  /// "9:41" ("9:41 AM" on a home-button iPhone; the iPad adds "Tue Jan 9") on a virtual clock; otherwise the wall
  /// clock's time and date, formatted once a minute.
  func timeAndDate(virtualClock: Bool, pad: Bool, withPeriod: Bool) -> (String, String) {
    guard !virtualClock else { return (withPeriod ? "9:41 AM" : "9:41", pad ? "Tue Jan 9" : "") }
    let now = Date()
    let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
    if let shown = shownMinute, shown.minute == minute, shown.withPeriod == withPeriod {
      return (shown.time, pad ? shown.date : "")
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = withPeriod ? "h:mm a" : "h:mm"
    let time = formatter.string(from: now)
    formatter.dateFormat = "EEE MMM d"
    let date = formatter.string(from: now)
    shownMinute = (minute, withPeriod, time, date)
    return (time, pad ? date : "")
  }
  /// The wall-clock minute last formatted, and its text.
  private var shownMinute: (minute: Int, withPeriod: Bool, time: String, date: String)?

  /// On a real clock, commits again when the minute turns, so the time shown follows the wall clock (through the
  /// main queue, not a run-loop timer: an app's own timers keep their order).
  private func scheduleMinuteTick(for application: UIApplication) {
    guard !minuteTickScheduled else { return }
    minuteTickScheduled = true
    let now = Date().timeIntervalSince1970
    let wait = (now / 60).rounded(.down) * 60 + 60 - now + 0.05
    DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self, weak application] in
      MainActor.assumeIsolated {
        self?.minuteTickScheduled = false
        application?.requestCommit()
      }
    }
  }
}
