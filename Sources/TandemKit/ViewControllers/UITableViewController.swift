import Foundation

/// A view controller whose view is a table view it is the data source and delegate of: subclasses override the
/// data source and delegate methods they need. Selection clears when the view appears again, and editing mode
/// reaches the table.
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  /// The table's style.
  private let tableStyle: UITableView.Style
  private var tableStorage: UITableView?

  /// The table view (the controller's view), made when the view loads.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return tableStorage
    }
    set {
      tableStorage = newValue
      view = newValue
    }
  }
  /// Whether rows selected when the view disappeared are deselected when it appears again (true by default).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller with a table of a style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates the controller from an archive (see `UIViewController.init(coder:)`).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// Makes the table: the storyboard scene's when the controller has one (its outlets name the data source and
  /// delegate), else a new one with this controller as both.
  open override func loadView() {
    if archivedViewLoader != nil {
      super.loadView()
      if let table = viewIfLoaded as? UITableView {
        tableStorage = table
        return
      }
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    tableStorage = table
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = tableStorage else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
  }

  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableStorage?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A subclass with rows returns their cells; the base class has none to give (UIKit raises here too).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    preconditionFailure(
      "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self)): override "
        + "tableView(_:cellForRowAt:)")
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    self.tableView(tableView, canEditRowAt: indexPath) ? .delete : .none
  }
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

  // MARK: UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
