import Foundation
import Synchronization

/// A type that delivers a sequence of values over time to subscribers.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  /// Attaches a subscriber; the publisher calls its `receive(subscription:)`.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches a subscriber (the same as `receive(subscriber:)`).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A type that receives values and a completion from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
  /// The publisher hands over the subscription, through which the subscriber requests values.
  func receive(subscription: any Subscription)
  /// A value arrived; return how many more values are wanted.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The publisher finished or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// Something with an identity in a subscription chain.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier of a subscription chain element.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt
  private static let next = Mutex<UInt>(0)
  /// A new unique identifier.
  public init() {
    value = CombineIdentifier.next.withLock { next in
      next += 1
      return next
    }
  }
  /// The identifier of an object.
  public init(_ obj: AnyObject) { value = UInt(bitPattern: ObjectIdentifier(obj).hashValue) }
  public var description: String { "0x" + String(value, radix: 16) }
}

/// Something that can be cancelled.
public protocol Cancellable {
  /// Stops the activity (a subscription stops delivering values).
  func cancel()
}

/// A subscriber's connection to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for up to `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for subscriber types.
public enum Subscribers {}

extension Subscribers {
  /// How many values a subscriber wants: a number, or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// nil means unlimited.
    let count: Int?
    public static let unlimited = Demand(count: nil)
    public static let none = Demand(count: 0)
    /// A finite demand.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Demand must not be negative")
      return Demand(count: value)
    }
    /// The finite count, or nil when unlimited.
    public var max: Int? { count }
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      guard let b = rhs.count else { return .none }
      return Demand(count: Swift.max(a - b, 0))
    }
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
