import Foundation
import TandemKit

/// Animates the changes inside the modified view with an animation when a value changes (or, in the deprecated
/// form, on every change).
nonisolated struct AnimationModifier<Value: Equatable>: PrimitiveModifier {
  let animation: Animation?
  /// The watched value (nil in the form without one).
  let value: Value?
  @MainActor func makeContent() -> any NodeContent { AnimationContent<Value>() }
}

/// What a moved node asks of the `.animation` and `.transaction` modifiers around it.
@MainActor protocol AnimationOverride: AnyObject {
  /// Changes the transaction of the changes inside the modifier in this layout pass (the modifiers around it
  /// have changed it already).
  func apply(to transaction: inout Transaction)
  /// The pass that took the change has settled its moves.
  func disarm()
}

final class AnimationContent<Value: Equatable>: NodeContent, LayoutOnly, AnimationOverride {
  private var value: Value?
  private var started = false
  /// The animation a value change armed for the next layout pass.
  private var armed: Animation??
  /// The animation of the form without a value, which animates every change inside it.
  private var everyChange: Animation??
  /// A watched value that changed (or the form without one) sets the animation, unless the transaction
  /// disables animation modifiers.
  func apply(to transaction: inout Transaction) {
    guard let animation = everyChange ?? armed, !transaction.disablesAnimations else { return }
    transaction.animation = animation
  }

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: AnimationModifier<Value>.self) else { return }
    defer {
      value = modifier.value
      started = true
    }
    guard modifier.value != nil else {
      everyChange = .some(modifier.animation)
      return
    }
    everyChange = nil
    // Changes that came with a new value animate.
    guard started, modifier.value != value else { return }
    armed = .some(modifier.animation)
    node.graph.armedAnimations.append(self)
  }

  func disarm() { armed = nil }
}

extension ViewNode {
  /// The animation a move of this node in the current layout pass takes: the transaction's, as the `.animation`
  /// and `.transaction` modifiers around the node change it, outermost first. Nodes are told apart by a capability
  /// bit, so a layout pass that moves many nodes casts nothing on the way up, and allocates nothing when no
  /// modifier is around.
  func moveAnimation(transaction: Transaction?) -> AnimationTiming? {
    moveTransaction(transaction: transaction).animationTiming
  }

  /// The transaction a move of this node in the current layout pass takes (see `moveAnimation`).
  func moveTransaction(transaction: Transaction?) -> Transaction {
    var current: ViewNode? = self
    var innermost: ViewNode?
    while let node = current {
      if node.capabilities.contains(.animationOverride) {
        innermost = node
        break
      }
      current = node.parent
    }
    guard let innermost else { return transaction ?? Transaction() }
    var overrides: [any AnimationOverride] = []
    current = innermost
    while let node = current {
      if let override = node.content(.animationOverride, as: (any AnimationOverride).self) {
        overrides.append(override)
      }
      current = node.parent
    }
    var result = transaction ?? Transaction()
    for override in overrides.reversed() { override.apply(to: &result) }
    return result
  }
}

extension View {
  /// Animates the changes inside this view with `animation` (nil: without animation) whenever `value` changes.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value))
  }

  /// Animates every change inside this view with `animation`.
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  nonisolated public func animation(_ animation: Animation?) -> some View {
    modifier(AnimationModifier<Bool>(animation: animation, value: nil))
  }
}
