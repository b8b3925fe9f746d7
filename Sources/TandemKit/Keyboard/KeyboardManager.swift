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

  /// The height of the system keys (the letters keyboard, home-indicator area included) on this device.
  private var keysHeight: CGFloat {
    let device = UIApplication.shared.screen.device
    if device.idiom == .pad { return 313 + device.safeArea.bottom }
    if device.isLandscape { return 209 + device.safeArea.bottom }
    switch device.size.height {
    case ..<700: return 216
    case ..<800: return 226
    case ..<890: return 291
    default: return 301
    }
  }

  /// The first responder's input view (shown instead of the keys) and input accessory view (shown above), as
  /// last shown, with their heights.
  private var inputView: UIView?
  private var accessoryView: UIView?
  private var inputHeight: CGFloat = 0
  private var accessoryHeight: CGFloat = 0

  /// The keyboard's frame on screen when shown: the keys or the input view, under the accessory view, as UIKit's
  /// keyboard notifications report it.
  package var shownFrame: CGRect {
    let device = UIApplication.shared.screen.device
    let height = (inputView == nil ? keysHeight : inputHeight) + accessoryHeight
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

  /// Shows the keyboard for the first responder, or re-reads its traits and input views when already shown (focus
  /// moved to another input, or `reloadInputViews()`); a changed height is posted as a frame change.
  package func show() {
    let responder = FirstResponder.current
    let wasVisible = isVisible
    let previous = shownFrame
    readInputViews(of: responder)
    let end = shownFrame
    let keyboard = window ?? KeyboardWindow(frame: end)
    window = keyboard
    if wasVisible {
      arrange(keyboard, in: end, for: responder)
      if previous != end {
        post(UIResponder.keyboardWillChangeFrameNotification, from: previous, to: end)
        notifyTrackingViews()
        post(UIResponder.keyboardDidChangeFrameNotification, from: previous, to: end)
      }
      UIApplication.shared.requestCommit()
      return
    }
    isVisible = true
    let begin = hiddenFrame
    post(UIResponder.keyboardWillShowNotification, from: begin, to: end)
    post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
    arrange(keyboard, in: end, for: responder)
    keyboard.isHidden = false
    notifyTrackingViews()
    post(UIResponder.keyboardDidShowNotification, from: begin, to: end)
    post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
    UIApplication.shared.requestCommit()
  }

  /// Takes the responder's input views (an input accessory may come from a SwiftUI host around a text input that
  /// has none) and their heights: a view's frame height, else its intrinsic height, else what fits the screen's
  /// width. A custom input view sits above the home-indicator area, which the keyboard's background fills.
  private func readInputViews(of responder: UIResponder?) {
    let device = UIApplication.shared.screen.device
    inputView = responder?.inputView
    accessoryView = responder?.inputAccessoryView ?? (responder as? UIView).flatMap(Self.hostedAccessory(around:))
    inputHeight = inputView.map { Self.height(of: $0, width: device.size.width) + device.safeArea.bottom } ?? 0
    accessoryHeight = accessoryView.map { Self.height(of: $0, width: device.size.width) } ?? 0
  }

  private static func height(of view: UIView, width: CGFloat) -> CGFloat {
    if view.frame.height > 0 { return view.frame.height }
    let intrinsic = view.intrinsicContentSize.height
    if intrinsic > 0 { return intrinsic }
    return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  /// The accessory a view's ancestors supply for inputs inside them (SwiftUI's `.keyboard` toolbar items).
  private static func hostedAccessory(around view: UIView) -> UIView? {
    var ancestor = view.superview
    while let current = ancestor {
      if let provider = current as? any InputAccessoryProviding, let accessory = provider.inputAccessoryForDescendants {
        return accessory
      }
      ancestor = current.superview
    }
    return nil
  }

  /// Places the accessory at the top of the keyboard's window and the keys (or the input view) below it.
  private func arrange(_ keyboard: KeyboardWindow, in frame: CGRect, for responder: UIResponder?) {
    keyboard.frame = frame
    let width = frame.width
    for view in keyboard.subviews where view !== keyboard.keys && view !== inputView && view !== accessoryView {
      view.removeFromSuperview()
    }
    if let accessoryView {
      accessoryView.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
      if accessoryView.superview !== keyboard { keyboard.addSubview(accessoryView) }
    }
    let device = UIApplication.shared.screen.device
    let below = CGRect(x: 0, y: accessoryHeight, width: width, height: frame.height - accessoryHeight)
    if let inputView {
      keyboard.keys.isHidden = true
      keyboard.backgroundColor = keyboard.keys.backgroundColor
      inputView.frame = CGRect(x: 0, y: below.minY, width: width, height: below.height - device.safeArea.bottom)
      if inputView.superview !== keyboard { keyboard.addSubview(inputView) }
    } else {
      keyboard.keys.isHidden = false
      keyboard.backgroundColor = nil
      let hasBottomArea = device.idiom == .phone && !device.isLandscape && device.safeArea.bottom > 0
      keyboard.keys.keysAreaHeight = hasBottomArea ? 216 : below.height - device.safeArea.bottom
      keyboard.keys.showsBottomIcons = hasBottomArea
      keyboard.keys.frame = below
      keyboard.keys.configure(for: responder as? any UIKeyInput)
    }
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

  /// The keys on screen (nil while hidden, or while an input view shows instead).
  var keysView: KeyboardView? { isVisible && inputView == nil ? window?.keys : nil }

  package func hide() {
    guard isVisible else { return }
    isVisible = false
    let (begin, end) = (shownFrame, hiddenFrame)
    post(UIResponder.keyboardWillHideNotification, from: begin, to: end)
    post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
    window?.isHidden = true
    // The responder's views leave the keyboard's window with it (UIKit holds them only while they show).
    inputView?.removeFromSuperview()
    accessoryView?.removeFromSuperview()
    notifyTrackingViews()
    post(UIResponder.keyboardDidHideNotification, from: begin, to: end)
    post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
    (inputView, accessoryView, inputHeight, accessoryHeight) = (nil, nil, 0, 0)
    UIApplication.shared.requestCommit()
  }
}

/// A view that supplies the input accessory of text inputs inside it that have none of their own (a SwiftUI host:
/// its content's `.keyboard` toolbar items).
@MainActor package protocol InputAccessoryProviding: UIView {
  var inputAccessoryForDescendants: UIView? { get }
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
