import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

struct Fruit: Identifiable {
  let id: Int
  let name: String
}

/// A row with state of its own: taps count up, and the count must follow the row's id.
private struct CountingRow: View {
  let title: String
  @State private var taps = 0
  var body: some View {
    Button("\(title): \(taps)") { taps += 1 }
  }
}

/// A list as apps write it: static rows, sections with headers and footers, a ForEach with onDelete.
private struct GroceryList: View {
  @State var fruit = [Fruit(id: 1, name: "Apples"), Fruit(id: 2, name: "Bananas"), Fruit(id: 3, name: "Cherries")]
  var body: some View {
    List {
      Text("Weekly shopping")
      Section {
        ForEach(fruit) { item in
          CountingRow(title: item.name)
        }
        .onDelete { offsets in fruit.remove(atOffsets: offsets) }
      } header: {
        Text("Fruit")
      } footer: {
        Text("\(fruit.count) kinds")
      }
      Section("Dairy") {
        Label("Milk", systemImage: "cup.and.saucer")
        Label("Cheese", systemImage: "square.grid.3x3")
      }
    }
  }
}

@MainActor private func listContent(in controller: UIHostingController<some View>) -> ListContent? {
  var found: ListContent?
  controller.contentGraph.root.forEach { node in
    if found == nil, let content = node.content as? ListContent { found = content }
  }
  return found
}

/// SwiftUI's List on a UIKit collection view list: sections with headers and footers, rows that keep their state by
/// id, swipe to delete from `onDelete`, the list styles, and only the visible rows realised at any size.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ListTests {
  @Test func rowsSectionsStateAndDelete() throws {
    let controller = UIHostingController(rootView: GroceryList())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    for text in ["Weekly shopping", "Fruit", "Apples: 0", "Bananas: 0", "Cherries: 0", "3 kinds", "Dairy", "Milk"] {
      #expect(driver.find(text) != nil, "\(text) is on screen: \(driver.accessibilityTree())")
    }
    try driver.tap("Bananas: 0")
    try driver.tap("Bananas: 1")
    try driver.settle()
    #expect(driver.find("Bananas: 2") != nil)

    // Swipe Apples' row a little towards the leading side: Delete shows; tapping it removes the row, and Bananas
    // keeps its count.
    let apples = try #require(driver.find("Apples: 0")).0.frame
    driver.drag(
      from: CGPoint(x: apples.maxX + 150, y: apples.midY), to: CGPoint(x: apples.maxX + 60, y: apples.midY),
      duration: 0.3)
    try driver.settle()
    try driver.tap("Delete")
    try driver.settle()
    #expect(driver.find("Apples: 0") == nil)
    #expect(driver.find("Bananas: 2") != nil, "the row's state follows its id to its new position")
    #expect(driver.find("2 kinds") != nil, "the footer shows the new count")
  }

  @Test func aHundredThousandRowsRealiseOnlyWhatShows() throws {
    struct Big: View {
      var body: some View {
        List(0..<100_000, id: \.self) { index in
          Text("Row \(index)")
        }
        .listStyle(.plain)
      }
    }
    let controller = UIHostingController(rootView: Big())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let rows = try #require(listContent(in: controller)?.rowGraphs)
    #expect(driver.find("Row 0") != nil)
    let first = rows.graphsMade
    #expect(first > 10 && first < 40, "one screen of rows: \(first)")
    // Scroll a few screens: the graphs made grow by what came on screen, not by the list's size.
    for _ in 0..<5 { driver.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150), duration: 0.2) }
    try driver.settle()
    #expect(rows.graphsMade < first + 120, "\(rows.graphsMade) graphs after five screens")
    #expect(rows.realizedIDs.count < 200)
  }

  @Test func rowModifiers() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Inbox()))
    try driver.settle()
    let edge = try #require(driver.find("Edge to edge")).0.frame
    let wide = try #require(driver.find("Wide margins")).0.frame
    let plain = try #require(driver.find("Highlighted")).0.frame
    #expect(abs(wide.minX - edge.minX - 48) < 0.5, "insets measure from the row's edge")
    #expect(plain.minX > edge.minX, "other rows keep the list's margins")
    #expect(driver.find("12") != nil && driver.find("New") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-list-row-modifiers")
  }

  /// EditButton toggles the environment's edit mode; the list shows delete controls on its deletable rows, and a
  /// control reveals Delete, which runs `onDelete`.
  @Test func editButtonPutsTheListInEditMode() throws {
    struct Editable: View {
      @State var names = ["Ana", "Ben", "Cy"]
      @Environment(\.editMode) var editMode
      var body: some View {
        VStack {
          EditButton()
          Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
          List {
            ForEach(names, id: \.self) { Text($0) }
              .onDelete { names.remove(atOffsets: $0) }
          }
        }
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Editable()))
    try driver.settle()
    #expect(driver.find("browsing") != nil)
    try driver.tap("Edit")
    try driver.settle()
    #expect(driver.find("editing") != nil && driver.find("Done") != nil)
    // The delete control of Ben's row reveals Delete; tapping it deletes the row.
    let ben = try #require(driver.find("Ben")).0.frame
    driver.tap(at: CGPoint(x: 40, y: ben.midY))
    try driver.settle()
    try driver.tap("Delete")
    try driver.settle()
    #expect(driver.find("Ben") == nil && driver.find("Cy") != nil)
    try driver.tap("Done")
    try driver.settle()
    #expect(driver.find("browsing") != nil)
  }

  @Test(arguments: [ListStyleCase.insetGrouped, .grouped, .plain])
  func listStylesLook(_ style: ListStyleCase) throws {
    let view = GroceryList()
    let root: AnyView =
      switch style {
      case .insetGrouped: AnyView(view)
      case .grouped: AnyView(view.listStyle(.grouped))
      case .plain: AnyView(view.listStyle(.plain))
      }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: root))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-list-\(style)")
  }
}

/// Row modifiers: custom insets, a background filling the row, a hidden separator and a tinted one, badges.
private struct Inbox: View {
  var body: some View {
    List {
      Section("Mailboxes") {
        Label("Inbox", systemImage: "tray").badge(12)
        Label("Drafts", systemImage: "doc").badge("New")
        Label("Sent", systemImage: "paperplane").listRowSeparator(.hidden)
        Label("Junk", systemImage: "xmark.bin").listRowSeparatorTint(.red)
        Label("Archive", systemImage: "archivebox")
      }
      Section {
        Text("Edge to edge").listRowInsets(EdgeInsets())
        Text("Highlighted").listRowBackground(Color.yellow)
        Text("Wide margins").listRowInsets(EdgeInsets(top: 24, leading: 48, bottom: 24, trailing: 48))
      }
    }
  }
}

enum ListStyleCase: String, CustomStringConvertible, CaseIterable {
  case insetGrouped, grouped, plain
  var description: String { rawValue }
}

/// Section separators as a settings list sets them: the first section's bottom separator hidden, the second's red.
private struct Sections: View {
  var body: some View {
    List {
      Section {
        Text("Alpha")
        Text("Bravo")
      }
      .listSectionSeparator(.hidden)
      Section {
        Text("Charlie")
        Text("Delta")
      }
      .listSectionSeparatorTint(.red, edges: .bottom)
    }
    .listStyle(.plain)
  }
}

extension ListTests {
  @Test func sectionSeparatorsSetTheirLastRowsSeparator() throws {
    let host = UIHostingController(rootView: Sections())
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    func cell(showing text: String) throws -> UICollectionViewListCell {
      var view: UIView? = try #require(driver.find(text)).1
      while let current = view, !(current is UICollectionViewListCell) { view = current.superview }
      return try #require(view as? UICollectionViewListCell)
    }
    func separator(of cell: UICollectionViewListCell) -> UIView? {
      cell.subviews.first { $0 !== cell.contentView && $0.frame.height < 1 && $0.frame.minY >= cell.bounds.height - 1 }
    }
    // Within a section rows keep their separators; the first section's last row has none; the second's is red.
    #expect(separator(of: try cell(showing: "Alpha")).map { !$0.isHidden } == true)
    #expect(separator(of: try cell(showing: "Bravo")).map(\.isHidden) ?? true)
    #expect(separator(of: try cell(showing: "Charlie")).map { !$0.isHidden } == true)
    let red = try #require(separator(of: try cell(showing: "Delta")))
    #expect(!red.isHidden && red.backgroundColor == UIColor.systemRed)
  }
}
