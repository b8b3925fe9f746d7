/// Custom layout: the `Layout` protocol (a container's own sizing and placement of its subviews, with a cache and
/// spacing), the subview proxies it works on (`LayoutSubviews`, `LayoutSubview`, `LayoutValueKey`), `AnyLayout`
/// and the built-in stacks as layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`), and `ViewThatFits`. A
/// layout called with content (`MyLayout { … }`) becomes a node whose content (`CustomLayoutContent`) asks the
/// layout for its size and placements during the graph's layout pass; the proxies measure and place the child
/// nodes directly, so custom layouts size, cache and re-lay out exactly like the built-in stacks.
import Foundation

/// A type that sizes a container and places its subviews: SwiftUI asks `sizeThatFits` (possibly several times,
/// with different proposals) and then `placeSubviews` once with bounds of one of the sizes it returned.
public protocol Layout: Animatable {
  /// How the layout behaves as a container (a `Spacer` in it follows `stackOrientation`).
  static var layoutProperties: LayoutProperties { get }
  /// Data the layout keeps between calls (measurements it would otherwise repeat).
  associatedtype Cache = Void
  /// The proxies of the container's subviews.
  typealias Subviews = LayoutSubviews
  /// Makes the cache for a set of subviews.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// Brings the cache up to date after the subviews or the layout changed (by default, makes a new one).
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  /// The container's spacing preferences (by default, the union of its subviews').
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// The container's size for a proposal.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  /// Places every subview in `bounds` (a size the container returned, at its place in the parent).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  /// The container's own value of a horizontal guide, or nil for the default (its subviews' merged value).
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  /// The container's own value of a vertical guide, or nil for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// A plain container: no stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// A container laying out `content` with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// How a layout behaves as a container.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, if any: a `Spacer` or `Divider` in it follows this axis.
  public var stackOrientation: Axis?
  /// Properties of a plain container.
  public init() {}
}
