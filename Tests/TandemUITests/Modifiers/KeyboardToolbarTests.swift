import Foundation
import SwiftUI
import TandemTesting
import Testing

/// A tip form as apps write one: a decimal pad has no return key, so a Done button goes above the keyboard.
private struct TipForm: View {
  enum Field { case bill, people }
  @State private var bill = ""
  @State private var people = ""
  @FocusState private var focused: Field?

  var body: some View {
    NavigationStack {
      Form {
        TextField("Bill", text: $bill).keyboardType(.decimalPad).focused($focused, equals: .bill)
        TextField("People", text: $people).keyboardType(.numberPad).focused($focused, equals: .people)
        Text("Bill: \(bill)")
      }
      .navigationTitle("Tip")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
        ToolbarItemGroup(placement: .keyboard) {
          if focused == .bill {
            Button("Next") { focused = .people }
          }
          Spacer()
          Button("Done") { focused = nil }
        }
      }
    }
  }
}

/// `.toolbar` items placed `.keyboard` show in a toolbar above the keyboard while a field of the view is edited.
@MainActor @Suite(.serialized, .ownsTheApplication) struct KeyboardToolbarTests {
  @Test func keyboardItemsShowAboveTheKeysWhileAFieldIsEdited() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: TipForm()))
    try driver.settle()
    #expect(driver.find("Done") == nil, "no keyboard toolbar before editing")
    try driver.tap("Bill")
    try driver.settle()
    let keyboard = UIApplication.shared.keyboard
    #expect(keyboard.isVisible)
    #expect(keyboard.shownFrame.height == 335, "the keys and a 44-point toolbar above them")
    let (_, done) = try #require(driver.find("Done"))
    let (_, next) = try #require(driver.find("Next"))
    let doneFrame = done.convert(done.bounds, to: nil)
    let nextFrame = next.convert(next.bounds, to: nil)
    #expect(nextFrame.minX < 30, "Next leads")
    #expect(doneFrame.maxX > 350, "the spacer pushes Done to the trailing edge")
    try driver.typeOnKeyboard("42.5")
    try driver.settle()
    #expect(driver.find("Bill: 42.5") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-keyboard-toolbar")

    try driver.tap("Next")
    try driver.settle()
    #expect(keyboard.isVisible, "focus moved to the next field: the keyboard stays")
    #expect(driver.find("Next") == nil, "the toolbar follows the focus state")
    #expect(driver.find("Done") != nil)

    try driver.tap("Done")
    try driver.settle()
    #expect(!keyboard.isVisible)
    #expect(driver.find("Done") == nil)
  }
}
