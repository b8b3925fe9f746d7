import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct UITableViewSwipeActionTests {
  /// A plain table of the fruit sections on a phone, editable.
  private func editableTable() -> (SampleTableController, AppDriver) {
    let list = SampleList(fruitSections)
    list.editable = true
    let controller = SampleTableController(style: .plain, list: list)
    return (controller, AppDriver(rootViewController: controller))
  }

  /// The centre of a row in window coordinates.
  private func centre(of indexPath: IndexPath, in table: UITableView) -> CGPoint {
    let rect = table.rectForRow(at: indexPath)
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }

  @Test func swipingARowRevealsDeleteAndTappingItDeletesTheRow() throws {
    let (controller, driver) = editableTable()
    let table = controller.table
    let row = IndexPath(row: 1, section: 0)
    let kept = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let swiped = try #require(table.cellForRow(at: row))
    var states: [Bool] = []
    swiped.configurationUpdateHandler = { _, state in states.append(state.isSwiped) }
    let start = centre(of: row, in: table)
    driver.drag(from: start, to: CGPoint(x: start.x - 120, y: start.y))
    try driver.settle()
    // The row stays open by the Delete button's width, and its state says it is swiped.
    #expect(swiped.frame.minX < -60)
    #expect(states.last == true)
    #expect(controller.list.log.isEmpty)
    try driver.tap("Delete")
    #expect(controller.list.log == ["delete Bananas"])
    #expect(table.numberOfRows(inSection: 0) == 2)
    // The row below moved up in its own cell.
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === kept)
    #expect(table.swipe == nil)
  }

  @Test func aShortSwipeSnapsBackAndATapElsewhereClosesAnOpenRow() throws {
    let (controller, driver) = editableTable()
    let table = controller.table
    let row = IndexPath(row: 0, section: 0)
    let start = centre(of: row, in: table)
    driver.drag(from: start, to: CGPoint(x: start.x - 25, y: start.y))
    try driver.settle()
    #expect(table.swipe == nil)
    #expect(table.cellForRow(at: row)?.frame.minX == 0)
    driver.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y))
    try driver.settle()
    #expect(table.swipe != nil)
    // A tap on another row only closes the open one: nothing is selected.
    driver.tap(at: centre(of: IndexPath(row: 0, section: 1), in: table))
    try driver.settle()
    #expect(table.swipe == nil)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(controller.list.log.isEmpty)
  }

  @Test func aFullSwipePerformsTheFirstAction() throws {
    let (controller, driver) = editableTable()
    let table = controller.table
    let start = centre(of: IndexPath(row: 0, section: 0), in: table)
    driver.drag(from: CGPoint(x: 370, y: start.y), to: CGPoint(x: 40, y: start.y))
    try driver.settle()
    #expect(controller.list.log == ["delete Apples"])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func verticalDragsScrollInsteadOfSwiping() throws {
    var sections = fruitSections
    sections[0].rows += (0..<30).map { ("Fruit \($0)", nil, nil, .none) }
    let list = SampleList(sections)
    list.editable = true
    let controller = SampleTableController(style: .plain, list: list)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let before = table.contentOffset.y
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 180, y: 300))
    try driver.settle()
    #expect(table.contentOffset.y > before + 200)
    #expect(table.swipe == nil)
  }

  @Test func rowsWithoutActionsDoNotSwipe() throws {
    let controller = SampleTableController(style: .plain, list: SampleList(fruitSections))
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let start = centre(of: IndexPath(row: 0, section: 0), in: table)
    driver.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y))
    try driver.settle()
    #expect(table.swipe == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
  }

  @Test func editingModeShowsDeleteControlsThatRevealDelete() throws {
    let (controller, driver) = editableTable()
    let table = controller.table
    table.setEditing(true, animated: false)
    driver.application.commit()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.configurationState.isEditing)
    #expect(cell.contentView.frame.minX == UITableViewCell.editingControlWidth)
    let rowRect = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
    driver.tap(at: CGPoint(x: rowRect.minX + 20, y: rowRect.midY))
    try driver.settle()
    #expect(table.swipe?.indexPath == IndexPath(row: 2, section: 0))
    try driver.tap("Delete")
    #expect(controller.list.log == ["delete Cherries"])
  }

  @Test func tappingADetailButtonTellsTheDelegate() throws {
    let controller = SampleTableController(style: .plain, list: SampleList(fruitSections))
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let rect = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 1)), to: nil)
    driver.tap(at: CGPoint(x: rect.maxX - 24, y: rect.midY))
    #expect(controller.list.log == ["detail 0"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func aListWithAccessoriesAndARevealedSwipeActionMatchesItsGolden() throws {
    let list = SampleList(fruitSections)
    list.trailingActions = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      delete.image = UIImage(systemName: "trash")
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      flag.backgroundColor = .systemOrange
      return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    let controller = SampleTableController(style: .insetGrouped, list: list)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let start = centre(of: IndexPath(row: 1, section: 0), in: table)
    driver.drag(from: start, to: CGPoint(x: start.x - 200, y: start.y))
    try driver.settle()
    let open = try #require(table.swipe)
    let view = try #require(open.view)
    #expect(open.offset == -view.revealWidth)
    GoldenImage.assertMatches(driver.capture(), named: "table-accessories-swipe-revealed")
  }

  /// Right to left the trailing actions sit at the row's left: a swipe to the right reveals them, Delete at the
  /// outer (left) edge, and a full swipe to the right performs it; a swipe to the left reveals nothing.
  @Test func rightToLeftTrailingActionsAreRevealedBySwipingRight() throws {
    let list = SampleList(fruitSections)
    list.trailingActions = { _ in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        list.log.append("delete action")
        done(true)
      }
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      flag.backgroundColor = .systemOrange
      return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    let controller = SampleTableController(style: .insetGrouped, list: list)
    controller.table.semanticContentAttribute = .forceRightToLeft
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = controller.table
    let start = centre(of: IndexPath(row: 1, section: 0), in: table)
    driver.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y))
    try driver.settle()
    let open = try #require(table.swipe)
    let view = try #require(open.view)
    #expect(open.offset == view.revealWidth)
    let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
    #expect(view.frame.minX == row.minX)
    let delete = try #require(driver.find("Delete")?.0)
    let flag = try #require(driver.find("Flag")?.0)
    #expect(delete.frame.maxX <= flag.frame.minX)
    GoldenImage.assertMatches(driver.capture(), named: "table-swipe-revealed-rtl")
    driver.tap(at: centre(of: IndexPath(row: 0, section: 1), in: table))
    try driver.settle()
    #expect(table.swipe == nil)
    driver.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y))
    try driver.settle()
    #expect(table.swipe == nil)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 16)
    driver.drag(from: CGPoint(x: 30, y: start.y), to: CGPoint(x: 370, y: start.y))
    try driver.settle()
    #expect(list.log == ["delete action"])
  }

  @Test func aDiffableDataSourceThatAllowsEditingDeletesByIdentifier() throws {
    final class EditableSource: UITableViewDiffableDataSource<Int, String> {
      override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
      override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
      ) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
      }
    }
    final class Controller: UIViewController {
      let table = UITableView(frame: .zero, style: .insetGrouped)
      var source: EditableSource!
      override func loadView() {
        view = table
        source = EditableSource(tableView: table) { table, _, item in
          let cell =
            table.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
          var content = cell.defaultContentConfiguration()
          content.text = item
          cell.contentConfiguration = content
          return cell
        }
      }
    }
    let controller = Controller()
    let driver = AppDriver(rootViewController: controller)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Asthma", "Allergy", "Migraine"])
    controller.source.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    let kept = try #require(controller.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let start = centre(of: IndexPath(row: 1, section: 0), in: controller.table)
    driver.drag(from: start, to: CGPoint(x: start.x - 120, y: start.y))
    try driver.settle()
    try driver.tap("Delete")
    try driver.settle()
    #expect(controller.source.snapshot().itemIdentifiers == ["Asthma", "Migraine"])
    #expect(controller.table.cellForRow(at: IndexPath(row: 1, section: 0)) === kept)
  }
}
