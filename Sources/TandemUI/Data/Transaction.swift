import Foundation

/// The context of a state change: it travels with the change to every view the change updates (representables
/// see it as `context.transaction`). Linux: animations are not part of it yet.
public struct Transaction: Sendable {
  /// Whether animations of this change are turned off.
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction (a drag).
  public var isContinuous = false
  /// A transaction with nothing set.
  public init() {}

  /// The transaction of the state changes made now (set by `withTransaction`).
  @TaskLocal static var current: Transaction?
}

/// Runs `body` with `transaction` as the transaction of every state change it makes; returns what `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try Transaction.$current.withValue(transaction, operation: body)
}
