import Foundation

/// A `ZStack`'s layout as a `Layout` value: subviews on top of each other, lined up by `alignment`.
@frozen public struct ZStackLayout: Layout {
  /// The guides the subviews line up by.
  public var alignment: Alignment
  /// An overlaying layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    onMainActor {
      let a = AlignedOverlayContent.arrangement(alignment, children: Array(subviews.subviewNodes), proposal: proposal)
      return CGSize(width: a.x.length, height: a.y.length)
    }
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    onMainActor {
      AlignedOverlayContent.place(alignment, children: Array(subviews.subviewNodes), in: bounds)
      for child in subviews.subviewNodes { CustomLayoutPlacements.placed(child) }
    }
  }
}
