import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// Records what a text field's delegate is asked.
final class FieldLog: NSObject, UITextFieldDelegate {
  var replacements: [String] = []
  var returns = 0
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    replacements.append(string)
    return true
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    textField.resignFirstResponder()
    return true
  }
}

/// A PIN pad written as apps write one: a view adopting UIKeyInput with a number pad.
final class PINView: UIView, UIKeyInput {
  var digits = ""
  var keyboardType: UIKeyboardType = .numberPad
  var hasText: Bool { !digits.isEmpty }
  func insertText(_ text: String) { digits += text }
  func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
  override var canBecomeFirstResponder: Bool { true }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct KeyboardTests {
  func field(_ configure: (UITextField) -> Void = { _ in }) -> (AppDriver, UITextField, FieldLog) {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    field.borderStyle = .roundedRect
    let log = FieldLog()
    field.delegate = log
    configure(field)
    root.view.addSubview(field)
    let driver = AppDriver(rootViewController: root)
    return (driver, field, log)
  }

  var keys: KeyboardView { UIApplication.shared.keyboard.keysView! }
  /// The part of the screen the keyboard covers.
  func keyboardImage(_ driver: AppDriver) throws -> CGImage {
    let frame = UIApplication.shared.keyboard.shownFrame
    let image = driver.capture()
    let scale = CGFloat(image.width) / driver.application.screen.bounds.width
    return try #require(
      image.cropping(to: CGRect(x: 0, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)))
  }
  func labels() -> [String] { keys.keys.map(\.accessibilityLabel) }

  @Test func keysTypeThroughTheTextSystem() throws {
    let (driver, field, log) = field()
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    try driver.tap(field)
    // Sentence capitalization: capitals at the start, lowercase after a letter.
    #expect(labels().contains("Q") && !labels().contains("q"))
    try driver.tapKey("H")
    #expect(labels().contains("q"))
    try driver.tapKey("i")
    try driver.tapKey("space")
    try driver.tapKey("t")
    #expect(field.text == "Hi t")
    #expect(log.replacements == ["H", "i", " ", "t"])
    #expect(changes == 4)
    try driver.tapKey("delete")
    #expect(field.text == "Hi ")
    try driver.typeOnKeyboard("there, Bob 42!")
    #expect(field.text == "Hi there, Bob 42!")
    // Return asks the delegate (which ends editing here: the keyboard goes).
    try driver.tapKey("Return")
    #expect(log.returns == 1 && !field.isEditing)
    #expect(UIApplication.shared.keyboard.keysView == nil)
  }

  @Test func shiftCapitalizesOneLetterAndADoubleTapLocksCaps() throws {
    let (driver, field, _) = field { $0.autocapitalizationType = .none }
    try driver.tap(field)
    #expect(keys.shift == .off && labels().contains("a"))
    try driver.tapKey("shift")
    try driver.tapKey("A")
    try driver.tapKey("b")
    #expect(field.text == "Ab")
    // Two taps within 0.35 s lock caps: every letter then types uppercase until shift is tapped again.
    try driver.tapKey("shift")
    driver.advance(seconds: 0.1)
    try driver.tapKey("shift")
    #expect(keys.shift == .locked)
    try driver.tapKey("C")
    try driver.tapKey("D")
    try driver.tapKey("shift")
    try driver.tapKey("e")
    #expect(field.text == "AbCDe")
    // Two slow taps only turn shift on and off.
    try driver.tapKey("shift")
    driver.advance(seconds: 0.5)
    try driver.tapKey("shift")
    #expect(keys.shift == .off)
  }

  @Test func capitalizationFollowsTheInputsTraits() throws {
    let (driver, words, _) = field { $0.autocapitalizationType = .words }
    try driver.tap(words)
    for key in ["N", "e", "w", "space", "Y", "o", "r", "k"] { try driver.tapKey(key) }
    // After the space the keyboard offers "Y" with no shift tapped.
    #expect(words.text == "New York")

    let (secureDriver, secure, _) = field { $0.isSecureTextEntry = true }
    try secureDriver.tap(secure)
    #expect(keys.shift == .off)

    let (allDriver, all, _) = field { $0.autocapitalizationType = .allCharacters }
    try allDriver.tap(all)
    try allDriver.tapKey("A")
    try allDriver.tapKey("B")
    #expect(all.text == "AB")

    // Sentences: capitals after ". " and at a new start, and two spaces after a word type ". ".
    let (sentenceDriver, sentences, _) = field()
    try sentenceDriver.tap(sentences)
    try sentenceDriver.typeOnKeyboard("Ok")
    try sentenceDriver.tapKey("space")
    try sentenceDriver.tapKey("space")
    #expect(sentences.text == "Ok. ")
    #expect(labels().contains("G"))
  }

  @Test func planesSwitchAndComeBackToLetters() throws {
    let (driver, field, _) = field { $0.autocapitalizationType = .none }
    try driver.tap(field)
    try driver.tapKey("more, numbers")
    #expect(keys.plane == .numbers)
    #expect(labels().prefix(10) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
    try driver.tapKey("more, symbols")
    #expect(keys.plane == .symbols && labels().contains("€"))
    try driver.tapKey("#")
    try driver.tapKey("more, numbers")
    try driver.tapKey("7")
    // Space goes back to letters, as does an apostrophe.
    try driver.tapKey("space")
    #expect(keys.plane == .letters)
    try driver.tapKey("more, numbers")
    try driver.tapKey("'")
    #expect(keys.plane == .letters)
    try driver.tapKey("s")
    #expect(field.text == "#7 's")
  }

  @Test func deleteRepeatsWhileHeld() throws {
    let (driver, field, _) = field()
    try driver.tap(field)
    field.text = "abcdefghijkl"
    guard let (element, _) = driver.find("delete") else { Issue.record("no delete key"); return }
    let finger = driver.press(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
    // Deleted at once on touch-down, again at 0.5 s and every 0.1 s after (0.5, 0.6, 0.7, 0.8, 0.9).
    #expect(field.text == "abcdefghijk")
    driver.advance(seconds: 0.95)
    driver.release(finger)
    #expect(field.text == "abcdef")
    driver.advance(seconds: 1)
    #expect(field.text == "abcdef")
  }

  @Test func theReturnKeyIsTitledByItsTypeAndWaitsForText() throws {
    let (driver, field, log) = field {
      $0.returnKeyType = .done
      $0.enablesReturnKeyAutomatically = true
    }
    try driver.tap(field)
    let returnKey = try #require(keys.keys.first { $0.action == .returnKey })
    #expect(returnKey.label == "done" && returnKey.accessibilityLabel == "Done")
    #expect(throws: DriverError.self) { try driver.tapKey("Return") }
    try driver.tapKey("A")
    try driver.tapKey("Done")
    #expect(log.returns == 1)
  }

  @Test func keyboardTypesChooseTheirKeys() throws {
    let (email, emailField, _) = field { $0.keyboardType = .emailAddress }
    try email.tap(emailField)
    // The bottom row, then the smiley below it.
    #expect(labels().suffix(6) == ["more, numbers", "space", "@", ".", "Return", "Emoji"])

    let (url, urlField, _) = field { $0.keyboardType = .URL }
    try url.tap(urlField)
    #expect(labels().suffix(6) == ["more, numbers", ".", "/", ".com", "Return", "Emoji"])
    try url.tapKey(".com")
    #expect(urlField.text == ".com")

    let (numbers, numberField, _) = field { $0.keyboardType = .numberPad }
    try numbers.tap(numberField)
    #expect(labels() == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "delete"])
    #expect(keys.keys[1].subtitle == "ABC")
    try numbers.typeOnKeyboard("2026")
    try numbers.tapKey("delete")
    #expect(numberField.text == "202")

    let (decimal, decimalField, _) = field { $0.keyboardType = .decimalPad }
    try decimal.tap(decimalField)
    try decimal.typeOnKeyboard("3.5")
    #expect(decimalField.text == "3.5")

    let (phone, phoneField, _) = field { $0.keyboardType = .phonePad }
    try phone.tap(phoneField)
    try phone.tapKey("more, symbols")
    try phone.tapKey("+")
    try phone.tapKey("more, letters")
    try phone.tapKey("1")
    #expect(phoneField.text == "+1")

    let (punctuation, punctuationField, _) = field { $0.keyboardType = .numbersAndPunctuation }
    try punctuation.tap(punctuationField)
    #expect(keys.plane == .numbers)
  }

  @Test func traitsTakeEffectWhenTheInputReloads() throws {
    let root = UIViewController()
    let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
    second.keyboardType = .numberPad
    root.view.addSubview(first)
    root.view.addSubview(second)
    let driver = AppDriver(rootViewController: root)
    let observer = KeyboardObserver()
    try driver.tap(first)
    // Moving focus to another field keeps the keyboard up and takes the new field's keys.
    try driver.tap(second)
    #expect(keys.plane == .numberPad)
    #expect(observer.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
    second.keyboardType = .emailAddress
    #expect(keys.plane == .numberPad)
    second.reloadInputViews()
    #expect(keys.plane == .letters && labels().contains("@"))
  }

  @Test func anyKeyInputViewBringsUpTheKeyboard() throws {
    let root = UIViewController()
    let pin = PINView(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    root.view.addSubview(pin)
    let driver = AppDriver(rootViewController: root)
    #expect(pin.becomeFirstResponder())
    driver.application.commit()
    #expect(keys.plane == .numberPad)
    try driver.typeOnKeyboard("1234")
    try driver.tapKey("delete")
    #expect(pin.digits == "123")
    #expect(pin.resignFirstResponder())
    #expect(UIApplication.shared.keyboard.keysView == nil)
  }

  /// Touches on the keyboard stay in it: a button under the keyboard is not reached.
  @Test func theKeyboardTakesTheTouchesOverIt() throws {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    var taps = 0
    let button = UIButton(
      type: .system, primaryAction: UIAction(title: "Under") { _ in taps += 1 })
    button.frame = CGRect(x: 0, y: 700, width: 390, height: 100)
    root.view.addSubview(field)
    root.view.addSubview(button)
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    driver.tap(at: CGPoint(x: 195, y: 750))
    #expect(taps == 0)
    #expect(field.isEditing)
  }

  /// Every point of the keys area picks exactly one key on every device, so no touch falls between keys.
  @Test func touchAreasTileTheKeysArea() {
    for width in [320.0, 375, 390, 430, 844, 1024] {
      for plane in [KeyboardPlane.letters, .numbers, .symbols, .phonePad, .phoneSymbols, .decimalPad, .numberPad] {
        for type in plane == .letters
          ? [UIKeyboardType.default, .emailAddress, .URL, .twitter, .webSearch] : [.default]
        {
          var layout = KeyboardLayout()
          layout.keyboardType = type
          let size = CGSize(width: width, height: 216)
          let keys = layout.keys(for: plane, in: size)
          for x in stride(from: 0.5, to: width, by: 4) {
            for y in stride(from: 0.5, to: 216.0, by: 4) {
              let hits = keys.filter { $0.touchFrame.contains(CGPoint(x: x, y: y)) }.count
              // The number pad leaves its bottom-left slot empty; elsewhere every point has a key.
              let emptySlot = plane == .numberPad && y > 162 && x < keys[9].touchFrame.minX
              #expect(hits == (emptySlot ? 0 : 1), "\(plane) \(type) at \(x), \(y) on \(width): \(hits) keys")
              if hits != (emptySlot ? 0 : 1) { return }
            }
          }
          for key in keys { #expect(key.touchFrame.contains(key.frame), "\(key.label)") }
        }
      }
    }
    // iPad's rows, in portrait and landscape.
    for width in [820.0, 1180] {
      for plane in [KeyboardPlane.letters, .numbers, .symbols] {
        var layout = KeyboardLayout()
        layout.isPad = true
        let keys = layout.keys(for: plane, in: CGSize(width: width, height: 313))
        for x in stride(from: 0.5, to: width, by: 4) {
          for y in stride(from: 0.5, to: 313.0, by: 4) {
            let hits = keys.filter { $0.touchFrame.contains(CGPoint(x: x, y: y)) }.count
            #expect(hits == 1, "iPad \(plane) at \(x), \(y) on \(width): \(hits) keys")
            if hits != 1 { return }
          }
        }
        #expect(keys.allSatisfy { $0.frame.minX >= 6 && $0.frame.maxX <= width - 6 + 0.001 })
      }
    }
  }

  /// The smiley below an iPhone's keys turns to a page of emoji, typed as they are tapped; "ABC" goes back to
  /// the letters, and so does the smiley.
  @Test func theSmileyTurnsToEmoji() throws {
    let (driver, field, _) = field { $0.autocapitalizationType = .none }
    try driver.tap(field)
    try driver.settle()
    try driver.tapKey("Emoji")
    try driver.settle()
    #expect(keys.plane == .emoji)
    #expect(driver.keyboardKeys().contains("😀"))
    try driver.tapKey("😂")
    try driver.tapKey("😎")
    #expect(field.text == "😂😎")
    try driver.tapKey("delete")
    #expect(field.text == "😂")
    GoldenImage.assertMatches(try keyboardImage(driver), named: "keyboard-emoji")
    try driver.tapKey("more, letters")
    #expect(keys.plane == .letters)
    try driver.typeOnKeyboard(" ok 🥳")
    #expect(field.text == "😂 ok 🥳")
    try driver.tapKey("Emoji")
    #expect(keys.plane == .letters)
  }

  /// An iPad's keyboard has iPad's rows: delete ends the first, return the second, shift at both ends of the third,
  /// and the hide-keyboard key ends editing.
  @Test func anIPadKeyboardHasIPadsRowsAndHidesItself() throws {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    field.borderStyle = .roundedRect
    field.autocapitalizationType = .none
    root.view.addSubview(field)
    let driver = AppDriver(rootViewController: root, device: .iPad)
    try driver.tap(field)
    try driver.settle()
    let rows = Dictionary(grouping: keys.keys) { Int($0.frame.midY) }.sorted { $0.key < $1.key }.map(\.value)
    #expect(rows.count == 4)
    #expect(rows[0].map(\.accessibilityLabel) == "qwertyuiop".map { String($0) } + ["delete"])
    #expect(rows[1].last?.action == .returnKey)
    #expect(rows[2].first?.action == .shift && rows[2].last?.action == .shift)
    #expect(rows[2].dropFirst().dropLast().map(\.accessibilityLabel) == "zxcvbnm,.".map { String($0) })
    #expect(rows[3].map(\.accessibilityLabel) == ["more, numbers", "space", "more, numbers", "Hide keyboard"])
    try driver.typeOnKeyboard("hi, pad")
    #expect(field.text == "hi, pad")
    GoldenImage.assertMatches(try keyboardImage(driver), named: "keyboard-ipad")
    try driver.tapKey("Hide keyboard")
    try driver.settle()
    #expect(!field.isFirstResponder)
    #expect(!UIApplication.shared.keyboard.isVisible)
  }

  /// A character key under the finger shows its balloon above it (leaning inwards at the edges), in light and
  /// dark; lifting the finger types the character and the balloon goes; the pads show none.
  @Test(arguments: [UIKeyboardAppearance.light, .dark]) func aPressedKeyShowsItsBalloon(
    _ appearance: UIKeyboardAppearance
  ) throws {
    let (driver, field, _) = field {
      $0.autocapitalizationType = .none
      $0.keyboardAppearance = appearance
    }
    try driver.tap(field)
    try driver.settle()
    func screenFrame(of label: String) throws -> CGRect {
      let key = try #require(keys.keys.first { $0.accessibilityLabel == label })
      let inWindow = keys.convert(key.frame, to: nil)
      let origin = try #require(keys.window).frame.origin
      return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }
    let g = try screenFrame(of: "g")
    let finger = driver.press(at: CGPoint(x: g.midX, y: g.midY))
    driver.application.commit()
    let balloon = try #require(keys.subviews.first { $0 is KeyPopupView && !$0.isHidden })
    let shown = balloon.convert(balloon.bounds, to: nil).offsetBy(dx: 0, dy: try #require(keys.window).frame.minY)
    #expect(shown.maxY > g.maxY - 1 && shown.minY < g.minY - 50)
    #expect(abs(shown.midX - g.midX) < 1)
    #expect(!balloon.isAccessibilityElement)
    #expect(!driver.accessibilityTree().contains("KeyPopup"))
    let image = driver.capture()
    driver.release(finger)
    try driver.settle()
    #expect(field.text == "g")
    #expect(balloon.isHidden)
    // "q" at the left edge: the balloon leans right to stay on the screen.
    let q = try screenFrame(of: "q")
    let edge = driver.press(at: CGPoint(x: q.midX, y: q.midY))
    driver.application.commit()
    let leaning = balloon.convert(balloon.bounds, to: nil)
    #expect(leaning.minX >= 0 && leaning.midX > q.midX)
    driver.release(edge)
    let scale = CGFloat(image.width) / driver.application.screen.bounds.width
    let band = CGRect(x: 0, y: (g.minY - 70) * scale, width: CGFloat(image.width), height: 130 * scale)
    GoldenImage.assertMatches(
      try #require(image.cropping(to: band)), named: "keyboard-key-balloon-\(appearance == .dark ? "dark" : "light")")
  }

  /// The keyboard's planes as the screen shows them: letters, shift, numbers, symbols, all-caps capitalization with
  /// a blue "go", the email keyboard in the dark with "send" disabled while empty, the number pad and the phone pad's
  /// symbols.
  @Test func keyboardLayersGolden() throws {
    var panels: [CGImage] = []
    func capture(_ driver: AppDriver) throws { panels.append(try keyboardImage(driver)) }
    let (letters, lettersField, _) = field { $0.autocapitalizationType = .none }
    try letters.tap(lettersField)
    try capture(letters)
    try letters.tapKey("shift")
    try capture(letters)
    try letters.tapKey("more, numbers")
    try capture(letters)
    try letters.tapKey("more, symbols")
    try capture(letters)

    let (go, goField, _) = field {
      $0.returnKeyType = .go
      $0.autocapitalizationType = .allCharacters
    }
    try go.tap(goField)
    try capture(go)
    let (dark, darkField, _) = field {
      $0.keyboardType = .emailAddress
      $0.keyboardAppearance = .dark
      $0.returnKeyType = .send
      $0.enablesReturnKeyAutomatically = true
    }
    try dark.tap(darkField)
    try capture(dark)
    let (pad, padField, _) = field { $0.keyboardType = .numberPad }
    try pad.tap(padField)
    try capture(pad)
    let (phone, phoneField, _) = field { $0.keyboardType = .phonePad }
    try phone.tap(phoneField)
    try phone.tapKey("more, symbols")
    try capture(phone)

    let panelSize = CGSize(width: panels[0].width, height: panels[0].height)
    let renderer = UIGraphicsImageRenderer(
      size: CGSize(width: panelSize.width * 2, height: panelSize.height * 4),
      format: {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
      }())
    let sheet = renderer.image { context in
      for (index, panel) in panels.enumerated() {
        let origin = CGPoint(
          x: CGFloat(index % 2) * panelSize.width, y: CGFloat(index / 2) * panelSize.height)
        UIImage(cgImage: panel).draw(in: CGRect(origin: origin, size: panelSize))
      }
    }
    GoldenImage.assertMatches(try #require(sheet.cgImage), named: "keyboard-layers")
  }
}
