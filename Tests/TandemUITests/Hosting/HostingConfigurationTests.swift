import Foundation
import Observation
import TandemCombine
@testable import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// A condition of the medical-conditions list (WWDC22): an identifiable model whose text the cell shows.
@MainActor private final class Condition: ObservableObject, Identifiable {
  let id = UUID()
  @Published var text: String
  @Published var taps = 0
  init(_ text: String) { self.text = text }
}

private struct ConditionRow: View {
  @ObservedObject var condition: Condition
  var selected = false
  var body: some View {
    HStack {
      Image(systemName: "heart.fill").foregroundStyle(.blue)
      Text(condition.text).onTapGesture { condition.taps += 1 }
      Spacer()
      if selected { Image(systemName: "checkmark") }
    }
  }
}

/// A table whose rows are `UITableViewCell()`s with hosting configurations (as seed 000 builds them).
@MainActor private final class ConditionsTable: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .plain)
  let conditions: [Condition]
  /// The rows' models (the initial ones unless replaced by a live source).
  var source: (() -> [Condition])?
  var providerCalls = 0
  var configure: (UITableViewCell, Condition) -> Void

  init(_ conditions: [Condition], configure: @escaping (UITableViewCell, Condition) -> Void) {
    self.conditions = conditions
    self.configure = configure
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    table.dataSource = self
    view = table
  }
  private var rows: [Condition] { source?() ?? conditions }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    providerCalls += 1
    let cell = UITableViewCell()
    configure(cell, rows[indexPath.row])
    return cell
  }
}

/// An `@Observable` note and a row with `@State`, for self-resizing from either.
@Observable @MainActor private final class Note {
  var text = "Short"
}

private struct NoteText: View {
  let note: Note
  var body: some View { Text(note.text) }
}

private struct NoteRow: View {
  let note: Note
  @State var expanded = false
  var body: some View {
    VStack(alignment: .leading) {
      Text(note.text)
      if expanded { Text("Details shown") }
      Button("More") { expanded = true }
    }
  }
}

/// A table of one row of a fresh `UITableViewCell` that `make` configures (counting the calls), rows `rowHeight` tall.
@MainActor private final class OneRowTable: UIViewController, UITableViewDataSource {
  let table = UITableView()
  let make: (UITableViewCell) -> Void
  var calls = 0
  init(rowHeight: CGFloat = UITableView.automaticDimension, make: @escaping (UITableViewCell) -> Void) {
    self.make = make
    super.init(nibName: nil, bundle: nil)
    table.rowHeight = rowHeight
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    table.dataSource = self
    view = table
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    calls += 1
    let cell = UITableViewCell()
    make(cell)
    return cell
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct HostingConfigurationTests {
  @Test func observableAndStateChangesResizeTheRowAndMinSizeHolds() throws {
    let note = Note()
    let controller = OneRowTable { cell in
      cell.contentConfiguration = UIHostingConfiguration { NoteRow(note: note) }.minSize(height: 120)
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = controller.table
    let calls = controller.calls
    // The minimum height holds while the content is shorter.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
    note.text = (0..<12).map { "Line of a long note \($0)" }.joined(separator: " ")
    try driver.settle()
    let afterObservable = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    #expect(afterObservable > 120)
    try driver.tap("More")
    try driver.settle()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > afterObservable)
    #expect(controller.calls == calls)
  }

  @Test func aRowOfFixedHeightKeepsItAndItsContentIsNotMeasuredToFit() throws {
    /// How many times the row's nodes were measured while its note grew to several lines, and the row's height.
    func grow(rowHeight: CGFloat) throws -> (measurements: Int, height: CGFloat) {
      let note = Note()
      let controller = OneRowTable(rowHeight: rowHeight) { cell in
        cell.contentConfiguration = UIHostingConfiguration { NoteText(note: note) }
      }
      let driver = AppDriver(rootViewController: controller)
      try driver.settle()
      guard let graph = hosting(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))?.graph else {
        Issue.record("the row shows no hosted content")
        return (0, 0)
      }
      let before = graph.measurements
      note.text = (0..<12).map { "Line of a long note \($0)" }.joined(separator: " ")
      try driver.settle()
      return (graph.measurements - before, controller.table.rectForRow(at: IndexPath(row: 0, section: 0)).height)
    }
    let fixed = try grow(rowHeight: 60)
    let automatic = try grow(rowHeight: UITableView.automaticDimension)
    // As on iOS, a row of fixed height stays so; its content is laid out in it, never measured for a fitting height.
    #expect(fixed.height == 60)
    #expect(automatic.height > 60)
    #expect(fixed.measurements < automatic.measurements)
  }

  private func hosting(_ cell: UITableViewCell?) -> HostingView? {
    var found: HostingView?
    func visit(_ view: UIView) {
      if found == nil, let hosting = view as? HostingView { found = hosting }
      view.subviews.forEach(visit)
    }
    cell.map(visit)
    return found
  }

  /// The window frame of the first Text node showing `string` in a hosted cell.
  private func frame(of string: String, in cell: UITableViewCell?) -> CGRect? {
    guard let hosting = hosting(cell) else { return nil }
    var found: CGRect?
    hosting.graph.root.forEach { node in
      if found == nil, let text = node.view as? Text, text.content == string {
        found = hosting.convert(node.displayFrame, to: nil)
      }
    }
    return found
  }

  @Test func marginsBackgroundAndSeparatorFollowTheConfiguration() throws {
    let conditions = [Condition("Asthma"), Condition("Migraine")]
    let controller = ConditionsTable(conditions) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration { ConditionRow(condition: condition) }
        .margins(.horizontal, 24)
        .background(.pink)
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = controller.table
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The hosted view fills the row; the content starts 24 points in; the separator starts at the first text.
    #expect(try #require(hosting(cell)).convert(CGPoint.zero, to: cell) == .zero)
    let text = try #require(frame(of: "Asthma", in: cell))
    #expect(abs(cell.separator.frame.minX - cell.convert(text.origin, from: nil).x) < 0.01)
    #expect(text.minX > 24 + 10)
    // The pink background fills the row edge to edge.
    let image = driver.capture()
    let scale = driver.application.screen.scale
    let corner = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)).origin, to: nil)
    let word = image.storage.pixel(x: Int((corner.x + 1) * scale), y: Int((corner.y + 1) * scale))
    // systemPink (255, 45, 85), opaque.
    #expect(word == 0xFFFF_2D55)
    GoldenImage.assertMatches(image, named: "hosting-configuration-table")
  }

  @Test func theBackgroundFillsARowTallerThanItsContentWhichSitsCentred() throws {
    let controller = ConditionsTable([Condition("Asthma")]) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration { Text(condition.text) }.minSize(height: 120)
        .background(.pink)
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = controller.table
    let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
    #expect(row.height == 120)
    // The background reaches the row's top and bottom edges, as on iOS (it ignores the margins and the content's
    // height); the text sits in the middle.
    let image = driver.capture()
    let scale = driver.application.screen.scale
    for y in [row.minY + 0.5, row.midY, row.maxY - 1.5] {
      #expect(image.storage.pixel(x: Int((row.minX + 4) * scale), y: Int(y * scale)) == 0xFFFF_2D55)
    }
    let text = try #require(frame(of: "Asthma", in: table.cellForRow(at: IndexPath(row: 0, section: 0))))
    #expect(abs(text.midY - row.midY) < 1)
  }

  @Test func aHostedRowAddsOneFrameAndItsMarginsToItsContent() throws {
    let controller = ConditionsTable([Condition("Asthma")]) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration { Text(condition.text) }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let host = try #require(hosting(controller.table.cellForRow(at: IndexPath(row: 0, section: 0))))
    var kinds: [String] = []
    host.graph.root.forEach { kinds.append(String(describing: type(of: $0.content))) }
    // The erased root, the frame filling the cell, the margins, the text: no background node for none.
    #expect(kinds == ["PassthroughContent", "FrameContent", "PaddingContent", "TextContent"])
  }

  @Test func theSeparatorFollowsAnExplicitListRowSeparatorGuide() throws {
    let controller = ConditionsTable([Condition("Asthma")]) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration {
        HStack {
          Image(systemName: "heart.fill").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
          Text(condition.text)
        }
      }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The image starts at the cell's leading margin (16 on this phone): so does the separator.
    #expect(abs(cell.separator.frame.minX - 16) < 0.01)
  }

  @Test func theSeparatorEndsAtAnExplicitTrailingGuide() throws {
    let controller = ConditionsTable([Condition("Asthma")]) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration {
        HStack {
          Text(condition.text).alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
          Spacer()
        }
      }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let text = try #require(frame(of: "Asthma", in: cell))
    #expect(abs(cell.separator.frame.maxX - cell.convert(CGPoint(x: text.maxX, y: 0), from: nil).x) < 0.01)
  }

  @Test func aUIViewRepresentableWorksInACell() throws {
    struct Badge: UIViewRepresentable {
      let text: String
      func makeUIView(context: Context) -> UILabel { UILabel() }
      func updateUIView(_ label: UILabel, context: Context) { label.text = text }
    }
    RepresentableRefusal.messages = []
    let controller = ConditionsTable([Condition("Asthma")]) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration {
        HStack {
          Text(condition.text); Badge(text: "NEW")
        }
      }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(RepresentableRefusal.messages.isEmpty)
    #expect(driver.find("NEW") != nil)
  }

  @Test func aPublishedChangeResizesTheRowWithoutReloading() throws {
    let conditions = [Condition("Asthma"), Condition("Migraine")]
    let controller = ConditionsTable(conditions) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration { ConditionRow(condition: condition) }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = controller.table
    let calls = controller.providerCalls
    let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let below = table.rectForRow(at: IndexPath(row: 1, section: 0)).minY
    conditions[0].text = "Seasonal allergies that flare up every spring and need a second line"
    try driver.settle()
    let grown = table.rectForRow(at: IndexPath(row: 0, section: 0)).height - before
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
    #expect(abs(grown - line) <= 1.5)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY - below == grown)
    #expect(controller.providerCalls == calls)
  }

  /// A new cell's content is evaluated in the traits of the screen it will be shown on, so joining the table
  /// re-evaluates nothing: each row's body runs once on the way to the first picture.
  @Test func aNewRowsContentIsEvaluatedOnceOnItsWayToTheScreen() throws {
    struct ScaledRow: View {
      @Environment(\.displayScale) var scale
      let title: String
      var body: some View { Text("\(title) at \(Int(scale))x") }
    }
    let conditions = (0..<6).map { Condition("Condition \($0)") }
    var hosts: [HostingView] = []
    let controller = ConditionsTable(conditions) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration { ScaledRow(title: condition.text) }
    }
    // On an iPad (2x), where a fresh graph's default environment (3x) differs from the screen's.
    let driver = AppDriver(rootViewController: controller, device: .iPad)
    try driver.settle()
    for cell in controller.table.visibleCells { hosting(cell).map { hosts.append($0) } }
    #expect(hosts.count == 6)
    for host in hosts { #expect(host.graph.bodyEvaluations["ScaledRow"] == 1) }
    #expect(driver.find("Condition 5 at 2x") != nil)
  }

  @Test func selectionRerunsTheHandlerAndASwiftUITapDoesNotSelect() throws {
    let conditions = [Condition("Asthma"), Condition("Migraine")]
    let controller = ConditionsTable(conditions) { cell, condition in
      cell.configurationUpdateHandler = { cell, state in
        cell.contentConfiguration = UIHostingConfiguration {
          ConditionRow(condition: condition, selected: state.isSelected)
        }
      }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = controller.table
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    func checkmarks() -> Int {
      var count = 0
      hosting(cell)?.graph.root.forEach { node in
        if let image = node.view as? Image, image.symbolName == "checkmark" { count += 1 }
      }
      return count
    }
    #expect(checkmarks() == 0)
    // A tap on the text runs its gesture only.
    try driver.tap("Migraine")
    #expect(conditions[1].taps == 1)
    #expect(table.indexPathForSelectedRow == nil)
    // A tap elsewhere in the row selects it, and the handler shows the checkmark.
    let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
    driver.tap(at: CGPoint(x: row.midX + 60, y: row.midY))
    try driver.settle()
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(checkmarks() > 0)
  }

  @Test func hostingConfigurationsWorkInListCollectionViews() throws {
    let condition = Condition("Asthma")
    final class Controller: UIViewController {
      let condition: Condition
      init(_ condition: Condition) {
        self.condition = condition
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      var dataSource: UICollectionViewDiffableDataSource<Int, UUID>!
      let view_ = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
      override func loadView() {
        view = view_
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, UUID> {
          [condition] cell, _, _ in
          cell.contentConfiguration = UIHostingConfiguration { ConditionRow(condition: condition) }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: view_) { view, path, id in
          view.dequeueConfiguredReusableCell(using: registration, for: path, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections([0])
        snapshot.appendItems([condition.id])
        dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    let controller = Controller(condition)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let view = controller.view_
    let before = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height
    condition.text = "Seasonal allergies that flare up every spring and need a second line"
    try driver.settle()
    let after = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height
    #expect(after > before + 10)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(cell.frame.height - after) < 1e-9)
    GoldenImage.assertMatches(driver.capture(), named: "hosting-configuration-list")
  }

  @Test func swipeActionsOfTheContentWorkInListCollectionViews() throws {
    var deleted = 0
    let conditions = [Condition("Asthma")]
    final class Controller: UIViewController {
      let make: (UICollectionViewListCell) -> Void
      init(make: @escaping (UICollectionViewListCell) -> Void) {
        self.make = make
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
      let list = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      override func loadView() {
        view = list
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [make] cell, _, _ in
          make(cell)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { view, path, id in
          view.dequeueConfiguredReusableCell(using: registration, for: path, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    let controller = Controller { cell in
      cell.contentConfiguration = UIHostingConfiguration {
        ConditionRow(condition: conditions[0]).swipeActions {
          Button("Remove", role: .destructive) { deleted += 1 }
        }
      }
    }
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let row = controller.list.convert(
      try #require(controller.list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame, to: nil)
    driver.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX - 150, y: row.midY))
    try driver.settle()
    #expect(controller.list.swiping.state?.view?.configuration.actions.first?.title == "Remove")
    try driver.tap("Remove")
    #expect(deleted == 1)
  }

  @Test func swipeActionsOfTheContentDeleteByStableIdentifier() throws {
    var conditions = [Condition("Asthma"), Condition("Migraine"), Condition("Eczema")]
    var deleted: [String] = []
    var table: UITableView!
    let controller = ConditionsTable(conditions) { cell, condition in
      cell.contentConfiguration = UIHostingConfiguration {
        ConditionRow(condition: condition)
          .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
              // Acts on the row's model, never on an index path captured earlier.
              deleted.append(condition.text)
              guard let index = conditions.firstIndex(where: { $0.id == condition.id }) else { return }
              conditions.remove(at: index)
              table.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
            } label: {
              Label("Delete", systemImage: "trash")
            }
          }
      }
    }
    let driver = AppDriver(rootViewController: controller)
    table = controller.table
    // The data source reads the live array.
    controller.source = { conditions }
    try driver.settle()
    let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
    driver.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX - 140, y: row.midY))
    try driver.settle()
    let open = try #require(table.swipe?.view)
    #expect(open.configuration.actions.first?.style == .destructive)
    #expect(open.configuration.actions.first?.title == "Delete")
    #expect(open.configuration.actions.first?.image != nil)
    // A row this short shows the trash icon alone; tap it.
    driver.tap(at: open.convert(CGPoint(x: open.bounds.midX, y: open.bounds.midY), to: nil))
    try driver.settle()
    #expect(deleted == ["Migraine"])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(frame(of: "Eczema", in: table.cellForRow(at: IndexPath(row: 1, section: 0))) != nil)
  }
}
