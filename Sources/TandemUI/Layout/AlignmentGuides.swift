import Foundation

/// Resolves alignment guides in the graph: a view's explicit value for a guide (set with `alignmentGuide` on it or
/// on the single-child chain of modifiers inside it, outermost first), or the guide's default value.
@MainActor enum AlignmentGuides {
  /// The value of `key` in `node` laid out at `size`, measured from the node's leading or top edge.
  static func value(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat {
    if let explicit = explicitValue(key, of: node, size: size) { return explicit }
    if let fraction = key.fraction { return fraction * key.length(size) }
    if let kind = key.baseline {
      // Text baselines need the text placed.
      return node.measurePlaced(at: CGRect(origin: .zero, size: size)) { node.textBaseline(kind) ?? size.height }
    }
    return key.defaultValue(ViewDimensions(size: size, node: node))
  }

  /// The explicit value of `key` in `node` at `size`, or nil when nothing inside sets it. A container's explicit
  /// value is its first child's that has one (as SwiftUI combines them by default), moved by where that child sits.
  static func explicitValue(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
    // A custom layout may set any guide itself.
    if node.capabilities.contains(.customLayout),
      let value = (node.content as? any CustomLayoutAlignment)?.explicitValue(key, node: node, size: size)
    {
      return value
    }
    guard node.explicitGuideKeys.contains(key) else { return nil }
    // Where the guide's view sits depends on the layout inside: place the subtree at the origin to learn it.
    return node.measurePlaced(at: CGRect(origin: .zero, size: size)) { placedExplicitValue(key, of: node) }
  }

  private static func placedExplicitValue(_ key: AlignmentKey, of node: ViewNode) -> CGFloat? {
    guard node.explicitGuideKeys.contains(key) else { return nil }
    if let guide = node.modifier(as: AlignmentGuideModifier.self), guide.key == key {
      return guide.computeValue(ViewDimensions(size: node.frame.size, node: node.layoutChildren.first))
    }
    for child in node.layoutChildren {
      guard let value = placedExplicitValue(key, of: child) else { continue }
      return value
        + (key.axis == .horizontal ? child.frame.minX - node.frame.minX : child.frame.minY - node.frame.minY)
    }
    return nil
  }

  /// Lines children up along one axis by a guide: each child's offset from the shared guide line, and the extent
  /// (length before the line, total length) of the group.
  static func arrange(_ key: AlignmentKey, children: [ViewNode], sizes: [CGSize]) -> (
    offsets: [CGFloat], before: CGFloat, length: CGFloat
  ) {
    var offsets = [CGFloat](repeating: 0, count: children.count)
    var before = -CGFloat.infinity
    var after = -CGFloat.infinity
    for i in 0..<children.count {
      let offset = value(key, of: children[i], size: sizes[i])
      offsets[i] = offset
      before = max(before, offset)
      after = max(after, key.length(sizes[i]) - offset)
    }
    if children.isEmpty { return ([], 0, 0) }
    return (offsets, before, before + after)
  }
}

/// Sets a view's value for an alignment guide.
nonisolated struct AlignmentGuideModifier: PrimitiveModifier {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat
  @MainActor func makeContent() -> any NodeContent { AlignmentGuideContent() }
}

/// Lays out as its content.
final class AlignmentGuideContent: NodeContent, LayoutOnly {}

extension View {
  /// Sets the view's horizontal guide `g` to the value `computeValue` returns from the view's dimensions.
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
  }
  /// Sets the view's vertical guide `g` to the value `computeValue` returns from the view's dimensions.
  nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
  }
}
