import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// One section of a sample list: a header title, rows of (text, secondary text, symbol, accessory), a footer title.
struct SampleSection {
  var header: String?
  var rows: [(text: String, detail: String?, symbol: String?, accessory: UITableViewCell.AccessoryType)]
  var footer: String?
}

/// A table data source and delegate over sample sections, recording edits and swipe-action runs.
@MainActor final class SampleList: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [SampleSection]
  var cellStyle = UITableViewCell.CellStyle.subtitle
  var editable = false
  var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var log: [String] = []

  init(_ sections: [SampleSection]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "sample", for: indexPath)
    let row = sections[indexPath.section].rows[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    if cellStyle == .value1 { content = .valueCell() }
    content.text = row.text
    content.secondaryText = row.detail
    content.image = row.symbol.flatMap { UIImage(systemName: $0) }
    cell.contentConfiguration = content
    cell.accessoryType = row.accessory
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    log.append("delete \(sections[indexPath.section].rows[indexPath.row].text)")
    sections[indexPath.section].rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { trailingActions?(indexPath) }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    log.append("detail \(indexPath.row)")
  }
}

/// A controller whose view is a table over a sample list, cells registered by class.
@MainActor final class SampleTableController: UIViewController {
  let table: UITableView
  let list: SampleList
  init(style: UITableView.Style, list: SampleList) {
    table = UITableView(frame: .zero, style: style)
    self.list = list
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "sample")
    table.dataSource = list
    table.delegate = list
    view = table
  }
}

let fruitSections = [
  SampleSection(
    header: "Fruits",
    rows: [
      ("Apples", "Crisp and sweet", "leaf", .disclosureIndicator), ("Bananas", "Rich in potassium", "leaf", .none),
      ("Cherries", nil, "heart.fill", .checkmark),
    ], footer: nil),
  SampleSection(
    header: "Vegetables",
    rows: [("Carrots", "Orange roots", "leaf", .detailButton), ("Peas", nil, nil, .none)],
    footer: "Seasonal produce changes every month."),
]

@MainActor @Suite(.serialized, .ownsTheApplication) struct UITableViewStyleTests {
  @Test func aPlainTableWithTitledSectionsMatchesItsGolden() throws {
    let controller = SampleTableController(style: .plain, list: SampleList(fruitSections))
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    driver.application.commit()
    // Plain headers sit flush on the rows; the text starts at the side margin and separators follow the text.
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == table.rectForHeader(inSection: 0).minY)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == table.rectForHeader(inSection: 0).maxY)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.separator.frame.minX == cell.textLeading)
    GoldenImage.assertMatches(driver.capture(), named: "table-plain-sections")
  }

  @Test func plainHeadersPinToTheTopWhileTheirSectionScrollsUnderThem() throws {
    var many = fruitSections
    many[0].rows += (0..<20).map { ("Fruit \($0)", nil, nil, .none) }
    let controller = SampleTableController(style: .plain, list: SampleList(many))
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let top = table.adjustedContentInset.top
    table.contentOffset = CGPoint(x: 0, y: 300 - top)
    driver.application.commit()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == table.contentOffset.y + top)
    #expect(header.frame.minY > table.rectForHeader(inSection: 0).minY)
    // Near the end of the section the next section's header pushes it up.
    let next = table.rectForHeader(inSection: 1)
    table.contentOffset = CGPoint(x: 0, y: next.minY - top - 10)
    driver.application.commit()
    #expect(header.frame.maxY == next.minY)
  }

  @Test func anInsetGroupedListWithHeadersMatchesItsGolden() throws {
    let list = SampleList(fruitSections)
    let controller = SampleTableController(style: .insetGrouped, list: list)
    let navigation = UINavigationController(rootViewController: controller)
    controller.title = "Produce"
    let driver = AppDriver(rootViewController: navigation)
    let table = controller.table
    // Rows are inset by the side margin with rounded section corners; the last row has no separator.
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.frame.minX == 16)
    #expect(first.frame.width == table.bounds.width - 32)
    #expect(first.layer.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(last.separator.isHidden)
    #expect(!first.separator.isHidden)
    // Grouped headers show their title uppercased.
    let header = try #require(table.headerView(forSection: 1))
    #expect(driver.find("VEGETABLES") != nil)
    #expect(header.frame.maxY == table.rectForRow(at: IndexPath(row: 0, section: 1)).minY)
    GoldenImage.assertMatches(driver.capture(), named: "table-inset-grouped-headers")
  }

  @Test func registeredCellClassesAreMadeAndReused() throws {
    final class BadgeCell: UITableViewCell {
      static var made = 0
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        BadgeCell.made += 1
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
      }
      required init?(coder: NSCoder) { nil }
    }
    BadgeCell.made = 0
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    let first = table.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0))
    #expect(first is BadgeCell)
    #expect(first.reuseIdentifier == "badge")
    #expect(first.style == .value1)
    #expect(BadgeCell.made == 1)
  }

  @Test func dequeueingAnUnregisteredIdentifierTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier"))
  }

  @Test func listContentLaysOutImageTextAndSecondaryText() {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    content.image = UIImage(systemName: "wifi")
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    let height = view.sizeThatFits(CGSize(width: 390, height: 0)).height
    // One body line between the 11-point margins makes the standard 44-point row.
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
    #expect(abs(height - (22 + line.rounded(.up))) <= 1)
    view.layoutIfNeeded()
    let labels = view.subviews.compactMap { $0 as? UILabel }
    #expect(labels[0].frame.minX == view.textLeading)
    #expect(abs(labels[1].frame.maxX - (390 - 16)) < 0.01)
    #expect(labels[0].frame.minX > 16)
  }

  @Test func selfSizingRowsGrowWhenTheCellInvalidatesItsSize() throws {
    let list = SampleList([SampleSection(header: nil, rows: [("One", nil, nil, .none), ("Two", nil, nil, .none)])])
    let controller = SampleTableController(style: .plain, list: list)
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let belowBefore = table.rectForRow(at: IndexPath(row: 1, section: 0)).minY
    var content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    content.secondaryText = "A second line"
    cell.contentConfiguration = content
    driver.application.commit()
    let grown = table.rectForRow(at: IndexPath(row: 0, section: 0)).height - before
    let secondLine = UIFont.preferredFont(forTextStyle: .subheadline).lineHeight
    #expect(abs(grown - (secondLine + 3)) <= 1)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY - belowBefore == grown)
    // With invalidation disabled, the row keeps its height until reloaded.
    table.selfSizingInvalidation = .disabled
    content.secondaryText = nil
    cell.contentConfiguration = content
    driver.application.commit()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == before + grown)
  }

  @Test func tableHeaderAndFooterViewsFrameTheSections() throws {
    let controller = SampleTableController(style: .grouped, list: SampleList(fruitSections))
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    table.tableHeaderView = header
    table.tableFooterView = footer
    driver.application.commit()
    #expect(header.frame == CGRect(x: 0, y: 0, width: table.bounds.width, height: 120))
    #expect(table.rectForHeader(inSection: 0).minY == 120)
    #expect(footer.frame.minY == table.rectForFooter(inSection: 1).maxY)
    #expect(table.contentSize.height == footer.frame.maxY)
  }

  @Test func multipleSelectionTogglesRowsThroughTheDriver() throws {
    let controller = SampleTableController(style: .plain, list: SampleList(fruitSections))
    let driver = AppDriver(rootViewController: controller)
    let table = controller.table
    table.allowsMultipleSelection = true
    try driver.tap("Apples")
    try driver.tap("Cherries")
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    try driver.tap("Apples")
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.configurationState.isSelected == true)
  }
}
