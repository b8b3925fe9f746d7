import Foundation
import TandemTesting
import Testing
import UIKit

/// Section snapshots as outline lists build them: parents with children, expanded or collapsed.
struct NSDiffableDataSourceSectionSnapshotTests {
  private func library() -> NSDiffableDataSourceSectionSnapshot<String> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["Music", "Books"])
    snapshot.append(["Albums", "Artists"], to: "Music")
    snapshot.append(["Live"], to: "Albums")
    snapshot.append(["Novels"], to: "Books")
    return snapshot
  }

  @Test func itemsAreDepthFirstAndCollapsedParentsHideTheirChildren() {
    var snapshot = library()
    #expect(snapshot.items == ["Music", "Albums", "Live", "Artists", "Books", "Novels"])
    #expect(snapshot.rootItems == ["Music", "Books"])
    #expect(snapshot.visibleItems == ["Music", "Books"])
    snapshot.expand(["Music"])
    #expect(snapshot.visibleItems == ["Music", "Albums", "Artists", "Books"])
    snapshot.expand(["Albums"])
    #expect(snapshot.visibleItems == ["Music", "Albums", "Live", "Artists", "Books"])
    snapshot.collapse(["Music"])
    #expect(snapshot.visibleItems == ["Music", "Books"], "collapsing hides every descendant")
    #expect(snapshot.isExpanded("Albums") && !snapshot.isVisible("Live"))
    #expect(snapshot.level(of: "Live") == 2 && snapshot.parent(of: "Live") == "Albums")
    #expect(snapshot.index(of: "Books") == 4)
  }

  @Test func insertingDeletingAndSubtrees() {
    var snapshot = library()
    snapshot.insert(["Podcasts"], after: "Music")
    snapshot.insert(["Playlists"], before: "Artists")
    #expect(snapshot.rootItems == ["Music", "Podcasts", "Books"])
    #expect(snapshot.snapshot(of: "Music").rootItems == ["Albums", "Playlists", "Artists"])
    #expect(snapshot.snapshot(of: "Music", includingParent: true).items.first == "Music")
    snapshot.delete(["Albums"])
    #expect(!snapshot.contains("Live"), "deleting an item deletes its children")
    var fiction = NSDiffableDataSourceSectionSnapshot<String>()
    fiction.append(["Fantasy", "Crime"])
    snapshot.replace(childrenOf: "Books", using: fiction)
    #expect(snapshot.snapshot(of: "Books").items == ["Fantasy", "Crime"])
    #expect(!snapshot.contains("Novels"))
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty)
  }
}

/// A sidebar as UIKit apps build one: a list with the sidebar appearance, folders with outline disclosures.
@MainActor private final class SidebarController: UIViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var expanded: [String] = []
  var collectionView: UICollectionView!
  /// The disclosure style of folder rows (a header row toggles on a tap anywhere on it).
  var disclosureStyle = UICellAccessory.OutlineDisclosureOptions.Style.automatic
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let folder = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      content.image = UIImage(systemName: "folder")
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: self.disclosureStyle))]
    }
    let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      content.image = UIImage(systemName: "doc")
      cell.contentConfiguration = content
    }
    let folders: Set<String> = ["Projects", "Archive", "Tandem"]
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
      folders.contains(name)
        ? view.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: name)
        : view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: name)
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] in self?.expanded.append($0) }
    var section = NSDiffableDataSourceSectionSnapshot<String>()
    section.append(["Projects", "Archive"])
    section.append(["Tandem", "Notes.txt"], to: "Projects")
    section.append(["Plan.md"], to: "Tandem")
    section.append(["2025.zip"], to: "Archive")
    section.expand(["Projects"])
    dataSource.apply(section, to: 0, animatingDifferences: false)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct OutlineSidebarTests {
  @Test func theDisclosureExpandsAndCollapsesAndRowsIndentByLevel() throws {
    let controller = SidebarController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("Tandem") != nil && driver.find("Plan.md") == nil && driver.find("2025.zip") == nil)
    let projects = try #require(driver.find("Projects")).0.frame
    let tandem = try #require(driver.find("Tandem")).0.frame
    #expect(tandem.minX > projects.minX, "children are indented")
    GoldenImage.assertMatches(driver.capture(), named: "outline-sidebar")

    // Expanding Tandem through its chevron, at the row's trailing edge.
    let chevron = CGPoint(x: controller.view.bounds.width - 43, y: tandem.midY)
    driver.tap(at: chevron)
    try driver.settle()
    #expect(driver.find("Plan.md") != nil)
    #expect(controller.expanded == ["Tandem"])
    #expect(controller.dataSource.snapshot(for: 0).isExpanded("Tandem"))
    let plan = try #require(driver.find("Plan.md")).0.frame
    #expect(plan.minX > tandem.minX)

    // Collapsing Projects hides its whole subtree.
    driver.tap(at: CGPoint(x: chevron.x, y: projects.midY))
    try driver.settle()
    #expect(driver.find("Tandem") == nil && driver.find("Plan.md") == nil)
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Projects", "Archive"])
  }

  @Test func aHeaderStyleRowTogglesOnATapAnywhereOnIt() throws {
    let controller = SidebarController()
    controller.disclosureStyle = .header
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("Plan.md") == nil)
    // A tap on the title (not the chevron) expands the folder instead of selecting it.
    try driver.tap("Tandem")
    try driver.settle()
    #expect(driver.find("Plan.md") != nil)
    #expect(controller.expanded == ["Tandem"])
    #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    // Again: it collapses.
    try driver.tap("Tandem")
    try driver.settle()
    #expect(driver.find("Plan.md") == nil)
    #expect(!controller.dataSource.snapshot(for: 0).isExpanded("Tandem"))
    // A leaf row still selects.
    try driver.tap("Notes.txt")
    #expect(controller.collectionView.indexPathsForSelectedItems?.count == 1)
  }
}
