import Foundation

/// Draws the view (with its descendants, as one group) at an opacity.
nonisolated struct OpacityModifier: PrimitiveModifier {
  let opacity: Double
  @MainActor func makeContent() -> any NodeContent { OpacityContent() }
}

final class OpacityContent: NodeContent, GroupOpacity {
  /// The opacity, animated when a change animates.
  private let attribute = PresentedAttribute<Double>("SwiftUI.opacity")
  func update(from view: any View, node: ViewNode) {
    if let modifier = node.modifier(as: OpacityModifier.self) { attribute.update(modifier.opacity, node: node) }
  }
  func opacity(node: ViewNode) -> CGFloat {
    CGFloat(attribute.shown ?? node.modifier(as: OpacityModifier.self)?.opacity ?? 1)
  }
}

extension View {
  /// Makes the view translucent (0 transparent … 1 opaque).
  nonisolated public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: min(max(opacity, 0), 1)))
  }
}
