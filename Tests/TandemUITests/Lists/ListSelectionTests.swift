import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A mailbox picker: one row selected by a tap.
private struct Mailboxes: View {
  @State private var selected: String?
  var body: some View {
    VStack {
      Text("Selected: \(selected ?? "none")")
      List(["Inbox", "Drafts", "Sent"], id: \.self, selection: $selected) { name in
        Text(name)
      }
    }
  }
}

/// A cleanup screen: rows picked several at a time in edit mode, then removed together.
private struct Cleanup: View {
  struct Photo: Identifiable {
    let id: Int
    let title: String
  }
  @State private var photos = (1...6).map { Photo(id: $0, title: "Photo \($0)") }
  @State private var picked = Set<Int>()
  var body: some View {
    VStack {
      HStack {
        EditButton()
        Text("\(picked.count) picked")
        Button("Remove") {
          photos.removeAll { picked.contains($0.id) }
          picked = []
        }
      }
      List(photos, selection: $picked) { photo in
        Text(photo.title)
      }
    }
  }
}

/// Static rows select by their tags.
private struct Sizes: View {
  @State private var size = "M"
  var body: some View {
    VStack {
      Text("Size \(size)")
      List(selection: $size) {
        Text("Small").tag("S")
        Text("Medium").tag("M")
        Text("Large").tag("L")
      }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ListSelectionTests {
  @Test func aTapSelectsOneRow() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Mailboxes()))
    try driver.settle()
    #expect(driver.find("Selected: none") != nil)
    try driver.tap("Drafts")
    try driver.settle()
    #expect(driver.find("Selected: Drafts") != nil)
    try driver.tap("Sent")
    try driver.settle()
    #expect(driver.find("Selected: Sent") != nil)
  }

  private func collectionView(in view: UIView) -> UICollectionView? {
    if let found = view as? UICollectionView { return found }
    for subview in view.subviews { if let found = collectionView(in: subview) { return found } }
    return nil
  }

  @Test func staticRowsSelectByTagAndShowTheBindingsValue() throws {
    let controller = UIHostingController(rootView: Sizes())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    // The binding's value shows as the selected row.
    let list = try #require(collectionView(in: controller.view))
    #expect(list.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    try driver.tap("Large")
    try driver.settle()
    #expect(driver.find("Size L") != nil)
    #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func editModeSelectsSeveralRows() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Cleanup()))
    try driver.settle()
    // Outside edit mode a tap selects nothing in a list selecting several.
    try driver.tap("Photo 2")
    try driver.settle()
    #expect(driver.find("0 picked") != nil)
    try driver.tap("Edit")
    try driver.settle()
    try driver.tap("Photo 2")
    try driver.tap("Photo 4")
    try driver.tap("Photo 5")
    try driver.settle()
    #expect(driver.find("3 picked") != nil)
    // A second tap deselects.
    try driver.tap("Photo 5")
    try driver.settle()
    #expect(driver.find("2 picked") != nil)
    try driver.tap("Remove")
    try driver.settle()
    #expect(driver.find("Photo 2") == nil && driver.find("Photo 4") == nil)
    #expect(driver.find("Photo 5") != nil && driver.find("0 picked") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark]) func selectionLooks(_ scheme: ColorScheme) throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Cleanup().preferredColorScheme(scheme)))
    try driver.settle()
    try driver.tap("Edit")
    try driver.settle()
    try driver.tap("Photo 2")
    try driver.tap("Photo 3")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-list-multiselect-\(scheme == .dark ? "dark" : "light")")
  }
}
