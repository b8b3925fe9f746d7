import Foundation
import TandemPlatform
import TandemTesting
import Testing
import UIKit

/// A table view controller as apps write one: overridden data source and delegate methods, an edit button, and
/// swipe to delete through `commit`.
private final class PlanetsViewController: UITableViewController {
  var planets = ["Mercury", "Venus", "Earth", "Mars"]
  var selected: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Planets"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "planet")
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "planet", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = planets[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    planets.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(planets[indexPath.row])
  }
}

/// A collection view controller with a list layout and a cell registration.
private final class ColorsViewController: UICollectionViewController {
  let colors = ["Red", "Green", "Blue"]
  var tapped: [String] = []
  private let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
  }

  init() {
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }
  required init?(coder: NSCoder) { nil }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    colors.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: colors[indexPath.item])
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    tapped.append(colors[indexPath.item])
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ListControllerTests {
  @Test func tableViewControllerServesItsTable() throws {
    let planets = PlanetsViewController(style: .insetGrouped)
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: planets))
    try driver.settle()
    #expect(planets.tableView.dataSource === planets && planets.tableView.delegate === planets)
    #expect(planets.view === planets.tableView)
    try driver.tap("Venus")
    #expect(planets.selected == ["Venus"])
    // Selection clears when the view appears again.
    #expect(planets.tableView.indexPathsForSelectedRows != nil)
    planets.viewWillAppear(false)
    #expect(planets.tableView.indexPathsForSelectedRows == nil)
    // The edit button puts the table in editing mode.
    try driver.tap("Edit")
    try driver.settle()
    #expect(planets.isEditing && planets.tableView.isEditing)
    try driver.tap("Done")
    try driver.settle()
    #expect(!planets.tableView.isEditing)
    // A full swipe deletes through commit.
    let earth = try #require(driver.find("Earth")).0.frame
    driver.swipe(from: CGPoint(x: 350, y: earth.midY), to: CGPoint(x: 20, y: earth.midY))
    try driver.settle()
    #expect(planets.planets == ["Mercury", "Venus", "Mars"])
    #expect(driver.find("Earth") == nil)
    GoldenImage.assertMatches(driver.capture(), named: "table-view-controller")
  }

  @Test func collectionViewControllerServesItsCollection() throws {
    let colors = ColorsViewController()
    let driver = AppDriver(rootViewController: colors)
    try driver.settle()
    #expect(colors.collectionView.dataSource === colors)
    #expect(colors.collectionViewLayout is UICollectionViewCompositionalLayout)
    try driver.tap("Blue")
    #expect(colors.tapped == ["Blue"])
  }
}
