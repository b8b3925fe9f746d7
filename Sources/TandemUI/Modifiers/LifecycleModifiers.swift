import Foundation

/// Runs an action when the view leaves the graph.
nonisolated struct OnDisappearModifier: PrimitiveModifier {
  let action: () -> Void
  @MainActor func makeContent() -> any NodeContent { OnDisappearContent() }
}

final class OnDisappearContent: NodeContent, LayoutOnly, DisappearanceActions {
  var disappearActions: [() -> Void] = []
  var isTransparent: Bool { true }
  func update(from view: any View, node: ViewNode) {
    disappearActions = node.modifier(as: OnDisappearModifier.self).map { [$0.action] } ?? []
  }
}

/// Content that runs actions when its node is removed.
@MainActor package protocol DisappearanceActions {
  var disappearActions: [() -> Void] { get }
}

/// Runs an action when a value changes between updates (after the update, with the old and new values).
nonisolated struct OnChangeModifier<V: Equatable>: PrimitiveModifier, ChangeObserving {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  @MainActor func makeContent() -> any NodeContent { OnChangeContent() }

  @MainActor func actionIfChanged(from previous: Any?) -> (() -> Void)? {
    guard let previous else { return initial ? { action(value, value) } : nil }
    guard let old = previous as? V, old != value else { return nil }
    let new = value
    return { action(old, new) }
  }
  @MainActor var currentValue: Any { value }
}

@MainActor protocol ChangeObserving {
  func actionIfChanged(from previous: Any?) -> (() -> Void)?
  var currentValue: Any { get }
}

final class OnChangeContent: NodeContent, LayoutOnly {
  private var previous: Any?
  var isTransparent: Bool { true }
  func update(from view: any View, node: ViewNode) {
    guard let observer = node.modifier(as: (any ChangeObserving).self) else { return }
    if let action = observer.actionIfChanged(from: previous) { node.graph.afterUpdate(action) }
    previous = observer.currentValue
  }
}

extension View {
  /// Performs `action` when the view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(OnDisappearModifier(action: action ?? {}))
  }
  /// Performs `action` with the new value when `value` changes.
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
  /// Performs `action` with the old and new values when `value` changes (and first, when `initial`).
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }
  /// Performs `action` when `value` changes (and first, when `initial`).
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}
