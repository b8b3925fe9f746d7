import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemCombine
@testable import TandemUI

@MainActor private final class MedicalCondition: ObservableObject, Identifiable {
  let id = UUID()
  @Published var text: String
  init(text: String) { self.text = text }
}

private struct ConditionEditor: View {
  @ObservedObject var condition: MedicalCondition
  @State var note = ""
  var body: some View {
    VStack {
      TextField("Condition", text: $condition.text)
      TextField("Note", text: $note).textFieldStyle(.roundedBorder)
      Text("Note: \(note)")
    }
    .padding()
  }
}

@MainActor @Suite(.ownsTheApplication) struct TextFieldTests {
  private func fields(_ controller: UIViewController) -> [UITextField] {
    controller.view.subviews.compactMap { $0 as? UITextField }
  }

  @Test func typingWritesEachKeystrokeThroughTheBinding() throws {
    let condition = MedicalCondition(text: "Asthma")
    let controller = UIHostingController(rootView: ConditionEditor(condition: condition))
    let driver = AppDriver(rootViewController: controller)
    let (modelField, noteField) = (fields(controller)[0], fields(controller)[1])
    #expect(modelField.text == "Asthma")
    #expect(noteField.placeholder == "Note")
    #expect(noteField.borderStyle == .roundedRect)

    try driver.tap(modelField)
    driver.type("!")
    #expect(condition.text == "Asthma!")

    try driver.tap(noteField)
    driver.type("Hi")
    #expect(driver.find("Note: Hi") != nil)

    // A model change from elsewhere reaches the field.
    condition.text = "Flu"
    driver.application.commit()
    #expect(modelField.text == "Flu")
  }

  /// The model shortens the text while the field is focused: typing and deleting go on from the new end.
  @Test func theModelChangingTheTextWhileFocusedKeepsTypingWorking() throws {
    let condition = MedicalCondition(text: "")
    let controller = UIHostingController(rootView: ConditionEditor(condition: condition))
    let driver = AppDriver(rootViewController: controller)
    let field = fields(controller)[0]
    try driver.tap(field)
    driver.type("Bronchitis")
    #expect(condition.text == "Bronchitis")
    condition.text = "Flu"
    try driver.settle()
    driver.type("!")
    #expect(condition.text == "Flu!")
    driver.key("\u{8}")
    driver.key("\u{8}")
    #expect(condition.text == "Fl")
    #expect(field.text == "Fl")
  }
}
