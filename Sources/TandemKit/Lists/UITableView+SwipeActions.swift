import Foundation

/// A row swiped aside: which row, which edge's actions show, how far it is moved, and the actions' view.
struct SwipeState {
  var indexPath: IndexPath
  var edge: SwipeActionsView.Edge
  /// The row's horizontal displacement (negative: moved left to show trailing actions).
  var offset: CGFloat
  var view: SwipeActionsView?
}

extension UITableView {
  /// The actions a row shows when swiped towards an edge: the delegate's, or for trailing swipes on editable rows
  /// a Delete action that commits the deletion through the data source. Nil when there are none.
  func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? {
    let configuration: UISwipeActionsConfiguration?
    switch edge {
    case .leading: configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      if let custom = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
        configuration = custom
      } else if editingStyle(for: indexPath) == .delete {
        let title =
          tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
          guard let self, let row = self.swipe?.indexPath else { return completion(false) }
          self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
          completion(true)
        }
        configuration = UISwipeActionsConfiguration(actions: [delete])
      } else {
        configuration = nil
      }
    }
    guard let configuration, !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// Shows a row's actions for an edge fully revealed (editing mode's delete control does this).
  func openSwipe(at indexPath: IndexPath, edge: SwipeActionsView.Edge) {
    guard beginSwipe(at: indexPath, edge: edge), let width = swipe?.view?.revealWidth else { return }
    setSwipeOffset(edge == .trailing ? -width : width, animated: true)
  }

  /// Starts swiping a row towards an edge; false when the row has no actions there.
  @discardableResult
  func beginSwipe(at indexPath: IndexPath, edge: SwipeActionsView.Edge) -> Bool {
    if let open = swipe, open.indexPath == indexPath, open.edge == edge { return true }
    closeSwipe(animated: false)
    guard let configuration = swipeActions(for: indexPath, edge: edge) else { return false }
    let view = SwipeActionsView(configuration: configuration, edge: edge, rowHeight: rectForRow(at: indexPath).height)
    insertSubview(view, at: 0)
    swipe = SwipeState(indexPath: indexPath, edge: edge, offset: 0, view: view)
    return true
  }

  /// Moves the swiped row (and re-lays its actions) to an offset.
  func setSwipeOffset(_ offset: CGFloat, animated: Bool) {
    guard swipe != nil else { return }
    swipe?.offset = offset
    visible[swipe!.indexPath]?.swipeOffset = offset
    if animated {
      UIView.animate(withDuration: 0.25) { self.placeSwipedRow() }
    } else {
      placeSwipedRow()
    }
  }

  /// Hides the open swipe actions, moving the row back.
  func closeSwipe(animated: Bool) {
    guard let open = swipe else { return }
    swipe = nil
    visible[open.indexPath]?.swipeOffset = 0
    open.view?.removeFromSuperview()
    if let cell = visible[open.indexPath] {
      let frame = rectForRow(at: open.indexPath)
      if animated { UIView.animate(withDuration: 0.25) { cell.frame = frame } } else { cell.frame = frame }
    }
  }

  /// Runs an action's handler; when it completes, the row closes.
  func perform(_ action: UIContextualAction) {
    guard let view = swipe?.view else { return }
    action.handler(action, view) { [weak self] _ in self?.closeSwipe(animated: true) }
  }

  private func placeSwipedRow() {
    guard let open = swipe, let cell = visible[open.indexPath] else { return }
    var frame = rectForRow(at: open.indexPath)
    frame.origin.x += open.offset
    cell.frame = frame
    layoutSwipeActions()
  }

  /// Places the actions' view in the space the swiped row uncovers.
  func layoutSwipeActions() {
    guard let open = swipe, let view = open.view else { return }
    let row = rectForRow(at: open.indexPath)
    let revealed = abs(open.offset)
    view.frame = CGRect(
      x: open.edge == .trailing ? row.maxX - revealed : row.minX, y: row.minY, width: revealed, height: row.height)
    view.layout(revealed: revealed, fullSwipe: isFullSwipe(open))
  }

  /// Whether the row is swiped far enough that letting go performs the first action.
  func isFullSwipe(_ state: SwipeState) -> Bool {
    guard let view = state.view, view.configuration.performsFirstActionWithFullSwipe else { return false }
    let width = rectForRow(at: state.indexPath).width
    return abs(state.offset) > max(width * UITableView.fullSwipeFraction, view.revealWidth + 1)
  }

  /// How much of the row's width a swipe must cross to perform the first action on release.
  static let fullSwipeFraction: CGFloat = 0.6

  /// The swipe pan moved: the row follows the finger (stopping at the revealed width unless a full swipe is
  /// possible); letting go opens, closes or performs the first action.
  func swipePanChanged(_ pan: SwipeActionsPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard let start = pan.startLocation(in: self), let row = indexPathForRow(at: start) else { return }
      let dx = pan.translation(in: self).x
      let current = swipe?.indexPath == row ? swipe!.offset : 0
      let edge: SwipeActionsView.Edge = current + dx < 0 ? .trailing : .leading
      pan.baseOffset = current
      if !beginSwipe(at: row, edge: edge) { pan.baseOffset = 0 }
      pan.activeRow = row
    case .changed:
      guard let open = swipe, open.indexPath == pan.activeRow, let view = open.view else { return }
      var offset = pan.baseOffset + pan.translation(in: self).x
      // The row moves only towards the side whose actions show.
      offset = open.edge == .trailing ? min(offset, 0) : max(offset, 0)
      let width = rectForRow(at: open.indexPath).width
      let limit = view.configuration.performsFirstActionWithFullSwipe ? width : view.revealWidth
      offset = max(min(offset, limit), -limit)
      setSwipeOffset(offset, animated: false)
    case .ended:
      guard let open = swipe, open.indexPath == pan.activeRow, let view = open.view else { return }
      if isFullSwipe(open), let first = view.firstAction {
        setSwipeOffset(
          open.edge == .trailing ? -rectForRow(at: open.indexPath).width : rectForRow(at: open.indexPath).width,
          animated: false)
        perform(first)
      } else if abs(open.offset) > view.revealWidth / 2 {
        setSwipeOffset(open.edge == .trailing ? -view.revealWidth : view.revealWidth, animated: true)
      } else {
        closeSwipe(animated: true)
      }
    case .cancelled, .failed:
      if let open = swipe, open.indexPath == pan.activeRow { closeSwipe(animated: true) }
    default: break
    }
  }

  /// Whether a horizontal drag starting at a point can swipe a row: the row must have actions on the side the
  /// drag uncovers, or already be swiped.
  func canSwipe(at point: CGPoint, towardsLeading: Bool) -> Bool {
    guard let row = indexPathForRow(at: point), !isDragging else { return false }
    if swipe?.indexPath == row { return true }
    return swipeActions(for: row, edge: towardsLeading ? .trailing : .leading) != nil
  }
}

/// The horizontal pan of a table's rows that reveals their swipe actions. It begins only for a drag mostly across
/// a row that has actions on the uncovered side, so vertical drags scroll.
@MainActor final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
  private weak var table: UITableView?
  /// The row being swiped and its offset when the pan began.
  var activeRow: IndexPath?
  var baseOffset: CGFloat = 0

  init(table: UITableView) {
    self.table = table
    super.init()
    addTarget { [weak table] recognizer in
      table?.swipePanChanged(recognizer as! SwipeActionsPanGestureRecognizer)
    }
  }

  /// Where the drag started, in a view's coordinates.
  func startLocation(in view: UIView) -> CGPoint? {
    guard let start = startPoint, let window = view.window else { return nil }
    return view.convert(start, from: window)
  }

  override func shouldBeginPan(_ touch: UITouch) -> Bool {
    guard let table, let start = startLocation(in: table) else { return false }
    let dx = touch.locationInWindow.x - (startPoint?.x ?? 0)
    let dy = touch.locationInWindow.y - (startPoint?.y ?? 0)
    guard abs(dx) > abs(dy) else { return false }
    return table.canSwipe(at: start, towardsLeading: dx < 0)
  }

  override func reset() {
    super.reset()
    activeRow = nil
    baseOffset = 0
  }
}
