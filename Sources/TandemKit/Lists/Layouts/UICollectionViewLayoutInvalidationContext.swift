import Foundation

/// Which parts of a layout an invalidation concerns: everything, the data source's counts, or particular items and
/// supplementary views (self-sizing). A layout reads the contexts it was invalidated with in its next `prepare()`
/// and recomputes only what they name.
@MainActor @preconcurrency open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether the whole layout must be recomputed (set by `invalidateLayout()` and by data changes).
  open internal(set) var invalidateEverything = false
  /// Whether the number of sections or items changed.
  open internal(set) var invalidateDataSourceCounts = false
  /// The items whose layout changed, or nil.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views whose layout changed, by kind, or nil.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// A change of the content size to apply along with the invalidation.
  open var contentSizeAdjustment = CGSize.zero
  /// A change of the content offset to apply along with the invalidation.
  open var contentOffsetAdjustment = CGPoint.zero

  /// A context naming nothing yet.
  public required override init() { super.init() }

  /// Adds items whose layout changed.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
  /// Adds supplementary views of a kind whose layout changed.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var kinds = invalidatedSupplementaryIndexPaths ?? [:]
    kinds[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = kinds
  }
}

/// What a layout was invalidated for since its last `prepare()`: the union of the contexts it received.
struct PendingInvalidation {
  var everything = true
  var items = Set<IndexPath>()
  var supplementaries = Set<MeasuredSizes.Key>()

  /// Adds a context.
  @MainActor mutating func add(_ context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts { everything = true }
    guard !everything else { return }
    items.formUnion(context.invalidatedItemIndexPaths ?? [])
    for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
      for path in paths { supplementaries.insert(MeasuredSizes.Key(kind: kind, indexPath: path)) }
    }
  }
}
