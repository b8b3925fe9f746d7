import Foundation
import TandemTesting
import Testing
import UIKit

/// A list of tasks in two sections whose rows are dragged by their grips, through a diffable data source's
/// reordering handlers, as apps write it.
private final class TasksController: UIViewController {
  enum Section: Hashable { case today, later }
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var reorders: [NSDiffableDataSourceTransaction<Section, String>] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, task in
      var content = cell.defaultContentConfiguration()
      content.text = task
      cell.contentConfiguration = content
      cell.accessories = [.reorder(displayed: .always)]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, task in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in reorders.append(transaction) }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.today, .later])
    snapshot.appendItems(["Email", "Standup"], toSection: .today)
    snapshot.appendItems(["Taxes", "Dentist"], toSection: .later)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// Rows of plain arrays, moved through the data source's `canMoveItemAt`/`moveItemAt`; the delegate keeps the
/// first row of the first section pinned.
private final class PlainTasksController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  var sections = [["Pinned", "Read"], ["Write", "Ship"]]
  var collectionView: UICollectionView!
  private let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, task in
    var content = cell.defaultContentConfiguration()
    content.text = task
    cell.contentConfiguration = content
    cell.accessories = [.reorder(displayed: .always)]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
  }
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    indexPath != IndexPath(item: 0, section: 0)
  }
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    let task = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(task, at: destinationIndexPath.item)
  }
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath == IndexPath(item: 0, section: 0) ? IndexPath(item: 1, section: 0) : proposedIndexPath
  }
}

/// Interactive reordering in collection view lists: within a section and into another one, through diffable
/// reordering handlers or a plain data source, with the delegate retargeting a drop.
@MainActor @Suite(.serialized, .ownsTheApplication) struct CollectionReorderTests {
  /// Drags the row showing `title` by its grip to `y` (screen points).
  private func drag(_ title: String, toY y: CGFloat, in driver: AppDriver) throws {
    let grip = try #require(driver.find("Reorder")).0.frame
    let row = try #require(driver.find(title)).0.frame
    driver.drag(from: CGPoint(x: grip.midX, y: row.midY), to: CGPoint(x: grip.midX, y: y), duration: 0.5)
    try driver.settle()
  }

  private func texts(_ collectionView: UICollectionView) -> [[String]] {
    (0..<collectionView.numberOfSections).map { section in
      (0..<collectionView.numberOfItems(inSection: section)).map { item in
        let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
      }
    }
  }

  @Test func aDiffableRowMovesWithinAndAcrossSections() throws {
    let controller = TasksController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    // Email below Standup, in its own section.
    let standup = try #require(driver.find("Standup")).0.frame
    try drag("Email", toY: standup.maxY - 4, in: driver)
    #expect(controller.dataSource.snapshot().itemIdentifiers(inSection: .today) == ["Standup", "Email"])
    // Standup into the second section, between Taxes and Dentist.
    let taxes = try #require(driver.find("Taxes")).0.frame
    try drag("Standup", toY: taxes.maxY + 2, in: driver)
    let snapshot = controller.dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: .today) == ["Email"])
    #expect(snapshot.itemIdentifiers(inSection: .later) == ["Taxes", "Standup", "Dentist"])
    #expect(controller.reorders.count == 2)
    #expect(controller.reorders.last?.finalSnapshot.itemIdentifiers == ["Email", "Taxes", "Standup", "Dentist"])
    #expect(texts(controller.collectionView) == [["Email"], ["Taxes", "Standup", "Dentist"]])
    GoldenImage.assertMatches(driver.capture(), named: "collection-reorder-across-sections")
  }

  @Test func aPlainDataSourceMovesItsModelAndTheDelegateRetargets() throws {
    let controller = PlainTasksController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    // Ship to the very top: the delegate keeps Pinned first, so Ship lands second.
    let pinned = try #require(driver.find("Pinned")).0.frame
    try drag("Ship", toY: pinned.minY + 2, in: driver)
    #expect(controller.sections == [["Pinned", "Ship", "Read"], ["Write"]])
    #expect(texts(controller.collectionView) == controller.sections)
    // Read to the end of the second section.
    let write = try #require(driver.find("Write")).0.frame
    try drag("Read", toY: write.maxY + 30, in: driver)
    #expect(controller.sections == [["Pinned", "Ship"], ["Write", "Read"]])
    #expect(texts(controller.collectionView) == controller.sections)
  }
}
