import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// The plain model a fuzzed snapshot is checked against: sections of items, in order.
struct ListModel {
  var sections: [(id: Int, items: [String])] = []
  var nextItem = 0
  var nextSection = 0
  var allItems: [String] { sections.flatMap(\.items) }

  /// Applies one random operation to the model and the snapshot alike; returns its name.
  mutating func randomStep(
    _ snapshot: inout NSDiffableDataSourceSnapshot<Int, String>, using rng: inout SeededGenerator
  ) -> String {
    func newItems(_ count: Int) -> [String] {
      defer { nextItem += count }
      return (nextItem..<(nextItem + count)).map { "item \($0)" }
    }
    let items = allItems
    switch Int.random(in: 0..<12, using: &rng) {
    case 0 where sections.count < 6, _ where sections.isEmpty:
      let id = nextSection
      nextSection += 1
      sections.append((id, []))
      snapshot.appendSections([id])
      return "appendSection"
    case 1 where sections.count > 1:
      let index = Int.random(in: 0..<sections.count, using: &rng)
      snapshot.deleteSections([sections[index].id])
      sections.remove(at: index)
      return "deleteSection"
    case 2 where sections.count > 1:
      let from = Int.random(in: 0..<sections.count, using: &rng)
      var to = Int.random(in: 0..<sections.count, using: &rng)
      if to == from { to = (from + 1) % sections.count }
      let moved = sections[from]
      let target = sections[to].id
      snapshot.moveSection(moved.id, beforeSection: target)
      sections.remove(at: from)
      sections.insert(moved, at: sections.firstIndex { $0.id == target }!)
      return "moveSection"
    case 3, 4:
      let section = Int.random(in: 0..<sections.count, using: &rng)
      let added = newItems(Int.random(in: 1...4, using: &rng))
      snapshot.appendItems(added, toSection: sections[section].id)
      sections[section].items += added
      return "appendItems"
    case 5 where !items.isEmpty:
      let anchor = items.randomElement(using: &rng)!
      let added = newItems(Int.random(in: 1...3, using: &rng))
      let before = Bool.random(using: &rng)
      if before {
        snapshot.insertItems(added, beforeItem: anchor)
      } else {
        snapshot.insertItems(added, afterItem: anchor)
      }
      let s = sections.firstIndex { $0.items.contains(anchor) }!
      let i = sections[s].items.firstIndex(of: anchor)!
      sections[s].items.insert(contentsOf: added, at: before ? i : i + 1)
      return before ? "insertBefore" : "insertAfter"
    case 6 where !items.isEmpty:
      let gone = Set(items.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
      snapshot.deleteItems(Array(gone))
      for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
      return "deleteItems"
    case 7 where items.count > 1:
      let moved = items.randomElement(using: &rng)!
      var anchor = items.randomElement(using: &rng)!
      while anchor == moved { anchor = items.randomElement(using: &rng)! }
      let before = Bool.random(using: &rng)
      if before { snapshot.moveItem(moved, beforeItem: anchor) } else { snapshot.moveItem(moved, afterItem: anchor) }
      for s in sections.indices { sections[s].items.removeAll { $0 == moved } }
      let s = sections.firstIndex { $0.items.contains(anchor) }!
      let i = sections[s].items.firstIndex(of: anchor)!
      sections[s].items.insert(moved, at: before ? i : i + 1)
      return "moveItem"
    case 8 where !items.isEmpty:
      snapshot.reloadItems(Array(Set(items.shuffled(using: &rng).prefix(3))))
      return "reloadItems"
    case 9 where !items.isEmpty:
      snapshot.reconfigureItems(Array(Set(items.shuffled(using: &rng).prefix(3))))
      return "reconfigureItems"
    case 10 where !sections.isEmpty:
      snapshot.reloadSections([sections.randomElement(using: &rng)!.id])
      return "reloadSections"
    default:
      let section = Int.random(in: 0..<sections.count, using: &rng)
      let added = newItems(1)
      snapshot.appendItems(added, toSection: sections[section].id)
      sections[section].items += added
      return "appendItems"
    }
  }
}

@MainActor private final class FuzzTable: UIViewController {
  let table = UITableView(frame: .zero, style: .plain)
  lazy var dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, _, item in
    let cell =
      table.dequeueReusableCell(withIdentifier: "item") ?? UITableViewCell(style: .default, reuseIdentifier: "item")
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
    return cell
  }
  override func loadView() {
    table.rowHeight = 44
    view = table
    _ = dataSource
  }
}

/// Random snapshot operations against a plain model: every apply keeps the data source, the list's counts and the
/// visible cells equal to the model, and nothing traps. Figures are printed.
@MainActor @Suite(.serialized, .ownsTheApplication) struct DiffableFuzzTests {
  /// Operations per run; ten runs (seeds) per list kind make 10,000, in pieces short enough not to hold the main
  /// actor for long while other suites wait on it.
  static let operations = 1_000

  private func run(
    seed: UInt64, apply: (NSDiffableDataSourceSnapshot<Int, String>, Bool) -> Void,
    current: () -> NSDiffableDataSourceSnapshot<Int, String>, shown: () -> [(IndexPath, String)],
    counts: () -> [Int], driver: AppDriver
  ) throws -> (ops: Int, applies: Int, checks: Int) {
    var rng = SeededGenerator(seed: seed)
    var model = ListModel()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    var applies = 0
    var checks = 0
    for step in 1...DiffableFuzzTests.operations {
      _ = model.randomStep(&snapshot, using: &rng)
      // Keep the lists small enough to see much of them.
      if model.allItems.count > 60 {
        let gone = Array(model.allItems.prefix(20))
        snapshot.deleteItems(gone)
        for s in model.sections.indices { model.sections[s].items.removeAll { gone.contains($0) } }
      }
      guard step % 2 == 0 else { continue }
      apply(snapshot, Int.random(in: 0..<10, using: &rng) == 0)
      applies += 1
      driver.application.commit()
      let applied = current()
      #expect(applied.sectionIdentifiers == model.sections.map(\.id), "seed \(seed), step \(step)")
      #expect(applied.itemIdentifiers == model.allItems, "seed \(seed), step \(step)")
      #expect(counts() == model.sections.map(\.items.count), "seed \(seed), step \(step)")
      if step % 250 == 0 {
        try driver.settle()
        for (path, text) in shown() {
          #expect(model.sections[path.section].items[path.item] == text, "seed \(seed), step \(step), \(path)")
          checks += 1
        }
      }
      snapshot = applied
    }
    return (DiffableFuzzTests.operations, applies, checks)
  }

  @Test(arguments: 0..<10) func tablesFollowTenThousandRandomSnapshotOperations(piece: Int) throws {
    let controller = FuzzTable()
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let figures = try run(
      seed: 1500 + UInt64(piece), apply: { controller.dataSource.apply($0, animatingDifferences: $1) },
      current: { controller.dataSource.snapshot() },
      shown: {
        (table.indexPathsForVisibleRows ?? []).compactMap { path in
          (table.cellForRow(at: path)?.contentConfiguration as? UIListContentConfiguration)?.text.map { (path, $0) }
        }
      },
      counts: { (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } }, driver: driver)
    print(
      "diffable fuzz, table run \(piece + 1)/10: \(figures.ops) operations, \(figures.applies) applies, \(figures.checks) visible cells checked"
    )
  }

  @Test(arguments: 0..<10) func collectionViewsFollowTenThousandRandomSnapshotOperations(piece: Int) throws {
    let controller = CollectionStringController()
    let driver = AppDriver(rootViewController: controller)
    let view = controller.collectionView
    let figures = try run(
      seed: 1600 + UInt64(piece), apply: { controller.dataSource.apply($0, animatingDifferences: $1) },
      current: { controller.dataSource.snapshot() },
      shown: {
        view.indexPathsForVisibleItems.compactMap { path in
          ((view.cellForItem(at: path) as? UICollectionViewListCell)?.contentConfiguration
            as? UIListContentConfiguration)?
            .text.map { (path, $0) }
        }
      },
      counts: { (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }, driver: driver)
    print(
      "diffable fuzz, collection view run \(piece + 1)/10: \(figures.ops) operations, \(figures.applies) applies, \(figures.checks) visible cells checked"
    )
  }
}

/// A list collection view over a diffable data source of integer sections and string items.
@MainActor private final class CollectionStringController: UIViewController {
  let collectionView = UICollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain)))
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  override func loadView() {
    view = collectionView
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
      view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
    }
  }
}
