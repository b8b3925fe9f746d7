import Foundation

/// Overlays its children, later ones in front, aligned by `alignment`; its size is the union of theirs.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView, ZStackValue {
  let alignment: Alignment
  let content: Content
  /// Views on top of each other.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  @MainActor package func makeContent() -> any NodeContent { AlignedOverlayContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// Lines every child up by the alignment's guides on both axes; its size is the union of the aligned children.
final class AlignedOverlayContent: NodeContent, LayoutOnly {
  private func arrangement(_ proposal: ProposedViewSize, node: ViewNode) -> (
    children: [ViewNode], sizes: [CGSize], x: (offsets: [CGFloat], before: CGFloat, length: CGFloat),
    y: (offsets: [CGFloat], before: CGFloat, length: CGFloat)
  ) {
    let alignment = (node.view as? any ZStackValue)?.alignment ?? .center
    let children = node.layoutChildren
    let sizes = children.map { $0.sizeThatFits(proposal) }
    return (
      children, sizes, AlignmentGuides.arrange(alignment.horizontal.key, children: children, sizes: sizes),
      AlignmentGuides.arrange(alignment.vertical.key, children: children, sizes: sizes)
    )
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let a = arrangement(proposal, node: node)
    return CGSize(width: a.x.length, height: a.y.length)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    let a = arrangement(ProposedViewSize(bounds.size), node: node)
    let lineX = bounds.minX + (bounds.width - a.x.length) / 2 + a.x.before
    let lineY = bounds.minY + (bounds.height - a.y.length) / 2 + a.y.before
    for (index, child) in a.children.enumerated() {
      child.place(
        in: CGRect(
          x: lineX - a.x.offsets[index], y: lineY - a.y.offsets[index], width: a.sizes[index].width,
          height: a.sizes[index].height))
    }
  }
}

/// Any `ZStack`, for its node content.
@MainActor protocol ZStackValue {
  var alignment: Alignment { get }
}
