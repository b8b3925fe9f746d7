import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemKit

/// A collection view data source of numbered list rows in sections of given sizes, each row a list cell with a
/// title (and, for rows in `detailed`, a second line).
@MainActor final class NumberedListSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var detailed = Set<IndexPath>()
  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, IndexPath> { cell, _, path in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(path.item) of section \(path.section)"
    cell.contentConfiguration = content
  }
  init(counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath)
    if detailed.contains(indexPath), var content = cell.contentConfiguration as? UIListContentConfiguration {
      content.secondaryText = "A second line"
      cell.contentConfiguration = content
    }
    return cell
  }
}

/// A controller whose view is a collection view.
@MainActor final class CollectionViewController: UIViewController {
  let collectionView: UICollectionView
  init(layout: UICollectionViewLayout) {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() { view = collectionView }
}

/// Self-sizing changes re-lay out only what they move, and only what is in view is placed, at any size.
@MainActor @Suite(.serialized, .ownsTheApplication) struct IncrementalLayoutTests {
  private func plainList() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
  }

  @Test func aSelfSizingChangeRePlacesItsGroupAndWhatIsInViewNotTheWholeLayout() throws {
    let layout = plainList()
    let controller = CollectionViewController(layout: layout)
    let source = NumberedListSource(counts: [2_000, 2_000, 2_000])
    controller.collectionView.dataSource = source
    let driver = AppDriver(rootViewController: controller)
    let view = controller.collectionView
    view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .top, animated: false)
    driver.application.commit()
    let changed = IndexPath(item: 3, section: 1)
    let cell = try #require(view.cellForItem(at: changed))
    let before = try #require(view.layoutAttributesForItem(at: changed)).frame
    let nextSection = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))).frame.minY
    let height = view.contentSize.height
    let placedBefore = layout.placedItemCount

    var content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    content.secondaryText = "Now with a second line"
    cell.contentConfiguration = content
    driver.application.commit()

    let placed = layout.placedItemCount - placedBefore
    let visible = view.indexPathsForVisibleItems.count
    // The rows in view and the prefetch margin, a few passes: far below the 1,996 rows following it in its section
    // (and the 6,000 a whole layout would place).
    #expect(placed <= visible * 8)
    #expect(placed < 2_000 - changed.item)
    let grown = try #require(view.layoutAttributesForItem(at: changed)).frame.height - before.height
    #expect(grown > 10)
    #expect(view.contentSize.height == height + grown)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == nextSection + grown)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame.minY == before.minY + before.height
        + grown)
  }

  @Test func aMillionRowListPlacesOnlyTheRowsItShows() {
    let layout = plainList()
    let controller = CollectionViewController(layout: layout)
    let source = NumberedListSource(counts: [1_000_000])
    controller.collectionView.dataSource = source
    let driver = AppDriver(rootViewController: controller)
    let view = controller.collectionView
    driver.application.commit()
    let first = layout.placedItemCount
    // One screen and the prefetch margin, measured in a few passes.
    #expect(first < 300)
    // Rows start at their 44 pt estimate; the content is a million of them.
    #expect(abs(view.contentSize.height - 44 * 1_000_000) < 44 * 100)
    for step in 1...20 {
      view.contentOffset.y = CGFloat(step) * view.bounds.height
      driver.application.commit()
    }
    // Each scrolled screen places the screen and its margin in a few passes (new rows are measured), whatever N is.
    #expect(layout.placedItemCount - first < 20 * 250)
    let shown = view.indexPathsForVisibleItems
    #expect(!shown.isEmpty && shown.allSatisfy { $0.item > 200 })
    // A row far away is placed on demand, after every row before it.
    let last = view.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))
    #expect(last.map { abs($0.frame.maxY - view.contentSize.height) < 1e-6 } == true)
    _ = source
  }

  @Test func layoutsMakeContextsNamingWhatChangedAndTheirOwnContextClass() {
    final class Context: UICollectionViewLayoutInvalidationContext {}
    final class Layout: UICollectionViewFlowLayout {
      var received: [UICollectionViewLayoutInvalidationContext] = []
      override class var invalidationContextClass: AnyClass { Context.self }
      override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        received.append(context)
        super.invalidateLayout(with: context)
      }
    }
    let layout = Layout()
    let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    original.size = CGSize(width: 100, height: 44)
    let preferred = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    preferred.size = CGSize(width: 100, height: 60)
    let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context is Context)
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 1)])
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 16))
    #expect(!context.invalidateEverything)
    layout.invalidateLayout()
    #expect(layout.received.count == 1 && layout.received[0].invalidateEverything && layout.received[0] is Context)
  }

  /// Every item's frame, and then the frames a layout computed from scratch gives (`invalidateLayout()`).
  private func framesNowAndFromScratch(_ view: UICollectionView, counts: [Int]) -> ([CGRect], [CGRect]) {
    func frames() -> [CGRect] {
      counts.indices.flatMap { section in
        (0..<counts[section]).map {
          view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
        }
      }
    }
    let incremental = frames()
    view.collectionViewLayout.invalidateLayout()
    view.layoutIfNeeded()
    return (incremental, frames())
  }

  /// How many frames differ by more than rounding (moved lines add their offset's change; a fresh layout sums).
  private func mismatches(_ a: [CGRect], _ b: [CGRect]) -> Int {
    guard a.count == b.count else { return max(a.count, b.count) }
    return zip(a, b).filter { x, y in
      abs(x.minX - y.minX) > 1e-6 || abs(x.minY - y.minY) > 1e-6 || abs(x.width - y.width) > 1e-6
        || abs(x.height - y.height) > 1e-6
    }.count
  }

  @Test func aFlowLayoutRewrapsFromTheChangedItemsLineAndMatchesALayoutFromScratch() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let controller = CollectionViewController(layout: layout)
    let counts = [1_500, 1_500]
    let source = NumberedListSource(counts: counts)
    controller.collectionView.dataSource = source
    let driver = AppDriver(rootViewController: controller)
    let view = controller.collectionView
    driver.application.commit()
    let placedBefore = layout.placedItemCount
    let changed = IndexPath(item: 4, section: 0)
    let cell = try #require(view.cellForItem(at: changed))
    let below = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame.minY
    var content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    content.secondaryText = "Now with a second line"
    cell.contentConfiguration = content
    driver.application.commit()
    // The changed item's line re-wraps (the rest keeps its wrapping and moves); the rows in view are placed again.
    let placed = layout.placedItemCount - placedBefore
    #expect(placed < 400)
    #expect(placed < counts[0] - changed.item)
    let moved = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame.minY
    #expect(moved > below)
    let (incremental, scratch) = framesNowAndFromScratch(view, counts: counts)
    #expect(mismatches(incremental, scratch) == 0)
    _ = source
  }

  @Test func aListLaidOutIncrementallyMatchesALayoutFromScratch() throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let controller = CollectionViewController(layout: layout)
    let counts = [40, 300, 40]
    let source = NumberedListSource(counts: counts)
    controller.collectionView.dataSource = source
    let driver = AppDriver(rootViewController: controller)
    let view = controller.collectionView
    for step in 0..<12 {
      view.contentOffset.y = CGFloat(step) * view.bounds.height * 0.8
      driver.application.commit()
      // Some rows in view grow a second line.
      for path in view.indexPathsForVisibleItems where path.item % 7 == 3 {
        guard let cell = view.cellForItem(at: path),
          var content = cell.contentConfiguration as? UIListContentConfiguration
        else { continue }
        content.secondaryText = "Detail of \(path.item)"
        cell.contentConfiguration = content
      }
      driver.application.commit()
    }
    let (incremental, scratch) = framesNowAndFromScratch(view, counts: counts)
    #expect(mismatches(incremental, scratch) == 0)
    #expect(incremental.contains { $0.height > 50 })
    _ = source
  }
}
