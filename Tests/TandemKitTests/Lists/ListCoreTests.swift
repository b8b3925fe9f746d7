import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct ListCoreTests {
  /// Both lists answer the row of a cell from the cells' index (kept through moves and reuse), the same row
  /// `cellForRow`/`cellForItem` gives the cell for.
  @Test func theRowOfACellFollowsMovesAndReuse() throws {
    final class Rows: UIViewController {
      let table = UITableView(frame: .zero, style: .plain)
      var dataSource: UITableViewDiffableDataSource<Int, Int>!
      override func loadView() {
        view = table
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
          let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          var content = cell.defaultContentConfiguration()
          content.text = "Row \(item)"
          cell.contentConfiguration = content
          return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    let controller = Rows()
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    func checkIndex() {
      for indexPath in table.indexPathsForVisibleRows ?? [] {
        let cell = table.cellForRow(at: indexPath)
        #expect(cell.flatMap(table.indexPath(for:)) == indexPath)
      }
    }
    checkIndex()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // Move the first item to third place: its cell follows it.
    var snapshot = controller.dataSource.snapshot()
    snapshot.moveItem(0, afterItem: 2)
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    #expect(table.indexPath(for: first) == IndexPath(row: 2, section: 0))
    checkIndex()
    // Scrolled far away, the cell is reused or waits in the pool: either way it shows another row or none.
    table.setContentOffset(CGPoint(x: 0, y: 4000), animated: false)
    driver.application.commit()
    if let row = table.indexPath(for: first) {
      #expect(table.cellForRow(at: row) === first)
      #expect(row.row > 50)
    }
    checkIndex()
  }

  @Test func theItemOfACellFollowsMoves() throws {
    final class Items: UIViewController {
      let list = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
      override func loadView() {
        view = list
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
          var content = cell.defaultContentConfiguration()
          content.text = "Item \(item)"
          cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { list, indexPath, item in
          list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<50))
        dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    let controller = Items()
    let driver = AppDriver(rootViewController: controller)
    let list = controller.list
    let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    var snapshot = controller.dataSource.snapshot()
    snapshot.moveItem(0, afterItem: 4)
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    #expect(list.indexPath(for: first) == IndexPath(item: 4, section: 0))
    for indexPath in list.indexPathsForVisibleItems {
      #expect(list.cellForItem(at: indexPath).flatMap(list.indexPath(for:)) == indexPath)
    }
  }
}
