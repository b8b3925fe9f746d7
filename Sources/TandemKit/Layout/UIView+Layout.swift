import Foundation
import TandemGraphics

/// Layout state of one view.
@MainActor package struct LayoutItemState {
  /// The engine, on a hierarchy's root view only.
  package var engine: LayoutEngine?
  /// Active constraints installed on this view (their closest common ancestor).
  package var installed: [NSLayoutConstraint] = []
  package var translatesAutoresizingMask = true
  package var hugging: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
  package var compression: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
  package var anchors: AnchorSet?
  package var guides: [UILayoutGuide] = []
  package var marginsGuide: UILayoutGuide?
  package var safeAreaGuide: UILayoutGuide?
  package var readableGuide: UILayoutGuide?
  package var keyboardGuide: UIKeyboardLayoutGuide?
  package var needsUpdateConstraints = true
  /// Whether this view or a view below it has `updateConstraints` pending (then every ancestor's is set too).
  package var subtreeNeedsUpdateConstraints = true
  package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  package var lastSafeAreaInsets: UIEdgeInsets?
  /// The safe area insets the subviews were last laid out for (a move that keeps them needs no new layout).
  package var safeAreaForSubviews: UIEdgeInsets?
  package var lastMargins: UIEdgeInsets?
  package var settingFrameFromEngine = false
  package var marginsSet = false
  package var preservesSuperviewMargins = false
  package var insetsMarginsFromSafeArea = true
  init() {}
}
