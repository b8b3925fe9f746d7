import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A to-do list whose rows are reordered in edit mode, as apps write it.
private struct Chores: View {
  @State private var chores = ["Dishes", "Laundry", "Groceries", "Plants"]
  var body: some View {
    VStack {
      HStack {
        EditButton()
        Text(chores.joined(separator: " > "))
      }
      List {
        ForEach(chores, id: \.self) { Text($0) }
          .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
          .onDelete { chores.remove(atOffsets: $0) }
      }
    }
  }
}

/// Two sections, each its own `ForEach` with `onMove`.
private struct Packing: View {
  @State private var clothes = ["Socks", "Jacket"]
  @State private var gear = ["Tent", "Stove"]
  var body: some View {
    VStack {
      Text(clothes.joined(separator: " > ") + " | " + gear.joined(separator: " > "))
      List {
        Section("Clothes") {
          ForEach(clothes, id: \.self) { Text($0) }.onMove { clothes.move(fromOffsets: $0, toOffset: $1) }
        }
        Section("Gear") {
          ForEach(gear, id: \.self) { Text($0) }.onMove { gear.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .environment(\.editMode, .constant(.active))
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ListMoveTests {
  /// A row dropped in another section stays among its own `ForEach`'s rows, at their nearest end, as in SwiftUI.
  @Test func aRowStaysInItsOwnForEach() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Packing()))
    try driver.settle()
    let grip = try #require(driver.find("Reorder")).0.frame
    let socks = try #require(driver.find("Socks")).0.frame
    let stove = try #require(driver.find("Stove")).0.frame
    driver.drag(
      from: CGPoint(x: grip.midX, y: socks.midY), to: CGPoint(x: grip.midX, y: stove.midY), duration: 0.5)
    try driver.settle()
    #expect(driver.find("Jacket > Socks | Tent > Stove") != nil, "\(driver.accessibilityTree())")
  }

  @Test func draggingAGripMovesTheRowThroughOnMove() throws {
    let controller = UIHostingController(rootView: Chores())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("Reorder") == nil, "grips show only in edit mode")
    try driver.tap("Edit")
    try driver.settle()
    let grip = try #require(driver.find("Reorder")).0.frame
    let dishes = try #require(driver.find("Dishes")).0.frame
    let groceries = try #require(driver.find("Groceries")).0.frame
    // Every row has its grip at the trailing edge. Drag Dishes' down past Groceries.
    driver.drag(
      from: CGPoint(x: grip.midX, y: dishes.midY), to: CGPoint(x: grip.midX, y: groceries.midY + 10), duration: 0.5)
    try driver.settle()
    #expect(driver.find("Laundry > Groceries > Dishes > Plants") != nil, "\(driver.accessibilityTree())")
    // And Plants up to the top.
    let plants = try #require(driver.find("Plants")).0.frame
    let laundry = try #require(driver.find("Laundry")).0.frame
    driver.drag(
      from: CGPoint(x: grip.midX, y: plants.midY), to: CGPoint(x: grip.midX, y: laundry.midY - 15), duration: 0.5)
    try driver.settle()
    #expect(driver.find("Plants > Laundry > Groceries > Dishes") != nil, "\(driver.accessibilityTree())")
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-list-reorder")
  }
}
