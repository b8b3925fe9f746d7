import Foundation
import TandemGraphics
import TandemTesting
import Testing

@testable import TandemKit

@MainActor private final class ListController: UIViewController {
  let table = UITableView(frame: .zero, style: .plain)
  var titles: [String: String] = [:]
  var cellsMade = 0
  lazy var dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { [unowned self] table, _, item in
    let cell: UITableViewCell
    if let reused = table.dequeueReusableCell(withIdentifier: "item") {
      cell = reused
    } else {
      cellsMade += 1
      cell = UITableViewCell(style: .default, reuseIdentifier: "item")
      let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
      cell.contentView.addSubview(label)
    }
    (cell.contentView.subviews.first as? UILabel)?.text = self.titles[item] ?? item
    return cell
  }
  override func loadView() {
    table.rowHeight = 44
    view = table
    _ = dataSource
  }
  func shownTexts() -> [String] {
    (table.indexPathsForVisibleRows ?? []).compactMap {
      (table.cellForRow(at: $0)?.contentView.subviews.first as? UILabel)?.text
    }
  }
}

@MainActor @Suite(.ownsTheApplication) struct UITableViewDiffableDataSourceTests {
  /// Reloading an item that other changes of the same snapshot move (an insert before it, a delete before it, a
  /// move) is valid, as in UIKit: the reload follows the item to its new row and gives it a fresh cell there.
  @Test func reloadsFollowTheirItemThroughInsertsDeletesAndMoves() throws {
    let controller = ListController()
    let driver = AppDriver(rootViewController: controller)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["b"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()

    // The case: insert before an item that is reloaded.
    snapshot.insertItems(["a"], beforeItem: "b")
    controller.titles["b"] = "B!"
    snapshot.reloadItems(["b"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.shownTexts() == ["a", "B!"])

    // Delete before, insert after and reload in one apply.
    snapshot.appendItems(["c", "d"])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    let cellD = try #require(controller.table.cellForRow(at: IndexPath(row: 3, section: 0)))
    snapshot.deleteItems(["a"])
    snapshot.appendItems(["e"])
    controller.titles["c"] = "C!"
    snapshot.reloadItems(["c"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.shownTexts() == ["B!", "C!", "d", "e"])
    // The untouched item keeps its cell.
    #expect(controller.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellD)

    // A reloaded item that another item's move passes.
    snapshot.moveItem("e", beforeItem: "b")
    controller.titles["d"] = "D!"
    snapshot.reloadItems(["d"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.shownTexts() == ["e", "B!", "C!", "D!"])
  }

  @Test func applyingSnapshotsUpdatesRowsAndKeepsCellsOfItemsThatStay() throws {
    let controller = ListController()
    let driver = AppDriver(rootViewController: controller)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c", "d"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.shownTexts() == ["a", "b", "c", "d"])
    let cellB = try #require(controller.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let cellD = try #require(controller.table.cellForRow(at: IndexPath(row: 3, section: 0)))

    snapshot.deleteItems(["a"])
    snapshot.insertItems(["x"], afterItem: "c")
    snapshot.moveItem("d", beforeItem: "b")
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.shownTexts() == ["d", "b", "c", "x"])
    #expect(controller.table.cellForRow(at: try #require(controller.dataSource.indexPath(for: "b"))) === cellB)
    #expect(controller.table.cellForRow(at: try #require(controller.dataSource.indexPath(for: "d"))) === cellD)
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == "x")
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["d", "b", "c", "x"])

    // Reconfiguring updates an item in its own cell; reloading gives it a cell again from the provider.
    let cellC = try #require(controller.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    controller.titles["c"] = "c, edited"
    controller.titles["x"] = "x, reloaded"
    snapshot.reconfigureItems(["c"])
    snapshot.reloadItems(["x"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC)
    #expect(controller.shownTexts() == ["d", "b", "c, edited", "x, reloaded"])
    #expect(controller.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func sectionsComeAndGoWithTheirItems() {
    let controller = ListController()
    let driver = AppDriver(rootViewController: controller)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a", "b"], toSection: 0)
    snapshot.appendItems(["c"], toSection: 1)
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    snapshot.deleteSections([0])
    snapshot.appendSections([2])
    snapshot.appendItems(["d", "e"], toSection: 2)
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(controller.table.numberOfSections == 2)
    #expect(controller.shownTexts() == ["c", "d", "e"])
    #expect(controller.dataSource.sectionIdentifier(for: 1) == 2)
    #expect(controller.dataSource.index(for: 1) == 0)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct DiffableAnimationTests {
  @Test func animatedChangesRunOnTheFrameClock() throws {
    let controller = ListController()
    let driver = AppDriver(rootViewController: controller)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    let table = controller.table
    let cellA = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let cellC = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let oldY = cellC.layer.presentedPosition.y
    snapshot.deleteItems(["a"])
    controller.dataSource.apply(snapshot, animatingDifferences: true)
    driver.application.commit()
    // The model is final at once; c slides up by a row on the clock while a fades out.
    #expect(cellC.frame.minY == 44)
    #expect(cellC.layer.presentedPosition.y == oldY)
    driver.advance(seconds: ListUpdateAnimation.duration / 2)
    let midway = cellC.layer.presentedPosition.y
    #expect(midway < oldY && midway > oldY - 44)
    #expect(cellA.layer.presentedOpacity < 1 && cellA.layer.presentedOpacity > 0)
    #expect(!cellA.isHidden)
    try driver.settle()
    #expect(cellC.layer.presentedPosition.y == oldY - 44)
    #expect(cellA.isHidden)
    // Without animation the rows take their places at once.
    snapshot.deleteItems(["b"])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    #expect(cellC.frame.minY == 0 && cellC.layer.presentation == nil)
  }
}

@MainActor @Suite(.ownsTheApplication) struct DiffableApplyPropertyTests {
  /// Hundreds of random snapshot changes applied in turn: after each, every row's cell shows the snapshot's item
  /// and items that stayed keep their cell object.
  @Test func randomAppliesMatchTheSnapshotAndKeepCells() throws {
    let controller = ListController()
    let driver = AppDriver(rootViewController: controller)
    controller.table.rowHeight = 14  // every row on screen: 844 pt hold 60 rows
    var random = SeededRandom(seed: 42)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems((0..<10).map { "i\($0)" }, toSection: 0)
    snapshot.appendItems((10..<16).map { "i\($0)" }, toSection: 1)
    var next = 16
    var nextSection = 2
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    for _ in 0..<400 {
      var cells: [String: UITableViewCell] = [:]
      for item in snapshot.itemIdentifiers {
        if let path = controller.dataSource.indexPath(for: item), let cell = controller.table.cellForRow(at: path) {
          cells[item] = cell
        }
      }
      var changed = snapshot
      var fresh = Set<String>()
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let items = changed.itemIdentifiers
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where items.count > 2: changed.deleteItems([items.randomElement(using: &random)!])
        case 1 where changed.numberOfSections > 0 && changed.numberOfItems < 50:
          changed.appendItems(["i\(next)"], toSection: changed.sectionIdentifiers.randomElement(using: &random)!)
          next += 1
        case 2 where items.count > 1:
          let a = items.randomElement(using: &random)!
          let b = items.randomElement(using: &random)!
          if a != b { changed.moveItem(a, afterItem: b) }
        case 3 where !items.isEmpty && changed.numberOfItems < 50:
          changed.insertItems(["i\(next)"], beforeItem: items.randomElement(using: &random)!)
          next += 1
        case 4 where changed.numberOfSections > 1:
          changed.deleteSections([changed.sectionIdentifiers.randomElement(using: &random)!])
        case 5 where changed.numberOfSections < 4:
          changed.appendSections([nextSection])
          changed.appendItems(["i\(next)"], toSection: nextSection)
          nextSection += 1
          next += 1
        case 6 where changed.numberOfSections > 1:
          let a = changed.sectionIdentifiers.randomElement(using: &random)!
          let b = changed.sectionIdentifiers.randomElement(using: &random)!
          if a != b { changed.moveSection(a, afterSection: b) }
        case 7 where changed.numberOfSections > 0:
          let section = changed.sectionIdentifiers.randomElement(using: &random)!
          changed.reloadSections([section])
          fresh.formUnion(changed.itemIdentifiers(inSection: section))
        default: break
        }
      }
      controller.dataSource.apply(changed)
      driver.application.commit()
      // The data source's copy: reload marks live on the snapshot that carried them only.
      snapshot = controller.dataSource.snapshot()
      #expect(controller.table.numberOfSections == snapshot.numberOfSections)
      for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        for (row, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
          let cell = try #require(controller.table.cellForRow(at: IndexPath(row: row, section: s)))
          #expect((cell.contentView.subviews.first as? UILabel)?.text == item)
          if let before = cells[item], !fresh.contains(item) { #expect(before === cell) }
        }
      }
    }
  }
}
