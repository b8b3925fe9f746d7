import SwiftUI
import TandemTesting
import Testing

/// An "About" screen with the form helpers: labeled values, a group box, a disclosure group and a control group.
private struct AboutScreen: View {
  @State var advanced = false
  @State var count = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      LabeledContent("Version", value: "2.4.1")
      LabeledContent("Price", value: 4.5, format: .number.precision(.fractionLength(2)))
      LabeledContent("Owner") { Text("Sam") }
      GroupBox("Storage") {
        Text("42 GB of 128 GB used")
        ProgressView(value: 42, total: 128)
      }
      DisclosureGroup("Advanced", isExpanded: $advanced) {
        Text("Debug logging is off.")
      }
      ControlGroup {
        Button("Less") { count -= 1 }
        Button("More") { count += 1 }
      }
      Text("Count \(count)")
    }
    .padding()
  }
}

/// LabeledContent, GroupBox, DisclosureGroup and ControlGroup as iOS lays them out; the disclosure group and the
/// control group's buttons work through the driver.
@MainActor @Suite(.serialized, .ownsTheApplication) struct GroupingViewsTests {
  @Test func disclosureAndControlGroupsWork() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: AboutScreen()))
    try driver.settle()
    #expect(driver.find("2.4.1") != nil && driver.find("4.50") != nil)
    #expect(driver.find("Debug logging is off.") == nil)
    try driver.tap("Advanced")
    try driver.settle()
    #expect(driver.find("Debug logging is off.") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-grouping-views")
    try driver.tap("More")
    try driver.tap("More")
    try driver.tap("Less")
    try driver.settle()
    #expect(driver.find("Count 1") != nil)
    try driver.tap("Advanced")
    try driver.settle()
    #expect(driver.find("Debug logging is off.") == nil)
  }
}
