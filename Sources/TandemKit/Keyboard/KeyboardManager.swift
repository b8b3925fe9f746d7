import Foundation
import TandemGraphics

extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame (`NSValue` of a screen rectangle) before the change.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation duration (`NSNumber`, seconds).
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation curve (`NSNumber`, 7: the keyboard's curve).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The on-screen keyboard: it slides up when a text input becomes first responder and down when none is,
/// posting UIKit's keyboard notifications with its frames.
///
/// Heights of the keyboard's frame (letters keyboard, no QuickType bar, home-indicator area included) on iPhones in
/// portrait, by screen height, as public iOS code records them from devices (React Native keyboard-height tables:
/// 568/667 → 216, 736 → 226, 812/844/852 → 291, 896 → 301; larger screens take the largest figure). Landscape (209
/// plus the bottom safe area) and iPad (313 plus the bottom safe area) are Tandem's estimates with no iOS source yet.
@MainActor package final class KeyboardManager {
  /// The keyboard window's level, above every app window.
  package static let windowLevel = UIWindow.Level(rawValue: 10_000_000)
  package private(set) var isVisible = false
  private var window: KeyboardWindow?

  package init() {}

  /// The keyboard's frame on screen when shown.
  package var shownFrame: CGRect {
    let device = UIApplication.shared.screen.device
    let height: CGFloat
    if device.idiom == .pad {
      height = 313 + device.safeArea.bottom
    } else if device.isLandscape {
      height = 209 + device.safeArea.bottom
    } else {
      switch device.size.height {
      case ..<700: height = 216
      case ..<800: height = 226
      case ..<890: height = 291
      default: height = 301
      }
    }
    return CGRect(x: 0, y: device.size.height - height, width: device.size.width, height: height)
  }

  private var hiddenFrame: CGRect { shownFrame.offsetBy(dx: 0, dy: shownFrame.height) }

  private func post(_ name: Notification.Name, from begin: CGRect, to end: CGRect) {
    NotificationCenter.default.post(
      name: name, object: nil,
      userInfo: [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ])
  }

  /// Shows the keyboard for the first responder, or re-reads its traits when already shown (focus moved to another
  /// input, or `reloadInputViews()`).
  package func show() {
    guard !isVisible else {
      window?.keys.configure(for: FirstResponder.current as? any UIKeyInput)
      UIApplication.shared.requestCommit()
      return
    }
    isVisible = true
    let (begin, end) = (hiddenFrame, shownFrame)
    post(UIResponder.keyboardWillShowNotification, from: begin, to: end)
    post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
    let keyboard = window ?? KeyboardWindow(frame: end)
    keyboard.frame = end
    let device = UIApplication.shared.screen.device
    let hasBottomArea = device.idiom == .phone && !device.isLandscape && device.safeArea.bottom > 0
    keyboard.keys.keysAreaHeight = hasBottomArea ? 216 : end.height - device.safeArea.bottom
    keyboard.keys.showsBottomIcons = hasBottomArea
    keyboard.keys.frame = keyboard.bounds
    keyboard.keys.configure(for: FirstResponder.current as? any UIKeyInput)
    keyboard.isHidden = false
    window = keyboard
    notifyTrackingViews()
    post(UIResponder.keyboardDidShowNotification, from: begin, to: end)
    post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
    UIApplication.shared.requestCommit()
  }

  /// The keyboard's frame on screen while it is shown, nil while hidden.
  package var visibleFrame: CGRect? { isVisible ? shownFrame : nil }

  /// Views told when the keyboard shows or hides, process-wide (a view may be made before the application).
  private static var trackingViews: [WeakView] = []
  private struct WeakView { weak var view: UIView? }

  /// Lays `view` out again whenever the keyboard shows or hides (views with a keyboard layout guide, SwiftUI hosts
  /// avoiding the keyboard).
  package func track(_ view: UIView) {
    Self.trackingViews.removeAll { $0.view == nil || $0.view === view }
    Self.trackingViews.append(WeakView(view: view))
  }

  private func notifyTrackingViews() {
    Self.trackingViews.removeAll { $0.view == nil }
    for entry in Self.trackingViews { entry.view?.keyboardFrameDidChange() }
  }

  /// The part of `view` (in its own coordinates) the keyboard covers, or nil when it covers none of it.
  package func coveredRect(in view: UIView) -> CGRect? {
    guard let keyboard = visibleFrame, let window = view.window, !(window is KeyboardWindow) else { return nil }
    let inWindow = view.convert(view.bounds, to: nil)
    let onScreen = inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    let covered = onScreen.intersection(keyboard)
    guard !covered.isNull, covered.height > 0 else { return nil }
    return view.convert(covered.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY), from: nil)
  }

  /// The input's text or caret changed: the keys' capitalization and return key follow.
  package func inputDidChange() {
    guard isVisible, let window else { return }
    window.keys.inputDidChange()
  }

  /// The keys on screen (nil while hidden).
  var keysView: KeyboardView? { isVisible ? window?.keys : nil }

  package func hide() {
    guard isVisible else { return }
    isVisible = false
    let (begin, end) = (shownFrame, hiddenFrame)
    post(UIResponder.keyboardWillHideNotification, from: begin, to: end)
    post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
    window?.isHidden = true
    notifyTrackingViews()
    post(UIResponder.keyboardDidHideNotification, from: begin, to: end)
    post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
    UIApplication.shared.requestCommit()
  }
}

/// The keyboard's window: the keys on the keyboard's background, above the app's windows.
@MainActor final class KeyboardWindow: UIWindow {
  let keys: KeyboardView

  override init(frame: CGRect) {
    keys = KeyboardView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    windowLevel = KeyboardManager.windowLevel
    keys.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(keys)
  }
  required init?(coder: NSCoder) { return nil }
}
