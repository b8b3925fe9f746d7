import Foundation

/// A scrolling view of items in sections placed by a layout object. Only the elements the layout places within the
/// visible bounds (plus a prefetch margin) have views; cells and supplementary views are dequeued from reuse pools
/// by identifier or registration. Self-sizing elements are measured as they show and the layout adjusts.
@MainActor @preconcurrency open class UICollectionView: UIScrollView {
  /// The axis a layout scrolls along.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  /// Where a scrolled-to item ends up.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
  /// When cells re-size themselves as their content changes.
  public typealias SelfSizingInvalidation = UITableView.SelfSizingInvalidation

  /// The kind of section header supplementary views.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footer supplementary views.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout placing the elements.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  /// Supplies sections, items and views.
  open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
  /// Whether items can be selected.
  open var allowsSelection = true
  /// Whether several items can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether items can be selected in editing mode.
  open var allowsSelectionDuringEditing = false
  /// Whether several items can be selected at once in editing mode (which makes items selectable then).
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether taps select several items now.
  private var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  /// When cells re-size themselves as their content changes (`.enabled` by default).
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// Whether the collection view is in editing mode (list cells show their editing accessories).
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      swiping.close(animated: false)
      for cell in cells.visible.values { cell.editingFlag = isEditing }
    }
  }

  private var counts: [Int] = []
  private var needsReload = true
  private var layoutIsValid = false
  /// Whether the collection view will load everything from its data source at its next layout.
  package var isReloadPending: Bool { needsReload }
  /// The cells showing items, the selection, reuse and touches (shared with table views).
  let cells = ListCore<UICollectionViewCell>(kindName: "UICollectionViewCell")
  private var supplementaries: [ElementKey: UICollectionReusableView] = [:]
  /// The scroll views of the sections that scroll orthogonally, by section (their cells are their subviews).
  var orthogonalScrollers: [Int: OrthogonalScroller] = [:]
  private var supplementaryPool = ReusePool<UICollectionReusableView>(kindName: "UICollectionReusableView")
  /// Elements measured since they were last shown or changed (self-sizing).
  private var measured = Set<ElementKey>()
  /// Cells handed out by dequeueing during the current data source call (a cell not dequeued is an error).
  private var dequeued = Set<ObjectIdentifier>()
  /// The batch update being recorded by `performBatchUpdates`.
  var pendingBatch: BatchUpdate?
  /// Reveals list rows' swipe actions.
  lazy var swiping = RowSwipeController(host: self)

  /// An element of the collection view: a cell (nil kind) or a supplementary view of a kind.
  struct ElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
    /// What decoration views' kinds are prefixed with among the supplementary views.
    static let decorationPrefix = "\u{1}decoration/"
    var decorationKind: String? {
      guard let kind, kind.hasPrefix(ElementKey.decorationPrefix) else { return nil }
      return String(kind.dropFirst(ElementKey.decorationPrefix.count))
    }
  }
  /// Decoration views waiting for reuse, by kind.
  private var decorationPool: [String: [UICollectionReusableView]] = [:]

  /// Extra length beyond the visible bounds that keeps elements ready (half a screen each way).
  static let prefetchFraction: CGFloat = 0.5

  /// A collection view using a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    setUpCollectionView()
  }

  /// Creates a collection view from an archive: its layout (a flow layout when the archive has none), then the
  /// view properties (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    collectionViewLayout =
      InterfaceCoding.value(
        UICollectionViewLayout.self, InterfaceCoding.ListKey.collectionViewLayout, in: coder)
      ?? UICollectionViewFlowLayout()
    super.init(coder: coder)
    setUpCollectionView()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpCollectionView() {
    collectionViewLayout.collectionView = self
    super.backgroundColor = .systemBackground
    alwaysBounceVertical = true
    _ = swiping
  }

  open override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue && !isTilingContent { setNeedsLayout() } }
  }
  open override var bounds: CGRect {
    didSet {
      if bounds.size != oldValue.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
      }
    }
  }

  /// The background color; unless set, a list layout's background (grouped lists are gray), otherwise the system
  /// background.
  open override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      hasOwnBackground = true
      super.backgroundColor = newValue
    }
  }
  private var hasOwnBackground = false

  /// The layout needs `prepare()` before the next layout pass (while tiling, before the next tiling pass).
  func layoutInvalidated() {
    layoutIsValid = false
    if !isTilingContent { setNeedsLayout() }
  }

  // MARK: Data

  /// Reloads everything from the data source (views go back to the pools; selection is cleared).
  open func reloadData() {
    needsReload = true
    collectionViewLayout.invalidateLayout()
  }

  /// The number of sections.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return counts.count
  }
  /// The number of items in a section.
  open func numberOfItems(inSection section: Int) -> Int {
    reloadIfNeeded()
    return counts[section]
  }

  private func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    cells.removeAll(recycle)
    for (key, view) in supplementaries { recycle(view, key: key) }
    supplementaries = [:]
    measured = []
    cells.selected = []
    swiping.close(animated: false)
    counts = itemCounts()
    collectionViewLayout.measuredSizes = MeasuredSizes()
    collectionViewLayout.pendingInvalidation.everything = true
    layoutIsValid = false
  }

  private func itemCounts() -> [Int] {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    return (0..<sections).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
  }

  /// Applies a checked batch update: items that stay keep their cells, measured sizes and selection at their new
  /// index paths; inserted and reloaded items get cells at the next layout.
  func apply(_ batch: BatchUpdate) {
    reloadIfNeeded()
    var batch = batch
    batch.itemNoun = "items"
    batch.listNoun = "collection view"
    let newCounts = itemCounts()
    let mapping = batch.rowMapping(oldCounts: counts, newCounts: newCounts)
    func map(_ path: IndexPath) -> IndexPath? { mapping[path] }
    cells.remap(map, animated: batch.animated && window != nil) { [weak self] in self?.recycle($0, at: $1) }
    for (key, view) in supplementaries { recycle(view, key: key) }
    supplementaries = [:]
    measured = Set(
      measured.compactMap { key in
        key.kind == nil ? map(key.indexPath).map { ElementKey(kind: nil, indexPath: $0) } : nil
      })
    collectionViewLayout.itemsMoved(mapping)
    swiping.remap(map)
    counts = newCounts
    collectionViewLayout.invalidateLayout()
  }

  // MARK: Registration and dequeueing

  /// Registers a cell class for an identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cells.pool.register(cellClass, for: identifier)
  }

  /// Registers a storyboard's prototype cell or a nib's cell for an identifier: `make` loads new ones.
  package func registerCellFactory(
    _ make: @escaping () -> UICollectionViewCell, forCellWithReuseIdentifier identifier: String
  ) {
    cells.pool.register(factory: make, for: identifier)
  }

  /// Registers a supplementary view class for a kind and identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryPool.register(viewClass, for: "\(elementKind)/\(identifier)")
  }

  /// A cell for an item: from the pool (prepared for reuse) or a new one of the registered class.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cell = cells.reuse(identifier) ?? cells.pool.make(identifier) else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
          + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    dequeued.insert(ObjectIdentifier(cell))
    // The cell knows its list styling before it is configured (its default configurations depend on it).
    cell.listStyle = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.listStyle
    return cell
  }

  /// A supplementary view for an element: from the pool or a new one of the registered class.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = "\(elementKind)/\(identifier)"
    guard let view = supplementaryPool.reuse(key) ?? supplementaryPool.make(key) else {
      preconditionFailure(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    view.reuseIdentifier = identifier
    (view as? UICollectionViewCell)?.listStyle =
      collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.listStyle
    return view
  }

  private func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    cell.isHidden = true
    cell.swipeOffset = 0
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let identifier = cell.reuseIdentifier { cells.pool.put(cell, for: identifier) }
  }

  private func recycle(_ view: UICollectionReusableView, key: ElementKey) {
    view.isHidden = true
    if let decoration = key.decorationKind { return decorationPool[decoration, default: []].append(view) }
    if let identifier = view.reuseIdentifier, let kind = key.kind {
      supplementaryPool.put(view, for: "\(kind)/\(identifier)")
    }
  }

  // MARK: Layout

  open override func layoutSubviews() {
    isTilingContent = true
    defer { isTilingContent = false }
    reloadIfNeeded()
    super.layoutSubviews()
    tile()
  }

  private func prepareLayoutIfNeeded() {
    reloadIfNeeded()
    guard !layoutIsValid else { return }
    layoutIsValid = true
    collectionViewLayout.prepare()
    collectionViewLayout.pendingInvalidation = PendingInvalidation(everything: false)
    if !hasOwnBackground {
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listBackground(forSection: 0)
      super.backgroundColor = list ?? .systemBackground
    }
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  /// Gives views to the elements the layout places within the visible bounds and the prefetch margin, measuring
  /// self-sizing ones (re-laying out until sizes settle), and recycles the views of elements that left.
  /// Tiling passes run (one per layout), for precise-update tests.
  package private(set) var tileCount = 0

  private func tile() {
    tileCount += 1
    var passes = 0
    var attributes: [UICollectionViewLayoutAttributes] = []
    repeat {
      passes += 1
      prepareLayoutIfNeeded()
      let margin = bounds.height * UICollectionView.prefetchFraction
      let range = bounds.insetBy(dx: 0, dy: -margin)
      updateOrthogonalScrollers()
      attributes = collectionViewLayout.layoutAttributesForElements(in: range) ?? []
      let wanted = Set(attributes.map(key(of:)))
      for indexPath in cells.visible.keys where !wanted.contains(ElementKey(kind: nil, indexPath: indexPath)) {
        if let cell = cells.remove(at: indexPath) { recycle(cell, at: indexPath) }
      }
      for (key, view) in supplementaries where !wanted.contains(key) {
        recycle(view, key: key)
        supplementaries[key] = nil
      }
      for element in attributes { measure(element, in: realise(element)) }
    } while !layoutIsValid && passes < 8
    attributes = adjustedByVisibleItemsHandlers(attributes)
    let animate = cells.animatesNextPlacement
    cells.animatesNextPlacement = false
    defer { cells.placed() }
    for element in attributes {
      guard let view = view(for: key(of: element)) else { continue }
      let (container, frame) = placement(of: element)
      if view.superview !== container { container.insertSubview(view, at: 0) }
      // A frame is placed untransformed; the element's transform (a visible-items handler's) goes on after.
      if view.transform != .identity { view.transform = .identity }
      if let cell = view as? UICollectionViewCell {
        ListUpdateAnimation.place(cell, at: frame, animated: animate, fresh: cells.isFresh(cell))
      } else {
        view.frame = frame
      }
      if !animate { view.alpha = element.alpha }
      if element.transform != .identity { view.transform = element.transform }
      view.isHidden = element.isHidden
      view.layer.zPosition = CGFloat(element.zIndex)
      if let cell = view as? UICollectionViewCell { cell.listStyle = element.listStyle }
      view.apply(element)
      switch element.representedElementCategory {
      case .cell: break
      // Backgrounds go behind everything (an orthogonal band's scroller too); other views in front.
      case .decorationView: if view.superview === self { sendSubviewToBack(view) }
      case .supplementaryView: view.superview?.bringSubviewToFront(view)
      }
    }
    swiping.layout()
  }

  /// The elements as the sections' `visibleItemsInvalidationHandler`s adjust them: each handler gets copies of its
  /// section's elements (the layout keeps its own) with the section's scroll offset.
  private func adjustedByVisibleItemsHandlers(
    _ attributes: [UICollectionViewLayoutAttributes]
  ) -> [UICollectionViewLayoutAttributes] {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let environment = layout.lastEnvironment
    else { return attributes }
    var handlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?] = [:]
    var adjusted = attributes
    var bySection: [Int: [Int]] = [:]
    for (index, element) in attributes.enumerated() where element.representedElementCategory != .decorationView {
      let section = element.indexPath.section
      if handlers[section] == nil { handlers[section] = layout.visibleItemsHandler(ofSection: section) }
      guard handlers[section, default: nil] != nil else { continue }
      adjusted[index] = element.duplicate()
      bySection[section, default: []].append(index)
    }
    for (section, indices) in bySection.sorted(by: { $0.key < $1.key }) {
      guard let handler = handlers[section, default: nil] else { continue }
      let offset =
        orthogonalScrollers[section].map { CGPoint(x: $0.contentOffset.x, y: 0) } ?? contentOffset
      handler(indices.map { adjusted[$0] }, offset, environment)
    }
    return adjusted
  }

  /// Where an element's view goes: a cell of an orthogonally scrolling section into its band's scroller (at its
  /// place in the scrolled band), anything else into the collection view at its frame.
  private func placement(of element: UICollectionViewLayoutAttributes) -> (UIView, CGRect) {
    guard element.representedElementCategory == .cell || element.isAnchoredToItem,
      let scroller = orthogonalScrollers[element.indexPath.section]
    else { return (self, element.frame) }
    return (scroller, element.frame.offsetBy(dx: 0, dy: -scroller.frame.minY))
  }

  /// Keeps one scroller per orthogonally scrolling section, over its band, behind the other views.
  private func updateOrthogonalScrollers() {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
      orthogonalScrollers = [:]
      return
    }
    let sections = Set(layout.orthogonalSections)
    for (section, scroller) in orthogonalScrollers where !sections.contains(section) {
      scroller.removeFromSuperview()
      orthogonalScrollers[section] = nil
    }
    for section in sections {
      guard let geometry = layout.orthogonalBand(ofSection: section) else { continue }
      let scroller = orthogonalScrollers[section] ?? OrthogonalScroller(collectionView: self)
      if orthogonalScrollers[section] == nil {
        orthogonalScrollers[section] = scroller
        insertSubview(scroller, at: 0)
      }
      scroller.update(geometry)
    }
  }

  /// Where an element shows in the collection view's content: a cell of an orthogonal band moves with its scroller.
  private func displayedFrame(of element: UICollectionViewLayoutAttributes) -> CGRect {
    guard element.representedElementCategory == .cell || element.isAnchoredToItem else { return element.frame }
    return element.frame.offsetBy(dx: -orthogonalOffset(forSection: element.indexPath.section), dy: 0)
  }

  private func key(of element: UICollectionViewLayoutAttributes) -> ElementKey {
    switch element.representedElementCategory {
    case .cell: ElementKey(kind: nil, indexPath: element.indexPath)
    case .supplementaryView: ElementKey(kind: element.representedElementKind, indexPath: element.indexPath)
    case .decorationView:
      ElementKey(
        kind: ElementKey.decorationPrefix + (element.representedElementKind ?? ""), indexPath: element.indexPath)
    }
  }

  private func view(for key: ElementKey) -> UICollectionReusableView? {
    key.kind == nil ? cells[key.indexPath] : supplementaries[key]
  }

  /// The view of an element, made from the data source when it has none.
  private func realise(_ element: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
    let key = key(of: element)
    if let view = view(for: key) { return view }
    guard let dataSource else { return nil }
    dequeued = []
    let view: UICollectionReusableView
    if let decoration = key.decorationKind {
      guard let type = collectionViewLayout.decorationClasses[decoration] else {
        preconditionFailure(
          "no UICollectionReusableView class registered for decoration view kind \(decoration): register one with "
            + "the layout's register(_:forDecorationViewOfKind:)")
      }
      let reused = decorationPool[decoration]?.popLast()
      reused?.prepareForReuse()
      view = reused ?? type.init(_registeredReuseIdentifier: decoration)
      supplementaries[key] = view
    } else if let kind = key.kind {
      view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
      supplementaries[key] = view
    } else {
      let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
      guard dequeued.contains(ObjectIdentifier(cell)) else {
        preconditionFailure(
          "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
            + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
      }
      cell.isSelected = cells.selected.contains(element.indexPath)
      cell.editingFlag = isEditing
      cells.show(cell, at: element.indexPath, fresh: true)
      view = cell
    }
    let (container, frame) = placement(of: element)
    if view.superview !== container { container.insertSubview(view, at: 0) }
    view.isHidden = false
    view.frame = frame
    if let cell = view as? UICollectionViewCell {
      cell.listStyle = element.listStyle
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
    }
    return view
  }

  /// Measures a self-sizing element once per showing: the layout re-lays out when its size differs.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // A new text size: self-sizing cells and supplementary views measure themselves again as they show (their
    // last sizes stand as estimates meanwhile).
    guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    measured = []
    setNeedsLayout()
  }

  private func measure(_ element: UICollectionViewLayoutAttributes, in view: UICollectionReusableView?) {
    let key = key(of: element)
    guard let view, !element.estimatedAxes.isEmpty, !measured.contains(key) else { return }
    measured.insert(key)
    view.frame = element.frame
    let preferred = view.preferredLayoutAttributesFitting(element)
    let layout = collectionViewLayout
    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) {
      layout.invalidateLayout(
        with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element))
    }
  }

  /// A cell's content changed size: it is measured again at the next layout (when self-sizing invalidation allows).
  func cellNeedsResizing(_ cell: UICollectionViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    measured.remove(ElementKey(kind: nil, indexPath: indexPath))
    setNeedsLayout()
  }

  // MARK: Queries

  /// The cells showing items.
  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return indexPathsForVisibleItems.compactMap { cells[$0] }
  }
  /// The items whose cells meet the visible bounds, in index path order.
  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return cells.visible.filter { _, cell in
      guard !cell.isHidden, let superview = cell.superview else { return false }
      // A cell of an orthogonal band shows only inside its scroller's visible bounds.
      if superview !== self, !cell.frame.intersects(superview.bounds) { return false }
      return superview.convert(cell.frame, to: self).intersects(bounds)
    }.keys.sorted()
  }
  /// The cell showing an item, or nil. Brings the visible cells up to date only when the collection view's own
  /// tiling is out of date (a reload, a scroll, a layout change): the rest of the hierarchy is not laid out.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    if needsReload || needsLayoutFlag || !layoutIsValid { layoutIfNeeded() }
    return cells[indexPath]
  }
  /// The item a cell shows, or nil.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.indexPath(for: cell) }
  /// The item at a point of the content, or nil.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.representedElementCategory == .cell && displayedFrame(of: $0).contains(point) }?.indexPath
  }
  /// The supplementary view of a kind showing at an index path, or nil.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return supplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
  }
  /// The index paths of the supplementary views of a kind showing now (as of the last layout).
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    supplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }
  /// The supplementary views of a kind showing now.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return supplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(
      \.value)
  }
  /// The layout attributes of an item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
  /// The layout attributes of a supplementary element.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Scrolls so that an item shows at a position.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let insets = adjustedContentInset
    var offset = contentOffset
    let visibleHeight = bounds.height - insets.top - insets.bottom
    let visibleWidth = bounds.width - insets.left - insets.right
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - insets.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - insets.left - visibleWidth / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - insets.left - visibleWidth
    }
    offset.x = min(max(offset.x, -insets.left), max(contentSize.width + insets.right - bounds.width, -insets.left))
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - insets.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - insets.top - visibleHeight / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - insets.top - visibleHeight
    } else if frame.minY < offset.y + insets.top {
      offset.y = frame.minY - insets.top
    } else if frame.maxY > offset.y + insets.top + visibleHeight {
      offset.y = frame.maxY - insets.top - visibleHeight
    }
    offset.y = min(max(offset.y, -insets.top), max(contentSize.height + insets.bottom - bounds.height, -insets.top))
    setContentOffset(offset, animated: animated)
  }

  /// Updates items in their existing cells: the data source is asked for each again and dequeueing returns the
  /// item's own cell (items without a cell are updated when they next show).
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    cells.reconfigure(
      indexPaths,
      ask: { indexPath in
        dequeued = []
        return dataSource.collectionView(self, cellForItemAt: indexPath)
      },
      replaced: { old, new, indexPath in
        recycle(old, at: indexPath)
        if new.superview !== self { insertSubview(new, at: 0) }
      }, resized: cellNeedsResizing)
  }

  /// Shows the trailing swipe actions of a list cell (its delete accessory does this).
  func revealTrailingActions(of cell: UICollectionViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    swiping.open(at: indexPath, edge: .trailing)
  }

  // MARK: Selection and touches

  /// The selected items (nil when none).
  open var indexPathsForSelectedItems: [IndexPath]? { cells.selected.isEmpty ? nil : cells.selected.sorted() }

  /// Selects an item (without calling the delegate) and optionally scrolls to it.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    let deselect = { self.deselectItem(at: $0, animated: animated) }
    guard cells.select(indexPath, multiple: selectsMultiple, deselect: deselect), let indexPath else { return }
    cells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item (without calling the delegate).
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    cells.deselect(indexPath)
    cells[indexPath]?.isSelected = false
  }

  // MARK: Reordering

  /// The item being dragged by its reorder control: where it started and its cell's center then.
  private var reordering: (source: IndexPath, center: CGPoint)?

  /// A drag on a cell's reorder control: the cell follows the finger; on release the item moves to the place the
  /// cell's center is over, in its section or another (as the delegate may retarget it), through the data source.
  func reorderDrag(_ cell: UICollectionViewCell, _ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard let source = indexPath(for: cell), canMoveItem(at: source) else { return }
      reordering = (source, cell.center)
      bringSubviewToFront(cell)
    case .changed:
      guard let reordering else { return }
      cell.center = CGPoint(x: reordering.center.x, y: reordering.center.y + pan.translation(in: self).y)
    case .ended, .cancelled, .failed:
      guard let reordering else { return }
      self.reordering = nil
      let y = cell.center.y
      cell.center = reordering.center
      guard pan.state == .ended, let proposed = dropIndexPath(at: y, moving: reordering.source) else { return }
      let destination =
        collectionDelegate?.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: reordering.source,
          atCurrentIndexPath: reordering.source, toProposedIndexPath: proposed) ?? proposed
      guard destination != reordering.source, destination.section < numberOfSections else { return }
      moveItemByUser(from: reordering.source, to: destination)
    default: break
    }
  }

  /// Whether the data source lets the user move an item.
  private func canMoveItem(at indexPath: IndexPath) -> Bool {
    dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
  }

  /// Moves an item the user dropped: a diffable data source applies the move as a snapshot; any other data source
  /// updates its model, then the collection view shows the item at its new place.
  private func moveItemByUser(from source: IndexPath, to destination: IndexPath) {
    dataSource?.collectionView(self, moveItemAt: source, to: destination)
    guard !(dataSource is any ItemReordering) else { return }
    UIView.performWithoutAnimation { moveItem(at: source, to: destination) }
  }

  /// Where an item dragged from `source` lands when its cell's center is at `y`: in the section under that point
  /// (the nearest one with items), after the items whose centers are above it.
  private func dropIndexPath(at y: CGFloat, moving source: IndexPath) -> IndexPath? {
    var best: (section: Int, distance: CGFloat)?
    for section in 0..<numberOfSections {
      let count = numberOfItems(inSection: section)
      guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame,
        let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame
      else { continue }
      let distance = y < first.minY ? first.minY - y : (y > last.maxY ? y - last.maxY : 0)
      if best == nil || distance < best!.distance { best = (section, distance) }
      if distance == 0 { break }
    }
    guard let section = best?.section else { return nil }
    var target = 0
    for item in 0..<numberOfItems(inSection: section) {
      let path = IndexPath(item: item, section: section)
      guard path != source, let frame = layoutAttributesForItem(at: path)?.frame else { continue }
      if frame.midY < y { target += 1 }
    }
    return IndexPath(item: target, section: section)
  }

  private var selectsOnTap: Bool {
    isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// A tap on an item: selection through the delegate (`shouldSelectItemAt`, `didSelectItemAt`, deselecting the
  /// previous item with single selection, or toggling with multiple selection), then its primary action.
  private func tapped(_ indexPath: IndexPath) {
    // A header-style outline row expands or collapses instead of selecting.
    if let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, cell.togglesOutlineOnTap {
      return cell.toggleOutline()
    }
    guard selectsOnTap else { return }
    let selectedItem = cells.tap(
      indexPath, multiple: selectsMultiple,
      hooks: ListSelectionHooks(
        target: { self.collectionDelegate?.collectionView(self, shouldSelectItemAt: $0) ?? true ? $0 : nil },
        select: { self.selectItem(at: $0, animated: false, scrollPosition: []) },
        deselect: { self.deselectItem(at: $0, animated: false) },
        didSelect: { item in
          self.collectionDelegate?.collectionView(self, didSelectItemAt: item)
          self.cellForItem(at: item)?.performSelectionSegue()
        },
        didDeselect: { self.collectionDelegate?.collectionView(self, didDeselectItemAt: $0) }))
    if let selectedItem { collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: selectedItem) }
  }

  private func highlight(_ item: IndexPath, _ highlighted: Bool) { cells[item]?.isHighlighted = highlighted }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return super.touchesBegan(touches, with: event) }
    let point = touch.location(in: self)
    if let intent = ListCore<UICollectionViewCell>.swipeIntent(at: point, swiping: swiping) {
      return cells.touchBegan(intent, highlight: highlight)
    }
    guard selectsOnTap, let item = indexPathForItem(at: point) else { return super.touchesBegan(touches, with: event) }
    let highlights = collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
    cells.touchBegan(.row(item), highlight: highlights ? highlight : { _, _ in })
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let point = touches.first?.location(in: self) ?? .zero
    let handled = cells.touchEnded(
      at: point, row: indexPathForItem(at:), swiping: swiping, highlight: highlight, tapped: tapped)
    if !handled { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !cells.touchCancelled(highlight: highlight) { super.touchesCancelled(touches, with: event) }
  }
}
