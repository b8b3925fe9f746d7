import Foundation

/// Where diffable data sources apply snapshots.
enum DiffableApply {
  /// UIKit lets apps apply snapshots from a background queue: off the main thread, `apply` is queued on the main
  /// queue (so applies keep their order) to run on the main actor there, and this returns true; on the main thread
  /// it returns false and the caller applies at once.
  nonisolated static func requeuedOnMainQueue(_ apply: @escaping @MainActor () -> Void) -> Bool {
    guard !MainQueue.isCurrent else { return false }
    DispatchQueue.main.async { MainActor.assumeIsolated { apply() } }
    return true
  }
}

/// A list view a diffable data source updates: a table or a collection view.
@MainActor protocol DiffableList: AnyObject {
  /// Whether the list has not loaded its current data yet (it loads the new snapshot whole).
  var isReloadPending: Bool { get }
  /// Reloads everything.
  func reloadData()
  /// Performs the batch update of a snapshot difference, with reloaded items at their old index paths.
  func performDiff(_ diff: SnapshotDiff, reloading reloaded: [IndexPath], reloadingSections sections: IndexSet)
  /// Updates items in their existing cells.
  func reconfigure(_ indexPaths: [IndexPath])
}

extension UITableView: DiffableList {
  func performDiff(_ diff: SnapshotDiff, reloading reloaded: [IndexPath], reloadingSections sections: IndexSet) {
    let animation = RowAnimation.automatic
    performBatchUpdates { [self] in
      deleteSections(diff.deletedSections, with: animation)
      insertSections(diff.insertedSections, with: animation)
      for move in diff.movedSections { moveSection(move.from, toSection: move.to) }
      reloadSections(sections, with: animation)
      deleteRows(at: diff.deletedItems, with: animation)
      insertRows(at: diff.insertedItems, with: animation)
      for move in diff.movedItems { moveRow(at: move.from, to: move.to) }
      reloadRows(at: reloaded, with: animation)
    }
  }
  func reconfigure(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

extension UICollectionView: DiffableList {
  func performDiff(_ diff: SnapshotDiff, reloading reloaded: [IndexPath], reloadingSections sections: IndexSet) {
    performBatchUpdates { [self] in
      deleteSections(diff.deletedSections)
      insertSections(diff.insertedSections)
      for move in diff.movedSections { moveSection(move.from, toSection: move.to) }
      reloadSections(sections)
      deleteItems(at: diff.deletedItems)
      insertItems(at: diff.insertedItems)
      for move in diff.movedItems { moveItem(at: move.from, to: move.to) }
      reloadItems(at: reloaded)
    }
  }
  func reconfigure(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}

extension NSDiffableDataSourceSnapshot {
  /// The item at an index path, or nil.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.section < numberOfSections else { return nil }
    let items = items(inSectionAt: indexPath.section)
    return indexPath.item < items.count ? items[indexPath.item] : nil
  }
  /// An item's index path, or nil.
  func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    location(of: item).map { IndexPath(item: $0.item, section: $0.section) }
  }
  /// The section at an index, or nil.
  func section(at index: Int) -> SectionIdentifierType? {
    index < numberOfSections ? sectionIdentifiers[index] : nil
  }

  /// The snapshot as a data source keeps it: without its reload and reconfigure marks (they live on the snapshot
  /// that carried them only).
  var withoutMarks: Self {
    var kept = self
    kept.reloadedItems = []
    kept.reconfiguredItems = []
    kept.reloadedSections = []
    return kept
  }

  /// Shows this snapshot in a list that showed `old` (the data source already answers with this one): the
  /// difference becomes one batch update (items that stay keep their cells; reloaded items get fresh cells), then
  /// reconfigured items update in place.
  @MainActor func show(in list: (any DiffableList)?, replacing old: Self, animated: Bool) {
    guard let list else { return }
    let diff = SnapshotDiff(from: old, to: self)
    let reloaded = reloadedItemIdentifiers.compactMap { old.location(of: $0) }
    // Reloaded sections that stay, at their old indices.
    let reloadedSections = IndexSet(
      reloadedSectionIdentifiers.compactMap { old.indexOfSection($0) }.filter { !diff.deletedSections.contains($0) })
    if list.isReloadPending {
      // A list that has not loaded the old snapshot loads the new one.
      list.reloadData()
    } else if !diff.isEmpty || !reloaded.isEmpty || !reloadedSections.isEmpty {
      let stayed = reloaded.map { IndexPath(item: $0.item, section: $0.section) }.filter { path in
        !diff.deletedItems.contains(path) && !diff.movedItems.contains { $0.from == path }
          && !reloadedSections.contains(path.section)
      }
      // Without animation the update records as UIKit's do inside `performWithoutAnimation`.
      if animated {
        list.performDiff(diff, reloading: stayed, reloadingSections: reloadedSections)
      } else {
        UIView.performWithoutAnimation {
          list.performDiff(diff, reloading: stayed, reloadingSections: reloadedSections)
        }
      }
    }
    let paths = reconfiguredItemIdentifiers.compactMap { item in
      location(of: item).map { IndexPath(item: $0.item, section: $0.section) }
    }
    if !paths.isEmpty { list.reconfigure(paths) }
  }
}
