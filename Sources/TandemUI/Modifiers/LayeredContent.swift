import Foundation

/// A modifier that adds a view behind or in front of the content, sized to the content's frame.
@MainActor protocol LayerModifier {
  var alignment: Alignment { get }
  /// Whether the added view is in front (overlay) rather than behind (background).
  var isInFront: Bool { get }
}

/// Sizes to the content; the added view is proposed the content's size and aligned inside its frame.
/// Children are in drawing order: [added, content] for backgrounds, [content, added] for overlays.
final class LayeredContent: NodeContent, LayoutOnly, SpacingProviding {
  /// The content's preferences (the added view does not change them).
  func spacing(node: ViewNode) -> ViewSpacing { parts(node)?.content.spacing ?? .standard }

  private func parts(_ node: ViewNode) -> (content: ViewNode, added: ViewNode, alignment: Alignment)? {
    guard node.children.count == 2, let layer = node.modifier(as: (any LayerModifier).self)
    else { return nil }
    return layer.isInFront
      ? (node.children[0], node.children[1], layer.alignment) : (node.children[1], node.children[0], layer.alignment)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    parts(node)?.content.sizeThatFits(proposal) ?? .zero
  }
  func place(in bounds: CGRect, node: ViewNode) {
    guard let (content, added, alignment) = parts(node) else { return }
    content.place(in: bounds)
    added.place(in: alignment.place(added, size: added.sizeThatFits(ProposedViewSize(bounds.size)), in: bounds))
  }
}
