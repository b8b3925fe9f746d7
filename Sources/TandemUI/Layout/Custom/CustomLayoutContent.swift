import Foundation

/// A layout called with content: a container node laying its children out with the layout.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView, LayoutCarrying {
  let layout: L
  let content: Content
  @MainActor var carriedLayout: any Layout { layout }
  @MainActor package func makeContent() -> any NodeContent { CustomLayoutContent<L>() }
  @MainActor package var childViews: [any View] { [content] }
}

/// Any custom layout's view, for its node content.
@MainActor protocol LayoutCarrying {
  var carriedLayout: any Layout { get }
}

/// Any custom layout's node content, for reading the layout's explicit guides.
@MainActor protocol CustomLayoutAlignment {
  func explicitValue(_ key: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat?
}

/// Sizes and places the node's children with its layout, keeping the layout's cache: made for the first
/// measurement, updated (`updateCache`) after the layout or the children change.
final class CustomLayoutContent<L: Layout>: NodeContent, LayoutOnly, SpacingProviding, CustomLayoutAlignment {
  private var layout: L?
  private var cache: L.Cache?
  private var cacheIsStale = false

  func update(from view: any View, node: ViewNode) {
    guard let carried = (view as? any LayoutCarrying)?.carriedLayout as? L else { return }
    layout = carried
    cacheIsStale = true
  }

  func invalidateLayout() { cacheIsStale = true }

  /// The subviews, with the cache ready for them; nil before the first update.
  private func prepare(_ node: ViewNode) -> (L, LayoutSubviews)? {
    guard let layout else { return nil }
    let children = node.layoutChildren
    if let axis = L.layoutProperties.stackOrientation {
      for child in children where child.stackAxis != axis { child.stackAxis = axis }
    }
    let subviews = LayoutSubviews(children, layoutDirection: node.environment.layoutDirection)
    if cache == nil {
      cache = layout.makeCache(subviews: subviews)
    } else if cacheIsStale {
      layout.updateCache(&cache!, subviews: subviews)
    }
    cacheIsStale = false
    return (layout, subviews)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let (layout, subviews) = prepare(node) else { return .zero }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache!)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    guard let (layout, subviews) = prepare(node) else { return }
    let placed = CustomLayoutPlacements.record {
      layout.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache!)
    }
    // A subview the layout does not place sits at its ideal size in the middle of the bounds.
    for child in subviews.subviewNodes where !placed.contains(ObjectIdentifier(child)) {
      let size = child.sizeThatFits(.unspecified)
      child.place(
        in: CGRect(
          x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }
  }

  func spacing(node: ViewNode) -> ViewSpacing {
    guard let (layout, subviews) = prepare(node) else { return .standard }
    return layout.spacing(subviews: subviews, cache: &cache!)
  }

  func explicitValue(_ key: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
    guard let (layout, subviews) = prepare(node) else { return nil }
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    if key.axis == .horizontal {
      return layout.explicitAlignment(
        of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
    }
    return layout.explicitAlignment(
      of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
  }
}

/// The subviews a layout placed during one `placeSubviews` call.
@MainActor enum CustomLayoutPlacements {
  @exclusivity(unchecked) private static var current: Set<ObjectIdentifier>?

  /// Runs a placement, returning the subviews it placed (nested layouts record their own).
  static func record(_ work: () -> Void) -> Set<ObjectIdentifier> {
    let outer = current
    current = []
    work()
    let placed = current ?? []
    current = outer
    return placed
  }

  static func placed(_ node: ViewNode) { current?.insert(ObjectIdentifier(node)) }
}
