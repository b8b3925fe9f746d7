import Foundation

/// A scrolling list of rows in sections. Only the rows in view (plus a prefetch margin) have cells; rows not yet
/// shown count with their estimated height until their cell is measured. Cells leaving the screen go back to a
/// reuse pool by identifier.
@MainActor open class UITableView: UIScrollView {
  /// The table's appearance.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// Where a scrolled-to row ends up.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// Separator lines between rows.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }

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
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether separators show between rows.
  open var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
  /// The separators' color.
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// Separator insets from the cell edges (only left and right apply; by default the cells' leading margin).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

  /// Extra length beyond the visible rows that keeps cells ready (half a screen each way).
  static let prefetchFraction: CGFloat = 0.5
  static let defaultEstimate: CGFloat = 44

  /// Row heights, section by section; `measured` says whether a height is the real one.
  private var heights: [[CGFloat]] = []
  private var measured: [[Bool]] = []
  /// The top of each row (cumulative), rebuilt when heights change.
  private var rowTops: [[CGFloat]] = []
  private var needsReload = true
  /// Whether the table will load all rows from the data source at its next layout (it has not shown the current
  /// data yet, so there is nothing to update in place).
  package var isReloadPending: Bool { needsReload }
  /// The cells showing rows now.
  private var visible: [IndexPath: UITableViewCell] = [:]
  /// Cells waiting for reuse, by identifier.
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var selected: [IndexPath] = []
  /// The batch update being recorded by `performBatchUpdates`.
  var pendingBatch: BatchUpdate?
  /// The cell handed back by the next dequeue while a row is reconfigured.
  private var reconfiguringCell: UITableViewCell?

  /// Updates rows in their existing cells: the data source is asked for each row again and dequeueing returns the
  /// row's current cell (rows without a cell are updated when they next show).
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      guard let cell = visible[indexPath] else { continue }
      reconfiguringCell = cell
      let result = dataSource?.tableView(self, cellForRowAt: indexPath)
      reconfiguringCell = nil
      if let result, result !== cell {
        // The data source made another cell: it replaces the old one.
        recycle(cell, at: indexPath)
        visible[indexPath] = result
        setNeedsLayout()
      }
    }
  }

  /// A table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
  }
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) { nil }

  /// Scrolling shows other rows: lay the rows out again (not while laying out, which may move the offset).
  open override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue && !isTiling { setNeedsLayout() } }
  }
  private var isTiling = false

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
    return heights[section].count
  }

  private var estimate: CGFloat {
    if rowHeight >= 0 { return rowHeight }
    return estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.defaultEstimate
  }

  private func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (indexPath, cell) in visible { recycle(cell, at: indexPath) }
    visible = [:]
    selected = []
    (heights, measured) = declaredHeights(rowCounts())
    rebuildTops()
  }

  /// The data source's row count of each section.
  private func rowCounts() -> [Int] {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    return (0..<sections).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
  }

  /// Row heights for these counts as the delegate or `rowHeight` declares them (final), or the estimate for
  /// self-sizing rows (not yet measured).
  private func declaredHeights(_ counts: [Int]) -> (heights: [[CGFloat]], measured: [[Bool]]) {
    var heights = counts.map { [CGFloat](repeating: estimate, count: $0) }
    var measured = counts.map { [Bool](repeating: false, count: $0) }
    for section in counts.indices {
      for row in 0..<counts[section] {
        let height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
        if height >= 0 {
          heights[section][row] = height
          measured[section][row] = true
        }
      }
    }
    return (heights, measured)
  }

  private func rebuildTops() {
    var y: CGFloat = 0
    rowTops = heights.map { rows in
      rows.map { height in
        defer { y += height }
        return y
      }
    }
    let size = CGSize(width: bounds.width, height: y)
    if contentSize != size { contentSize = size }
  }

  /// Applies a checked batch update: rows that stay keep their cells, heights and selection at their new index
  /// paths; inserted and reloaded rows start from the estimate and get cells at the next layout.
  func apply(_ batch: BatchUpdate) {
    reloadIfNeeded()
    let newCounts = rowCounts()
    let mapping = batch.rowMapping(oldCounts: heights.map(\.count), newCounts: newCounts)
    var (newHeights, newMeasured) = declaredHeights(newCounts)
    // Self-sizing rows that stay keep the height their cell was measured at.
    for section in mapping.indices {
      for row in mapping[section].indices where measured[section][row] {
        if let new = mapping[section][row], !newMeasured[new.section][new.row] {
          newHeights[new.section][new.row] = heights[section][row]
          newMeasured[new.section][new.row] = true
        }
      }
    }
    var newVisible: [IndexPath: UITableViewCell] = [:]
    for (old, cell) in visible {
      if let new = mapping[old.section][old.row] { newVisible[new] = cell } else { recycle(cell, at: old) }
    }
    selected = selected.compactMap { mapping[$0.section][$0.row] }
    visible = newVisible
    heights = newHeights
    measured = newMeasured
    rebuildTops()
    setNeedsLayout()
  }

  // MARK: Cells

  /// Registers a cell class for an identifier.
  @available(
    *, unavailable,
    message:
      "Tandem cannot create cells from a class yet: dequeue with dequeueReusableCell(withIdentifier:) and create the cell when it returns nil"
  )
  open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {}

  /// A cell from the reuse pool (prepared for reuse), or nil when there is none: the data source then makes one.
  /// While rows are reconfigured, the row's own cell is returned (not prepared for reuse).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell
    }
    guard var pool = reusePool[identifier], let cell = pool.popLast() else { return nil }
    reusePool[identifier] = pool
    cell.prepareForReuse()
    return cell
  }

  /// Puts a cell that left the screen into the pool. It stays a hidden subview, so its constraints are not
  /// taken out of and put back into the layout engine as it comes and goes.
  private func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.isHidden = true
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
  }

  /// The cells showing rows, top to bottom.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
  }
  /// The rows whose cells intersect the visible bounds, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visible.keys.filter { rectForRow(at: $0).intersects(bounds) }.sorted()
  }
  /// The cell showing a row, or nil when the row has none.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visible[indexPath]
  }
  /// The row a cell shows, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }
  /// A row's rectangle in the table's content coordinates.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    return CGRect(
      x: 0, y: rowTops[indexPath.section][indexPath.row], width: bounds.width,
      height: heights[indexPath.section][indexPath.row])
  }
  /// The row at a point of the content, or nil.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    for section in rowTops.indices {
      guard let row = lastRow(startingAtOrAbove: point.y, in: section) else { continue }
      if point.y < rowTops[section][row] + heights[section][row] { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  /// The last row of a section whose top is at or above `y` (binary search), or nil when every row starts below.
  private func lastRow(startingAtOrAbove y: CGFloat, in section: Int) -> Int? {
    let tops = rowTops[section]
    guard let first = tops.first, y >= first else { return nil }
    var low = 0
    var high = tops.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if tops[mid] <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }

  // MARK: Layout

  open override func layoutSubviews() {
    isTiling = true
    defer { isTiling = false }
    reloadIfNeeded()
    super.layoutSubviews()
    if contentSize.width != bounds.width { contentSize.width = bounds.width }
    tileRows()
  }

  /// Gives cells to the rows within the visible bounds and the prefetch margin, measuring self-sizing rows, and
  /// recycles the cells of rows that left it.
  private func tileRows() {
    let margin = bounds.height * UITableView.prefetchFraction
    var measuredAny = true
    var passes = 0
    // Measuring rows changes where the following rows are: repeat until the range is stable.
    while measuredAny && passes < 8 {
      measuredAny = false
      passes += 1
      let range = CGRect(x: 0, y: bounds.minY - margin, width: bounds.width, height: bounds.height + 2 * margin)
      var wanted = Set<IndexPath>()
      for section in heights.indices {
        // Rows above the range are skipped by binary search: scrolling a long list stays cheap.
        let start = lastRow(startingAtOrAbove: range.minY, in: section) ?? 0
        for row in start..<heights[section].count {
          let top = rowTops[section][row]
          if top > range.maxY { break }
          if top + heights[section][row] < range.minY { continue }
          wanted.insert(IndexPath(row: row, section: section))
        }
      }
      for (indexPath, cell) in visible where !wanted.contains(indexPath) {
        recycle(cell, at: indexPath)
        visible[indexPath] = nil
      }
      for indexPath in wanted.sorted() where visible[indexPath] == nil {
        guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
        cell.setSelected(selected.contains(indexPath), animated: false)
        visible[indexPath] = cell
        if !measured[indexPath.section][indexPath.row] {
          measured[indexPath.section][indexPath.row] = true
          let height = max(cell.fittingHeight(width: bounds.width), 0)
          if height != heights[indexPath.section][indexPath.row] {
            heights[indexPath.section][indexPath.row] = height
            measuredAny = true
          }
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
      if measuredAny { rebuildTops() }
    }
    for (indexPath, cell) in visible {
      cell.frame = rectForRow(at: indexPath)
      cell.separator.isHidden = separatorStyle == .none
      cell.separator.backgroundColor = separatorColor
      let line = 1 / max(traitCollection.displayScale, 1)
      cell.separator.frame = CGRect(
        x: separatorInset.left, y: cell.bounds.height - line,
        width: max(cell.bounds.width - separatorInset.left - separatorInset.right, 0), height: line)
      if cell.superview !== self { insertSubview(cell, at: 0) }
      cell.isHidden = false
    }
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

  // MARK: Selection

  /// The selected row (the first, when several are), or nil.
  open var indexPathForSelectedRow: IndexPath? { selected.sorted().first }
  /// The selected rows, or nil when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects a row (without calling the delegate) and optionally scrolls to it.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for path in selected { deselectRow(at: path, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { deselectRow(at: path, animated: animated) }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    visible[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row (without calling the delegate).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    visible[indexPath]?.setSelected(false, animated: animated)
  }

  /// A tap on a row selects it through the delegate (`willSelectRowAt`, `didSelectRowAt`); with single selection
  /// the previous row is deselected (`didDeselectRowAt`); in multiple selection a selected row is deselected.
  private func tapped(_ indexPath: IndexPath) {
    guard allowsSelection else { return }
    if allowsMultipleSelection && selected.contains(indexPath) {
      deselectRow(at: indexPath, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
      return
    }
    guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else {
      return
    }
    if !allowsMultipleSelection {
      for path in selected where path != target {
        deselectRow(at: path, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: path)
      }
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  private var touchedRow: IndexPath?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard allowsSelection, let touch = touches.first, let row = indexPathForRow(at: touch.location(in: self)) else {
      return super.touchesBegan(touches, with: event)
    }
    touchedRow = row
    visible[row]?.setHighlighted(true, animated: false)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let row = touchedRow else { return super.touchesEnded(touches, with: event) }
    touchedRow = nil
    visible[row]?.setHighlighted(false, animated: false)
    if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == row { tapped(row) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let row = touchedRow else { return super.touchesCancelled(touches, with: event) }
    touchedRow = nil
    visible[row]?.setHighlighted(false, animated: false)
  }
}
