import Foundation

/// A split view controller's delegate (all methods optional): it hears display mode changes, and may take over
/// collapsing (to one column, in a compact width) and expanding (back to columns).
@MainActor @preconcurrency public protocol UISplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// A column-style split collapses: the column whose controller shows on top (the proposal is `.secondary`).
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// A column-style split expands: the display mode to show (the proposal is the automatic one).
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// The split collapsed to one column.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The split expanded to its columns.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// A column is about to show.
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// A column is about to hide.
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  /// A classic split collapses: return true to discard the secondary controller yourself (false: the split pushes
  /// it onto the primary navigation controller).
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// A classic split expands: the controller to show as the secondary (nil: the split separates what was pushed).
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// The split is asked to show a controller in its primary column: return true if you showed it.
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
    -> Bool
  /// The split is asked to show a controller as its detail: return true if you showed it.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
}
