import Foundation

/// Places the centre of the view at a point of the space its parent offers.
nonisolated struct PositionModifier: PrimitiveModifier {
  let position: CGPoint
  @MainActor func makeContent() -> any NodeContent { PositionContent() }
}

/// Takes the size it is offered (the content's size along an axis where none is offered) and places the content,
/// offered that size, with its centre at the position.
final class PositionContent: NodeContent, LayoutOnly {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
    let content = node.childrenUnionSize(proposal)
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    let position = node.modifier(as: PositionModifier.self)?.position ?? .zero
    for child in node.layoutChildren {
      let size = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(
        in: CGRect(
          x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2,
          width: size.width, height: size.height))
    }
  }
}

extension View {
  /// Places the centre of the view at `position` in its parent's coordinate space; the view takes all the space
  /// it is offered.
  nonisolated public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }
  /// Places the centre of the view at `x`, `y` in its parent's coordinate space.
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}
