import Foundation

/// Runs an action when the view first appears in a laid-out tree.
nonisolated struct OnAppearModifier: PrimitiveModifier {
  let action: () -> Void
  @MainActor func makeContent() -> any NodeContent { OnAppearContent() }
}

final class OnAppearContent: NodeContent, LayoutOnly, AppearanceActions {
  var appearActions: [() -> Void] = []
  var isTransparent: Bool { true }
  func update(from view: any View, node: ViewNode) {
    appearActions = node.modifier(as: OnAppearModifier.self).map { [$0.action] } ?? []
  }
}

extension View {
  /// Performs `action` when the view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(OnAppearModifier(action: action ?? {}))
  }
}
