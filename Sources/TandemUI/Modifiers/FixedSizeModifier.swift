import Foundation

/// Makes the view take its ideal size along the chosen axes, whatever it is offered.
nonisolated struct FixedSizeModifier: PrimitiveModifier {
  let horizontal: Bool
  let vertical: Bool
  @MainActor func makeContent() -> any NodeContent { FixedSizeContent() }
}

final class FixedSizeContent: NodeContent, LayoutOnly {
  private func proposal(_ proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
    let fixed = node.modifier(as: FixedSizeModifier.self)
    return ProposedViewSize(
      width: fixed?.horizontal == true ? nil : proposal.width, height: fixed?.vertical == true ? nil : proposal.height)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.layoutChildren.first?.sizeThatFits(self.proposal(proposal, node: node)) ?? .zero
  }
  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren {
      child.place(
        in: Alignment.center.place(child.sizeThatFits(proposal(ProposedViewSize(bounds.size), node: node)), in: bounds))
    }
  }
}

extension View {
  /// Fixes the view at its ideal size on both axes.
  nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
  /// Fixes the view at its ideal size on the chosen axes.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}
