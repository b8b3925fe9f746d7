import Foundation

/// A `VStack`'s layout as a `Layout` value (for `AnyLayout`, or called with content).
@frozen public struct VStackLayout: Layout {
  /// The guide the subviews line up by horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews, or nil for their preferred spacing.
  public var spacing: CGFloat?
  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    onMainActor { StackLayout(axis: .vertical, spacing: spacing, alignment: alignment.key).size(subviews, proposal) }
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    onMainActor { StackLayout(axis: .vertical, spacing: spacing, alignment: alignment.key).place(subviews, in: bounds) }
  }
  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    onMainActor { StackLayout(axis: .vertical, spacing: spacing, alignment: alignment.key).spacing(subviews) }
  }
}
