import Foundation

/// The context of the current state change, as representables see it in their update.
public struct Transaction: Sendable {
  /// Whether animations of this change are turned off.
  public var disablesAnimations = false
  /// A transaction with nothing set.
  public init() {}
}
