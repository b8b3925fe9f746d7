import Foundation
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

@MainActor struct UITableViewDiffableDataSourceTests {
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
