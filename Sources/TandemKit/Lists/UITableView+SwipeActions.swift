import Foundation

extension UITableView: SwipeActionsHost {
  /// The row swiped aside, if any.
  var swipe: SwipeState? { swiping.state }

  func swipeRowRect(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }
  func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

  func setSwipeOffset(_ offset: CGFloat, ofRowAt indexPath: IndexPath) {
    guard let cell = cells[indexPath] else { return }
    cell.swipeOffset = offset
    var frame = rectForRow(at: indexPath)
    frame.origin.x += offset
    cell.frame = frame
  }

  /// The actions a row shows when swiped towards an edge: the delegate's, or for trailing swipes on editable rows
  /// a Delete action that commits the deletion through the data source. Nil when there are none.
  func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? {
    let configuration: UISwipeActionsConfiguration?
    switch edge {
    case .leading:
      configuration =
        tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        ?? cells[indexPath]?.contentHost.swipeActions(edge: .leading)
    case .trailing:
      if let custom = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        ?? cells[indexPath]?.contentHost.swipeActions(edge: .trailing)
      {
        configuration = custom
      } else if editingStyle(for: indexPath) == .delete {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
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
}
