import Foundation

/// A cell that re-sizes itself when its content changes size.
@MainActor package protocol SelfSizingCell: AnyObject {
  /// The content may have changed size (from a view's constraints, or from the cell itself).
  func contentSizeMayHaveChanged(fromConstraints: Bool)
  /// Whether a change of the content's size would re-size the cell: its list sizes it by its content (a table row
  /// of automatic height, a collection view item) and self-sizing invalidation is on.
  var isSizedByContent: Bool { get }
}

/// A content view that knows where its first text starts (separators of list rows align to it).
@MainActor package protocol SeparatorAligning: UIView {
  /// Where separators start, in this view's coordinates (nil: unknown).
  var separatorLeading: CGFloat? { get }
  /// Where separators end, in this view's coordinates (nil: the row's trailing edge).
  var separatorTrailing: CGFloat? { get }
  /// Whether the content hides its row's separator.
  var separatorHidden: Bool { get }
  /// The color the content gives its row's separator (nil: the list's).
  var separatorTint: UIColor? { get }
}

extension SeparatorAligning {
  package var separatorTrailing: CGFloat? { nil }
  package var separatorHidden: Bool { false }
  package var separatorTint: UIColor? { nil }
}

/// A content view that declares its row's swipe actions (a hosting configuration's `swipeActions`).
@MainActor package protocol SwipeActionsProviding: UIView {
  /// The actions revealed by swiping towards the trailing (or leading) edge, or nil.
  func swipeActionsConfiguration(trailing: Bool) -> UISwipeActionsConfiguration?
}

extension UIView {
  /// Tells the enclosing cell that its content changed size (a self-sizing list measures it again).
  package func invalidateEnclosingCellSize() {
    var ancestor = superview
    while let view = ancestor {
      if let cell = view as? any SelfSizingCell {
        cell.contentSizeMayHaveChanged(fromConstraints: false)
        return
      }
      ancestor = view.superview
    }
  }

  /// Whether the enclosing cell re-sizes when this view's content changes size (false outside a cell, and in a
  /// row of fixed height): content need not measure its fitting size for the cell otherwise.
  package var enclosingCellIsSizedByContent: Bool {
    var ancestor = superview
    while let view = ancestor {
      if let cell = view as? any SelfSizingCell { return cell.isSizedByContent }
      ancestor = view.superview
    }
    return false
  }
}

/// A cell's content view: a view in it changing its intrinsic size may re-size the cell (with
/// `.enabledIncludingConstraints` self-sizing invalidation).
@MainActor final class CellContentView: UIView {
  override var marginsFollowVerticalSafeArea: Bool { false }
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    super.subviewIntrinsicContentSizeDidChange(subview)
    (superview as? any SelfSizingCell)?.contentSizeMayHaveChanged(fromConstraints: true)
  }
}
