import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// A data source of numbered rows that records what the table asks for.
@MainActor private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var texts: [String]
  var created = 0
  var reused = 0
  var selectedRows: [IndexPath] = []
  var deselectedRows: [IndexPath] = []
  var states: [Int: Bool] = [:]
  var selfSizing = false

  init(count: Int) { texts = (0..<count).map { "Row \($0)" } }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell
    if let reusedCell = tableView.dequeueReusableCell(withIdentifier: "row") {
      reused += 1
      cell = reusedCell
    } else {
      created += 1
      cell = UITableViewCell(style: .default, reuseIdentifier: "row")
      let label = UILabel()
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 11),
        label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -11),
      ])
    }
    (cell.contentView.subviews.first as? UILabel)?.text = texts[indexPath.row]
    let row = indexPath.row
    cell.configurationUpdateHandler = { [weak self] _, state in self?.states[row] = state.isSelected }
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath) }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselectedRows.append(indexPath) }
}

@MainActor private final class TableController: UIViewController {
  let table = UITableView(frame: .zero, style: .plain)
  let rows: Rows
  init(rows: Rows, rowHeight: CGFloat) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
    table.rowHeight = rowHeight
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    table.dataSource = rows
    table.delegate = rows
    view = table
  }
}

@MainActor @Suite(.ownsTheApplication) struct UITableViewTests {
  @Test func scrollingTenThousandRowsKeepsOnlyVisibleCellsAndAMargin() throws {
    let rows = Rows(count: 10_000)
    let controller = TableController(rows: rows, rowHeight: 44)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    #expect(table.contentSize.height == 440_000)
    let visibleRows = Int((table.bounds.height / 44).rounded(.up)) + 1
    let budget = visibleRows * 2 + 2  // the visible rows plus half a screen above and below
    var offset: CGFloat = 0
    while offset < table.contentSize.height - table.bounds.height {
      offset = min(offset + table.bounds.height * 0.9, table.contentSize.height - table.bounds.height)
      table.contentOffset = CGPoint(x: 0, y: offset)
      driver.application.commit()
    }
    #expect(rows.created <= budget)
    #expect(rows.reused > 9_000 - rows.created)
    let last = try #require(table.indexPathsForVisibleRows?.last)
    #expect(last == IndexPath(row: 9_999, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.visibleCells.count == table.indexPathsForVisibleRows?.count)
  }

  /// `cellForRow(at:)` hands out the row's cell without laying out the table or its cells (it used to lay out the
  /// whole table on every call); the table tiles again only when its own rows are out of date.
  @Test func cellForRowDoesNotLayOutTheTable() throws {
    let rows = Rows(count: 100)
    let controller = TableController(rows: rows, rowHeight: 44)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let tiles = table.tileCount
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let label = try #require(cell.contentView.subviews.first as? UILabel)
    label.text = "Changed"
    #expect(cell.contentView.needsLayoutFlag || cell.contentView.subtreeNeedsLayout || label.needsLayoutFlag)
    for row in 0..<10 { _ = table.cellForRow(at: IndexPath(row: row, section: 0)) }
    #expect(table.tileCount == tiles)
    #expect(cell.contentView.needsLayoutFlag || cell.contentView.subtreeNeedsLayout || label.needsLayoutFlag)
    // A scroll puts the table's own tiling out of date: the next call brings the rows in view.
    table.contentOffset.y = 44 * 50
    #expect(table.cellForRow(at: IndexPath(row: 55, section: 0)) != nil)
    #expect(table.tileCount > tiles)
    _ = driver
  }

  /// A cell makes its accessory image and its editing control when it first shows them (a plain cell has a
  /// background, its content view and a separator, nothing drawn hidden); they appear when asked for and hide again.
  @Test func accessoryAndEditingControlAreMadeWhenFirstShown() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.subviews.count == 3)
    #expect(!cell.subviews.contains { $0 is UIImageView })

    cell.accessoryType = .checkmark
    cell.layoutIfNeeded()
    let accessory = try #require(cell.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(!accessory.isHidden && accessory.image != nil)
    #expect(accessory.frame.maxX <= cell.bounds.width && accessory.frame.minX > cell.contentView.frame.minX)
    cell.accessoryType = .none
    cell.layoutIfNeeded()
    #expect(accessory.isHidden)

    cell.editingStyle = .delete  // what an editing table gives rows that can be deleted
    cell.setEditing(true, animated: false)
    cell.layoutIfNeeded()
    let control = try #require(cell.subviews.compactMap { $0 as? UIImageView }.first { $0 !== accessory })
    #expect(!control.isHidden && control.frame.maxX <= cell.contentView.frame.minX)
    // Both sit under the separator, above the content.
    let order = cell.subviews
    #expect(order.firstIndex(of: control)! < order.count - 1 && order.last !== control && order.last !== accessory)
    cell.setEditing(false, animated: false)
    cell.layoutIfNeeded()
    #expect(control.isHidden)
  }

  /// Reconfiguring one self-sizing row lays out that row's content only: the other cells are placed where they
  /// already are, which moves and invalidates nothing (their frames read back as assigned at 3x).
  @Test func reconfiguringOneRowLaysOutNoOtherCell() throws {
    final class CountingCell: UITableViewCell {
      var layouts = 0
      override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
      }
    }
    final class ListRows: NSObject, UITableViewDataSource {
      var texts = (0..<40).map { "Row \($0)" }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "row")
          ?? CountingCell(style: .default, reuseIdentifier: "row")
        var content = cell.defaultContentConfiguration()
        content.text = texts[indexPath.row]
        cell.contentConfiguration = content
        return cell
      }
    }
    let rows = ListRows()
    let controller = TableController(rows: Rows(count: 0), rowHeight: UITableView.automaticDimension)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    table.delegate = nil
    table.dataSource = rows
    try driver.settle()
    let cells = table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(cells.count > 10)
    for cell in cells { cell.layouts = 0 }
    rows.texts[3] = "Edited"
    table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
    try driver.settle()
    let edited = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? CountingCell)
    #expect(driver.find("Edited") != nil)
    #expect(cells.filter { $0 !== edited }.allSatisfy { $0.layouts == 0 })
  }

  @Test func tappingRowsSelectsThemThroughTheDelegateAndRerunsTheUpdateHandler() throws {
    let rows = Rows(count: 30)
    let controller = TableController(rows: rows, rowHeight: 44)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let third = table.convert(table.rectForRow(at: IndexPath(row: 3, section: 0)), to: nil)
    driver.tap(at: CGPoint(x: third.midX, y: third.midY))
    #expect(rows.selectedRows == [IndexPath(row: 3, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    #expect(rows.states[3] == true)
    let fifth = table.convert(table.rectForRow(at: IndexPath(row: 5, section: 0)), to: nil)
    driver.tap(at: CGPoint(x: fifth.midX, y: fifth.midY))
    #expect(rows.deselectedRows == [IndexPath(row: 3, section: 0)])
    #expect(rows.states[3] == false && rows.states[5] == true)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
  }

  @Test func selfSizingRowsFollowTheirTextAndMoveTheRowsBelow() throws {
    let rows = Rows(count: 10)
    let controller = TableController(rows: rows, rowHeight: UITableView.automaticDimension)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let one = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let below = table.rectForRow(at: IndexPath(row: 2, section: 0))
    #expect(one.height > 30 && one.height < 60)
    #expect(below.minY == one.maxY)

    // One more line of text: the row grows by one line height and the rows below move by the same amount.
    rows.texts[1] = "Row 1\nsecond line"
    table.reloadData()
    driver.application.commit()
    let grown = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
    #expect(abs(grown.height - one.height - lineHeight) < 1)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == grown.maxY)
  }
}

@MainActor @Suite(.ownsTheApplication) struct UITableViewBatchUpdateTests {
  @Test func insertedAndDeletedRowsKeepTheOtherCellsAndSelection() throws {
    let rows = Rows(count: 30)
    let controller = TableController(rows: rows, rowHeight: 44)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let cellOfRow2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)

    rows.texts.insert("New", at: 1)
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    driver.application.commit()
    #expect(table.numberOfRows(inSection: 0) == 31)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellOfRow2)
    let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect((inserted.contentView.subviews.first as? UILabel)?.text == "New")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))

    table.performBatchUpdates {
      rows.texts.remove(at: 0)
      rows.texts.remove(at: 0)
      table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
    }
    driver.application.commit()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfRow2)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)

    // A moved row keeps its cell; the rows between shift by one.
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    rows.texts.insert(rows.texts.remove(at: 0), at: 3)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    driver.application.commit()
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === first)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfRow2)
  }

  @Test func anInconsistentUpdateTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let rows = Rows(count: 3)
        let controller = TableController(rows: rows, rowHeight: 44)
        _ = showInWindow(controller)
        controller.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
          + "after the update (3) must be equal to the number of rows contained in that section before the update (3)"
      ))
  }
}
