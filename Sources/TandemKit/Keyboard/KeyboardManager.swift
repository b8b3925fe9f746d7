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

  package func show() {
    guard !isVisible else { return }
    isVisible = true
    let (begin, end) = (hiddenFrame, shownFrame)
    post(UIResponder.keyboardWillShowNotification, from: begin, to: end)
    post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
    let keyboard = window ?? KeyboardWindow(frame: end)
    keyboard.frame = end
    keyboard.isHidden = false
    window = keyboard
    post(UIResponder.keyboardDidShowNotification, from: begin, to: end)
    post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
    UIApplication.shared.requestCommit()
  }

  package func hide() {
    guard isVisible else { return }
    isVisible = false
    let (begin, end) = (shownFrame, hiddenFrame)
    post(UIResponder.keyboardWillHideNotification, from: begin, to: end)
    post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
    window?.isHidden = true
    post(UIResponder.keyboardDidHideNotification, from: begin, to: end)
    post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end)
    UIApplication.shared.requestCommit()
  }
}

/// The keyboard's window: key caps on the keyboard background, above the app's windows.
@MainActor final class KeyboardWindow: UIWindow {
  override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = UIWindow.Level(rawValue: 10_000_000)
    backgroundColor = UIColor {
      $0.userInterfaceStyle == .dark
        ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
    }
    let caps = KeyCapsView(frame: bounds)
    caps.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(caps)
  }
  required init?(coder: NSCoder) { return nil }
  // Key caps are drawn, not tapped (typing comes from the hardware keyboard or the driver).
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// Draws the rows of key caps.
@MainActor final class KeyCapsView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }
  required init?(coder: NSCoder) { return nil }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    let gap: CGFloat = 6
    let keyWidth = (bounds.width - 11 * gap) / 10
    let keyHeight: CGFloat = 42
    let cap = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.42, alpha: 1) : .white }.resolvedCGColor(
      traits)
    let text = UIColor.label.resolvedCGColor(traits)
    let font = FontDescriptor(size: 22)
    func key(_ frame: CGRect, _ label: String, size: CGFloat = 22) {
      let path = CGMutablePath()
      path.addRoundedRect(in: frame, radius: 5, curve: .continuous)
      context.beginPath()
      context.addPath(path)
      context.setFillColor(cap)
      context.fillPath()
      let layout = TextLayout.make(StyledText(label, font: font.withSize(size)))
      layout.draw(
        in: context, at: CGPoint(x: frame.midX - layout.size.width / 2, y: frame.midY - layout.size.height / 2),
        defaultColor: text)
    }
    var y: CGFloat = 8
    for (index, row) in rows.enumerated() {
      let rowWidth = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * gap
      var x = (bounds.width - rowWidth) / 2
      if index == 2 { x = (bounds.width - rowWidth) / 2 }
      for letter in row {
        key(CGRect(x: x, y: y, width: keyWidth, height: keyHeight), String(letter))
        x += keyWidth + gap
      }
      y += keyHeight + 12
    }
    let wide = keyWidth * 2.5
    key(CGRect(x: gap / 2 + 2, y: y, width: wide, height: keyHeight), "123", size: 16)
    key(CGRect(x: wide + gap * 2, y: y, width: bounds.width - 2 * wide - gap * 4, height: keyHeight), "space", size: 16)
    key(CGRect(x: bounds.width - wide - gap / 2 - 2, y: y, width: wide, height: keyHeight), "return", size: 16)
  }
}
