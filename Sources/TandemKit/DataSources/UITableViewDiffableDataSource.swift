import Foundation

/// A table view data source driven by snapshots: `apply` turns the difference from the current snapshot into a
/// batch update (deletions, insertions, moves), so cells of items that stay keep showing them; reloaded items get
/// fresh cells and reconfigured items are updated in their existing cells.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Makes (or dequeues and fills) the cell for an item.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private let cellProvider: CellProvider
  private let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
  /// How changes animate (Linux: rows take their places at once).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for a table view (it becomes the table's data source).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    core = DiffableDataSourceCore(list: tableView)
    super.init()
    tableView.dataSource = self
  }

  /// The current snapshot (a copy).
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

  /// Shows a snapshot, updating the table by the difference from the current one. Called off the main thread (as
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

  /// Shows a snapshot by reloading the table (no difference computed).
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

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    core.cell(at: indexPath, list: ("UITableView", "row")) { cellProvider(tableView, indexPath, $0) }
  }

  /// A section's header title (none by default; subclasses override).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// A section's footer title (none by default; subclasses override).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Whether a row can be edited (false by default, as in UIKit; subclasses override to allow deletion).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Commits an edit (nothing by default; subclasses apply a snapshot without the item).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}
