import Foundation

/// A collection view data source driven by snapshots: `apply` turns the difference from the current snapshot into
/// a batch update, so cells of items that stay keep showing them; reloaded items get fresh cells and reconfigured
/// items are updated in their existing cells.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
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

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    core.cell(at: indexPath, list: ("UICollectionView", "item")) { cellProvider(collectionView, indexPath, $0) }
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
