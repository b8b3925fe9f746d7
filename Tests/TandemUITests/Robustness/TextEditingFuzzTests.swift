import Foundation
import TandemTesting
import Testing

import TandemCombine

@testable import TandemKit
@testable import TandemUI

/// The plain model an edited text is checked against: a string and a selection in UTF-16 units, edited by
/// Foundation's string operations the way UIKit's text input documents its edits (typing replaces the selection,
/// backspace removes the selection or the composed character before the caret, arrows collapse a selection or
/// move by a composed character, setting the text puts the caret at its end, paste replaces the selection).
struct TextModel: Equatable {
  var text = ""
  var selection = NSRange(location: 0, length: 0)

  private var string: NSString { text as NSString }

  mutating func replaceSelection(with replacement: String, range: NSRange? = nil) {
    let target = range ?? selection
    text = string.replacingCharacters(in: target, with: replacement)
    selection = NSRange(location: target.location + (replacement as NSString).length, length: 0)
  }
  mutating func type(_ typed: String) { replaceSelection(with: typed) }
  mutating func backspace() {
    if selection.length > 0 { return replaceSelection(with: "") }
    guard selection.location > 0 else { return }
    replaceSelection(with: "", range: string.rangeOfComposedCharacterSequence(at: selection.location - 1))
  }
  mutating func deleteForward() {
    if selection.length > 0 { return replaceSelection(with: "") }
    guard selection.location < string.length else { return }
    replaceSelection(with: "", range: string.rangeOfComposedCharacterSequence(at: selection.location))
  }
  mutating func arrow(left: Bool) {
    if selection.length > 0 {
      selection = NSRange(location: left ? selection.location : NSMaxRange(selection), length: 0)
      return
    }
    var head = selection.location
    if left && head > 0 { head = string.rangeOfComposedCharacterSequence(at: head - 1).location }
    if !left && head < string.length { head = NSMaxRange(string.rangeOfComposedCharacterSequence(at: head)) }
    selection = NSRange(location: head, length: 0)
  }
  mutating func setText(_ new: String) {
    text = new
    selection = NSRange(location: string.length, length: 0)
  }
  /// Selects a clamped range whose ends move out to whole composed characters.
  mutating func select(from start: Int, to end: Int) {
    let low = min(max(min(start, end), 0), string.length)
    let high = min(max(max(start, end), 0), string.length)
    let first = low < string.length ? string.rangeOfComposedCharacterSequence(at: low).location : low
    guard high > low else { return selection = NSRange(location: first, length: 0) }
    var last = high
    if high < string.length, string.rangeOfComposedCharacterSequence(at: high).location < high {
      last = NSMaxRange(string.rangeOfComposedCharacterSequence(at: high))
    }
    selection = NSRange(location: first, length: last - first)
  }
  mutating func selectAll() { selection = NSRange(location: 0, length: string.length) }
  var selectedText: String? { selection.length > 0 ? string.substring(with: selection) : nil }
}

/// What the fuzz types and sets: letters, spaces, accents (precomposed and combining), CJK, emoji with modifiers
/// and flags, right-to-left letters.
let fuzzAlphabet = ["a", "b", "Z", " ", "é", "e\u{301}", "\u{301}", "ß", "中", "👍🏽", "🇫🇷", "👨‍👩‍👧", "ש", "٣", "\n"]

/// One random edit, sent through the driver (keys) or the input's API (text, selection), applied to the model too.
/// In a `multiline` input return types a line break; in a field it types nothing.
@MainActor func randomEdit(
  selecting select: (UITextRange) -> Void, multiline: Bool = false, model: inout TextModel, driver: AppDriver,
  using rng: inout SeededGenerator, setText: (String) -> Void
) -> String {
  func randomString(_ maximum: Int) -> String {
    (0..<Int.random(in: 0...maximum, using: &rng)).map { _ in fuzzAlphabet.randomElement(using: &rng)! }.joined()
  }
  switch Int.random(in: 0..<20, using: &rng) {
  case 0..<7:
    let typed = fuzzAlphabet.randomElement(using: &rng)!
    driver.key(typed)
    if typed == "\n" && !multiline { return "return" }  // Return ends no line in a single-line field.
    model.type(typed)
    return "type"
  case 7..<10:
    driver.key("\u{8}")
    model.backspace()
    return "backspace"
  case 10:
    driver.key(UIKeyCommand.inputDelete)
    model.deleteForward()
    return "deleteForward"
  case 11, 12:
    let left = Bool.random(using: &rng)
    driver.key(left ? UIKeyCommand.inputLeftArrow : UIKeyCommand.inputRightArrow)
    model.arrow(left: left)
    return "arrow"
  case 13:
    let new = randomString(12)
    setText(new)
    model.setText(new)
    return "setText"
  case 14, 15:
    let length = (model.text as NSString).length
    let start = Int.random(in: -2...(length + 2), using: &rng)
    let end = Int.random(in: -2...(length + 2), using: &rng)
    select(UITextRange(start: UITextPosition(offset: min(start, end)), end: UITextPosition(offset: max(start, end))))
    model.select(from: start, to: end)
    return "select"
  case 16:
    let pasted = randomString(6)
    UIPasteboard.general.string = pasted
    driver.key("v", modifiers: .command)
    model.replaceSelection(with: pasted)
    return "paste"
  case 17:
    if let selected = model.selectedText {
      driver.key("x", modifiers: .command)
      #expect(UIPasteboard.general.string == selected)
      model.replaceSelection(with: "")
    }
    return "cut"
  case 18:
    driver.key("a", modifiers: .command)
    model.selectAll()
    return "selectAll"
  default:
    if let selected = model.selectedText {
      UIPasteboard.general.string = "stale"
      driver.key("c", modifiers: .command)
      #expect(UIPasteboard.general.string == selected)
    }
    return "copy"
  }
}

/// Text editing fuzz on UITextField and SwiftUI's TextField: seeded random edits through the driver's keys and the
/// field's API (for SwiftUI, the model's writes to the bound string stand for setting the text); after each, the
/// field's text and selection, and the binding, equal the model's.
@MainActor @Suite(.serialized, .ownsTheApplication) struct TextEditingFuzzTests {
  nonisolated static let runs = 3
  nonisolated static let editsPerRun = 1_000

  @Test(arguments: 0..<runs) func uiTextFieldEditsFollowTheModel(run: Int) throws {
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    root.view.addSubview(field)
    let driver = AppDriver(rootViewController: root)
    try driver.tap(field)
    #expect(field.isEditing)
    var rng = SeededGenerator(seed: 0x7E47 + UInt64(run))
    var model = TextModel()
    var counts: [String: Int] = [:]
    var failures = 0
    for step in 0..<Self.editsPerRun {
      let name = randomEdit(
        selecting: { field.selectedTextRange = $0 }, model: &model, driver: driver, using: &rng
      ) { field.text = $0 }
      counts[name, default: 0] += 1
      if field.text ?? "" != model.text || field.selection != model.selection {
        failures += 1
        let message =
          "run \(run) step \(step) (\(name)): field \(String(reflecting: field.text ?? "")) \(field.selection), "
          + "model \(String(reflecting: model.text)) \(model.selection)"
        Issue.record("\(message)")
        break
      }
    }
    _ = driver.capture()
    #expect(failures == 0)
    print(
      "text editing fuzz, UITextField run \(run + 1)/\(Self.runs): \(Self.editsPerRun) edits, \(failures) failures;",
      counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }
}

extension TextEditingFuzzTests {
  @Test(arguments: 0..<runs) func uiTextViewEditsFollowTheModel(run: Int) throws {
    let root = UIViewController()
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    // The last run edits styled text: typed text takes the typing attributes.
    if run == Self.runs - 1 { textView.typingAttributes = [.foregroundColor: UIColor.systemBlue, .kern: 0.5] }
    root.view.addSubview(textView)
    let driver = AppDriver(rootViewController: root)
    try driver.tap(textView)
    #expect(textView.isFirstResponder)
    var rng = SeededGenerator(seed: 0x7E57 + UInt64(run))
    var model = TextModel()
    var failures = 0
    for step in 0..<Self.editsPerRun {
      let name = randomEdit(
        selecting: { textView.selectedTextRange = $0 }, multiline: true, model: &model, driver: driver, using: &rng
      ) { textView.text = $0 }
      if textView.text != model.text || textView.selectedRange != model.selection {
        failures += 1
        let message =
          "run \(run) step \(step) (\(name)): text view \(String(reflecting: textView.text ?? "")) "
          + "\(textView.selectedRange), model \(String(reflecting: model.text)) \(model.selection)"
        Issue.record("\(message)")
        break
      }
      // Lines come and go: the content always holds the text, and the caret is drawn inside it.
      if step % 50 == 0 {
        _ = driver.capture()
        #expect(textView.contentSize.height >= textView.caretRect(for: textView.endOfDocument).maxY)
      }
    }
    #expect(failures == 0)
  }
}

/// A form whose model the fuzz changes while the field is focused.
@MainActor private final class Note: ObservableObject {
  @Published var text = ""
}

private struct NoteForm: View {
  @ObservedObject var note: Note
  var body: some View {
    VStack {
      TextField("Note", text: $note.text)
      Spacer()
    }
  }
}

extension TextEditingFuzzTests {
  nonisolated static let swiftUIRuns = 2

  @Test(arguments: 0..<swiftUIRuns) func swiftUITextFieldEditsFollowTheModel(run: Int) throws {
    let note = Note()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: NoteForm(note: note)))
    try driver.settle()
    var found: UITextField?
    func visit(_ view: UIView) {
      if found == nil, let field = view as? UITextField { found = field }
      view.subviews.forEach(visit)
    }
    visit(driver.window)
    let field = try #require(found)
    try driver.tap(field)
    #expect(field.isEditing)
    var rng = SeededGenerator(seed: 0x5E1F + UInt64(run))
    var model = TextModel()
    var counts: [String: Int] = [:]
    var failures = 0
    for step in 0..<Self.editsPerRun {
      let name = randomEdit(
        selecting: { field.selectedTextRange = $0 }, model: &model, driver: driver, using: &rng
      ) { new in
        note.text = new
        try? driver.settle()
      }
      counts[name, default: 0] += 1
      if name == "return" {
        // Return submits a SwiftUI text field, which gives up focus; a tap focuses it again, caret at the end.
        #expect(!field.isEditing)
        try driver.tap(field)
        model.selection = NSRange(location: (model.text as NSString).length, length: 0)
      }
      if field.text ?? "" != model.text || field.selection != model.selection || note.text != model.text {
        failures += 1
        let message =
          "run \(run) step \(step) (\(name)): field \(String(reflecting: field.text ?? "")) \(field.selection), "
          + "binding \(String(reflecting: note.text)), model \(String(reflecting: model.text)) \(model.selection)"
        Issue.record("\(message)")
        break
      }
    }
    #expect(failures == 0)
    print(
      "text editing fuzz, SwiftUI TextField run \(run + 1)/\(Self.swiftUIRuns): \(Self.editsPerRun) edits, "
        + "\(failures) failures;",
      counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }
}
