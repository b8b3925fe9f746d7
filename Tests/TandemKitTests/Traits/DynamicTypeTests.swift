import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// A settings-like screen: a large title over an inset-grouped table of subtitle rows and a footnote.
final class TextSizeScreen: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .insetGrouped)
  let rows = [("Text Size", "Follows the system setting"), ("Bold Text", "Off"), ("Larger Accessibility Sizes", "On")]
  override func loadView() {
    title = "Display & Text"
    table.dataSource = self
    view = table
  }
  func numberOfSections(in tableView: UITableView) -> Int { 1 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Appearance" }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    "Apps that support Dynamic Type adjust to your preferred reading size."
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row].0
    content.secondaryText = rows[indexPath.row].1
    content.image = UIImage(systemName: "textformat")
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct DynamicTypeTests {
  private func labels(in view: UIView) -> [UILabel] {
    view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
  }
  private func show(at category: UIContentSizeCategory) throws -> (AppDriver, TextSizeScreen) {
    let screen = TextSizeScreen()
    let navigation = UINavigationController(rootViewController: screen)
    navigation.navigationBar.prefersLargeTitles = true
    let driver = AppDriver(rootViewController: navigation)
    driver.application.screen.setPreferredContentSizeCategory(category)
    try driver.settle()
    return (driver, screen)
  }

  @Test func oneScreenFollowsEveryTextSizeMatchingItsGoldens() throws {
    var rowHeights: [CGFloat] = []
    for (category, name) in [
      (UIContentSizeCategory.extraSmall, "dynamic-type-xsmall"), (.large, "dynamic-type-large"),
      (.accessibilityExtraLarge, "dynamic-type-ax3"), (.accessibilityExtraExtraExtraLarge, "dynamic-type-ax5"),
    ] {
      let (driver, screen) = try show(at: category)
      let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let body = DynamicType.metrics(for: .body, category: category.engineCategory).size
      let label = try #require(labels(in: cell.contentView).first)
      #expect(label.font.pointSize == body, "\(category.rawValue)")
      rowHeights.append(cell.frame.height)
      GoldenImage.assertMatches(driver.capture(), named: name)
    }
    // Rows grow with the text.
    #expect(rowHeights == rowHeights.sorted() && rowHeights.first! < rowHeights.last!)
  }

  @Test func aListCollectionViewMeasuresItsRowsAgainWhenTheTextSizeChanges() throws {
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let driver = AppDriver(rootViewController: controller)
    controller.show([("Settings", ["Text Size", "Bold Text"])])
    try driver.settle()
    let path = IndexPath(item: 0, section: 0)
    let before = try #require(controller.collectionView.cellForItem(at: path)).frame.height
    driver.application.screen.setPreferredContentSizeCategory(.accessibilityExtraLarge)
    try driver.settle()
    let cell = try #require(controller.collectionView.cellForItem(at: path))
    let label = try #require(labels(in: cell.contentView).first)
    #expect(label.font.pointSize == DynamicType.metrics(for: .body, category: .accessibilityExtraLarge).size)
    #expect(cell.frame.height > before + 20)
    // The next row starts below the grown one.
    let next = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(next.frame.minY >= cell.frame.maxY)
  }

  @Test func fontMetricsScaleValuesAndLabelsFollowTheSettingAsItChanges() throws {
    let (driver, _) = try show(at: .large)
    let metrics = UIFontMetrics(forTextStyle: .body)
    #expect(metrics.scaledValue(for: 20) == 20)
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    driver.window.addSubview(label)
    driver.application.screen.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    try driver.settle()
    #expect(label.font.pointSize == 53)
    #expect(abs(metrics.scaledValue(for: 20, compatibleWith: label.traitCollection) - 20.0 * 53 / 17) < 1e-9)
  }
}
