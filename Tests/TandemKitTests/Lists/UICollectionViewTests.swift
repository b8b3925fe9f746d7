import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// A controller whose view is a collection view fed by a diffable data source of strings in sections.
@MainActor final class CollectionController: UIViewController {
  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<String, String>!
  var created = 0
  var log: [String] = []
  let makeCell: (UICollectionViewListCell, IndexPath, String) -> Void

  init(
    layout: UICollectionViewLayout,
    makeCell: @escaping (UICollectionViewListCell, IndexPath, String) -> Void = { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
  ) {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    self.makeCell = makeCell
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = collectionView
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, path, item in
      makeCell(cell, path, item)
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] header, _, path in
      var content = header.defaultContentConfiguration()
      content.text = dataSource.sectionIdentifier(for: path.section)
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, path, item in
      let cell = view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
      if cell.tag == 0 {
        created += 1
        cell.tag = created
      }
      return cell
    }
    dataSource.supplementaryViewProvider = { view, _, path in
      view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
    }
  }

  /// Shows sections of items.
  func show(_ sections: [(String, [String])]) {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UICollectionViewTests {
  private func twoColumnGrid() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
      repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(12)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test func aCompositionalTwoColumnGridMatchesItsGolden() throws {
    let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal]
    let controller = CollectionController(layout: twoColumnGrid()) { cell, path, item in
      var content = UIListContentConfiguration.cell()
      content.text = item
      content.textProperties.color = .white
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.clear()
      background.backgroundColor = palette[(path.item + path.section * 2) % palette.count]
      background.cornerRadius = 12
      cell.backgroundConfiguration = background
    }
    let driver = AppDriver(rootViewController: controller)
    controller.show([
      ("Parks", ["Yosemite", "Zion", "Acadia", "Denali", "Olympic"]), ("Lakes", ["Tahoe", "Crater", "Superior"]),
    ])
    driver.application.commit()
    let view = controller.collectionView
    // Two columns of (width − insets − spacing) / 2, rows of 120 with 12 between them.
    let width = (view.bounds.width - 32 - 12) / 2
    let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    let third = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
    #expect(abs(first.width - width) < 1e-9 && first.height == 120 && first.minX == 16)
    #expect(abs(second.minX - (16 + width + 12)) < 1e-9 && second.minY == first.minY)
    #expect(third.minY == first.maxY + 12 && third.minX == 16)
    let header = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(header.frame.maxY + 8 == view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY)
    GoldenImage.assertMatches(driver.capture(), named: "collection-two-column-grid")
  }

  @Test func aFlowLayoutWrapsLinesSpreadsTheirSpaceAndCentresALoneItem() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let controller = CollectionController(layout: layout)
    let driver = AppDriver(rootViewController: controller)
    controller.show([("A", (0..<7).map { "Item \($0)" })])
    driver.application.commit()
    let view = controller.collectionView
    func frame(_ item: Int) -> CGRect { view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }
    // 390 wide less 20 of insets holds three 100-point items a line; their extra space is shared.
    #expect(frame(0).minX == 10 && frame(0).minY == 30 + 10)
    #expect(frame(2).maxX == 380)
    #expect(abs((frame(1).minX - frame(0).maxX) - (frame(2).minX - frame(1).maxX)) < 1e-9)
    #expect(frame(3).minY == frame(0).maxY + 20)
    #expect(frame(6).midX == 195)
    let expectedHeight: CGFloat = 30 + 10 + 3 * 40 + 2 * 20 + 10
    #expect(view.contentSize.height == expectedHeight)
  }

  @Test func aPlainListDrawsASeparatorUnderEveryRowMatchingItsGolden() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration)) {
      cell, path, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      content.image = path.item == 1 ? UIImage(systemName: "star") : nil
      cell.contentConfiguration = content
    }
    let driver = AppDriver(rootViewController: controller)
    controller.show([("Fruits", ["Apples", "Bananas", "Cherries"]), ("Vegetables", ["Carrots", "Peas"])])
    driver.application.commit()
    let view = controller.collectionView
    #expect(view.backgroundColor == .systemBackground)
    // Every row of a plain list, the last of each section too, draws its separator.
    for path in [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 1)] {
      let cell = try #require(view.cellForItem(at: path) as? UICollectionViewListCell)
      #expect(!cell.separator.isHidden && cell.separator.frame.height > 0 && cell.separator.frame.width > 0)
    }
    GoldenImage.assertMatches(driver.capture(), named: "collection-plain-list")
  }

  @Test func anInsetGroupedListWithAccessoriesAndARevealedSwipeMatchesItsGolden() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    var deleted: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { path in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        deleted.append(path)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration)) {
      cell, path, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      content.image = UIImage(systemName: path.item == 0 ? "wifi" : "bell")
      cell.contentConfiguration = content
      switch path.item {
      case 0: cell.accessories = [.label(text: "Home"), .disclosureIndicator()]
      case 1: cell.accessories = [.checkmark()]
      default: cell.accessories = [.disclosureIndicator()]
      }
    }
    let driver = AppDriver(rootViewController: controller)
    controller.show([("Network", ["Wi-Fi", "Bluetooth", "Cellular"]), ("Alerts", ["Notifications", "Sounds"])])
    driver.application.commit()
    let view = controller.collectionView
    #expect(view.backgroundColor == .systemGroupedBackground)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(cell.frame.minX == 16)
    #expect(cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    let rect = view.convert(
      try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame, to: nil)
    driver.drag(from: CGPoint(x: rect.midX, y: rect.midY), to: CGPoint(x: rect.midX - 150, y: rect.midY))
    try driver.settle()
    #expect(view.swiping.state?.indexPath == IndexPath(item: 0, section: 1))
    GoldenImage.assertMatches(driver.capture(), named: "collection-list-accessories-swipe")
    try driver.tap("Delete")
    #expect(deleted == [IndexPath(item: 0, section: 1)])
    #expect(view.swiping.state == nil)
  }

  /// The same in a collection view: a reload follows its item through the inserts, deletes and moves of its apply.
  @Test func reloadsFollowTheirItemThroughInsertsDeletesAndMoves() throws {
    final class Titles { var byItem: [String: String] = [:] }
    let titles = Titles()
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    ) { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = titles.byItem[item] ?? item
      cell.contentConfiguration = content
    }
    let driver = AppDriver(rootViewController: controller)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["All"])
    snapshot.appendItems(["b"])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    let view = controller.collectionView
    func shown() -> [String] {
      view.indexPathsForVisibleItems.sorted().compactMap {
        ((view.cellForItem(at: $0) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?
          .text
      }
    }
    // Insert before an item that is reloaded: the reload shows the item's new content at its new place.
    snapshot.insertItems(["a"], beforeItem: "b")
    titles.byItem["b"] = "B!"
    snapshot.reloadItems(["b"])
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(shown() == ["a", "B!"])

    // Delete before, move across and reload in one apply.
    snapshot.appendItems(["c", "d"])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    snapshot.deleteItems(["a"])
    snapshot.moveItem("d", beforeItem: "b")
    titles.byItem["c"] = "C!"
    snapshot.reloadItems(["c"])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    #expect(shown() == ["d", "B!", "C!"])
  }

  @Test func scrollingTenThousandListRowsKeepsOnlyVisibleCellsAndAMargin() {
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let driver = AppDriver(rootViewController: controller)
    controller.show([("All", (0..<10_000).map { "Row \($0)" })])
    driver.application.commit()
    let view = controller.collectionView
    let visibleRows = Int((view.bounds.height / 44).rounded(.up)) + 1
    let budget = visibleRows * 2 + 2
    for step in 1...40 {
      view.contentOffset.y = CGFloat(step) * view.bounds.height * 0.9
      driver.application.commit()
    }
    #expect(controller.created <= budget)
    #expect(view.indexPathsForVisibleItems.count <= visibleRows)
    // Rows settle at their measured height: 11 + body line + 11.
    let row = view.layoutAttributesForItem(at: view.indexPathsForVisibleItems[0])!.frame.height
    #expect(abs(row - (22 + UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up))) <= 1)
  }

  @Test func applyingSnapshotsKeepsCellsOfItemsThatStay() throws {
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let driver = AppDriver(rootViewController: controller)
    controller.show([("A", ["a", "b", "c", "d"])])
    driver.application.commit()
    let view = controller.collectionView
    let cellOfC = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
    var snapshot = controller.dataSource.snapshot()
    snapshot.deleteItems(["a"])
    snapshot.insertItems(["x"], afterItem: "d")
    snapshot.moveItem("b", afterItem: "c")
    controller.dataSource.apply(snapshot)
    driver.application.commit()
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfC)
    let texts = view.visibleCells.map { (($0.contentConfiguration as? UIListContentConfiguration)?.text) ?? "" }
    #expect(texts == ["c", "b", "d", "x"])
  }

  @Test func selfSizingRowsGrowByTheirNewLineAndMoveTheRowsBelow() throws {
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let driver = AppDriver(rootViewController: controller)
    controller.show([("A", ["one", "two", "three"])])
    driver.application.commit()
    let view = controller.collectionView
    let before = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height
    let below = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minY
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    var content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    content.secondaryText = "Now with a second line"
    cell.contentConfiguration = content
    driver.application.commit()
    let grown = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height - before
    #expect(abs(grown - (UIFont.preferredFont(forTextStyle: .subheadline).lineHeight + 3)) <= 1)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minY - below == grown)
  }

  @Test func tappingSelectsThroughTheDelegateAndRerunsTheUpdateHandler() throws {
    final class Delegate: NSObject, UICollectionViewDelegate {
      var events: [String] = []
      func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
      }
      func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("primary \(indexPath.item)")
      }
      func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
      }
    }
    var states: [String: Bool] = [:]
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    ) { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.configurationUpdateHandler = { _, state in states[item] = state.isSelected }
    }
    let delegate = Delegate()
    let driver = AppDriver(rootViewController: controller)
    controller.collectionView.delegate = delegate
    controller.show([("A", ["a", "b"])])
    driver.application.commit()
    try driver.tap("a")
    try driver.tap("b")
    #expect(delegate.events == ["select 0", "primary 0", "deselect 0", "select 1", "primary 1"])
    #expect(states == ["a": false, "b": true])
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func aCellNotDequeuedTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        final class Source: NSObject, UICollectionViewDataSource {
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
          func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
          ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
        }
        let source = Source()
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = source
        view.layoutIfNeeded()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier"))
  }

  @Test func editingShowsDeleteAccessoriesThatRevealTheTrailingActions() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var deleted: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { path in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          deleted.append(path)
          done(true)
        }
      ])
    }
    let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration)) {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = [.delete()]
    }
    let driver = AppDriver(rootViewController: controller)
    controller.show([("A", ["one", "two"])])
    driver.application.commit()
    let view = controller.collectionView
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    let before = cell.contentView.frame.minX
    view.isEditing = true
    driver.application.commit()
    #expect(cell.configurationState.isEditing)
    #expect(cell.contentView.frame.minX > before)
    let control = try #require(cell.subviews.compactMap { $0 as? UIButton }.first)
    try driver.tap(control)
    try driver.settle()
    #expect(view.swiping.state?.indexPath == IndexPath(item: 1, section: 0))
    try driver.tap("Delete")
    #expect(deleted == [IndexPath(item: 1, section: 0)])
  }

  @Test func aHorizontalFlowLayoutFillsColumns() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 300)
    layout.minimumLineSpacing = 10
    let controller = CollectionController(layout: layout)
    let driver = AppDriver(rootViewController: controller)
    controller.show([("A", (0..<5).map { "Item \($0)" })])
    driver.application.commit()
    let view = controller.collectionView
    func frame(_ item: Int) -> CGRect { view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame }
    // 844 points tall hold two 300-point items a column; columns follow each other to the right.
    #expect(frame(0).minX == 0 && frame(1).minX == 0)
    #expect(frame(2).minX == 110 && frame(2).minY == frame(0).minY)
    #expect(frame(4).minX == 220)
    #expect(view.contentSize.width == 320)
  }

  /// Random snapshot changes applied in turn: every item's cell shows it, and items that stayed keep their cell.
  @Test func randomAppliesMatchTheSnapshotAndKeepCells() throws {
    let controller = CollectionController(
      layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let driver = AppDriver(rootViewController: controller)
    var random = SeededRandom(seed: 7)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s0", "s1"])
    snapshot.appendItems((0..<6).map { "i\($0)" }, toSection: "s0")
    snapshot.appendItems((6..<10).map { "i\($0)" }, toSection: "s1")
    var next = 10
    var nextSection = 2
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    driver.application.commit()
    let view = controller.collectionView
    func text(_ cell: UICollectionViewCell) -> String? {
      (cell.contentConfiguration as? UIListContentConfiguration)?.text
    }
    for _ in 0..<200 {
      var cells: [String: UICollectionViewCell] = [:]
      for item in snapshot.itemIdentifiers {
        if let path = controller.dataSource.indexPath(for: item), let cell = view.cellForItem(at: path) {
          cells[item] = cell
        }
      }
      var changed = snapshot
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let items = changed.itemIdentifiers
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where items.count > 2: changed.deleteItems([items.randomElement(using: &random)!])
        case 1 where changed.numberOfItems < 14:
          changed.appendItems(["i\(next)"], toSection: changed.sectionIdentifiers.randomElement(using: &random)!)
          next += 1
        case 2 where items.count > 1:
          let a = items.randomElement(using: &random)!
          let b = items.randomElement(using: &random)!
          if a != b { changed.moveItem(a, beforeItem: b) }
        case 3 where changed.numberOfSections > 1:
          let a = changed.sectionIdentifiers.randomElement(using: &random)!
          let b = changed.sectionIdentifiers.randomElement(using: &random)!
          if a != b { changed.moveSection(a, beforeSection: b) }
        case 4 where changed.numberOfSections > 1: changed.deleteSections([changed.sectionIdentifiers.last!])
        case 5 where changed.numberOfSections < 3:
          changed.appendSections(["s\(nextSection)"])
          changed.appendItems(["i\(next)"], toSection: "s\(nextSection)")
          nextSection += 1
          next += 1
        default: break
        }
      }
      controller.dataSource.apply(changed, animatingDifferences: Bool.random(using: &random))
      try driver.settle()
      snapshot = controller.dataSource.snapshot()
      for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        for (item, identifier) in snapshot.itemIdentifiers(inSection: section).enumerated() {
          let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: s)))
          #expect(text(cell) == identifier)
          if let before = cells[identifier] { #expect(before === cell) }
        }
      }
    }
  }

  @Test func aFlowLayoutWithEstimatedSizesSizesItemsToTheirContent() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let controller = CollectionController(layout: layout) { cell, _, item in
      var content = UIListContentConfiguration.cell()
      content.text = item
      cell.contentConfiguration = content
    }
    let driver = AppDriver(rootViewController: controller)
    controller.show([("Tags", ["Swift", "Linux", "A much longer tag"])])
    driver.application.commit()
    let view = controller.collectionView
    let frames = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up)
    // Each tag is as wide as its text plus 16-point margins, one body line plus 11-point margins tall.
    for (frame, text) in zip(frames, ["Swift", "Linux", "A much longer tag"]) {
      let label = UILabel()
      label.text = text
      label.font = .preferredFont(forTextStyle: .body)
      #expect(abs(frame.width - (label.sizeThatFits(.zero).width + 32)) <= 1)
      #expect(abs(frame.height - (line + 22)) <= 1)
    }
    #expect(frames[0].width < frames[2].width)
    #expect(frames[1].minX > frames[0].maxX)
  }
}
