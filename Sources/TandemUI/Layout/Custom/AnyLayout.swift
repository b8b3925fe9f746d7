import Foundation

/// A layout of any type: switching the layout a container uses (an `HStackLayout` for a `VStackLayout`) keeps its
/// subviews — their identity and state — and, in an animated update, moves them to their new places.
public struct AnyLayout: Layout {
  private let box: any AnyLayoutBox

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) { box = LayoutBox(layout) }

  /// The wrapped layout's cache, remade when the layout's type changes.
  public struct Cache {
    fileprivate var type: ObjectIdentifier
    fileprivate var value: Any
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews) }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache, subviews) }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.ensure(&cache, subviews)
    return box.spacing(subviews, &cache.value)
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    box.ensure(&cache, subviews)
    return box.sizeThatFits(proposal, subviews, &cache.value)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    box.ensure(&cache, subviews)
    box.placeSubviews(bounds, proposal, subviews, &cache.value)
  }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.ensure(&cache, subviews)
    return box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
  }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.ensure(&cache, subviews)
    return box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
  }
}

/// The wrapped layout, behind one interface.
private protocol AnyLayoutBox: Sendable {
  func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache
  func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews)
  func ensure(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews)
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
  func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
  func explicitAlignment(
    _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat?
  func explicitAlignment(
    _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat?
}

private struct LayoutBox<L: Layout>: AnyLayoutBox, @unchecked Sendable {
  let layout: L
  init(_ layout: L) { self.layout = layout }

  func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
    AnyLayout.Cache(type: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
  }
  func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
    guard cache.type == ObjectIdentifier(L.self), var own = cache.value as? L.Cache else {
      cache = makeCache(subviews)
      return
    }
    layout.updateCache(&own, subviews: subviews)
    cache.value = own
  }
  /// A cache made by another type of layout (the wrapped one was switched) is remade for this one.
  func ensure(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
    if cache.type != ObjectIdentifier(L.self) { cache = makeCache(subviews) }
  }
  private func with<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
    var own = cache as! L.Cache
    defer { cache = own }
    return body(&own)
  }
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
    with(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
  }
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
    with(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }
  func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
  ) {
    with(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }
  func explicitAlignment(
    _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat? {
    with(&cache) {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
  func explicitAlignment(
    _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat? {
    with(&cache) {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}
