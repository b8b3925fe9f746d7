import Foundation

/// How content fills a frame with a fixed aspect ratio: wholly visible (fit) or covering it (fill).
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// Constrains the content to an aspect ratio (width / height) inside the proposal.
nonisolated struct AspectRatioModifier: PrimitiveModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode
  @MainActor func makeContent() -> any NodeContent { AspectRatioContent() }
}

final class AspectRatioContent: NodeContent, LayoutOnly {
  private func size(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let modifier = node.modifier(as: AspectRatioModifier.self), let child = node.layoutChildren.first else {
      return .zero
    }
    let ideal = child.sizeThatFits(.unspecified)
    let ratio = modifier.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard ratio > 0 else { return .zero }
    let width = proposal.width ?? ideal.width
    let height = proposal.height ?? (proposal.width.map { $0 / ratio } ?? ideal.height)
    let byWidth = CGSize(width: width, height: width / ratio)
    let byHeight = CGSize(width: height * ratio, height: height)
    let fits = byWidth.height <= height
    let target = modifier.contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
    return child.sizeThatFits(ProposedViewSize(target))
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { size(proposal, node: node) }
  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren {
      child.place(in: Alignment.center.place(size(ProposedViewSize(bounds.size), node: node), in: bounds))
    }
  }
}

extension View {
  /// Constrains the view to an aspect ratio (its own when nil), fitting or filling the space it is offered.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }
  /// Scales the view to fit the space it is offered, keeping its aspect ratio.
  nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// Scales the view to fill the space it is offered, keeping its aspect ratio.
  nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
