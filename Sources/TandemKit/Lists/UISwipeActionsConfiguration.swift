import Foundation

/// The actions revealed by swiping a list row towards one edge, the first nearest the row's edge.
@MainActor @preconcurrency open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first one outermost (next to the edge the row moved away from).
  public let actions: [UIContextualAction]
  /// Whether swiping all the way across performs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of actions.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
