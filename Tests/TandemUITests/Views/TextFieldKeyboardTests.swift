import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

/// A sign-in form as SwiftUI apps write it: the email field asks for the email keyboard, no capitals and a "next"
/// key; the password's "go" submits.
private struct SignIn: View {
  @State var email = ""
  @State var code = ""
  let submitted: (String) -> Void
  var body: some View {
    VStack(spacing: 12) {
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .textContentType(.emailAddress)
        .submitLabel(.next)
      TextField("Code", text: $code)
        .keyboardType(.numberPad)
        .submitLabel(.go)
    }
    .textFieldStyle(.roundedBorder)
    .padding()
    .onSubmit { submitted(email) }
  }
}

/// SwiftUI's text input modifiers reach the keyboard: its keys and return key follow `keyboardType`,
/// `textInputAutocapitalization` and `submitLabel`; return runs `onSubmit` and ends editing.
@MainActor @Suite(.serialized, .ownsTheApplication) struct TextFieldKeyboardTests {
  @Test func modifiersChooseTheKeyboardAndReturnSubmits() throws {
    var submissions: [String] = []
    let driver = AppDriver(rootViewController: UIHostingController(rootView: SignIn { submissions.append($0) }))
    try driver.settle()
    try driver.tap("Email")
    // No capitals, "@" and "." beside space, and a "next" key.
    #expect(driver.find("a") != nil && driver.find("A") == nil)
    #expect(driver.find("@") != nil)
    #expect(driver.find("Next") != nil)
    try driver.typeOnKeyboard("ada@example.com")
    try driver.tapKey("Return")
    #expect(submissions == ["ada@example.com"])
    #expect(driver.find("delete") == nil)

    try driver.tap("Code")
    #expect(driver.find("5") != nil && driver.find("space") == nil)
    try driver.typeOnKeyboard("2468")
    #expect(driver.find("Code")?.0.value == "2468")
  }
}
