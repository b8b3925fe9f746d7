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
  /// The children's sizes for a proposal and where their guides sit on each axis.
  static func arrangement(_ alignment: Alignment, children: [ViewNode], proposal: ProposedViewSize) -> (
    sizes: [CGSize], x: (offsets: [CGFloat], before: CGFloat, length: CGFloat),
    y: (offsets: [CGFloat], before: CGFloat, length: CGFloat)
  ) {
    let sizes = children.map { $0.sizeThatFits(proposal) }
    return (
      sizes, AlignmentGuides.arrange(alignment.horizontal.key, children: children, sizes: sizes),
      AlignmentGuides.arrange(alignment.vertical.key, children: children, sizes: sizes)
    )
  }

  /// Places the children lined up by the alignment's guides, the group centred in `bounds`.
  static func place(_ alignment: Alignment, children: [ViewNode], in bounds: CGRect) {
    let a = arrangement(alignment, children: children, proposal: ProposedViewSize(bounds.size))
    let lineX = bounds.minX + (bounds.width - a.x.length) / 2 + a.x.before
    let lineY = bounds.minY + (bounds.height - a.y.length) / 2 + a.y.before
    for (index, child) in children.enumerated() {
      child.place(
        in: CGRect(
          x: lineX - a.x.offsets[index], y: lineY - a.y.offsets[index], width: a.sizes[index].width,
          height: a.sizes[index].height))
    }
  }

  private func alignment(_ node: ViewNode) -> Alignment { (node.view as? any ZStackValue)?.alignment ?? .center }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let a = Self.arrangement(alignment(node), children: node.layoutChildren, proposal: proposal)
    return CGSize(width: a.x.length, height: a.y.length)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    Self.place(alignment(node), children: node.layoutChildren, in: bounds)
  }
}

/// Any `ZStack`, for its node content.
@MainActor protocol ZStackValue {
  var alignment: Alignment { get }
}
