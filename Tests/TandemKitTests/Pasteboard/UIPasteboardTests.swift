import Foundation
import TandemTesting
import Testing
import UIKit

/// `UIPasteboard.general`: each write replaces the contents, bumps `changeCount` and posts `changedNotification`;
/// the typed accessors read back what was written; a text field cuts, copies and pastes through it.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIPasteboardTests {
  @Test func writesReplaceTheContentsAndAreCounted() throws {
    let pasteboard = UIPasteboard.general
    var notes = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil
    ) { _ in MainActor.assumeIsolated { notes += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    let start = pasteboard.changeCount
    pasteboard.strings = ["one", "two"]
    #expect(pasteboard.string == "one" && pasteboard.strings == ["one", "two"] && pasteboard.hasStrings)
    #expect(!pasteboard.hasURLs && pasteboard.url == nil && pasteboard.numberOfItems == 2)
    pasteboard.url = URL(string: "https://example.com/a")
    #expect(pasteboard.url?.absoluteString == "https://example.com/a" && !pasteboard.hasStrings)
    let image = UIImage(systemName: "star.fill")
    pasteboard.image = image
    #expect(pasteboard.image === image && pasteboard.hasImages && pasteboard.numberOfItems == 1)
    pasteboard.string = nil
    #expect(pasteboard.numberOfItems == 0 && pasteboard.string == nil)
    #expect(pasteboard.changeCount == start + 4 && notes == 4)
  }

  @Test func aTextFieldCutsCopiesAndPastesWithTheKeyboard() throws {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    root.view.addSubview(field)
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    driver.type("Hello")
    driver.key("a", modifiers: .command)
    driver.key("c", modifiers: .command)
    #expect(UIPasteboard.general.string == "Hello" && field.text == "Hello")
    driver.key("x", modifiers: .command)
    #expect(field.text == "" && UIPasteboard.general.string == "Hello")
    driver.key("v", modifiers: .command)
    driver.key("v", modifiers: .command)
    #expect(field.text == "HelloHello")
    // A secure field does not give its text away.
    field.isSecureTextEntry = true
    driver.key("a", modifiers: .command)
    UIPasteboard.general.string = "kept"
    driver.key("c", modifiers: .command)
    #expect(UIPasteboard.general.string == "kept")
  }
}
