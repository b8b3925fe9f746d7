import Foundation

extension UIViewController {
  /// Shows a child controller's view over this controller's view, or removes it (search results and
  /// suggestions). The child's view is the content view's sibling — the content's own subviews stay its own (a
  /// hosting view's are its graph's) — at its frame, keeping clear of the bars as this controller's content does.
  package func setOverlay(_ child: UIViewController, shown: Bool) {
    if shown {
      child.barSafeAreaInsets = barSafeAreaInsets
      guard child.parent == nil, let content = viewIfLoaded, let container = content.superview else { return }
      addChild(child)
      child.view.frame = content.frame
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(child.view, aboveSubview: content)
      child.didMove(toParent: self)
    } else if child.parent === self {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
  }
}
