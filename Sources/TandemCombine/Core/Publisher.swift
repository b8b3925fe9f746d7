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
