import Foundation

/// Hides the view (it keeps its space) or stops it taking touches.
nonisolated struct VisibilityModifier: PrimitiveModifier {
  let isHidden: Bool
  let allowsHitTesting: Bool
  @MainActor func makeContent() -> any NodeContent { VisibilityContent() }
}

final class VisibilityContent: NodeContent, GroupOpacity, HitTestingGate {
  func opacity(node: ViewNode) -> CGFloat { node.modifier(as: VisibilityModifier.self)?.isHidden == true ? 0 : 1 }
  func allowsHitTesting(node: ViewNode) -> Bool {
    guard let modifier = node.modifier(as: VisibilityModifier.self) else { return true }
    return modifier.allowsHitTesting && !modifier.isHidden
  }
}

/// Content that hides its subtree from accessibility (a candidate `ViewThatFits` did not choose, a mask). Linux: a
/// `.hidden()` view still names the control it labels, as the controls here build their labels from hidden views.
@MainActor protocol SubtreeHiding {
  func hidesSubtree(node: ViewNode) -> Bool
}

/// Content that can keep touches away from its subtree.
@MainActor package protocol HitTestingGate {
  func allowsHitTesting(node: ViewNode) -> Bool
}

extension View {
  /// Hides the view; it still takes its space in the layout.
  nonisolated public func hidden() -> some View {
    modifier(VisibilityModifier(isHidden: true, allowsHitTesting: false))
  }
  /// Whether the view and its descendants take touches.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(VisibilityModifier(isHidden: false, allowsHitTesting: enabled))
  }
}
