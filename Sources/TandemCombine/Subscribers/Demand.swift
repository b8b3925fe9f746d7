import Foundation

/// A namespace for subscriber types.
public enum Subscribers {}

extension Subscribers {
  /// How many more values a subscriber wants: a count, or unlimited. Arithmetic saturates: anything plus or times
  /// `.unlimited` is `.unlimited`, subtracting from `.unlimited` leaves it, and a difference below zero is `.none`.
  public struct Demand: Equatable, Comparable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The count; nil is unlimited.
    let count: Int?
    private init(count: Int?) { self.count = count }

    /// As many values as the publisher produces.
    public static let unlimited = Demand(count: nil)
    /// No values.
    public static let none = Demand(count: 0)
    /// At most `value` values; a negative count traps, as on Apple.
    @inlinable public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "demand cannot be negative")
      return Demand(exactly: value)
    }
    @usableFromInline init(exactly value: Int) { count = value }
    /// The count, or nil for `.unlimited`.
    public var max: Int? { count }

    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }
    public static func + (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs) }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      guard let b = rhs.count else { return .none }
      return Demand(count: Swift.max(a - b, 0))
    }
    public static func - (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs) }
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(rhs >= 0, "demand cannot be multiplied by a negative number")
      guard let a = lhs.count else { return .unlimited }
      let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
      return overflow ? .unlimited : Demand(count: product)
    }
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
  }

  /// How a publisher ended: it finished, or failed with an error.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The same completion with its error transformed.
  func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}

/// A namespace for subscriptions.
public enum Subscriptions {
  /// A subscription that does nothing when asked for values or cancelled (what a publisher hands a subscriber it
  /// completes at once).
  public static var empty: any Subscription { EmptySubscription.shared }
}

final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
  static let shared = EmptySubscription()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
  var description: String { "Empty" }
}

extension Subscribers.Completion {
  /// The completion with its error as `any Error` (what the `try` operators publish).
  var erased: Subscribers.Completion<any Error> { mapError { $0 } }
}
