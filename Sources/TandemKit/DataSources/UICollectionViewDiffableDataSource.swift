import Foundation

/// A collection view data source driven by snapshots: `apply` turns the difference from the current snapshot into
/// a batch update, so cells of items that stay keep showing them; reloaded items get fresh cells and reconfigured
/// items are updated in their existing cells.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource, OutlineToggling, ItemReordering {
  /// Makes (dequeues and configures) the cell for an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes (dequeues and configures) a supplementary view.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private let cellProvider: CellProvider
  private let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
  /// Makes supplementary views (headers, footers).
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for a collection view (it becomes the collection view's data source).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    core = DiffableDataSourceCore(list: collectionView)
    super.init()
    collectionView.dataSource = self
  }

  /// The current snapshot (a copy).
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

  /// Shows a snapshot, updating the collection view by the difference from the current one. Called off the main thread (as
  /// UIKit allows, from a background queue), the update happens on the main queue, in the order of the calls; the
  /// completion runs on the main queue.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if DiffableApply.requeuedOnMainQueue({
      self.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }) {
      return
    }
    core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows a snapshot by reloading the collection view (no difference computed).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    if DiffableApply.requeuedOnMainQueue({ self.applySnapshotUsingReloadData(snapshot, completion: completion) }) {
      return
    }
    core.applyUsingReloadData(snapshot, completion: completion)
  }

  /// The item at an index path, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }

  /// The index path of an item, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }

  /// The section at an index, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

  // MARK: Section snapshots

  /// Callbacks around expanding and collapsing items of section snapshots (outline disclosure).
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether an item may expand (true when nil).
    public var shouldExpandItem: ((Item) -> Bool)?
    /// An item is about to expand.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether an item may collapse (true when nil).
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// An item is about to collapse.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show when a parent expands, given its current subtree (load children lazily here).
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
          NSDiffableDataSourceSectionSnapshot<Item>
      )?
    /// Handlers that do nothing.
    public init() {}
  }

  /// How expanding and collapsing items of section snapshots is handled.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Shows a section snapshot in a section (appended when the section is new): the section's items become the
  /// snapshot's visible items.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    sectionSnapshots[section] = snapshot
    var full = core.current
    if full.indexOfSection(section) == nil { full.appendSections([section]) }
    full.deleteItems(full.itemIdentifiers(inSection: section))
    full.appendItems(snapshot.visibleItems, toSection: section)
    core.apply(full, animatingDifferences: animatingDifferences, completion: completion)
    refreshOutlineState()
  }

  /// The section snapshot last applied to a section (its current items as roots when none was).
  open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let kept = sectionSnapshots[section] { return kept }
    var snapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if core.current.indexOfSection(section) != nil { snapshot.append(core.current.itemIdentifiers(inSection: section)) }
    return snapshot
  }

  /// The section snapshot an item is in, and its section.
  private func sectionSnapshot(containing item: ItemIdentifierType) -> (
    SectionIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  )? {
    guard let section = core.current.sectionIdentifier(containingItem: item), let snapshot = sectionSnapshots[section]
    else { return nil }
    return (section, snapshot)
  }

  /// Expands or collapses the item at an index path (its outline disclosure was tapped), through the handlers.
  func toggleExpansion(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath), let (section, found) = sectionSnapshot(containing: item)
    else { return }
    var snapshot = found
    if snapshot.isExpanded(item) {
      guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
      sectionSnapshotHandlers.willCollapseItem?(item)
      snapshot.collapse([item])
    } else {
      guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
      sectionSnapshotHandlers.willExpandItem?(item)
      if let expanding = sectionSnapshotHandlers.snapshotForExpandingParent {
        snapshot.replace(childrenOf: item, using: expanding(item, snapshot.snapshot(of: item)))
      }
      snapshot.expand([item])
    }
    apply(snapshot, to: section, animatingDifferences: true)
  }

  /// Visible list cells show their item's level and expansion.
  private func refreshOutlineState() {
    guard let collectionView = core.list as? UICollectionView else { return }
    for indexPath in collectionView.indexPathsForVisibleItems {
      if let cell = collectionView.cellForItem(at: indexPath) { updateOutlineState(of: cell, at: indexPath) }
    }
  }

  private func updateOutlineState(of cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let cell = cell as? UICollectionViewListCell, let item = itemIdentifier(for: indexPath),
      let (_, snapshot) = sectionSnapshot(containing: item)
    else { return }
    cell.indentationLevel = snapshot.level(of: item)
    cell.isOutlineExpanded = snapshot.isExpanded(item)
  }

  // MARK: Reordering

  /// Whether items may be dragged by their reorder controls, and what happens around a reorder.
  public struct ReorderingHandlers {
    /// Whether an item may move (reordering is off while this is nil).
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// A reorder is about to be applied.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// A reorder was applied (update your model from its final snapshot or difference).
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Handlers that allow no reordering.
    public init() {}
  }

  /// How items are reordered by their reorder controls.
  open var reorderingHandlers = ReorderingHandlers()

  /// Whether the user may move an item: as the reordering handlers' `canReorderItem` says (no handler, no moves).
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let can = reorderingHandlers.canReorderItem else { return false }
    return can(item)
  }

  /// The user moved an item: the move is applied as a snapshot, between the reordering handlers' `willReorder` and
  /// `didReorder`.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
  ) {
    guard let item = itemIdentifier(for: source) else { return }
    let initial = core.current
    var final = initial
    if destination.section == source.section {
      guard let other = itemIdentifier(for: destination) else { return }
      if destination.item > source.item {
        final.moveItem(item, afterItem: other)
      } else {
        final.moveItem(item, beforeItem: other)
      }
    } else if let other = itemIdentifier(for: destination) {
      // Into another section: before the item now at the destination, or at that section's end.
      final.moveItem(item, beforeItem: other)
    } else {
      guard destination.section < initial.numberOfSections else { return }
      final.deleteItems([item])
      final.appendItems([item], toSection: initial.sectionIdentifiers[destination.section])
    }
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers))
    reorderingHandlers.willReorder?(transaction)
    core.apply(final, animatingDifferences: false, completion: nil)
    reorderingHandlers.didReorder?(transaction)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = core.cell(at: indexPath, list: ("UICollectionView", "item")) {
      cellProvider(collectionView, indexPath, $0)
    }
    updateOutlineState(of: cell, at: indexPath)
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      preconditionFailure(
        "the supplementary view provider returned no view for element of kind \(kind) at index path \(indexPath)")
    }
    return view
  }
}
