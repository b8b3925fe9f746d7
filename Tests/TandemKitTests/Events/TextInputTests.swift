import Foundation
import TandemTesting
import Testing

@testable import TandemKit
import TandemPlatform

/// A delegate that refuses digits and records calls.
final class NoDigits: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var returns = 0
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("end") }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    string.rangeOfCharacter(from: .decimalDigits) == nil
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    return true
  }
}

/// Records keyboard notifications.
final class KeyboardObserver: @unchecked Sendable {
  var names: [String] = []
  var endFrames: [CGRect] = []
  var tokens: [NSObjectProtocol] = []
  init() {
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ] {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          self?.names.append(note.name.rawValue)
          if let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
            self?.endFrames.append(value.cgRectValue)
          }
        })
    }
  }
  deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TextInputTests {
  func form() -> (UIViewController, UITextField, NoDigits) {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Condition"
    let delegate = NoDigits()
    field.delegate = delegate
    root.view.addSubview(field)
    return (root, field, delegate)
  }

  @Test func typingEditingAndDelegateVetoes() throws {
    let (root, field, delegate) = form()
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    #expect(field.isFirstResponder && field.isEditing)
    driver.type("Asth9ma")
    #expect(field.text == "Asthma")
    #expect(changes == 6)
    driver.key("\u{8}")
    #expect(field.text == "Asthm")
    driver.key(UIKeyCommand.inputLeftArrow)
    driver.key(UIKeyCommand.inputLeftArrow)
    driver.type("X")
    #expect(field.text == "AstXhm")
    driver.key("\u{7F}")
    #expect(field.text == "AstXm")
    driver.key(UIKeyCommand.inputLeftArrow, modifiers: .shift)
    driver.key(UIKeyCommand.inputLeftArrow, modifiers: .shift)
    #expect(field.selectedTextRange?.start.offset == 2 && field.selectedTextRange?.end.offset == 4)
    driver.type("ll")
    #expect(field.text == "Asllm")
    driver.key("\r")
    #expect(delegate.returns == 1)
    #expect(field.resignFirstResponder())
    #expect(delegate.log == ["begin", "end"])
    #expect(!field.isEditing)
    driver.type("ignored")
    #expect(field.text == "Asllm")
  }

  /// Text set by code while the user edits (shorter than where the caret was) moves the caret to its end, as in
  /// UIKit, so typing and deleting go on from there instead of running past the text.
  @Test func textSetWhileEditingMovesTheCaretToItsEnd() throws {
    let (root, field, _) = form()
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    driver.type("Bronchitis")
    field.text = "Flu"
    #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
    driver.type("!")
    #expect(field.text == "Flu!")
    driver.key("\u{8}")
    driver.key("\u{8}")
    #expect(field.text == "Fl")

    // A selection past the new end, then deleting forward and backward.
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    field.attributedText = NSAttributedString(string: "")
    driver.key("\u{8}")
    driver.key(UIKeyCommand.inputDelete)
    driver.type("ok")
    #expect(field.text == "ok")

    // A selected range out of the text is clamped to it.
    field.selectedTextRange = UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 99))
    driver.type("K")
    #expect(field.text == "oK")
  }

  @Test func keyboardNotificationsCarryFrames() throws {
    let observer = KeyboardObserver()
    let (root, field, _) = form()
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    field.resignFirstResponder()
    #expect(
      observer.names == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidHideNotification",
      ])
    // iPhone 14 portrait (844 points high): a 291-point keyboard frame, home-indicator area included, as public iOS
    // code records it from devices (React Native keyboard-height tables: 812/844/852 → 291).
    #expect(observer.endFrames.first == CGRect(x: 0, y: 844 - 291, width: 390, height: 291))
    #expect(observer.endFrames.last == CGRect(x: 0, y: 844, width: 390, height: 291))
  }

  /// A selection set inside an emoji (between the halves of its surrogate pair) moves out to the whole emoji, so
  /// typing over it keeps the text valid (it trapped with "String index is out of bounds").
  @Test func aSelectionInsideAnEmojiCoversTheWholeEmoji() throws {
    let (root, field, _) = form()
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    field.text = "a👍🏽b"
    field.selectedTextRange = UITextRange(start: UITextPosition(offset: 2), end: UITextPosition(offset: 2))
    #expect(field.selectedTextRange?.start.offset == 1)
    field.selectedTextRange = UITextRange(start: UITextPosition(offset: 2), end: UITextPosition(offset: 3))
    #expect(field.selectedTextRange?.start.offset == 1 && field.selectedTextRange?.end.offset == 5)
    driver.type("x")
    #expect(field.text == "axb")
    field.selectedTextRange = UITextRange(start: UITextPosition(offset: -5), end: UITextPosition(offset: 2))
    #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 2)
  }

  @Test func theKeyboardIsAsTallAsOnEachIPhoneInPortrait() throws {
    // Public device tables (React Native keyboard-height tables): 667 → 216, 852 → 291.
    for (device, height) in [(DevicePreset.iPhoneSE, 216.0), (.iPhone14Pro, 291.0)] {
      let observer = KeyboardObserver()
      let (root, field, _) = form()
      let driver = AppDriver(rootViewController: root, device: device)
      try driver.tap(field)
      let screen = device.size
      #expect(observer.endFrames.first == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
      field.resignFirstResponder()
    }
  }

  @Test func caretBlinksOnTheFrameClock() throws {
    let (root, field, _) = form()
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    #expect(field.isCaretVisible)
    driver.advance(seconds: 0.55)
    #expect(!field.isCaretVisible)
    driver.advance(seconds: 0.5)
    #expect(field.isCaretVisible)
  }

  @Test func keyCommandsMatchFromTheFirstResponderUp() throws {
    let (root, field, _) = form()
    var saved = 0
    root.addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command) { _ in saved += 1 })
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    driver.key("s", modifiers: .command)
    #expect(saved == 1)
    #expect(field.text == "")
    driver.key("s")
    #expect(field.text == "s")
  }

  /// Each window has its own first responder: a field editing in an app that is gone (or in another window) does
  /// not take the keys of the key window, whose controller's key commands still work.
  @Test func keysGoToTheKeyWindowsOwnResponders() throws {
    let (oldRoot, oldField, _) = form()
    let oldDriver = AppDriver(rootViewController: oldRoot)
    try oldDriver.tap(oldField)
    #expect(oldField.isFirstResponder)
    let root = UIViewController()
    var saved = 0
    root.addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command) { _ in saved += 1 })
    let driver = AppDriver(rootViewController: root)
    #expect(!oldField.isFirstResponder, "a new app starts with no first responder")
    driver.key("s", modifiers: .command)
    #expect(saved == 1)
    // A field made first responder outside the key window types nothing from the key window's keys.
    let stray = UITextField()
    #expect(stray.becomeFirstResponder())
    driver.key("s", modifiers: .command)
    driver.key("x")
    #expect(saved == 2)
    #expect(stray.text == "")
    withExtendedLifetime(oldDriver) {}
  }

  @Test func secureEntryShowsBullets() throws {
    let (root, field, _) = form()
    root.view.backgroundColor = .systemBackground
    field.isSecureTextEntry = true
    field.text = "secret"
    let driver = AppDriver(rootViewController: root)
    let image = driver.capture()
    GoldenImage.assertMatches(image, named: "text-field-secure")
  }
}
