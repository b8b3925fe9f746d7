import Foundation

/// A scrolling list of rows in sections, with section headers and footers, in a plain, grouped or inset-grouped
/// style. Only the rows in view (plus a prefetch margin) have cells; rows not yet shown count with their estimated
/// height until their cell is measured. Cells leaving the screen go back to a reuse pool by identifier.
@MainActor @preconcurrency open class UITableView: UIScrollView {
  /// The table's appearance.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// Where a scrolled-to row ends up.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// Separator lines between rows.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }
  /// When cells re-size themselves as their content changes.
  public enum SelfSizingInvalidation: Int, Sendable {
    /// Only reloads and reconfigures re-size cells.
    case disabled
    /// A cell re-sizes when it calls `invalidateIntrinsicContentSize()` or its content configuration changes.
    case enabled
    /// As `.enabled`, and also when a view in the content view changes its intrinsic size.
    case enabledIncludingConstraints
  }

  /// A height that asks for self-sizing (rows sized to their cells' content).
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style
  /// Supplies sections, rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
  /// The table delegate (the scroll view's `delegate`, seen as a table delegate).
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
  /// Every row's height unless the delegate says otherwise (self-sizing by default).
  open var rowHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height rows count with until they are measured (44 points when automatic).
  open var estimatedRowHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// Every section header's height unless the delegate says otherwise (automatic: the header's content).
  open var sectionHeaderHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// Every section footer's height unless the delegate says otherwise (automatic: the footer's content).
  open var sectionFooterHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height headers count with until measured (automatic: a line of title, or the style's gap).
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// The height footers count with until measured (automatic: a line of title, or the style's gap).
  open var estimatedSectionFooterHeight = UITableView.automaticDimension { didSet { setNeedsReload() } }
  /// When cells re-size themselves as their content changes (`.enabled` by default).
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether rows can be selected in editing mode.
  open var allowsSelectionDuringEditing = false
  /// Whether separators show between rows.
  open var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
  /// The separators' color.
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// Separator insets from the cell edges (only left and right apply). Unless set, separators start where the
  /// cells' text starts.
  open var separatorInset: UIEdgeInsets {
    get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
    set {
      customSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  private var customSeparatorInset: UIEdgeInsets?
  /// A view above the first section (its frame's height is kept).
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsReload()
    }
  }
  /// A view below the last section (its frame's height is kept).
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      setNeedsReload()
    }
  }

  /// Extra length beyond the visible rows that keeps cells ready (half a screen each way).
  static let prefetchFraction: CGFloat = 0.5
  static let defaultEstimate: CGFloat = 44
  /// The gap a grouped section has above it without a header (Tandem's value; Apple documents none): more above
  /// the first section.
  static let groupedGap: CGFloat = 17.5
  /// The corner radius of inset-grouped sections.
  static let insetGroupedCornerRadius: CGFloat = 10

  /// Each section's slots, top to bottom: its header, its rows, its footer. `measured` says whether a height is
  /// the real one; `sectionTops` are the sections' tops in the content.
  var heights: [SlotHeights] = []
  var measured: [[Bool]] = []
  private var sectionTops: [CGFloat] = []
  private var headerTitles: [String?] = []
  private var footerTitles: [String?] = []
  private var needsReload = true
  /// Whether the table will load all rows from the data source at its next layout (it has not shown the current
  /// data yet, so there is nothing to update in place).
  package var isReloadPending: Bool { needsReload }
  /// The cells showing rows, the selection, reuse and touches (shared with collection views).
  let cells = ListCore<UITableViewCell>(kindName: "UITableViewCell")
  private var headers: [Int: UIView] = [:]
  private var footers: [Int: UIView] = [:]
  private var headerFooterPool = ReusePool<UITableViewHeaderFooterView>(kindName: "UITableViewHeaderFooterView")
  /// The batch update being recorded by `performBatchUpdates`.
  var pendingBatch: BatchUpdate?
  /// Reveals rows' swipe actions.
  lazy var swiping = RowSwipeController(host: self)
  private var editingFlag = false
  static let standardHeaderFooterIdentifier = "UITableViewHeaderFooterView.standard"

  /// A table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUpTable()
  }

  /// Creates a table from an archive: its style, then the view properties (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    let raw = InterfaceCoding.value(Int.self, InterfaceCoding.ListKey.tableStyle, in: coder)
    style = raw.flatMap(Style.init(rawValue:)) ?? .plain
    super.init(coder: coder)
    setUpTable()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpTable() {
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    _ = swiping
  }
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Scrolling shows other rows: lay the rows out again (not while laying out, which may move the offset).
  open override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue && !isTilingContent { setNeedsLayout() } }
  }

  /// The space at the sides of the content: 16 points on compact-width iPhones, 20 on wider screens.
  var sideMargin: CGFloat {
    traitCollection.horizontalSizeClass == .regular || bounds.width >= 414 ? 20 : 16
  }

  // MARK: Data

  /// Reloads every row from the data source (cells go back to the pool; selection is cleared).
  open func reloadData() { setNeedsReload() }

  private func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// The number of sections.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return heights.count
  }
  /// The number of rows in a section.
  open func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return heights[section].count - 2
  }

  private var estimate: CGFloat {
    if rowHeight >= 0 { return rowHeight }
    return estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.defaultEstimate
  }

  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    cells.removeAll(recycle)
    recycleHeadersAndFooters()
    cells.selected = []
    swiping.close(animated: false)
    let declared = declaredHeights(rowCounts())
    heights = declared.heights.map(SlotHeights.init)
    measured = declared.measured
    rebuildTops()
  }

  /// The data source's row count of each section.
  private func rowCounts() -> [Int] {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    return (0..<sections).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
  }

  /// Slot heights for these row counts as the delegate or the table's properties declare them (final), or
  /// estimates for self-sizing rows and automatic headers and footers (not yet measured).
  private func declaredHeights(_ counts: [Int]) -> (heights: [[CGFloat]], measured: [[Bool]]) {
    headerTitles = counts.indices.map { dataSource?.tableView(self, titleForHeaderInSection: $0) }
    footerTitles = counts.indices.map { dataSource?.tableView(self, titleForFooterInSection: $0) }
    var heights: [[CGFloat]] = []
    var measured: [[Bool]] = []
    heights.reserveCapacity(counts.count)
    // Read once: the delegate is found by a cast, and a million rows would cast a million times.
    let delegate = tableDelegate
    let defaultHeight = rowHeight
    for section in counts.indices {
      var sectionHeights = [CGFloat](repeating: estimate, count: counts[section] + 2)
      var sectionMeasured = [Bool](repeating: false, count: counts[section] + 2)
      for row in 0..<counts[section] {
        let height =
          delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? defaultHeight
        if height >= 0 {
          sectionHeights[row + 1] = height
          sectionMeasured[row + 1] = true
        }
      }
      let header = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      let footer = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      sectionHeights[0] = header >= 0 ? header : estimatedHeaderFooterHeight(section: section, footer: false)
      sectionMeasured[0] = header >= 0
      sectionHeights[counts[section] + 1] =
        footer >= 0 ? footer : estimatedHeaderFooterHeight(section: section, footer: true)
      sectionMeasured[counts[section] + 1] = footer >= 0
      heights.append(sectionHeights)
      measured.append(sectionMeasured)
    }
    return (heights, measured)
  }

  /// A header's or footer's height before it is measured: a line of title, or the style's gap without one.
  private func estimatedHeaderFooterHeight(section: Int, footer: Bool) -> CGFloat {
    let estimated = footer ? estimatedSectionFooterHeight : estimatedSectionHeaderHeight
    if estimated > 0 { return estimated }
    let title = footer ? footerTitles[section] : headerTitles[section]
    if title != nil { return style == .plain ? 28 : 40 }
    return emptyHeaderFooterHeight(section: section, footer: footer)
  }

  /// The height of a header or footer with no title and no view: none in plain tables, a gap in grouped ones.
  private func emptyHeaderFooterHeight(section: Int, footer: Bool) -> CGFloat {
    guard style != .plain else { return 0 }
    return !footer && section == 0 ? 2 * UITableView.groupedGap : UITableView.groupedGap
  }

  private var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

  /// Where each slot starts in the content.
  private func top(_ section: Int, _ slot: Int) -> CGFloat { sectionTops[section] + heights[section].offset(of: slot) }

  /// Recomputes where sections start and the content size (O(sections): slot offsets live in the sections' trees).
  private func rebuildTops() {
    var y = tableHeaderHeight
    sectionTops = heights.map { slots in
      defer { y += slots.total }
      return y
    }
    y += tableFooterView?.frame.height ?? 0
    let size = CGSize(width: bounds.width, height: y)
    if contentSize != size { contentSize = size }
  }

  /// Applies a checked batch update: rows that stay keep their cells, heights and selection at their new index
  /// paths; inserted and reloaded rows start from the estimate and get cells at the next layout. Headers and
  /// footers are asked for again.
  func apply(_ batch: BatchUpdate) {
    reloadIfNeeded()
    let newCounts = rowCounts()
    let mapping = batch.rowMapping(oldCounts: heights.map { $0.count - 2 }, newCounts: newCounts)
    var (newHeights, newMeasured) = declaredHeights(newCounts)
    // Self-sizing rows that stay keep the height their cell was measured at.
    for section in 0..<mapping.sectionCount {
      let wasMeasured = measured[section]
      for row in 0..<mapping.rowCount(inSection: section) where wasMeasured[row + 1] {
        if let new = mapping.newPosition(section: section, row: row), !newMeasured[new.section][new.row + 1] {
          newHeights[new.section][new.row + 1] = heights[section][row + 1]
          newMeasured[new.section][new.row + 1] = true
        }
      }
    }
    let map = { (path: IndexPath) in mapping[path] }
    cells.remap(map, animated: batch.animated && window != nil) { [weak self] in self?.recycle($0, at: $1) }
    recycleHeadersAndFooters()
    swiping.remap(map)
    heights = newHeights.map(SlotHeights.init)
    measured = newMeasured
    rebuildTops()
    setNeedsLayout()
  }

  /// Updates rows in their existing cells: the data source is asked for each row again and dequeueing returns the
  /// row's current cell (rows without a cell are updated when they next show).
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    cells.reconfigure(
      indexPaths, ask: { dataSource?.tableView(self, cellForRowAt: $0) },
      replaced: { old, _, indexPath in recycle(old, at: indexPath) }, resized: cellNeedsResizing)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // A new text size: self-sizing rows, headers and footers are measured again as they show (each keeps its old
    // height as its estimate meanwhile).
    guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
      !needsReload, !heights.isEmpty
    else { return }
    let declared = declaredHeights(heights.map { $0.count - 2 })
    for section in measured.indices {
      for slot in measured[section].indices where !declared.measured[section][slot] {
        measured[section][slot] = false
      }
    }
    setNeedsLayout()
  }

  /// A cell's content changed size: its row is measured again at the next layout (self-sizing rows only).
  func cellNeedsResizing(_ cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell), heightIsAutomatic(at: indexPath) else { return }
    measured[indexPath.section][indexPath.row + 1] = false
    setNeedsLayout()
  }

  /// Whether a cell's row takes its content's height (`automaticDimension` from the delegate or `rowHeight`).
  func rowSizesByContent(_ cell: UITableViewCell) -> Bool {
    indexPath(for: cell).map(heightIsAutomatic) ?? false
  }

  private func heightIsAutomatic(at indexPath: IndexPath) -> Bool {
    (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0
  }

  // MARK: Cells

  /// Registers a cell class for an identifier: `dequeueReusableCell(withIdentifier:for:)` makes cells of it when
  /// the pool is empty.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cells.pool.register(cellClass, for: identifier)
  }

  /// Registers a storyboard's prototype cell (or a nib's cell) for an identifier: new cells for it are made by
  /// `make`, which loads them from the archive.
  package func registerCellFactory(_ make: @escaping () -> UITableViewCell, forCellReuseIdentifier identifier: String) {
    cells.pool.register(factory: make, for: identifier)
  }

  /// Registers a header or footer view class for an identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterPool.register(aClass, for: identifier)
  }

  /// A cell from the reuse pool (prepared for reuse), or nil when there is none: the data source then makes one.
  /// While rows are reconfigured, the row's own cell is returned (not prepared for reuse).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { cells.reuse(identifier) }

  /// A cell for a row: from the pool, or a new one of the class registered for the identifier (which must be
  /// registered, as in UIKit).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    guard let cell = cells.pool.make(identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
          + "or connect a prototype cell in a storyboard")
    }
    return cell
  }

  /// A header or footer view from the pool, or a new one of the registered class, or nil when none is registered.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    headerFooterPool.reuse(identifier) ?? headerFooterPool.make(identifier)
  }

  /// Puts a cell that left the screen into the pool. It stays a hidden subview, so its constraints are not
  /// taken out of and put back into the layout engine as it comes and goes.
  private func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.isHidden = true
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier { cells.pool.put(cell, for: identifier) }
  }

  private func recycle(headerOrFooter view: UIView) {
    view.isHidden = true
    if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
      headerFooterPool.put(reusable, for: identifier)
    }
  }

  private func recycleHeadersAndFooters() {
    for view in headers.values { recycle(headerOrFooter: view) }
    for view in footers.values { recycle(headerOrFooter: view) }
    headers = [:]
    footers = [:]
  }

  /// The cells showing rows, top to bottom.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return indexPathsForVisibleRows?.compactMap { cells[$0] } ?? []
  }
  /// The rows whose cells intersect the visible bounds, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return cells.visible.keys.filter { rectForRow(at: $0).intersects(bounds) }.sorted()
  }
  /// The cell showing a row, or nil when the row has none. Brings the visible cells up to date only when the table's own tiling is out of date (a reload, a scroll or
  /// a change of its rows), as `cellForRow(at:)` does on iOS: the rest of the hierarchy is not laid out.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if needsReload || needsLayoutFlag { layoutIfNeeded() }
    return cells[indexPath]
  }
  /// The row a cell shows, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.indexPath(for: cell) }
  /// The header view of a section, when it has one in view.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return headers[section] as? UITableViewHeaderFooterView
  }
  /// The footer view of a section, when it has one in view.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return footers[section] as? UITableViewHeaderFooterView
  }

  // MARK: Geometry

  /// The horizontal extent of rows: the full width, or inset by the side margin in inset-grouped tables (inside the
  /// safe area's sides, as the table's layout margins are on iOS: an iPhone in landscape keeps sections clear of
  /// the notch).
  private var rowSpan: (x: CGFloat, width: CGFloat) {
    guard style == .insetGrouped else { return (0, bounds.width) }
    let safe = safeAreaInsets
    return (sideMargin + safe.left, max(bounds.width - 2 * sideMargin - safe.left - safe.right, 0))
  }

  private func slotRect(section: Int, slot: Int, fullWidth: Bool) -> CGRect {
    let span = fullWidth ? (x: 0, width: bounds.width) : rowSpan
    return CGRect(x: span.x, y: top(section, slot), width: span.width, height: heights[section][slot])
  }

  /// A row's rectangle in the table's content coordinates.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    return slotRect(section: indexPath.section, slot: indexPath.row + 1, fullWidth: false)
  }
  /// A section header's rectangle in the content (where it is laid out, before pinning).
  open func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    return slotRect(section: section, slot: 0, fullWidth: true)
  }
  /// A section footer's rectangle in the content.
  open func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    return slotRect(section: section, slot: heights[section].count - 1, fullWidth: true)
  }
  /// A whole section's rectangle: header, rows and footer.
  open func rect(forSection section: Int) -> CGRect {
    let header = rectForHeader(inSection: section)
    return header.union(rectForFooter(inSection: section))
  }
  /// The row at a point of the content, or nil.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    let span = rowSpan
    guard point.x >= span.x && point.x < span.x + span.width, let section = lastSection(startingAtOrAbove: point.y)
    else { return nil }
    guard let slot = lastSlot(startingAtOrAbove: point.y, in: section), slot > 0, slot < heights[section].count - 1
    else { return nil }
    guard point.y < top(section, slot) + heights[section][slot] else { return nil }
    return IndexPath(row: slot - 1, section: section)
  }

  /// The last section whose top is at or above `y` (binary search), or nil when every section starts below.
  private func lastSection(startingAtOrAbove y: CGFloat) -> Int? { sectionTops.lastIndex(atOrBelow: y) }

  /// The last slot of a section whose top is at or above `y`, or nil when every slot starts below.
  private func lastSlot(startingAtOrAbove y: CGFloat, in section: Int) -> Int? {
    heights[section].lastSlot(startingAtOrAbove: y - sectionTops[section])
  }

  // MARK: Layout

  open override func layoutSubviews() {
    isTilingContent = true
    defer { isTilingContent = false }
    reloadIfNeeded()
    super.layoutSubviews()
    if contentSize.width != bounds.width { contentSize.width = bounds.width }
    tile()
  }

  /// A slot of a section: its header (0), a row (1…rows) or its footer (last).
  private struct Slot: Hashable, Comparable {
    var section: Int
    var index: Int
    static func < (a: Slot, b: Slot) -> Bool { (a.section, a.index) < (b.section, b.index) }
  }

  /// Gives views to the slots within the visible bounds and the prefetch margin (and, in plain tables, the
  /// headers of sections in view, which pin to the top), measuring self-sizing ones, and recycles the views of
  /// slots that left it.
  /// Tiling passes run (one per layout), for precise-update tests.
  package private(set) var tileCount = 0

  private func tile() {
    tileCount += 1
    let margin = bounds.height * UITableView.prefetchFraction
    var measuredAny = true
    var passes = 0
    // Measuring slots changes where the following ones are: repeat until the range is stable.
    while measuredAny && passes < 8 {
      measuredAny = false
      passes += 1
      let range = CGRect(x: 0, y: bounds.minY - margin, width: bounds.width, height: bounds.height + 2 * margin)
      var wanted = Set<Slot>()
      var section = lastSection(startingAtOrAbove: range.minY) ?? 0
      while section < sectionTops.count, sectionTops[section] <= range.maxY {
        // Slots above the range are skipped by a tree search: scrolling a long list stays cheap.
        let start = lastSlot(startingAtOrAbove: range.minY, in: section) ?? 0
        var slotTop = top(section, start)
        for slot in start..<heights[section].count {
          if slotTop > range.maxY { break }
          let height = heights[section][slot]
          if slotTop + height >= range.minY { wanted.insert(Slot(section: section, index: slot)) }
          slotTop += height
        }
        if style == .plain { wanted.insert(Slot(section: section, index: 0)) }
        section += 1
      }
      recycleSlots(notIn: wanted)
      for slot in wanted.sorted() where realise(slot) { measuredAny = true }
      if measuredAny { rebuildTops() }
    }
    placeViews()
  }

  private func recycleSlots(notIn wanted: Set<Slot>) {
    for indexPath in cells.visible.keys
    where !wanted.contains(Slot(section: indexPath.section, index: indexPath.row + 1)) {
      if let cell = cells.remove(at: indexPath) { recycle(cell, at: indexPath) }
    }
    for (section, view) in headers where !wanted.contains(Slot(section: section, index: 0)) {
      recycle(headerOrFooter: view)
      headers[section] = nil
    }
    for (section, view) in footers
    where !wanted.contains(Slot(section: section, index: heights[section].count - 1)) {
      recycle(headerOrFooter: view)
      footers[section] = nil
    }
  }

  /// Makes sure a slot has its view and is measured; returns whether its height changed.
  private func realise(_ slot: Slot) -> Bool {
    let last = heights[slot.section].count - 1
    let view: UIView?
    let width: CGFloat
    if slot.index == 0 || slot.index == last {
      let isFooter = slot.index == last && slot.index != 0
      view = headerOrFooterView(section: slot.section, footer: isFooter)
      width = bounds.width
    } else {
      let indexPath = IndexPath(row: slot.index - 1, section: slot.section)
      if cells[indexPath] == nil, let cell = dataSource?.tableView(self, cellForRowAt: indexPath) {
        // In the table before it is measured, so it measures with the table's traits (display scale, fonts).
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.listStyle = style
        cell.setSelected(cells.selected.contains(indexPath), animated: false)
        cell.editingStyle = editingStyle(for: indexPath)
        cell.setEditing(editingFlag, animated: false)
        cells.show(cell, at: indexPath, fresh: true)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
      view = cells[indexPath]
      width = rowSpan.width
    }
    guard !measured[slot.section][slot.index] else { return false }
    measured[slot.section][slot.index] = true
    let height: CGFloat
    switch view {
    case let cell as UITableViewCell:
      // Measured with the margins it will be shown with (constraints to the content view's margins).
      cell.contentView.layoutMargins = cellContentMargins
      height = cell.fittingHeight(width: width)
    case let reusable as UITableViewHeaderFooterView: height = reusable.fittingHeight(width: width)
    case let custom?:
      let fitted = custom.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      height = fitted > 0 ? fitted : custom.frame.height
    case nil: height = emptyHeaderFooterHeight(section: slot.section, footer: slot.index == last && slot.index != 0)
    }
    let resolved = max(height, 0)
    guard resolved != heights[slot.section][slot.index] else { return false }
    heights[slot.section].set(slot.index, resolved)
    return true
  }

  /// The header or footer view of a section: the delegate's, or a standard one showing the title, or nil.
  private func headerOrFooterView(section: Int, footer: Bool) -> UIView? {
    if let view = footer ? footers[section] : headers[section] { return view }
    var view =
      footer
      ? tableDelegate?.tableView(self, viewForFooterInSection: section)
      : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    if view == nil, let title = footer ? footerTitles[section] : headerTitles[section] {
      let standard =
        dequeueReusableHeaderFooterView(withIdentifier: UITableView.standardHeaderFooterIdentifier)
        ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.standardHeaderFooterIdentifier)
      standard.listStyle = style
      standard.isFooter = footer
      var content = standard.defaultContentConfiguration()
      content.text = title
      standard.contentConfiguration = content
      view = standard
    }
    guard let view else { return nil }
    if view.superview !== self { addSubview(view) }
    if let reusable = view as? UITableViewHeaderFooterView {
      reusable.listStyle = style
      reusable.isFooter = footer
      let text = style == .insetGrouped ? sideMargin + 16 : sideMargin
      let safe = style == .insetGrouped ? safeAreaInsets : .zero
      reusable.contentView.layoutMargins = UIEdgeInsets(
        top: 0, left: text + safe.left, bottom: 0, right: text + safe.right)
    }
    if footer { footers[section] = view } else { headers[section] = view }
    return view
  }

  /// The layout margins of a cell's content view in this table: 11 points above and below, the text margin at
  /// the sides.
  private var cellContentMargins: UIEdgeInsets {
    let textMargin = style == .insetGrouped ? 16 : sideMargin
    return UIEdgeInsets(top: 11, left: textMargin, bottom: 11, right: textMargin)
  }

  /// Sets the frames of the realised cells, headers and footers (pinning plain headers), their separators and
  /// inset-grouped corners.
  private func placeViews() {
    let textMargin = style == .insetGrouped ? 16 : sideMargin
    let line = 1 / max(traitCollection.displayScale, 1)
    let animate = cells.animatesNextPlacement
    cells.animatesNextPlacement = false
    defer { cells.placed() }
    for (indexPath, cell) in cells.visible {
      let frame = rectForRow(at: indexPath)
      ListUpdateAnimation.place(cell, at: frame, animated: animate, fresh: cells.isFresh(cell))
      cell.contentView.layoutMargins = cellContentMargins
      let rows = heights[indexPath.section].count - 2
      let isLast = indexPath.row == rows - 1
      cell.separator.isHidden = separatorStyle == .none || (style != .plain && isLast)
      cell.separator.backgroundColor = separatorColor
      let separatorInputs = UITableViewCell.SeparatorInputs(
        size: cell.bounds.size, textMargin: textMargin, customInset: customSeparatorInset, line: line,
        rightToLeft: cell.isRightToLeft)
      let separatorIsCurrent =
        cell.separatorInputs == separatorInputs && !cell.needsLayoutFlag && !cell.subtreeNeedsLayout
      if !cell.separator.isHidden && !separatorIsCurrent {
        cell.separatorInputs = separatorInputs
        // The separator follows the content's text: the cell lays out its content at the row's size first.
        cell.layoutIfNeeded()
        let leading = customSeparatorInset?.left ?? cell.textLeading ?? textMargin
        let trailing =
          customSeparatorInset?.right ?? cell.contentHost.separatorTrailing(in: cell).map { cell.bounds.width - $0 }
          ?? 0
        cell.separator.frame = CGRect(
          x: leading, y: cell.bounds.height - line, width: max(cell.bounds.width - leading - trailing, 0), height: line)
        // Right to left, the separator starts at the text on the right.
        cell.mirrorSubviewsForRightToLeft([cell.separator])
      }
      if style == .insetGrouped {
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
      }
      if cell.superview !== self { insertSubview(cell, at: 0) }
      cell.isHidden = false
    }
    let pinTop = bounds.minY + adjustedContentInset.top
    for (section, view) in headers {
      var frame = rectForHeader(inSection: section)
      if style == .plain {
        // Plain headers stay at the top while their section is in view, pushed up by the next section.
        let footerTop = top(section, heights[section].count - 1)
        frame.origin.y = max(frame.minY, min(pinTop, footerTop - frame.height))
      }
      place(view, in: frame)
    }
    for (section, view) in footers { place(view, in: rectForFooter(inSection: section)) }
    if let tableHeaderView {
      tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
    }
    if let tableFooterView {
      let y = sectionTops.last.map { $0 + (heights.last?.total ?? 0) } ?? tableHeaderHeight
      tableFooterView.frame = CGRect(x: 0, y: y, width: bounds.width, height: tableFooterView.frame.height)
    }
    swiping.layout()
  }

  private func place(_ view: UIView, in frame: CGRect) {
    view.frame = frame
    // Headers and footers draw above the rows (a pinned header covers the rows scrolling under it).
    if view.superview !== self { addSubview(view) } else if view.isHidden { bringSubviewToFront(view) }
    view.isHidden = false
  }

  /// Scrolls so that a row shows at a position.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = rect.minY
    case .middle: y = rect.midY - bounds.height / 2
    case .bottom: y = rect.maxY - bounds.height
    case .none:
      if rect.minY < y { y = rect.minY } else if rect.maxY > y + bounds.height { y = rect.maxY - bounds.height }
    }
    y = min(max(y, 0), max(contentSize.height - bounds.height, 0))
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  // MARK: Editing

  /// Whether the table is in editing mode (rows show their editing controls).
  open var isEditing: Bool {
    get { editingFlag }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode: editable rows show a delete control at their leading edge.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingFlag else { return }
    editingFlag = editing
    swiping.close(animated: animated)
    for (indexPath, cell) in cells.visible {
      cell.editingStyle = editingStyle(for: indexPath)
      cell.setEditing(editing, animated: animated)
      // Row heights may change as the content narrows.
      cellNeedsResizing(cell)
    }
    setNeedsLayout()
  }

  func editingStyle(for indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    tableDelegate?.tableView(self, editingStyleForRowAt: indexPath)
      ?? (dataSource?.tableView(self, canEditRowAt: indexPath) == true ? .delete : .none)
  }

  // MARK: Selection and touches

  /// The selected row (the first, when several are), or nil.
  open var indexPathForSelectedRow: IndexPath? { cells.selected.sorted().first }
  /// The selected rows, or nil when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { cells.selected.isEmpty ? nil : cells.selected.sorted() }

  /// Selects a row (without calling the delegate) and optionally scrolls to it.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    let deselect = { self.deselectRow(at: $0, animated: animated) }
    guard cells.select(indexPath, multiple: allowsMultipleSelection, deselect: deselect), let indexPath else { return }
    cells[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row (without calling the delegate).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    cells.deselect(indexPath)
    cells[indexPath]?.setSelected(false, animated: animated)
  }

  /// Whether a tap on a row selects it now (editing mode selects only when allowed).
  private var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// A tap on a row selects it through the delegate (`willSelectRowAt`, `didSelectRowAt`); with single selection
  /// the previous row is deselected (`didDeselectRowAt`); in multiple selection a selected row is deselected.
  private func tapped(_ indexPath: IndexPath) {
    guard selectsOnTap else { return }
    cells.tap(
      indexPath, multiple: allowsMultipleSelection,
      hooks: ListSelectionHooks(
        target: { row in self.tableDelegate.map { $0.tableView(self, willSelectRowAt: row) } ?? row },
        select: { self.selectRow(at: $0, animated: false, scrollPosition: .none) },
        deselect: { self.deselectRow(at: $0, animated: false) },
        didSelect: { row in
          self.tableDelegate?.tableView(self, didSelectRowAt: row)
          self.cells[row]?.performSelectionSegue()
        },
        didDeselect: { self.tableDelegate?.tableView(self, didDeselectRowAt: $0) }))
  }

  /// What a touch at a point of the content starts.
  private func intent(at point: CGPoint) -> ListTouchIntent? {
    if let swipeIntent = ListCore<UITableViewCell>.swipeIntent(at: point, swiping: swiping) { return swipeIntent }
    guard let row = indexPathForRow(at: point) else { return nil }
    if let cell = cells[row] {
      let local = convert(point, to: cell)
      if cell.isOnEditingControl(local) { return .editingControl(row) }
      if cell.isOnDetailButton(local) { return .detailButton(row) }
    }
    return selectsOnTap ? .row(row) : nil
  }

  private func highlight(_ row: IndexPath, _ highlighted: Bool) {
    cells[row]?.setHighlighted(highlighted, animated: false)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let intent = intent(at: touch.location(in: self)) else {
      return super.touchesBegan(touches, with: event)
    }
    cells.touchBegan(intent, highlight: highlight)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let point = touches.first?.location(in: self) ?? .zero
    let handled = cells.touchEnded(
      at: point, row: indexPathForRow(at:), swiping: swiping, highlight: highlight, tapped: tapped
    ) { intent in
      switch intent {
      case .editingControl(let row): swiping.open(at: row, edge: .trailing)
      case .detailButton(let row): tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: row)
      default: break
      }
    }
    if !handled { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !cells.touchCancelled(highlight: highlight) { super.touchesCancelled(touches, with: event) }
  }
}
