import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A note row with a context menu, as SwiftUI apps add one; the row is also a button.
private struct Notes: View {
  @State private var log: [String] = []
  var body: some View {
    VStack(spacing: 20) {
      Text(log.isEmpty ? "Nothing yet" : log.joined(separator: ", "))
      Button("Groceries") { log.append("opened") }
        .padding()
        .contextMenu {
          Button("Pin", systemImage: "pin") { log.append("pinned") }
          Section {
            Button("Delete", systemImage: "trash", role: .destructive) { log.append("deleted") }
          }
        }
      Text("Plain row")
        .contextMenu {
          Button("Copy") { log.append("copied") }
        }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ContextMenuTests {
  @Test func aLongPressOpensTheMenuWithoutPressingTheButton() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Notes()))
    try driver.settle()
    // A tap still taps the button.
    try driver.tap("Groceries")
    try driver.settle()
    #expect(driver.find("opened") != nil)
    let row = try #require(driver.find("Groceries")).0.frame
    driver.longPress(at: CGPoint(x: row.midX, y: row.midY))
    try driver.settle()
    #expect(driver.find("Pin") != nil && driver.find("Delete") != nil)
    #expect(driver.find("opened") != nil, "the long press did not press the button again")
    try driver.tap("Delete")
    try driver.settle()
    #expect(driver.find("opened, deleted") != nil)
    #expect(driver.find("Pin") == nil)
  }

  @Test func theInnermostViewsMenuOpensAndAShortPressOpensNone() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Notes()))
    try driver.settle()
    let plain = try #require(driver.find("Plain row")).0.frame
    driver.longPress(at: CGPoint(x: plain.midX, y: plain.midY), duration: 0.3)
    try driver.settle()
    #expect(driver.find("Copy") == nil)
    driver.longPress(at: CGPoint(x: plain.midX, y: plain.midY))
    try driver.settle()
    #expect(driver.find("Copy") != nil && driver.find("Pin") == nil)
    try driver.tap("Copy")
    try driver.settle()
    #expect(driver.find("copied") != nil)
  }
}
