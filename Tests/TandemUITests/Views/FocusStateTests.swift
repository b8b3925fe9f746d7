import SwiftUI
import TandemTesting
import Testing

/// A sign-in form with focus as apps write it: a `@FocusState` over an enum of fields, return moving focus to the
/// password, a secure field, and a Boolean focus state for a search field.
private struct SignInForm: View {
  enum Field: Hashable { case email, password }
  @State var email = ""
  @State var password = ""
  @State var query = ""
  @FocusState var focus: Field?
  @FocusState var searching: Bool
  var body: some View {
    VStack(spacing: 12) {
      TextField("Email", text: $email)
        .focused($focus, equals: .email)
        .onSubmit { focus = .password }
      SecureField("Password", text: $password)
        .focused($focus, equals: .password)
      TextField("Search", text: $query).focused($searching)
      Text("Focus: \(focus.map { "\($0)" } ?? "none"), searching \(searching ? "yes" : "no")")
      Button("Start") { focus = .email }
      Button("Done") { focus = nil }
      Button("Search") { searching = true }
    }
    .textFieldStyle(.roundedBorder)
    .padding()
  }
}

/// `@FocusState` moves the keyboard focus between fields and follows the user's taps; `SecureField` hides what is
/// typed but still writes its binding.
@MainActor @Suite(.serialized, .ownsTheApplication) struct FocusStateTests {
  @Test func focusFollowsStateAndTaps() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: SignInForm()))
    try driver.settle()
    #expect(driver.find("Focus: none, searching no") != nil)
    try driver.tap("Start")
    try driver.settle()
    #expect(driver.find("Focus: email, searching no") != nil)
    driver.type("sam@example.com")
    driver.key("\r")
    try driver.settle()
    #expect(driver.find("Focus: password, searching no") != nil, "onSubmit moved the focus")
    driver.type("hunter2")
    try driver.settle()
    #expect(driver.find("hunter2") == nil, "the secure field shows dots")
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-focus-secure-field")
    // A tap on another field moves the focus state with it.
    try driver.tap("Search")
    try driver.settle()
    let tree = driver.accessibilityTree()
    #expect(driver.find("Focus: none, searching yes") != nil, "\(tree)")
    try driver.tap("Done")
    try driver.settle()
    #expect(driver.find("Focus: none, searching yes") != nil, "clearing another state leaves this one")
  }
}
