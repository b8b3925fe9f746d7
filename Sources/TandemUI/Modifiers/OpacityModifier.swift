import Foundation

/// Draws the view (with its descendants, as one group) at an opacity.
nonisolated struct OpacityModifier: PrimitiveModifier {
  let opacity: Double
  @MainActor func makeContent() -> any NodeContent { OpacityContent() }
}

final class OpacityContent: NodeContent, GroupOpacity {
  func opacity(node: ViewNode) -> CGFloat { CGFloat(node.modifier(as: OpacityModifier.self)?.opacity ?? 1) }
}

extension View {
  /// Makes the view translucent (0 transparent … 1 opaque).
  nonisolated public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: min(max(opacity, 0), 1)))
  }
}
