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

/// A mailbox list whose rows have context menus, as mail apps write one.
private struct Mailbox: View {
  @State private var messages = ["Lunch on Friday?", "Your receipt", "Build failed"]
  @State private var flagged: Set<String> = []
  var body: some View {
    List {
      ForEach(messages, id: \.self) { message in
        HStack {
          Text(message)
          Spacer()
          if flagged.contains(message) { Image(systemName: "flag.fill").foregroundStyle(.orange) }
        }
        .contextMenu {
          Button(flagged.contains(message) ? "Unflag" : "Flag", systemImage: "flag") {
            if flagged.contains(message) { flagged.remove(message) } else { flagged.insert(message) }
          }
          Button("Delete", systemImage: "trash", role: .destructive) {
            messages.removeAll { $0 == message }
          }
        }
      }
    }
  }
}

extension ContextMenuTests {
  @Test func listRowsOpenTheirOwnMenus() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Mailbox()))
    try driver.settle()
    // A long press on the second row opens that row's menu; its action changes that row.
    let receipt = try #require(driver.find("Your receipt")).0.frame
    driver.longPress(at: CGPoint(x: receipt.midX, y: receipt.midY))
    try driver.settle()
    try driver.tap("Flag")
    try driver.settle()
    // The row shows its flag: its closure read the list's state, so the change reached it.
    #expect(driver.accessibilityTree().contains("image"), "\(driver.accessibilityTree())")
    // The same row's menu now offers Unflag; another row's still offers Flag.
    driver.longPress(at: CGPoint(x: receipt.midX, y: receipt.midY))
    try driver.settle()
    #expect(driver.find("Unflag") != nil)
    try driver.tap("Delete")
    try driver.settle()
    #expect(driver.find("Your receipt") == nil)
    #expect(driver.find("Build failed") != nil && driver.find("Lunch on Friday?") != nil)
    let lunch = try #require(driver.find("Lunch on Friday?")).0.frame
    driver.longPress(at: CGPoint(x: lunch.midX, y: lunch.midY))
    try driver.settle()
    #expect(driver.find("Flag") != nil && driver.find("Unflag") == nil)
  }
}
