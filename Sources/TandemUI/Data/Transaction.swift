import Foundation
import TandemKit

/// The context of a state change: it travels with the change to every view the change updates (representables
/// see it as `context.transaction`). Linux: its public `animation` comes with SwiftUI's animation API; the engine
/// already animates the frames an animated transaction moves.
public struct Transaction: Sendable {
  /// Whether animations of this change are turned off.
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction (a drag).
  public var isContinuous = false
  /// How the change animates, when it does: the engine's timing, which SwiftUI's animation API will set (the
  /// mechanism is here; `Animation` and `withAnimation` come with that API).
  package var animationTiming: AnimationTiming?
  /// A transaction with nothing set.
  public init() {}

  /// The transaction of the state changes made now (set by `withTransaction`).
  @TaskLocal static var current: Transaction?
}

/// How an animated change moves: its duration and timing curve.
package struct AnimationTiming: Sendable {
  package var duration: Double
  package var curve: TimingCurve
  package init(duration: Double, curve: TimingCurve) {
    self.duration = duration
    self.curve = curve
  }
}

/// Runs `body` with `transaction` as the transaction of every state change it makes; returns what `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try Transaction.$current.withValue(transaction, operation: body)
}
