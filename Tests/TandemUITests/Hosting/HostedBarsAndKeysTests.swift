import Foundation
import TandemCombine
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

@MainActor private final class Notes: ObservableObject {
  @Published var count = 0
  @Published var edits = 0
  @Published var deletions = 0
}

private struct NotesScreen: View {
  @ObservedObject var notes: Notes
  var body: some View {
    VStack(spacing: 16) {
      Text("\(notes.count) notes, \(notes.edits) edits, \(notes.deletions) deletions")
      Button("New note") { notes.count += 1 }.keyboardShortcut("n")
    }
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") { notes.edits += 1 } }
      ToolbarItem(placement: .bottomBar) {
        Button {
          notes.deletions += 1
        } label: {
          Image(systemName: "trash")
        }
      }
    }
  }
}

/// Toolbar content of an app's own: a type whose body builds the items, as apps factor their toolbars out.
private struct EditingToolbar: ToolbarContent {
  let notes: Notes
  var body: some ToolbarContent {
    ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") { notes.edits -= 1 } }
    ToolbarItemGroup(placement: .navigationBarTrailing) {
      Button("Save") { notes.edits += 1 }
    }
  }
}

private struct EditingScreen: View {
  @ObservedObject var notes: Notes
  var body: some View {
    Text("\(notes.edits) edits").toolbar { EditingToolbar(notes: notes) }
  }
}

/// A bar button with state of its own, reading an environment object set above the toolbar.
private struct CountingBarButton: View {
  @State private var count = 0
  @EnvironmentObject private var notes: Notes
  var body: some View {
    Button("Count \(count) of \(notes.count)") { count += 1 }
  }
}

private struct CountingScreen: View {
  var body: some View {
    Text("Counting").toolbar { ToolbarItem(placement: .navigationBarTrailing) { CountingBarButton() } }
  }
}

@MainActor private final class Condition: ObservableObject {
  @Published var text = "Asthma"
}

private struct EditableRow: View {
  @ObservedObject var condition: Condition
  var body: some View { TextField("Condition", text: $condition.text) }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct HostedBarsAndKeysTests {
  @Test func toolbarItemsOfHostedContentAppearInTheBars() throws {
    let notes = Notes()
    let hosting = UIHostingController(rootView: NotesScreen(notes: notes))
    hosting.title = "Notes"
    let navigation = UINavigationController(rootViewController: hosting)
    navigation.isToolbarHidden = false
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    #expect(hosting.navigationItem.rightBarButtonItems?.map(\.title) == ["Edit"])
    #expect(hosting.toolbarItems?.count == 1 && hosting.toolbarItems?.first?.image != nil)
    GoldenImage.assertMatches(driver.capture(), named: "hosted-toolbar-items")
    try driver.tap("Edit")
    try driver.settle()
    #expect(notes.edits == 1)
    // Unchanged content leaves the bar items alone.
    let edit = hosting.navigationItem.rightBarButtonItems?.first
    notes.count += 1
    try driver.settle()
    #expect(hosting.navigationItem.rightBarButtonItems?.first === edit)
  }

  /// Toolbar content with a body of its own (not only items) reaches the bars, and its buttons act.
  @Test func toolbarContentWithABodyPutsItsItemsInTheBars() throws {
    let notes = Notes()
    let hosting = UIHostingController(rootView: EditingScreen(notes: notes))
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: hosting))
    try driver.settle()
    #expect(hosting.navigationItem.leftBarButtonItems?.map(\.title) == ["Cancel"])
    #expect(hosting.navigationItem.rightBarButtonItems?.map(\.title) == ["Save"])
    try driver.tap("Save")
    try driver.settle()
    #expect(notes.edits == 1)
  }

  /// A toolbar item's view lives in the graph (a declared child of its toolbar, not a throwaway graph): it sees the
  /// environment above the toolbar, keeps its state between taps, and a change of that state or of what it reads
  /// re-titles the bar item.
  @Test func aToolbarItemsViewKeepsItsStateAndSeesTheEnvironment() throws {
    let notes = Notes()
    notes.count = 2
    let hosting = UIHostingController(rootView: AnyView(CountingScreen().environmentObject(notes)))
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: hosting))
    try driver.settle()
    #expect(hosting.navigationItem.rightBarButtonItems?.map(\.title) == ["Count 0 of 2"])
    try driver.tap("Count 0 of 2")
    try driver.settle()
    try driver.tap("Count 1 of 2")
    try driver.settle()
    #expect(hosting.navigationItem.rightBarButtonItems?.map(\.title) == ["Count 2 of 2"])
    notes.count = 5
    try driver.settle()
    #expect(hosting.navigationItem.rightBarButtonItems?.map(\.title) == ["Count 2 of 5"])
    // The item's view is not laid out or drawn with the content.
    var declared: [ViewNode] = []
    hosting.contentGraph.root.forEach { declared += $0.declaredChildren }
    #expect(declared.count == 1)
    #expect(declared.allSatisfy { $0.frame == .zero })
  }

  @Test func keyboardShortcutsBecomeKeyCommandsOfTheHostingController() throws {
    let notes = Notes()
    let hosting = UIHostingController(rootView: NotesScreen(notes: notes))
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: hosting))
    try driver.settle()
    #expect(hosting.keyCommands?.map(\.input) == ["n"])
    driver.key("n", modifiers: .command)
    try driver.settle()
    #expect(notes.count == 1)
    // Without the modifier the shortcut does not fire.
    driver.key("n")
    #expect(notes.count == 1)
  }

  @Test func presentationDetentsSetTheSheetsHeights() throws {
    struct Screen: View {
      @State var show = false
      var body: some View {
        Button("Details") { show = true }
          .sheet(isPresented: $show) { Text("Half").presentationDetents([.medium]) }
      }
    }
    let root = UIHostingController(rootView: Screen())
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Details")
    try driver.settle()
    let sheet = try #require(root.presentedViewController?.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.medium])
    let height = try #require(root.presentedViewController?.view).convert(
      root.presentedViewController!.view.bounds, to: nil
    ).height
    #expect(height < driver.window.bounds.height * 0.6)
  }

  @Test func typingIntoATextFieldInACellWritesTheModel() throws {
    let condition = Condition()
    final class Table: UIViewController, UITableViewDataSource {
      let table = UITableView()
      let condition: Condition
      init(_ condition: Condition) {
        self.condition = condition
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      override func loadView() {
        table.dataSource = self
        view = table
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.contentConfiguration = UIHostingConfiguration { [condition] in EditableRow(condition: condition) }
        return cell
      }
    }
    let controller = Table(condition)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    var field: UITextField?
    func find(_ view: UIView) {
      if let text = view as? UITextField { field = text }
      view.subviews.forEach(find)
    }
    find(cell)
    try driver.tap(try #require(field))
    driver.type(", seasonal")
    try driver.settle()
    #expect(condition.text == "Asthma, seasonal")
  }
}
