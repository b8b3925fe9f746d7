import Foundation
import TandemTesting
import Testing
import UIKit

/// `UITextView` as a notes screen uses it: tap to edit, type several lines, move by line, select and cut, scroll to
/// the caret, with the delegate told of every change.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UITextViewTests {
  final class NoteScreen: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var changes: [String] = []
    var began = 0
    var ended = 0
    var refuseDigits = false

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      textView.font = .preferredFont(forTextStyle: .body)
      textView.text = "Groceries"
      textView.delegate = self
      textView.accessibilityIdentifier = "note"
      textView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(textView)
      NSLayoutConstraint.activate([
        textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        textView.heightAnchor.constraint(equalToConstant: 160),
      ])
    }

    func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
    func textViewDidEndEditing(_ textView: UITextView) { ended += 1 }
    func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      !(refuseDigits && text.contains(where: \.isNumber))
    }
  }

  @Test func tapTypeAndReturnMakeLines() throws {
    let screen = NoteScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let textView = screen.textView
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    // A tap past the end of the text starts editing with the caret at the end.
    let frame = textView.convert(textView.bounds, to: nil)
    driver.tap(at: CGPoint(x: frame.maxX - 10, y: frame.minY + 20))
    try driver.settle()
    #expect(textView.isFirstResponder)
    #expect(screen.began == 1)
    #expect(textView.selectedRange == NSRange(location: 9, length: 0))
    #expect(driver.find("Return") != nil, "the keyboard is up")
    // Return starts a new line (it does not end editing, as a field's would).
    try driver.tapKey("Return")
    try driver.typeOnKeyboard("Milk")
    #expect(textView.text == "Groceries\nMilk")
    #expect(textView.isFirstResponder)
    #expect(screen.changes.last == "Groceries\nMilk")
    #expect(screen.changes.count == 5)
    // Typed text after a line break starts a sentence: the keyboard capitalised "Milk" itself.

    // A tap on the first line, between "Groc" and "eries", moves the caret there.
    let firstLine = textView.caretRect(for: UITextPosition(offset: 4))
    driver.tap(at: textView.convert(CGPoint(x: firstLine.midX + 0.5, y: firstLine.midY), to: nil))
    #expect(textView.selectedRange == NSRange(location: 4, length: 0))
    // Down moves to the same place on the next line, up comes back.
    driver.key(UIKeyCommand.inputDownArrow)
    #expect(textView.selectedRange.location > 9)
    driver.key(UIKeyCommand.inputUpArrow)
    #expect(textView.selectedRange == NSRange(location: 4, length: 0))
    // Shift-right selects; cut puts the selection on the pasteboard.
    driver.key(UIKeyCommand.inputRightArrow, modifiers: .shift)
    driver.key(UIKeyCommand.inputRightArrow, modifiers: .shift)
    #expect(textView.selectedRange == NSRange(location: 4, length: 2))
    driver.key("x", modifiers: .command)
    #expect(UIPasteboard.general.string == "er")
    #expect(textView.text == "Grocies\nMilk")
    // The delegate can refuse an edit.
    screen.refuseDigits = true
    driver.type("2")
    #expect(textView.text == "Grocies\nMilk")
    // Resigning ends editing and hides the keyboard.
    textView.resignFirstResponder()
    try driver.settle()
    #expect(screen.ended == 1)
    #expect(driver.find("Return") == nil)
  }

  @Test func longTextScrollsToTheCaret() throws {
    let screen = NoteScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let textView = screen.textView
    textView.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
    try driver.settle()
    #expect(textView.contentSize.height > 600, "thirty lines are taller than the view")
    #expect(textView.contentOffset.y == 0)
    // Typing at the end (where the caret goes when editing begins from code) scrolls the caret into view.
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: (textView.text as NSString).length, length: 0)
    driver.type("!")
    try driver.settle()
    #expect(textView.text.hasSuffix("Line 30!"))
    let caret = textView.caretRect(for: UITextPosition(offset: (textView.text as NSString).length))
    #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
    #expect(caret.minY >= textView.contentOffset.y)
    // The user can scroll back to the top with a drag.
    let frame = textView.convert(textView.bounds, to: nil)
    driver.drag(from: CGPoint(x: frame.midX, y: frame.minY + 20), to: CGPoint(x: frame.midX, y: frame.maxY - 5))
    try driver.settle()
    #expect(textView.contentOffset.y < caret.minY - textView.bounds.height)
  }

  @Test func withoutScrollingItSizesToItsText() throws {
    let screen = UIViewController()
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    textView.text = "One"
    textView.translatesAutoresizingMaskIntoConstraints = false
    screen.view.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 20),
      textView.widthAnchor.constraint(equalToConstant: 200),
      textView.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
    ])
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let oneLine = textView.frame.height
    #expect(oneLine == (UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up) + 16))
    textView.text = "One\nTwo\nThree"
    try driver.settle()
    #expect(textView.frame.height > oneLine * 2, "three lines grow the view")
    #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)).height == textView.frame.height)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func noteLooks(_ style: UIUserInterfaceStyle) throws {
    let screen = NoteScreen()
    screen.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    screen.textView.text =
      "Groceries\nMilk, eggs and flour for the pancakes on Sunday morning, and something for the neighbours"
    screen.textView.becomeFirstResponder()
    screen.textView.selectedRange = NSRange(location: 10, length: 4)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "uikit-text-view-\(style == .dark ? "dark" : "light")")
  }
}
