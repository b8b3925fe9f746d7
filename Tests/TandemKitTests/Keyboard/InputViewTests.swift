import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// Sizes written as a picker's data source does, for an input view.
private final class SizesSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  let sizes = ["Small", "Medium", "Large"]
  var chosen: ((String) -> Void)?
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    sizes[row]
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    chosen?(sizes[row])
  }
}

/// A view that is not a text input but edits through an input view, as a custom date cell does.
private final class DateBadge: UIView {
  let picker = UIDatePicker()
  override var canBecomeFirstResponder: Bool { true }
  override var inputView: UIView? { picker }
}

/// Keyboard frames the notifications reported, in order.
@MainActor private final class KeyboardFrames {
  var shown: [CGRect] = []
  var changed: [CGRect] = []
  private var observers: [NSObjectProtocol] = []
  init() {
    observers.append(
      NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil)
      { [weak self] note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        MainActor.assumeIsolated { self?.shown.append(frame ?? .null) }
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardDidChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        MainActor.assumeIsolated { self?.changed.append(frame ?? .null) }
      })
  }
  func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
}

/// `inputView` and `inputAccessoryView`: a text field's toolbar above the keys, a picker in place of the keys, and a
/// plain responder that edits through an input view. The keyboard frame UIKit reports includes both.
@MainActor @Suite(.serialized, .ownsTheApplication) struct InputViewTests {
  private func screen(with field: UITextField) -> AppDriver {
    let root = UIViewController()
    root.view.backgroundColor = .systemGroupedBackground
    field.frame = CGRect(x: 20, y: 120, width: 350, height: 34)
    field.borderStyle = .roundedRect
    field.placeholder = "Amount"
    root.view.addSubview(field)
    return AppDriver(rootViewController: root)
  }

  @Test func anAccessoryToolbarSitsAboveTheKeysAndItsButtonsWork() throws {
    let field = UITextField()
    let toolbar = UIToolbar()
    toolbar.sizeToFit()
    toolbar.items = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in field.resignFirstResponder() }),
    ]
    field.inputAccessoryView = toolbar
    let driver = screen(with: field)
    let frames = KeyboardFrames()
    defer { frames.stop() }
    try driver.tap(field)
    let keyboard = UIApplication.shared.keyboard.shownFrame
    #expect(keyboard.height == 335, "the keys of an iPhone 14 and a 44-point toolbar")
    #expect(frames.shown == [keyboard])
    let barOnScreen = toolbar.convert(toolbar.bounds, to: nil).offsetBy(dx: 0, dy: toolbar.window?.frame.minY ?? 0)
    #expect(barOnScreen == CGRect(x: 0, y: keyboard.minY, width: 390, height: 44))
    try driver.typeOnKeyboard("42")
    #expect(field.text == "42", "the keys below the toolbar still type")
    GoldenImage.assertMatches(driver.capture(), named: "keyboard-input-accessory")

    try driver.tap("Done")
    #expect(!field.isFirstResponder)
    #expect(!UIApplication.shared.keyboard.isVisible)
    #expect(toolbar.superview == nil, "the accessory leaves the keyboard with it")
  }

  @Test func aPickerInputViewReplacesTheKeysUntilItIsRemoved() throws {
    let field = UITextField()
    let source = SizesSource()
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    source.chosen = { field.text = $0 }
    field.inputView = picker
    let driver = screen(with: field)
    let frames = KeyboardFrames()
    defer { frames.stop() }
    try driver.tap(field)
    #expect(UIApplication.shared.keyboard.keysView == nil, "no keys while the input view shows")
    let keyboard = UIApplication.shared.keyboard.shownFrame
    #expect(keyboard.height == 250, "the picker's height above the home indicator's area")
    #expect(picker.frame == CGRect(x: 0, y: 0, width: 390, height: 216))
    // A tap on the row just below the band (in the keyboard's window, on screen) turns the wheel there.
    driver.tap(at: CGPoint(x: keyboard.midX, y: keyboard.minY + 108 + 32))
    try driver.settle()
    #expect(field.text == "Medium", "the picker turned to the row tapped and told its delegate")
    GoldenImage.assertMatches(driver.capture(), named: "keyboard-input-view-picker")

    field.inputView = nil
    field.reloadInputViews()
    #expect(UIApplication.shared.keyboard.keysView != nil, "reloadInputViews() brings the keys back")
    #expect(frames.changed.last?.height == 291)
    #expect(picker.superview == nil)
  }

  @Test func aResponderWithAnInputViewBringsUpTheKeyboardWithoutTakingText() throws {
    let root = UIViewController()
    let badge = DateBadge(frame: CGRect(x: 20, y: 120, width: 200, height: 44))
    root.view.addSubview(badge)
    _ = AppDriver(rootViewController: root)
    #expect(badge.becomeFirstResponder())
    #expect(UIApplication.shared.keyboard.isVisible)
    #expect(badge.picker.window != nil)
    #expect(badge.resignFirstResponder())
    #expect(!UIApplication.shared.keyboard.isVisible)
  }
}
