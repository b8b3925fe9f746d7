import Foundation

/// An `HStack`'s layout as a `Layout` value (for `AnyLayout`, or called with content).
@frozen public struct HStackLayout: Layout {
  /// The guide the subviews line up by vertically.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews, or nil for their preferred spacing.
  public var spacing: CGFloat?
  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    onMainActor { StackLayout(axis: .horizontal, spacing: spacing, alignment: alignment.key).size(subviews, proposal) }
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    onMainActor {
      StackLayout(axis: .horizontal, spacing: spacing, alignment: alignment.key).place(subviews, in: bounds)
    }
  }
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    onMainActor { StackLayout(axis: .horizontal, spacing: spacing, alignment: alignment.key).spacing(subviews) }
  }
}

extension StackLayout {
  /// The stack's size for a proposal, as a layout over `subviews`.
  func size(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize {
    let children = Array(subviews.subviewNodes)
    let gaps = gaps(between: children)
    return size(of: sizes(of: children, gaps: gaps, proposal: proposal), children: children, gaps: gaps)
  }
  /// Places `subviews` in `bounds` as the stack does.
  func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
    let children = Array(subviews.subviewNodes)
    let gaps = gaps(between: children)
    place(
      children: children, sizes: sizes(of: children, gaps: gaps, proposal: ProposedViewSize(bounds.size)), gaps: gaps,
      in: bounds)
    for child in children { CustomLayoutPlacements.placed(child) }
  }
  /// The stack's spacing preferences over `subviews`.
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    let children = Array(subviews.subviewNodes)
    for child in children { child.stackAxis = axis }
    return spacing(of: children)
  }
}
