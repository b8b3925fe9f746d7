import Foundation
import TandemCombine
import TandemKit

extension View {
  /// Performs `action` with each value `publisher` emits while the view is shown (subscribed when the view first
  /// appears in the graph, again when it is given another publisher, cancelled when it leaves).
  nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View where P.Failure == Never
  {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

/// `onReceive(_:perform:)`'s publisher and action.
nonisolated struct OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
  @MainActor func makeContent() -> any NodeContent { OnReceiveContent<P>() }
}

/// Lays out as its content; keeps the subscription, calling the latest action on the main actor. A new publisher
/// (another object, or an unequal value) replaces the subscription; an equal one keeps it.
final class OnReceiveContent<P: Publisher>: NodeContent, LayoutOnly where P.Failure == Never {
  private var subscribed: P?
  private var subscription: AnyCancellable?
  private var action: ((P.Output) -> Void)?

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: OnReceiveModifier<P>.self) else { return }
    action = modifier.action
    if let subscribed, Self.same(subscribed, modifier.publisher) { return }
    subscribed = modifier.publisher
    subscription = modifier.publisher.sink { [weak self, weak node] value in
      // Values sent off the main thread are handled on it (the action updates state).
      nonisolated(unsafe) let value = value
      MainQueue.run {
        guard let self, let node, !node.isRemoved else { return }
        self.action?(value)
      }
    }
  }

  /// Whether two publishers are the same one: the same object, or equal values.
  private static func same(_ a: P, _ b: P) -> Bool {
    if P.self is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return PreferenceEquality.same(a, b)
  }
}
