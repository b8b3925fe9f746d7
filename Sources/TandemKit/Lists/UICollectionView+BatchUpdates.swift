import Foundation

extension UICollectionView {
  /// Groups item and section changes into one update (animated on the frame clock unless animations are off), checked against the data source's new counts as UIKit does
  /// (an inconsistent update traps with UIKit's message). Cells of items that stay keep showing them.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    runBatch(updates, animated: UIView.areAnimationsEnabled, completion: completion)
  }

  /// Inserts items (new index paths).
  public func insertItems(at indexPaths: [IndexPath]) {
    record(animated: UIView.areAnimationsEnabled) { $0.insertedRows.append(contentsOf: indexPaths) }
  }
  /// Deletes items (old index paths).
  public func deleteItems(at indexPaths: [IndexPath]) {
    record(animated: UIView.areAnimationsEnabled) { $0.deletedRows.append(contentsOf: indexPaths) }
  }
  /// Replaces items' cells with fresh ones from the data source (old index paths).
  public func reloadItems(at indexPaths: [IndexPath]) {
    record(animated: UIView.areAnimationsEnabled) { $0.reloadedRows.append(contentsOf: indexPaths) }
  }
  /// Moves an item from an old index path to a new one.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(animated: UIView.areAnimationsEnabled) { $0.movedRows.append((indexPath, newIndexPath)) }
  }
  /// Inserts sections (new indices).
  public func insertSections(_ sections: IndexSet) {
    record(animated: UIView.areAnimationsEnabled) { $0.insertedSections.formUnion(sections) }
  }
  /// Moves a section (with its items) from an old index to a new one.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(animated: UIView.areAnimationsEnabled) { $0.movedSections.append((section, newSection)) }
  }
  /// Replaces the cells of every item of sections with fresh ones from the data source (old indices).
  public func reloadSections(_ sections: IndexSet) {
    record(animated: UIView.areAnimationsEnabled) { $0.reloadedSections.formUnion(sections) }
  }
  /// Deletes sections (old indices).
  public func deleteSections(_ sections: IndexSet) {
    record(animated: UIView.areAnimationsEnabled) { $0.deletedSections.formUnion(sections) }
  }
}
