import Foundation

extension UITableView {
  /// How inserted, deleted and reloaded rows animate: any style but `.none` fades rows in and out and moves the
  /// others on the frame clock (Linux: every style fades).
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

  /// Groups row and section changes into one update, checked against the data source's new counts as UIKit does
  /// (an inconsistent update traps with UIKit's message). Cells of rows that stay keep showing them.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    runBatch(updates, animated: false, completion: completion)
  }

  /// Inserts rows (new index paths).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animated: animates(animation)) { $0.insertedRows.append(contentsOf: indexPaths) }
  }
  /// Deletes rows (old index paths).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animated: animates(animation)) { $0.deletedRows.append(contentsOf: indexPaths) }
  }
  /// Replaces rows' cells with fresh ones from the data source (old index paths).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animated: animates(animation)) { $0.reloadedRows.append(contentsOf: indexPaths) }
  }
  /// Moves a row from an old index path to a new one.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(animated: animates(.automatic)) { $0.movedRows.append((indexPath, newIndexPath)) }
  }
  /// Inserts sections (new indices).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animated: animates(animation)) { $0.insertedSections.formUnion(sections) }
  }
  /// Moves a section (with its rows) from an old index to a new one.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(animated: animates(.automatic)) { $0.movedSections.append((section, newSection)) }
  }
  /// Replaces the cells of every row of sections with fresh ones from the data source (old indices).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animated: animates(animation)) { $0.reloadedSections.formUnion(sections) }
  }
  /// Deletes sections (old indices).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animated: animates(animation)) { $0.deletedSections.formUnion(sections) }
  }

  /// Whether a row animation animates (any but `.none`, while animations are enabled).
  private func animates(_ animation: RowAnimation) -> Bool { animation != .none && UIView.areAnimationsEnabled }
}
