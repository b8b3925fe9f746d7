import Foundation

/// A cell that re-sizes itself when its content changes size.
@MainActor protocol SelfSizingCell: AnyObject {
  /// The content may have changed size (from a view's constraints, or from the cell itself).
  func contentSizeMayHaveChanged(fromConstraints: Bool)
}

/// A cell's content view: a view in it changing its intrinsic size may re-size the cell (with
/// `.enabledIncludingConstraints` self-sizing invalidation).
@MainActor final class CellContentView: UIView {
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    super.subviewIntrinsicContentSizeDidChange(subview)
    (superview as? any SelfSizingCell)?.contentSizeMayHaveChanged(fromConstraints: true)
  }
}

extension UIView {
  /// Sets the layout margins only when they differ (setting them re-lays out the view and its subviews).
  func setLayoutMarginsIfChanged(_ margins: UIEdgeInsets) {
    if !layoutMarginsWereSet || layoutMargins != margins { layoutMargins = margins }
  }
}
