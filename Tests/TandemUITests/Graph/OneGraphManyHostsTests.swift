import Foundation
import TandemCombine
@testable import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

/// The names of a list's rows, as an app keeps them.
@MainActor private final class RowStore: ObservableObject {
  @Published var names = (0..<40).map { "Row \($0)" }
  @Published var accent = "blue"
}

private struct CounterRows: View {
  @ObservedObject var store: RowStore
  var body: some View {
    HostedRowCollection(store.names, id: \.self) { name in TapCountingRow(title: "\(name) tapped") }
  }
}

private struct RowAccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var rowAccent: String {
    get { self[RowAccentKey.self] }
    set { self[RowAccentKey.self] = newValue }
  }
}

/// Settings shared with every row as an environment object.
@MainActor private final class RowSettings: ObservableObject {
  @Published var suffix = "!"
}

/// A row reading an environment value, an environment object and the font set above its collection.
private struct AccentRow: View {
  let name: String
  @Environment(\.rowAccent) private var accent
  @Environment(\.font) private var font
  @EnvironmentObject private var settings: RowSettings
  var body: some View {
    Text("\(name) \(accent)\(settings.suffix)\(font == .title ? " title" : "")")
  }
}

private struct AccentRows: View {
  @ObservedObject var store: RowStore
  var body: some View {
    HostedRowCollection(store.names, id: \.self) { name in AccentRow(name: name) }
      .environment(\.rowAccent, store.accent)
      .font(.title)
  }
}

@MainActor private func collectionView(in view: UIView) -> UICollectionView? {
  if let found = view as? UICollectionView { return found }
  for subview in view.subviews {
    if let found = collectionView(in: subview) { return found }
  }
  return nil
}

@MainActor private func rowGraphs(in controller: UIHostingController<some View>) -> AttachedRowGraphs? {
  var found: AttachedRowGraphs?
  controller.contentGraph.root.forEach { node in
    if found == nil, let content = node.content as? HostedRowCollectionContent { found = content.rowGraphs }
  }
  return found
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct OneGraphManyHostsTests {
  /// A row's `@State` lives in its item's row graph, not in the cell: scrolled away (its cell reused for other
  /// rows) and back, and moved to another position, the row keeps its count; no reused cell shows it; an item that
  /// leaves the data takes its state with it.
  @Test func aRowsStateFollowsItsIDAcrossCellReuseAndReordering() throws {
    let store = RowStore()
    let controller = UIHostingController(rootView: CounterRows(store: store))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let list = try #require(collectionView(in: controller.view))
    try driver.tap("Row 1 tapped 0")
    try driver.settle()
    try driver.tap("Row 1 tapped 1")
    try driver.settle()
    #expect(driver.find("Row 1 tapped 2") != nil)
    let firstCells = Set(list.visibleCells.map(ObjectIdentifier.init))

    // Far down: the first screen's cells are reused for other rows, none of which shows the count.
    driver.scroll(at: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: 1200))
    try driver.settle()
    #expect(list.contentOffset.y > 600)
    #expect(driver.find("Row 1 tapped 2") == nil)
    let reused = list.visibleCells.filter { firstCells.contains(ObjectIdentifier($0)) }
    #expect(!reused.isEmpty)
    #expect(!driver.accessibilityTree().contains("tapped 2"))

    // Back up: the row shows its count again, in whichever cell it got.
    driver.scroll(at: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: -5000))
    try driver.settle()
    #expect(list.contentOffset.y == 0)
    let back = try #require(driver.find("Row 1 tapped 2"))
    let before = back.1.convert(back.1.bounds, to: nil)
    let graphs = try #require(rowGraphs(in: controller))
    let made = graphs.graphsMade

    // Reordered by id: Row 1 moves below Row 5, keeping its count; Row 5 keeps none.
    store.names.swapAt(1, 5)
    try driver.settle()
    let moved = try #require(driver.find("Row 1 tapped 2"))
    #expect(driver.find("Row 5 tapped 0") != nil)
    let after = moved.1.convert(moved.1.bounds, to: nil)
    #expect(after.minY > before.minY)
    #expect(graphs.graphsMade == made)
    #expect(driver.accessibilityTree().components(separatedBy: "tapped 2").count == 2)

    // An item that leaves the data takes its state; coming back, it starts afresh.
    store.names.removeAll { $0 == "Row 1" }
    try driver.settle()
    #expect(driver.find("Row 1 tapped 2") == nil)
    #expect(!graphs.realizedIDs.contains(AnyHashable("Row 1")))
    store.names.insert("Row 1", at: 0)
    try driver.settle()
    #expect(driver.find("Row 1 tapped 0") != nil)
  }

  /// The environment set above a collection — a custom value, an environment object, the font — reaches every
  /// hosted row, those shown later too; a change of it re-evaluates each shown row once.
  @Test func anEnvironmentValueSetAboveTheCollectionReachesEveryHostedRow() throws {
    let store = RowStore()
    let settings = RowSettings()
    let controller = UIHostingController(rootView: AccentRows(store: store).environmentObject(settings))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let list = try #require(collectionView(in: controller.view))
    let shown = list.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(shown.count > 5)
    // Every row's separator starts at its text, the first rows' too (laid out before their content was).
    for cell in list.visibleCells {
      let separator = try #require((cell as? UICollectionViewListCell)?.separator)
      #expect(separator.frame.minX == 16)
    }
    for row in shown { #expect(driver.find("Row \(row) blue! title") != nil) }
    let graphs = try #require(rowGraphs(in: controller))
    let realized = graphs.realizedIDs.count
    func rowEvaluations() -> Int {
      graphs.realizedIDs.reduce(0) { sum, id in
        sum + (graphs.graph(for: id).bodyEvaluations[String(describing: AccentRow.self)] ?? 0)
      }
    }
    let evaluationsBefore = rowEvaluations()

    store.accent = "red"
    try driver.settle()
    for row in shown { #expect(driver.find("Row \(row) red! title") != nil) }
    #expect(rowEvaluations() - evaluationsBefore == realized)

    settings.suffix = "?"
    try driver.settle()
    for row in shown { #expect(driver.find("Row \(row) red? title") != nil) }

    // Rows shown for the first time after the change see it too.
    driver.scroll(at: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: 1500))
    try driver.settle()
    let later = list.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(later.first ?? 0 > shown.last ?? 0)
    for row in later { #expect(driver.find("Row \(row) red? title") != nil) }
  }

  /// A sheet continues the presenting view's graph: environment objects and values set above `.sheet` reach its
  /// content, and a change of them reaches it with the change's transaction.
  @Test func aSheetSeesThePresentersEnvironmentAndItsTransactions() throws {
    struct SheetContent: View {
      let seen: TransactionLog
      @Environment(\.rowAccent) private var accent
      @EnvironmentObject private var settings: RowSettings
      var body: some View {
        VStack {
          Text("Sheet \(accent)\(settings.suffix)")
          TransactionProbe(text: "probe \(accent)", log: seen)
        }
      }
    }
    struct Presenter: View {
      @ObservedObject var store: RowStore
      let seen: TransactionLog
      @State private var showing = false
      var body: some View {
        Button("Show") { showing = true }
          .sheet(isPresented: $showing) { SheetContent(seen: seen) }
          .environment(\.rowAccent, store.accent)
      }
    }
    let store = RowStore()
    let settings = RowSettings()
    let seen = TransactionLog()
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: Presenter(store: store, seen: seen).environmentObject(settings))
    )
    try driver.settle()
    try driver.tap("Show")
    try driver.settle()
    #expect(driver.find("Sheet blue!") != nil)

    var continuous = Transaction()
    continuous.isContinuous = true
    withTransaction(continuous) { store.accent = "green" }
    driver.application.commit()
    #expect(driver.find("Sheet green!") != nil)
    #expect(seen.transactions.last?.isContinuous == true)

    settings.suffix = "?"
    try driver.settle()
    #expect(driver.find("Sheet green?") != nil)
    store.accent = "violet"
    driver.application.commit()
    #expect(driver.find("Sheet violet?") != nil)
    #expect(seen.transactions.last?.isContinuous == false)
  }

  /// A sheet whose presenting view leaves while it shows keeps the environment it had (its environment objects)
  /// and still follows its own host's traits.
  @Test func aSheetOutlivingItsPresenterKeepsItsEnvironment() throws {
    struct SheetContent: View {
      @EnvironmentObject private var settings: RowSettings
      @Environment(\.colorScheme) private var scheme
      var body: some View { Text("Sheet\(settings.suffix) \(scheme == .dark ? "dark" : "light")") }
    }
    struct Presenter: View {
      @State private var showing = false
      var body: some View {
        Button("Show") { showing = true }.sheet(isPresented: $showing) { SheetContent() }
      }
    }
    struct Screen: View {
      @ObservedObject var store: RowStore
      var body: some View {
        VStack {
          if store.accent == "blue" { Presenter() }
          Text("Screen")
        }
      }
    }
    let store = RowStore()
    let settings = RowSettings()
    let controller = UIHostingController(rootView: Screen(store: store).environmentObject(settings))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    try driver.tap("Show")
    try driver.settle()
    #expect(driver.find("Sheet! light") != nil)
    let sheet = try #require(controller.presentedViewController)
    store.accent = "red"
    try driver.settle()
    sheet.overrideUserInterfaceStyle = .dark
    try driver.settle()
    #expect(driver.find("Sheet! dark") != nil)
  }

  /// A hosting configuration set from UIKit keeps a graph of its own, as on iOS: nothing attaches it.
  @Test func aHostingConfigurationSetFromUIKitKeepsItsOwnGraph() throws {
    let cell = UICollectionViewListCell()
    cell.contentConfiguration = UIHostingConfiguration { Text("Standalone") }
    let content = try #require(cell.contentView.subviews.first as? HostingConfigurationView)
    let hosting = try #require(content.subviews.first as? HostingView)
    #expect(hosting.graph.attachmentNode == nil)
    #expect(hosting.graph.texts == ["Standalone"])
  }
}
