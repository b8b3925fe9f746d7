import SwiftUI
import TandemTesting
import Testing

private struct TallyButton: View {
  let name: String
  @State private var count = 0
  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

/// One view value placed twice, as apps do with a view kept in a property.
private struct TwoTallies: View {
  let tally = TallyButton(name: "Tally")
  @State private var showsThird = false
  var body: some View {
    VStack(spacing: 20) {
      tally
      tally
      Button("Toggle third") { showsThird.toggle() }
      if showsThird { tally }
    }
  }
}

/// State belongs to a view's place in the hierarchy, not to the view value: the same value shown in two places
/// keeps two states, and a place that appears anew starts from the initial value.
@MainActor @Suite(.serialized, .ownsTheApplication) struct StateIdentityTests {
  @Test func theSameViewValueInTwoPlacesKeepsTwoStates() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: TwoTallies()))
    try driver.settle()
    try driver.tap("Tally 0")
    try driver.settle()
    #expect(driver.find("Tally 1") != nil)
    #expect(driver.find("Tally 0") != nil, "the second place kept its own state")
    try driver.tap("Tally 1")
    try driver.settle()
    #expect(driver.find("Tally 2") != nil)
    #expect(driver.find("Tally 0") != nil)
    try driver.tap("Toggle third")
    try driver.settle()
    let tree = driver.accessibilityTree()
    #expect(tree.components(separatedBy: "'Tally 0'").count == 3, "the new place starts at the initial value")
    try driver.tap("Toggle third")
    try driver.tap("Toggle third")
    try driver.settle()
    #expect(driver.accessibilityTree().components(separatedBy: "'Tally 0'").count == 3)
  }
}
