import Foundation

/// Places a collection view's elements: subclasses compute attributes in `prepare()` and answer for rectangles
/// and index paths. Self-sizing elements report their fitting attributes and the layout decides whether to
/// re-lay out.
@MainActor @preconcurrency open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  public override init() { super.init() }

  /// The classes of decoration views, by kind.
  private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

  /// Registers the class the collection view makes decoration views of a kind from (nil unregisters).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    guard let viewClass else {
      decorationClasses[elementKind] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      preconditionFailure("must pass a class of kind UICollectionReusableView")
    }
    decorationClasses[elementKind] = type
  }

  /// The attributes of a decoration view.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Computes the layout (called before the collection view asks for attributes after an invalidation).
  open func prepare() {}
  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }
  /// The attributes of the elements meeting a rectangle.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  /// The attributes of an item's cell.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The class of the contexts the layout makes for invalidations (subclasses of
  /// `UICollectionViewLayoutInvalidationContext`).
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// A fresh context of the layout's context class.
  private func makeContext() -> UICollectionViewLayoutInvalidationContext {
    guard let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
      preconditionFailure(
        "invalidationContextClass must be a subclass of UICollectionViewLayoutInvalidationContext")
    }
    return type.init()
  }

  /// Marks the whole layout as needing `prepare()` before the next layout pass (a context invalidating everything).
  open func invalidateLayout() {
    let context = makeContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }
  /// Marks what a context names as needing `prepare()` before the next layout pass; the layout's next `prepare()`
  /// recomputes only that (the whole layout when the context invalidates everything).
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    pendingInvalidation.add(context)
    collectionView?.layoutInvalidated()
  }
  /// Whether a change of the collection view's bounds (other than scrolling) needs a new layout (size changes do).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
  }
  /// The context for a bounds change the layout invalidates for (everything).
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = makeContext()
    context.invalidateEverything = true
    return context
  }
  /// The context for an element whose fitting size differs from its estimate: that element only.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeContext()
    if let kind = originalAttributes.representedElementKind, originalAttributes.representedElementCategory != .cell {
      context.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
    } else {
      context.invalidateItems(at: [originalAttributes.indexPath])
    }
    let delta = CGSize(
      width: preferredAttributes.size.width - originalAttributes.size.width,
      height: preferredAttributes.size.height - originalAttributes.size.height)
    context.contentSizeAdjustment = delta
    return context
  }

  /// What the layout was invalidated for since the collection view last prepared it (read by `prepare()`; the
  /// collection view clears it once the layout is prepared).
  var pendingInvalidation = PendingInvalidation()
  /// Whether an element's own fitting attributes (self-sizing) need a new layout; layouts with estimated sizes
  /// record the size and return true when it differs.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard !originalAttributes.estimatedAxes.isEmpty else { return false }
    let key = MeasuredSizes.Key(
      kind: originalAttributes.representedElementKind, indexPath: originalAttributes.indexPath)
    let old = measuredSizes.sizes[key]
    measuredSizes.sizes[key] = preferredAttributes.size
    return (old ?? originalAttributes.size) != preferredAttributes.size
  }

  /// The sizes self-sizing elements measured themselves at, replacing their estimates.
  var measuredSizes = MeasuredSizes()

  /// Where elements went in a batch update (old index path → new, nil when deleted or reloaded): measured sizes
  /// move along.
  func itemsMoved(_ mapping: RowMapping) { measuredSizes.remap(mapping) }
  /// The actions a list row shows when swiped towards an edge (list sections of compositional layouts).
  func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? { nil }
}

/// Sizes measured by self-sizing elements, by kind (nil: cells) and index path.
struct MeasuredSizes {
  struct Key: Hashable {
    var kind: String?
    var indexPath: IndexPath
  }
  var sizes: [Key: CGSize] = [:]

  /// A cell's measured size, if any.
  func item(_ indexPath: IndexPath) -> CGSize? { sizes[Key(kind: nil, indexPath: indexPath)] }
  /// A supplementary view's measured size, if any.
  func supplementary(_ kind: String, _ indexPath: IndexPath) -> CGSize? { sizes[Key(kind: kind, indexPath: indexPath)] }

  /// Moves cells' sizes to their new index paths (dropping deleted ones); supplementary sizes are dropped, as
  /// sections may have changed.
  mutating func remap(_ mapping: RowMapping) {
    var moved: [Key: CGSize] = [:]
    for (key, size) in sizes where key.kind == nil {
      guard let new = mapping[key.indexPath] else { continue }
      moved[Key(kind: nil, indexPath: new)] = size
    }
    sizes = moved
  }
}
