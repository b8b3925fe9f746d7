import Foundation

/// The values of a never-failing publisher as an `AsyncSequence`: each `next()` asks the publisher for one value.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  private let publisher: P
  public init(_ publisher: P) { self.publisher = publisher }
  public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

  /// Iterates the publisher's values; the subscription is cancelled when the iterator goes away.
  public struct Iterator: AsyncIteratorProtocol {
    private let owner: AsyncSubscriptionOwner<P.Output, Never>
    init(_ publisher: P) { owner = AsyncSubscriptionOwner(publisher) }
    public mutating func next() async -> P.Output? {
      try? await owner.subscriber.next()
    }
  }
}

/// The values of a publisher as an `AsyncSequence` whose iteration throws the publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  private let publisher: P
  public init(_ publisher: P) { self.publisher = publisher }
  public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

  /// Iterates the publisher's values; a failure is thrown.
  public struct Iterator: AsyncIteratorProtocol {
    private let owner: AsyncSubscriptionOwner<P.Output, P.Failure>
    init(_ publisher: P) { owner = AsyncSubscriptionOwner(publisher) }
    public mutating func next() async throws -> P.Output? { try await owner.subscriber.next() }
  }
}

/// Holds an iterator's subscriber and cancels its subscription when the iterator goes away (a loop left early), which
/// the publisher, holding the subscriber, would otherwise keep alive.
final class AsyncSubscriptionOwner<Input, Failure: Error>: @unchecked Sendable {
  let subscriber = AsyncSubscriber<Input, Failure>()
  init<P: Publisher>(_ publisher: P) where P.Output == Input, P.Failure == Failure { publisher.subscribe(subscriber) }
  deinit { subscriber.cancel() }
}

/// Requests one value per `next()` and hands it to the waiting task.
final class AsyncSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var subscription: (any Subscription)?
  private var waiting: CheckedContinuation<Input?, any Error>?
  private var buffered: [Result<Input?, any Error>] = []
  private var ended = false
  private var pendingRequests = 0

  func receive(subscription: any Subscription) {
    let requests = lock.withLock { () -> Int in
      guard self.subscription == nil, !ended else { return -1 }
      self.subscription = subscription
      defer { pendingRequests = 0 }
      return pendingRequests
    }
    if requests < 0 { return subscription.cancel() }
    if requests > 0 { subscription.request(.max(requests)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    resume(with: .success(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      ended = true
      subscription = nil
    }
    switch completion {
    case .finished: resume(with: .success(nil))
    case .failure(let error): resume(with: .failure(error))
    }
  }

  func cancel() {
    let subscription = lock.withLock { () -> (any Subscription)? in
      ended = true
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
    resume(with: .success(nil))
  }

  func next() async throws -> Input? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (ready, upstream) = lock.withLock { () -> (Result<Input?, any Error>?, (any Subscription)?) in
          if !buffered.isEmpty { return (buffered.removeFirst(), nil) }
          if ended { return (.success(nil), nil) }
          waiting = continuation
          if self.subscription == nil { pendingRequests += 1 }
          return (nil, self.subscription)
        }
        if let ready { return continuation.resume(with: ready) }
        upstream?.request(.max(1))
      }
    } onCancel: {
      cancel()
    }
  }

  private func resume(with result: Result<Input?, any Error>) {
    let continuation = lock.withLock { () -> CheckedContinuation<Input?, any Error>? in
      guard let waiting else {
        buffered.append(result)
        return nil
      }
      self.waiting = nil
      return waiting
    }
    nonisolated(unsafe) let outcome = result
    continuation?.resume(with: outcome)
  }
}

extension Publisher where Failure == Never {
  /// The publisher's values as an `AsyncSequence`.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The publisher's values as an `AsyncSequence` that throws its failure.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
