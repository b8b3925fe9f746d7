import Foundation

/// A row swiped aside: which row, which edge's actions show, how far it is moved, and the actions' view.
struct SwipeState {
  var indexPath: IndexPath
  var edge: SwipeActionsView.Edge
  /// The row's horizontal displacement (negative: moved left to show the actions at its right, the trailing ones
  /// left to right and the leading ones right to left).
  var offset: CGFloat
  var view: SwipeActionsView?
}

/// A list (table or list collection view) whose rows can be swiped aside to reveal actions.
@MainActor protocol SwipeActionsHost: UIScrollView {
  /// A row's rectangle in the content.
  func swipeRowRect(at indexPath: IndexPath) -> CGRect
  /// The row at a point of the content.
  func swipeRow(at point: CGPoint) -> IndexPath?
  /// The actions a row shows when swiped towards an edge (nil: none).
  func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration?
  /// Moves a row, or its content inside its cell, aside by an offset (telling the cell it is swiped).
  func setSwipeOffset(_ offset: CGFloat, ofRowAt indexPath: IndexPath)
}

/// Reveals swipe actions of one row at a time: follows a horizontal pan, opens, closes, and performs actions
/// (a full swipe performs the first one).
@MainActor final class RowSwipeController {
  private weak var host: (any SwipeActionsHost)?
  /// The open (or opening) row.
  private(set) var state: SwipeState?

  /// How much of the row's width a swipe must cross to perform the first action on release.
  static let fullSwipeFraction: CGFloat = 0.6

  init(host: any SwipeActionsHost) {
    self.host = host
    host.addGestureRecognizer(SwipeActionsPanGestureRecognizer(controller: self))
  }

  /// Starts swiping a row towards an edge; false when the row has no actions there.
  @discardableResult
  func begin(at indexPath: IndexPath, edge: SwipeActionsView.Edge) -> Bool {
    if let open = state, open.indexPath == indexPath, open.edge == edge { return true }
    close(animated: false)
    guard let host, let configuration = host.swipeActions(for: indexPath, edge: edge) else { return false }
    let view = SwipeActionsView(
      configuration: configuration, onRight: onRight(edge), rowHeight: host.swipeRowRect(at: indexPath).height)
    host.insertSubview(view, at: 0)
    state = SwipeState(indexPath: indexPath, edge: edge, offset: 0, view: view)
    return true
  }

  /// Shows a row's actions for an edge fully revealed.
  func open(at indexPath: IndexPath, edge: SwipeActionsView.Edge) {
    guard begin(at: indexPath, edge: edge), let width = state?.view?.revealWidth else { return }
    setOffset(onRight(edge) ? -width : width, animated: true)
  }

  /// Whether an edge's actions show at the row's right (the row moves left to reveal them): the trailing ones left
  /// to right, the leading ones right to left.
  private func onRight(_ edge: SwipeActionsView.Edge) -> Bool {
    (edge == .trailing) != (host?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// The edge whose actions a row moved left (or right) reveals.
  private func edge(movingLeft: Bool) -> SwipeActionsView.Edge {
    let rtl = host?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return movingLeft != rtl ? .trailing : .leading
  }

  /// Moves the swiped row (and re-lays its actions) to an offset.
  func setOffset(_ offset: CGFloat, animated: Bool) {
    guard state != nil else { return }
    state?.offset = offset
    if animated { UIView.animate(withDuration: 0.25) { self.layout() } } else { layout() }
  }

  /// Hides the open actions, moving the row back.
  func close(animated: Bool) {
    guard let open = state, let host else { return }
    state = nil
    open.view?.removeFromSuperview()
    if animated {
      UIView.animate(withDuration: 0.25) { host.setSwipeOffset(0, ofRowAt: open.indexPath) }
    } else {
      host.setSwipeOffset(0, ofRowAt: open.indexPath)
    }
  }

  /// Follows the rows of a batch update: the open row moves to its new index path, or closes when it is gone.
  func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
    guard let open = state else { return }
    if let new = newIndexPath(open.indexPath) { state?.indexPath = new } else { close(animated: false) }
  }

  /// Runs an action's handler; when it completes, the row closes.
  func perform(_ action: UIContextualAction) {
    guard let view = state?.view else { return }
    action.handler(action, view) { [weak self] _ in self?.close(animated: true) }
  }

  /// The action whose button is at a point of the content, if the actions are open there.
  func action(at point: CGPoint) -> UIContextualAction? {
    guard let view = state?.view, let host else { return nil }
    return view.action(at: host.convert(point, to: view))
  }

  /// Places the swiped row and its actions (the list calls this after laying out its rows).
  func layout() {
    guard let open = state, let host, let view = open.view else { return }
    host.setSwipeOffset(open.offset, ofRowAt: open.indexPath)
    let row = host.swipeRowRect(at: open.indexPath)
    let revealed = abs(open.offset)
    view.frame = CGRect(
      x: view.onRight ? row.maxX - revealed : row.minX, y: row.minY, width: revealed, height: row.height)
    view.layout(revealed: revealed, fullSwipe: isFullSwipe(open))
  }

  /// Whether the row is swiped far enough that letting go performs the first action.
  private func isFullSwipe(_ open: SwipeState) -> Bool {
    guard let host, let view = open.view, view.configuration.performsFirstActionWithFullSwipe else { return false }
    let width = host.swipeRowRect(at: open.indexPath).width
    return abs(open.offset) > max(width * RowSwipeController.fullSwipeFraction, view.revealWidth + 1)
  }

  /// The pan moved: the row follows the finger (stopping at the revealed width unless a full swipe is possible);
  /// letting go opens, closes or performs the first action.
  func panChanged(_ pan: SwipeActionsPanGestureRecognizer) {
    guard let host else { return }
    switch pan.state {
    case .began:
      guard let start = pan.startLocation(in: host), let row = host.swipeRow(at: start) else { return }
      let current = state?.indexPath == row ? state!.offset : 0
      let side = edge(movingLeft: current + pan.translation(in: host).x < 0)
      pan.baseOffset = begin(at: row, edge: side) ? current : 0
      pan.activeRow = row
    case .changed:
      guard let open = state, open.indexPath == pan.activeRow, let view = open.view else { return }
      var offset = pan.baseOffset + pan.translation(in: host).x
      // The row moves only towards the side whose actions show.
      offset = view.onRight ? min(offset, 0) : max(offset, 0)
      let width = host.swipeRowRect(at: open.indexPath).width
      let limit = view.configuration.performsFirstActionWithFullSwipe ? width : view.revealWidth
      setOffset(max(min(offset, limit), -limit), animated: false)
    case .ended:
      guard let open = state, open.indexPath == pan.activeRow, let view = open.view else { return }
      let width = host.swipeRowRect(at: open.indexPath).width
      if isFullSwipe(open), let first = view.firstAction {
        setOffset(view.onRight ? -width : width, animated: false)
        perform(first)
      } else if abs(open.offset) > view.revealWidth / 2 {
        setOffset(view.onRight ? -view.revealWidth : view.revealWidth, animated: true)
      } else {
        close(animated: true)
      }
    case .cancelled, .failed:
      if let open = state, open.indexPath == pan.activeRow { close(animated: true) }
    default: break
    }
  }

  /// Whether a horizontal drag starting at a point can swipe a row: the row must have actions on the side the
  /// drag uncovers, or already be swiped.
  func canSwipe(at point: CGPoint, movingLeft: Bool) -> Bool {
    guard let host, !host.isDragging, let row = host.swipeRow(at: point) else { return false }
    if state?.indexPath == row { return true }
    return host.swipeActions(for: row, edge: edge(movingLeft: movingLeft)) != nil
  }
}

/// The horizontal pan of a list's rows that reveals their swipe actions. It begins only for a drag mostly across
/// a row that has actions on the uncovered side, so vertical drags scroll.
@MainActor final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
  private weak var controller: RowSwipeController?
  /// The row being swiped and its offset when the pan began.
  var activeRow: IndexPath?
  var baseOffset: CGFloat = 0

  init(controller: RowSwipeController) {
    self.controller = controller
    super.init()
    addTarget { [weak controller] recognizer in
      controller?.panChanged(recognizer as! SwipeActionsPanGestureRecognizer)
    }
  }

  /// Where the drag started, in a view's coordinates.
  func startLocation(in view: UIView) -> CGPoint? {
    guard let start = startPoint, let window = view.window else { return nil }
    return view.convert(start, from: window)
  }

  override func shouldBeginPan(_ touch: UITouch) -> Bool {
    guard let controller, let view, let start = startLocation(in: view) else { return false }
    let dx = touch.locationInWindow.x - (startPoint?.x ?? 0)
    let dy = touch.locationInWindow.y - (startPoint?.y ?? 0)
    guard abs(dx) > abs(dy) else { return false }
    return controller.canSwipe(at: start, movingLeft: dx < 0)
  }

  override func reset() {
    super.reset()
    activeRow = nil
    baseOffset = 0
  }
}
