import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// Keyboard storm: seeded random taps anywhere on the on-screen keyboard, and held deletes, for each keyboard type.
/// The field's text always equals a model that applies the key under each tap (characters, space with its ". "
/// shortcut, delete), so no key is lost, doubled or typed into the wrong place; nothing traps.
@MainActor @Suite(.serialized, .ownsTheApplication) struct KeyboardStormTests {
  @Test(arguments: [UIKeyboardType.default, .emailAddress, .URL, .numberPad, .phonePad, .decimalPad])
  func randomKeysTypeWhatTheyShow(type: UIKeyboardType) throws {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    field.keyboardType = type
    root.view.addSubview(field)
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    let keyboard = try #require(UIApplication.shared.keyboard.keysView)
    let origin = UIApplication.shared.keyboard.shownFrame.origin
    var rng = SeededGenerator(seed: 0x4B42 + UInt64(type.rawValue))
    var model = ""
    var lastWasSpace = false
    for _ in 0..<600 {
      let point = CGPoint(
        x: .random(in: 0..<keyboard.bounds.width, using: &rng), y: .random(in: 0..<keyboard.bounds.height, using: &rng))
      let key = keyboard.keys.first { $0.touchFrame.contains(point) }
      let screenPoint = CGPoint(x: point.x + origin.x, y: point.y + origin.y)
      if key?.action == .delete, Bool.random(using: &rng) {
        // Held for 0.78 s: once at touch-down, then at 0.5, 0.6 and 0.7 s.
        driver.longPress(at: screenPoint, duration: 0.78)
        model = String(model.dropLast(min(4, model.count)))
        lastWasSpace = false
        #expect(field.text == model)
        continue
      }
      let plane = keyboard.plane
      driver.tap(at: screenPoint)
      // Shift taps apart (a quick second tap would lock caps, which the storm also reaches through two taps).
      if key?.action == .shift { driver.advance(seconds: .random(in: 0.1...0.5, using: &rng)) }
      switch key?.action {
      case .character(let text)?:
        model += text
        lastWasSpace = false
      case .space?:
        if lastWasSpace, plane == .letters, model.hasSuffix(" "),
          model.dropLast().last.map({ $0.isLetter || $0.isNumber }) == true
        {
          model = String(model.dropLast()) + ". "
          lastWasSpace = false
        } else {
          model += " "
          lastWasSpace = true
        }
      case .delete?:
        model = String(model.dropLast())
        lastWasSpace = false
      case .returnKey?:
        lastWasSpace = false
      default: break
      }
      if field.text != model {
        Issue.record("after \(key.map(\.accessibilityLabel) ?? "no key"): \(field.text ?? "") != \(model)")
        return
      }
      if model.count > 60 {
        field.text = ""
        model = ""
      }
    }
    #expect(field.isEditing)
  }
}
