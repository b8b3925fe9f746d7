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

/// What a moved node asks of the `.animation` modifiers around it.
@MainActor protocol AnimationOverride: AnyObject {
  /// Whether the modifier animates the moves of this layout pass, and with what (nil: without animation).
  var armedAnimation: Animation?? { get }
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
  var armedAnimation: Animation?? { everyChange ?? armed }

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
  /// The animation a move of this node in the current layout pass takes: that of the nearest `.animation`
  /// modifier around it whose value changed, else the transaction's. Nodes are told apart by a capability bit, so
  /// a layout pass that moves many nodes casts nothing on the way up.
  func moveAnimation(transaction: Transaction?) -> AnimationTiming? {
    if transaction?.disablesAnimations == true { return nil }
    var current: ViewNode? = self
    while let node = current {
      if let override = node.content(.animationOverride, as: (any AnimationOverride).self),
        let animation = override.armedAnimation
      {
        return animation?.timing
      }
      current = node.parent
    }
    return transaction?.animationTiming
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
