import Foundation

/// The animatable data of a value with nothing to animate: every operation leaves it as it is.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty data.
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
  public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
