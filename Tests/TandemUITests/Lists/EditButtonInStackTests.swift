import Foundation
import SwiftUI
import TandemTesting
import Testing

/// A list with its Edit button above it in a stack (not in a navigation bar), as small apps write one.
private struct FruitList: View {
  @State private var fruits = ["Apple", "Banana", "Cherry"]
  var body: some View {
    VStack {
      EditButton()
      Text("Fruits: \(fruits.count)")
      List {
        ForEach(fruits, id: \.self) { Text($0) }
          .onDelete { fruits.remove(atOffsets: $0) }
      }
    }
  }
}

/// An Edit button in a stack over a list: its title changes in place as editing starts and ends (a stale, faded
/// "Edit" once stayed drawn below the new title).
@MainActor @Suite(.serialized, .ownsTheApplication) struct EditButtonInStackTests {
  @Test func theButtonRedrawsItsTitleInPlace() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: FruitList()))
    try driver.settle()
    let before = driver.capture()
    try driver.tap("Edit")
    try driver.settle()
    #expect(driver.find("Done") != nil && driver.find("Edit") == nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-edit-button-in-stack")
    // Back out of editing: the screen is the one it started as, with no trace of the titles it showed between.
    try driver.tap("Done")
    try driver.settle()
    let after = driver.capture()
    #expect(after == before, "Done back to Edit leaves the screen as it was")
  }
}
