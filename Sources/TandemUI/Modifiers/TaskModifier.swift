import Foundation

/// Starts an asynchronous action as the view appears, cancels it when the view disappears, and, with an id,
/// cancels and starts it again when the id changes.
nonisolated struct TaskModifier: PrimitiveModifier {
  /// The id (nil: none), and whether another id equals it.
  let id: Any?
  let sameID: (Any?) -> Bool
  let priority: TaskPriority
  let action: @isolated(any) () async -> Void
  @MainActor func makeContent() -> any NodeContent { TaskContent() }
}

final class TaskContent: NodeContent, LayoutOnly, AppearanceActions, DisappearanceActions {
  private var modifier: TaskModifier?
  private var running: Task<Void, Never>?
  private var appeared = false
  var isTransparent: Bool { true }

  var appearActions: [() -> Void] {
    [
      { [weak self] in
        self?.appeared = true
        self?.start()
      }
    ]
  }
  var disappearActions: [() -> Void] {
    // Read as the node leaves the graph; the content goes with it, so the action holds it until it runs.
    [
      {
        self.appeared = false
        self.running?.cancel()
        self.running = nil
      }
    ]
  }

  func update(from view: any View, node: ViewNode) {
    guard let next = node.modifier(as: TaskModifier.self) else { return }
    let changed = modifier.map { !next.sameID($0.id) } ?? false
    modifier = next
    // A new id restarts the task after the update, as an appearance would.
    if changed && appeared {
      node.graph.afterUpdate { [weak self] in
        self?.running?.cancel()
        self?.start()
      }
    }
  }

  private func start() {
    guard let action = modifier?.action, let priority = modifier?.priority else { return }
    running = Task(priority: priority) { await action() }
  }
}

extension View {
  /// Runs `action` in a task as the view appears; the task is cancelled when the view disappears.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: nil, sameID: { _ in true }, priority: priority, action: action))
  }

  /// Runs `action` in a task as the view appears and again, cancelling the last, whenever `value` changes; the
  /// task is cancelled when the view disappears.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(
      TaskModifier(
        id: value, sameID: { ($0 as? T) == value }, priority: priority, action: action))
  }
}
