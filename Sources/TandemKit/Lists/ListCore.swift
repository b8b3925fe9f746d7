import Foundation

/// A cell a list core keeps: a reusable view with a reuse identifier.
@MainActor protocol ListCell: RegisteredReusable {
  var reuseIdentifier: String? { get }
}

extension UITableViewCell: ListCell {}
extension UICollectionViewCell: ListCell {}

/// What a touch that went down on a list is doing.
enum ListTouchIntent {
  /// Pressing a row (highlighted; a tap selects it).
  case row(IndexPath)
  /// Pressing a swipe action's button.
  case swipeAction(UIContextualAction)
  /// Pressing a row's delete control in editing mode.
  case editingControl(IndexPath)
  /// Pressing a row's detail accessory button.
  case detailButton(IndexPath)
  /// Closing the open swipe actions (the touch does nothing else).
  case closingSwipe
}

/// How a list's delegate takes part in selection by tap.
@MainActor struct ListSelectionHooks {
  /// The row to select for a tapped row (the delegate may redirect or refuse it).
  var target: (IndexPath) -> IndexPath?
  /// Selects a row (the list's public `select…` method, so subclasses see it).
  var select: (IndexPath) -> Void
  /// Deselects a row (the list's public `deselect…` method).
  var deselect: (IndexPath) -> Void
  /// Tells the delegate a row was selected.
  var didSelect: (IndexPath) -> Void
  /// Tells the delegate a row was deselected.
  var didDeselect: (IndexPath) -> Void
}

/// What table and collection views share about their cells: the cells showing rows (with the row of each cell
/// found in O(1)), the selection, the reuse pool and the dequeue that hands a reconfigured row its own cell, the
/// cells' fate through a batch update, reconfiguring rows in place, selection by tap through the delegate, and the
/// touch a press on the list started.
@MainActor final class ListCore<Cell: ListCell> {
  /// The cells showing rows now.
  private(set) var visible: [IndexPath: Cell] = [:]
  /// The row of each visible cell.
  private var rows: [ObjectIdentifier: IndexPath] = [:]
  /// The selected rows, in selection order.
  var selected: [IndexPath] = []
  /// Cells waiting for reuse, by identifier, and the classes registered to make them.
  var pool: ReusePool<Cell>
  /// The cell handed back by the next dequeue while a row is reconfigured.
  private var reconfiguringCell: Cell?
  /// Cells given to rows since the last placement.
  private(set) var freshCells = Set<ObjectIdentifier>()
  /// Whether the next placement of cells animates (after an animated batch update).
  var animatesNextPlacement = false
  /// What the touch down on the list is doing.
  var touchIntent: ListTouchIntent?

  init(kindName: String) { pool = ReusePool(kindName: kindName) }

  // MARK: Cells

  /// The cell showing a row, or nil.
  subscript(indexPath: IndexPath) -> Cell? { visible[indexPath] }

  /// The row a cell shows, or nil (O(1)).
  func indexPath(for cell: UIView) -> IndexPath? { rows[ObjectIdentifier(cell)] }

  /// Shows a cell for a row (`fresh`: a new cell for the row, placed without moving from an old frame).
  func show(_ cell: Cell, at indexPath: IndexPath, fresh: Bool) {
    if let old = visible[indexPath], old !== cell { rows[ObjectIdentifier(old)] = nil }
    visible[indexPath] = cell
    rows[ObjectIdentifier(cell)] = indexPath
    if fresh { freshCells.insert(ObjectIdentifier(cell)) }
  }

  /// Takes a row's cell off the row.
  @discardableResult
  func remove(at indexPath: IndexPath) -> Cell? {
    guard let cell = visible.removeValue(forKey: indexPath) else { return nil }
    rows[ObjectIdentifier(cell)] = nil
    return cell
  }

  /// Takes every cell off its row, handing each to `recycle`.
  func removeAll(_ recycle: (Cell, IndexPath) -> Void) {
    let all = visible
    visible = [:]
    rows = [:]
    for (indexPath, cell) in all { recycle(cell, indexPath) }
  }

  /// Forgets which cells are fresh (after they were placed).
  func placed() { freshCells = [] }

  /// Whether a cell was given to its row since the last placement.
  func isFresh(_ cell: Cell) -> Bool { freshCells.contains(ObjectIdentifier(cell)) }

  // MARK: Dequeueing and reconfiguring

  /// The row's own cell while it is reconfigured (not prepared for reuse), else a waiting cell prepared for reuse.
  func reuse(_ identifier: String) -> Cell? {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell
    }
    return pool.reuse(identifier)
  }

  /// Updates rows in their existing cells: `ask` runs the data source for each row with a cell, dequeueing giving
  /// back the row's own cell; a different cell it returns replaces the old one (`replaced`). `resized` gets each
  /// row's cell afterwards, to measure it again.
  func reconfigure(
    _ indexPaths: [IndexPath], ask: (IndexPath) -> Cell?, replaced: (_ old: Cell, _ new: Cell, IndexPath) -> Void,
    resized: (Cell) -> Void
  ) {
    for indexPath in indexPaths {
      guard let cell = visible[indexPath] else { continue }
      reconfiguringCell = cell
      let result = ask(indexPath)
      reconfiguringCell = nil
      if let result, result !== cell {
        show(result, at: indexPath, fresh: false)
        replaced(cell, result, indexPath)
      }
      resized(visible[indexPath]!)
    }
  }

  // MARK: Batch updates

  /// Moves cells and selection to the rows' new index paths after a batch update; cells of rows that went away
  /// fade out (animated) and are recycled.
  func remap(_ map: (IndexPath) -> IndexPath?, animated: Bool, recycle: @escaping (Cell, IndexPath) -> Void) {
    var moved: [IndexPath: Cell] = [:]
    for (old, cell) in visible {
      if let new = map(old) {
        moved[new] = cell
      } else if animated {
        ListUpdateAnimation.fadeOut(cell) { recycle(cell, old) }
      } else {
        recycle(cell, old)
      }
    }
    visible = [:]
    rows = [:]
    for (indexPath, cell) in moved { show(cell, at: indexPath, fresh: false) }
    animatesNextPlacement = animated
    selected = selected.compactMap(map)
  }

  // MARK: Selection

  /// Selects a row in the record (nil deselects every row through `deselect`); with single selection the other
  /// rows are deselected first. Returns whether a row was given.
  @discardableResult
  func select(_ indexPath: IndexPath?, multiple: Bool, deselect: (IndexPath) -> Void) -> Bool {
    guard let indexPath else {
      for path in selected { deselect(path) }
      return false
    }
    if !multiple {
      for path in selected where path != indexPath { deselect(path) }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    return true
  }

  /// Takes a row out of the selection.
  func deselect(_ indexPath: IndexPath) { selected.removeAll { $0 == indexPath } }

  /// A tap on a row: with multiple selection a selected row is deselected; otherwise the delegate's target row
  /// is selected, the others deselected first with single selection, and the delegate told. Returns the row
  /// selected, if any.
  @discardableResult
  func tap(_ indexPath: IndexPath, multiple: Bool, hooks: ListSelectionHooks) -> IndexPath? {
    if multiple && selected.contains(indexPath) {
      hooks.deselect(indexPath)
      hooks.didDeselect(indexPath)
      return nil
    }
    guard let target = hooks.target(indexPath) else { return nil }
    if !multiple {
      for path in selected where path != target {
        hooks.deselect(path)
        hooks.didDeselect(path)
      }
    }
    hooks.select(target)
    hooks.didSelect(target)
    return target
  }

  // MARK: Touches

  /// What a touch at a point starts while a row is swiped aside: pressing one of its actions, or closing them.
  static func swipeIntent(at point: CGPoint, swiping: RowSwipeController) -> ListTouchIntent? {
    guard swiping.state != nil else { return nil }
    return swiping.action(at: point).map { .swipeAction($0) } ?? .closingSwipe
  }

  /// Starts a touch's intent, highlighting a pressed row.
  func touchBegan(_ intent: ListTouchIntent, highlight: (IndexPath, Bool) -> Void) {
    touchIntent = intent
    if case .row(let row) = intent { highlight(row, true) }
  }

  /// Ends the touch's intent at a point: a row pressed and released on itself is tapped, a swipe action pressed and
  /// released on itself performed, open actions closed; other intents go to `other`. False without an intent.
  func touchEnded(
    at point: CGPoint, row: (CGPoint) -> IndexPath?, swiping: RowSwipeController, highlight: (IndexPath, Bool) -> Void,
    tapped: (IndexPath) -> Void, other: (ListTouchIntent) -> Void = { _ in }
  ) -> Bool {
    guard let intent = touchIntent else { return false }
    touchIntent = nil
    switch intent {
    case .row(let pressed):
      highlight(pressed, false)
      if row(point) == pressed { tapped(pressed) }
    case .swipeAction(let action):
      if swiping.action(at: point) === action { swiping.perform(action) }
    case .closingSwipe:
      swiping.close(animated: true)
    case .editingControl, .detailButton:
      other(intent)
    }
    return true
  }

  /// Cancels the touch's intent (a pressed row loses its highlight). False without an intent.
  func touchCancelled(highlight: (IndexPath, Bool) -> Void) -> Bool {
    guard let intent = touchIntent else { return false }
    touchIntent = nil
    if case .row(let row) = intent { highlight(row, false) }
    return true
  }
}
