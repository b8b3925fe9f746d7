import Foundation

extension View {
  /// Changes the transaction of every change inside this view (its animation, whether animations are off) before
  /// the views inside take it.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier<Bool>(value: nil, transform: transform))
  }

  /// Changes the transaction of the changes inside this view that come with a change of `value`.
  nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
    -> some View
  {
    modifier(TransactionModifier(value: value, transform: transform))
  }
}

/// `.transaction(_:)` and `.transaction(value:_:)`: a change to the transaction of the changes inside.
nonisolated struct TransactionModifier<Value: Equatable>: PrimitiveModifier {
  /// The watched value (nil: every change).
  let value: Value?
  let transform: (inout Transaction) -> Void
  @MainActor func makeContent() -> any NodeContent { TransactionContent<Value>() }
}

/// Lays out as its content; applies the transform to the transaction of the moves inside it (in the form with a
/// value, only in the layout pass after the value changed).
final class TransactionContent<Value: Equatable>: NodeContent, LayoutOnly, AnimationOverride {
  private var transform: ((inout Transaction) -> Void)?
  private var value: Value?
  private var started = false
  private var armed = false
  private var watchesValue = false

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: TransactionModifier<Value>.self) else { return }
    transform = modifier.transform
    watchesValue = modifier.value != nil
    defer {
      value = modifier.value
      started = true
    }
    guard watchesValue, started, modifier.value != value else { return }
    armed = true
    node.graph.armedAnimations.append(self)
  }

  func apply(to transaction: inout Transaction) {
    guard !watchesValue || armed else { return }
    transform?(&transaction)
  }

  func disarm() { armed = false }
}
