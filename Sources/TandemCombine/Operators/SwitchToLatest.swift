import Foundation

extension Publishers {
  /// Republishes the values of the most recent publisher upstream sent, cancelling the one before. It asks upstream
  /// for unlimited publishers, passes downstream demand not yet met to each new publisher, and finishes when upstream
  /// and the current publisher have finished.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(SwitchSubscription<P, S>(downstream: subscriber))
    }
  }
}

final class SwitchSubscription<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
  InnerSubscriptionOwner, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Input = Inner
  typealias Failure = Inner.Failure
  typealias InnerInput = Inner.Output
  typealias InnerFailure = Inner.Failure

  var description: String { "SwitchToLatest" }
  private var downstream: Downstream?
  private let lock = NSRecursiveLock()
  private var upstream: (any Subscription)?
  private var upstreamFinished = false
  private var current: (id: Int, subscription: (any Subscription)?)?
  private var nextChild = 0
  private var demand = Subscribers.Demand.none

  init(downstream: Downstream) { self.downstream = downstream }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, let downstream else {
      lock.unlock()
      return subscription.cancel()
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Inner) -> Subscribers.Demand {
    let (id, previous) = lock.withLock { () -> (Int?, (any Subscription)?) in
      guard downstream != nil else { return (nil, nil) }
      let previous = current?.subscription
      current = (nextChild, nil)
      nextChild += 1
      return (nextChild - 1, previous)
    }
    previous?.cancel()
    guard let id else { return .none }
    input.subscribe(InnerSubscriber(self, id))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard case .finished = completion else { return end(completion) }
    let done = lock.withLock { () -> Bool in
      upstreamFinished = true
      upstream = nil
      return current == nil
    }
    if done { end(.finished) }
  }

  func request(_ demand: Subscribers.Demand) {
    let child = lock.withLock { () -> (any Subscription)? in
      self.demand += demand
      return current?.subscription
    }
    child?.request(demand)
  }

  func cancel() {
    let (upstream, child) = lock.withLock { () -> ((any Subscription)?, (any Subscription)?) in
      downstream = nil
      defer {
        self.upstream = nil
        current = nil
      }
      return (self.upstream, current?.subscription)
    }
    upstream?.cancel()
    child?.cancel()
  }

  func attach(_ subscription: any Subscription, inner id: Int) {
    let demand = lock.withLock { () -> Subscribers.Demand? in
      guard downstream != nil, current?.id == id else { return nil }
      current = (id, subscription)
      return self.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ value: Inner.Output, inner id: Int) -> Subscribers.Demand {
    let downstream = lock.withLock { () -> Downstream? in
      guard current?.id == id else { return nil }
      demand -= 1
      return self.downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    lock.withLock { demand += more }
    return more
  }

  func complete(_ completion: Subscribers.Completion<Failure>, inner id: Int) {
    let done = lock.withLock { () -> Bool? in
      guard current?.id == id else { return nil }
      current = nil
      return upstreamFinished
    }
    guard let done else { return }
    if case .failure = completion { return end(completion) }
    if done { end(.finished) }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    let (downstream, upstream, child) = lock.withLock {
      () -> (Downstream?, (any Subscription)?, (any Subscription)?) in
      defer {
        self.downstream = nil
        self.upstream = nil
        current = nil
      }
      return (self.downstream, self.upstream, current?.subscription)
    }
    guard let downstream else { return }
    if case .failure = completion {
      upstream?.cancel()
      child?.cancel()
    }
    downstream.receive(completion: completion)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes the values of the most recent publisher this publisher sent.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// Republishes the values of the most recent publisher this never-failing publisher sent (which may fail).
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// Republishes the values of the most recent publisher when neither can fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
