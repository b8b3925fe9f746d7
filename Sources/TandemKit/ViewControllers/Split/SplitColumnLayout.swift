import Foundation
import TandemGraphics

/// Where an expanded split view controller's columns go for a display mode: the columns beside the secondary
/// tile from the primary edge; columns over the secondary overlay it (which then fills the container, dimmed);
/// displacing columns push the secondary aside, its width kept.
struct SplitColumnLayout: Equatable {
  /// The primary column's frame (nil: hidden).
  var primary: CGRect?
  /// The supplementary column's frame (nil: hidden, or a double-column split).
  var supplementary: CGRect?
  /// The secondary column's frame.
  var secondary: CGRect
  /// Whether the shown side columns lie over the secondary (which is dimmed and dismisses them when tapped).
  var overlays: Bool

  /// The frames for `mode` (resolved: never `.automatic`) in `bounds`; `tripleColumn` says whether the split has a
  /// supplementary column; `fromLeft` whether the primary edge is the left one.
  static func place(
    mode: UISplitViewController.DisplayMode, tripleColumn: Bool, in bounds: CGRect, primaryWidth: CGFloat,
    supplementaryWidth: CGFloat, fromLeft: Bool
  ) -> SplitColumnLayout {
    let width = bounds.width
    let height = bounds.height
    func column(_ x: CGFloat, _ w: CGFloat) -> CGRect {
      CGRect(x: fromLeft ? x : width - x - w, y: 0, width: w, height: height)
    }
    let full = column(0, width)
    switch mode {
    case .automatic, .secondaryOnly:
      return SplitColumnLayout(primary: nil, supplementary: nil, secondary: full, overlays: false)
    case .oneBesideSecondary, .oneOverSecondary:
      // The one column is the primary of a double-column split, the supplementary of a triple-column one.
      let side = tripleColumn ? supplementaryWidth : primaryWidth
      let beside = mode == .oneBesideSecondary
      let shown = column(0, side)
      let secondary = beside ? column(side, max(width - side, 0)) : full
      return SplitColumnLayout(
        primary: tripleColumn ? nil : shown, supplementary: tripleColumn ? shown : nil, secondary: secondary,
        overlays: !beside)
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      let primary = column(0, primaryWidth)
      let supplementary = column(primaryWidth, supplementaryWidth)
      let sides = primaryWidth + supplementaryWidth
      let secondary: CGRect
      switch mode {
      case .twoBesideSecondary: secondary = column(sides, max(width - sides, 0))
      case .twoDisplaceSecondary: secondary = column(sides, width)
      default: secondary = full
      }
      return SplitColumnLayout(
        primary: primary, supplementary: supplementary, secondary: secondary, overlays: mode == .twoOverSecondary)
    }
  }
}
