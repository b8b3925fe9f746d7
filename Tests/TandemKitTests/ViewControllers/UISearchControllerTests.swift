import TandemTesting
import Testing
import UIKit

/// A list filtered by a search controller in its navigation item, as UIKit apps write one.
private final class CountriesController: UITableViewController, UISearchResultsUpdating {
  let all = ["Austria", "Belgium", "Canada", "Denmark", "Ecuador"]
  var shown: [String] = []
  var updates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Countries"
    shown = all
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Find a country"
    navigationItem.searchController = search
  }

  func updateSearchResults(for searchController: UISearchController) {
    updates += 1
    let query = searchController.searchBar.text ?? ""
    shown = query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = shown[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

/// Countries by continent, with scope buttons under the search field.
private final class ContinentsController: UITableViewController, UISearchResultsUpdating {
  let countries = [("Austria", "Europe"), ("Canada", "Americas"), ("Denmark", "Europe"), ("Ecuador", "Americas")]
  var shown: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Countries"
    shown = countries.map(\.0)
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.searchBar.scopeButtonTitles = ["All", "Europe", "Americas"]
    navigationItem.searchController = search
  }

  func updateSearchResults(for searchController: UISearchController) {
    let bar = searchController.searchBar
    let scope = bar.selectedScopeButtonIndex == 0 ? nil : bar.scopeButtonTitles?[bar.selectedScopeButtonIndex]
    shown = countries.filter { scope == nil || $0.1 == scope }.map(\.0)
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = shown[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

/// `UISearchController` in a navigation item: its bar shows under the title, editing activates it and shows Cancel,
/// the updater hears each change, Cancel ends the search.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UISearchControllerTests {
  @Test func theSearchBarFiltersThroughItsUpdater() throws {
    let list = CountriesController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "uikit-search-controller")
    try driver.tap("Find a country")
    try driver.settle()
    let search = try #require(list.navigationItem.searchController)
    #expect(search.isActive)
    #expect(driver.find("Cancel") != nil)
    driver.type("an")
    try driver.settle()
    #expect(list.shown == ["Canada"])
    #expect(driver.find("Austria") == nil)
    try driver.tap("Cancel")
    try driver.settle()
    #expect(!search.isActive)
    #expect(list.shown == list.all)
    #expect(list.updates >= 4)
  }

  /// The scope bar shows under the field once the search is active (`scopeBarActivation`'s default), and its
  /// buttons update the results; it goes when the search ends.
  @Test func scopeButtonsShowWhileSearchingAndFilter() throws {
    let list = ContinentsController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    let search = try #require(list.navigationItem.searchController)
    #expect(!search.searchBar.showsScopeBar)
    #expect(driver.find("Europe") == nil)
    try driver.tap("Search")
    try driver.settle()
    #expect(search.searchBar.showsScopeBar)
    try driver.tap("Americas")
    try driver.settle()
    #expect(search.searchBar.selectedScopeButtonIndex == 2)
    #expect(list.shown == ["Canada", "Ecuador"])
    let (_, firstRow) = try #require(driver.find("Canada"))
    let (_, americas) = try #require(driver.find("Americas"))
    #expect(firstRow.convert(firstRow.bounds, to: nil).minY > americas.convert(americas.bounds, to: nil).maxY)
    GoldenImage.assertMatches(driver.capture(), named: "uikit-search-scope-bar")
    try driver.tap("Cancel")
    try driver.settle()
    #expect(!search.searchBar.showsScopeBar)
    #expect(driver.find("Americas") == nil)
  }
}
