import Foundation

/// A list that records row or item changes into one batch update and applies it (tables and collection views).
@MainActor protocol BatchUpdatingList: AnyObject {
  /// The batch being recorded, if any.
  var pendingBatch: BatchUpdate? { get set }
  /// Applies a checked batch update.
  func apply(_ batch: BatchUpdate)
}

extension BatchUpdatingList {
  /// Records the changes `updates` makes into one batch and applies it (nested batches join the outer one).
  func runBatch(_ updates: (() -> Void)?, animated: Bool, completion: ((Bool) -> Void)?) {
    if pendingBatch != nil {
      updates?()
      completion?(true)
      return
    }
    pendingBatch = BatchUpdate()
    pendingBatch!.animated = animated
    updates?()
    let batch = pendingBatch!
    pendingBatch = nil
    apply(batch)
    completion?(true)
  }

  /// Records one change: into the batch being recorded, or as its own update.
  func record(animated: Bool, _ change: (inout BatchUpdate) -> Void) {
    if pendingBatch != nil {
      change(&pendingBatch!)
      if animated { pendingBatch!.animated = true }
    } else {
      var batch = BatchUpdate()
      batch.animated = animated
      change(&batch)
      apply(batch)
    }
  }
}

extension UITableView: BatchUpdatingList {}
extension UICollectionView: BatchUpdatingList {}
