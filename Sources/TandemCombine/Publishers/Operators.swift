import Foundation

/// A namespace for publisher types.
public enum Publishers {}

/// A subscriber that transforms values from upstream and forwards them downstream; the upstream subscription is
/// handed down as is, so demand and cancellation pass straight through.
final class TransformingSubscriber<Input, Output, Failure: Error, Downstream: Subscriber>: Subscriber,
  @unchecked Sendable
where Downstream.Input == Output, Downstream.Failure == Failure {
  let downstream: Downstream
  /// nil drops the value (and asks upstream for one more).
  let transform: (Input) -> Output?

  init(downstream: Downstream, transform: @escaping (Input) -> Output?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }
  func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension Publishers {
  /// Transforms each value.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TransformingSubscriber(downstream: subscriber, transform: transform))
    }
  }

  /// Passes the values that satisfy a predicate.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let test = isIncluded
      upstream.subscribe(TransformingSubscriber(downstream: subscriber) { test($0) ? $0 : nil })
    }
  }

  /// Transforms each value and drops nil results.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TransformingSubscriber(downstream: subscriber, transform: transform))
    }
  }

  /// Drops values equal to the previous one.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output, Upstream.Output) -> Bool
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let last = Box<Upstream.Output?>(nil)
      let same = predicate
      upstream.subscribe(
        TransformingSubscriber(downstream: subscriber) { value in
          defer { last.value = value }
          if let previous = last.value, same(previous, value) { return nil }
          return value
        })
    }
  }

  /// Delivers values and the completion on a scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(SchedulerHop(downstream: subscriber, scheduler: scheduler))
    }
  }
}

extension Publisher {
  /// Transforms each value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
  /// Passes the values that satisfy a predicate.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
  /// Transforms each value and drops nil results.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
  /// Drops values the predicate calls equal to the previous one.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
  /// Delivers downstream on a scheduler (e.g. `DispatchQueue.main`, `RunLoop.main`).
  public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
  /// Hides the publisher's type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  /// Drops values equal to the previous one.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

/// A mutable box shared by closures.
final class Box<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}

/// Forwards values and the completion on a scheduler.
final class SchedulerHop<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  let downstream: Downstream
  let scheduler: Context
  init(downstream: Downstream, scheduler: Context) {
    self.downstream = downstream
    self.scheduler = scheduler
  }
  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    nonisolated(unsafe) let value = input
    scheduler.schedule { _ = self.downstream.receive(value) }
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule { self.downstream.receive(completion: completion) }
  }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribeBody: (AnySubscriberBox<Output, Failure>) -> Void
  /// Wraps a publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeBody = { publisher.subscribe($0) }
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriberBox(subscriber))
  }
}

/// A type-erased subscriber.
final class AnySubscriberBox<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let onSubscription: (any Subscription) -> Void
  private let onInput: (Input) -> Subscribers.Demand
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void
  init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    onSubscription = subscriber.receive(subscription:)
    onInput = subscriber.receive(_:)
    onCompletion = subscriber.receive(completion:)
  }
  func receive(subscription: any Subscription) { onSubscription(subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { onInput(input) }
  func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

/// Something that runs actions later: the main queue or run loop.
public protocol Scheduler {
  /// Runs `action` on the scheduler.
  func schedule(_ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    async { work() }
  }
}

extension RunLoop: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    perform { work() }
  }
}
