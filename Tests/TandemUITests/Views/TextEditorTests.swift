import Foundation
import SwiftUI
import TandemTesting
import Testing

/// A journal entry as SwiftUI apps write one: a title, a vertical text field that grows up to four lines, and a
/// text editor for the body.
private struct EntryEditor: View {
  @State var title = ""
  @State var summary = ""
  @State var entry = "Dear diary,"
  @FocusState var bodyFocused: Bool
  var record: (String, String) -> Void = { _, _ in }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Title", text: $title)
        .textFieldStyle(.roundedBorder)
      TextField("Summary", text: $summary, axis: .vertical)
        .lineLimit(2...4)
        .textFieldStyle(.roundedBorder)
      TextEditor(text: $entry)
        .focused($bodyFocused)
        .frame(height: 180)
        .border(Color.secondary.opacity(0.3))
      Button("Done") { bodyFocused = false }
      Text("\(entry.count) characters")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding()
    .onChange(of: entry) { _, new in record("entry", new) }
    .onChange(of: summary) { _, new in record("summary", new) }
  }
}

/// The text views under `view`, in order.
@MainActor private func textViews(in view: UIView) -> [UITextView] {
  view.subviews.flatMap { ($0 as? UITextView).map { [$0] } ?? textViews(in: $0) }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TextEditorTests {
  @Test func typingIntoTheEditorWritesTheBinding() throws {
    var log: [String] = []
    let host = UIHostingController(rootView: EntryEditor { log.append($0 + ":" + $1) })
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    #expect(driver.find("11 characters") != nil)
    let editor = try #require(textViews(in: host.view).last)
    #expect(editor.text == "Dear diary,")
    #expect(editor.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(editor.frame.height.rounded() == 180, "an editor takes the height it is offered")
    // Tap inside the editor, below its text: the caret goes to the end.
    let frame = editor.convert(editor.bounds, to: nil)
    driver.tap(at: CGPoint(x: frame.midX, y: frame.maxY - 20))
    try driver.settle()
    #expect(editor.isFirstResponder)
    try driver.tapKey("Return")
    try driver.typeOnKeyboard("Rain")
    try driver.settle()
    #expect(log.last == "entry:Dear diary,\nRain")
    #expect(driver.find("16 characters") != nil)
    // The focus state follows the editor: the button clears it and editing ends.
    try driver.tap("Done")
    try driver.settle()
    #expect(!editor.isFirstResponder)
    #expect(driver.find("Return") == nil)
  }

  @Test func verticalFieldGrowsToItsLineLimit() throws {
    var log: [String] = []
    let driver = AppDriver(rootViewController: UIHostingController(rootView: EntryEditor { log.append($0 + ":" + $1) }))
    try driver.settle()
    let field = try #require(driver.find("Summary")?.1 as? UITextView)
    let single = try #require(driver.find("Title")?.1 as? UITextField)
    // Two lines reserved (the range's lower bound) while empty, with the placeholder shown.
    let empty = field.frame.height
    #expect(empty > 2 * UIFont.preferredFont(forTextStyle: .body).lineHeight)
    #expect(single.frame.height.rounded() == 34)
    try driver.tap("Summary")
    try driver.typeOnKeyboard("One")
    try driver.tapKey("Return")
    try driver.typeOnKeyboard("Two")
    try driver.tapKey("Return")
    try driver.typeOnKeyboard("Three")
    try driver.settle()
    #expect(log.last == "summary:One\nTwo\nThree")
    let three = field.frame.height
    #expect(three > empty + 15, "a third line grows the field")
    try driver.tapKey("Return")
    try driver.typeOnKeyboard("Four")
    try driver.tapKey("Return")
    try driver.typeOnKeyboard("Five")
    try driver.settle()
    let four = field.frame.height
    #expect(four > three + 15 && four < three + 25, "the field grows by one line to the limit, then scrolls")
    #expect(field.contentSize.height > four, "five lines are taller than the field")
    #expect(field.contentOffset.y > 0, "the field scrolled to the caret")
    #expect(field.text == "One\nTwo\nThree\nFour\nFive")
  }

  @Test func lineLimitsReserveSpace() {
    func height(_ view: some View) -> CGFloat {
      UIHostingController(rootView: view).sizeThatFits(in: CGSize(width: 300, height: 1000)).height
    }
    let one = height(Text("Short"))
    #expect(height(Text("Short").lineLimit(3, reservesSpace: true)) >= 3 * one - 1)
    #expect(height(Text("Short").lineLimit(3)) == one)
    #expect(height(Text("Short").lineLimit(2...4)) >= 2 * one - 1)
    let long = String(repeating: "word ", count: 80)
    #expect(height(Text(long).lineLimit(...2)) <= 2 * one + 1)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func entryLooks(_ style: UIUserInterfaceStyle) throws {
    let host = UIHostingController(rootView: EntryEditor(summary: "A long walk by the river, then soup"))
    host.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-text-editor-\(style == .dark ? "dark" : "light")")
  }
}
