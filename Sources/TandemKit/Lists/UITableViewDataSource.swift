import Foundation

/// What a table view shows: its sections, rows and cells.
@MainActor @preconcurrency public protocol UITableViewDataSource: AnyObject {
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// How a table view's rows size and respond to selection (on top of scroll view events).
@MainActor @preconcurrency public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height (`UITableView.automaticDimension` sizes the cell to its content).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row is about to be selected: return another index path to select instead, or nil for none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to show a row.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell stopped showing a row.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
