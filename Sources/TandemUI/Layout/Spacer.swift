import Foundation

/// Flexible space along its stack's axis, at least `minLength` long (8 points by default).
nonisolated public struct Spacer: Equatable, View, PrimitiveView {
  public var minLength: CGFloat?
  /// A spacer.
  nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  @MainActor package func makeContent() -> any NodeContent { SpacerContent() }
}

/// Takes what its stack offers along the stack's axis (at least its minimum) and nothing across it.
final class SpacerContent: NodeContent, LayoutOnly, SpacingProviding {
  func spacing(node: ViewNode) -> ViewSpacing { .spacer(axis: node.stackAxis) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let minimum = (node.view as? Spacer)?.minLength ?? StackLayout.defaultSpacing
    switch node.stackAxis {
    case .horizontal: return CGSize(width: max(minimum, proposal.width ?? minimum), height: 0)
    case .vertical: return CGSize(width: 0, height: max(minimum, proposal.height ?? minimum))
    case nil:
      return CGSize(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
    }
  }
}
