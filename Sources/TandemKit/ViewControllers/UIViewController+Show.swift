import Foundation

extension UIViewController {
  /// The nearest ancestor that shows controllers itself: for `show(_:sender:)` a navigation or split view
  /// controller, for `showDetailViewController(_:sender:)` a split view controller.
  package func showTarget(detail: Bool) -> UIViewController? {
    var current = parent
    while let controller = current {
      if controller is UISplitViewController || (!detail && controller is UINavigationController) {
        return controller
      }
      current = controller.parent
    }
    return nil
  }
}
