import Foundation

/// A publisher that code can push values into: `send(_:)` delivers to every subscriber with demand.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to every subscriber that asked for one.
  func send(_ value: Output)
  /// Sends a completion to every subscriber; later values are ignored.
  func send(completion: Subscribers.Completion<Failure>)
  /// Accepts the subscription of an upstream publisher the subject subscribed to (it asks for unlimited values).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

extension Publisher {
  /// Attaches a subject as a subscriber: it republishes this publisher's values and completion.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}

/// Feeds a subject from a publisher until cancelled.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Cancellable, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Output
  typealias Failure = Downstream.Failure
  private weak var subject: Downstream?
  private var upstream: (any Subscription)?
  private var done = false
  private let lock = NSRecursiveLock()
  init(_ subject: Downstream) { self.subject = subject }
  var description: String { "Subject" }
  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard upstream == nil, !done else { return false }
      upstream = subscription
      return true
    }
    guard accepted, let subject else { return subscription.cancel() }
    subject.send(subscription: subscription)
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    guard !lock.withLock({ done }), let subject else { return .none }
    subject.send(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) {
    guard !lock.withLock({ done }) else { return }
    lock.withLock {
      done = true
      upstream = nil
    }
    subject?.send(completion: completion)
  }
  func cancel() {
    let current = lock.withLock { () -> (any Subscription)? in
      defer {
        done = true
        upstream = nil
      }
      return upstream
    }
    current?.cancel()
  }
}
