import Foundation

extension Publishers {
  /// Turns each upstream value into a publisher and republishes the values of up to `maxPublishers` of them at once.
  /// It asks upstream for `maxPublishers` values (one more each time an inner publisher finishes) and each inner
  /// publisher for one value at a time; values beyond downstream demand wait in arrival order. It finishes when
  /// upstream and every inner publisher have finished; any failure cancels everything and fails.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        FlatMapSubscription<Upstream.Output, NewPublisher, S>(
          downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
    }
  }
}

final class FlatMapSubscription<Input, Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
  InnerSubscriptionOwner, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Failure = Inner.Failure
  typealias InnerInput = Inner.Output
  typealias InnerFailure = Inner.Failure

  var description: String { "FlatMap" }
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> Inner
  private var downstream: Downstream?
  private let lock = NSRecursiveLock()
  private var upstream: (any Subscription)?
  private var upstreamFinished = false
  private var children: [Int: (any Subscription)?] = [:]
  private var nextChild = 0
  private var buffer: [(child: Int, value: Inner.Output)] = []
  private var demand = Subscribers.Demand.none
  private var draining = false

  init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Inner) {
    self.downstream = downstream
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, let downstream else {
      lock.unlock()
      return subscription.cancel()
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let id = lock.withLock { () -> Int? in
      guard downstream != nil else { return nil }
      defer { nextChild += 1 }
      children[nextChild] = .some(nil)
      return nextChild
    }
    guard let id else { return .none }
    transform(input).subscribe(InnerSubscriber(self, id))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished:
      lock.withLock {
        upstreamFinished = true
        upstream = nil
      }
      finishIfDone()
    case .failure:
      fail(completion, cancelling: nil)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
    drain()
  }

  func cancel() {
    let (upstream, children) = lock.withLock { () -> ((any Subscription)?, [(any Subscription)?]) in
      downstream = nil
      buffer = []
      defer {
        self.upstream = nil
        self.children = [:]
      }
      return (self.upstream, Array(self.children.values))
    }
    upstream?.cancel()
    for child in children { child?.cancel() }
  }

  func attach(_ subscription: any Subscription, inner id: Int) {
    let accepted = lock.withLock { () -> Bool in
      guard downstream != nil, children[id] != nil else { return false }
      children[id] = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    subscription.request(.max(1))
  }

  func receive(_ value: Inner.Output, inner id: Int) -> Subscribers.Demand {
    lock.withLock {
      guard downstream != nil else { return }
      buffer.append((id, value))
    }
    drain()
    return .none
  }

  func complete(_ completion: Subscribers.Completion<Failure>, inner id: Int) {
    guard case .finished = completion else { return fail(completion, cancelling: id) }
    let upstream = lock.withLock { () -> (any Subscription)? in
      guard children.removeValue(forKey: id) != nil else { return nil }
      return maxPublishers == .unlimited || upstreamFinished ? nil : self.upstream
    }
    upstream?.request(.max(1))
    finishIfDone()
  }

  /// Delivers waiting values while there is demand; each delivered value asks its publisher for one more.
  private func drain() {
    lock.lock()
    guard !draining else { return lock.unlock() }
    draining = true
    while let downstream, demand > 0, !buffer.isEmpty {
      let (id, value) = buffer.removeFirst()
      demand -= 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      demand += more
      if case .some(.some(let child)) = children[id] {
        lock.unlock()
        child.request(.max(1))
        lock.lock()
      }
    }
    draining = false
    lock.unlock()
    finishIfDone()
  }

  private func finishIfDone() {
    lock.lock()
    guard upstreamFinished, children.isEmpty, buffer.isEmpty, let downstream else { return lock.unlock() }
    self.downstream = nil
    lock.unlock()
    downstream.receive(completion: .finished)
  }

  private func fail(_ completion: Subscribers.Completion<Failure>, cancelling except: Int?) {
    let (downstream, upstream, children) = lock.withLock {
      () -> (Downstream?, (any Subscription)?, [Int: (any Subscription)?]) in
      defer {
        self.downstream = nil
        self.upstream = nil
        self.children = [:]
        buffer = []
      }
      return (self.downstream, self.upstream, self.children)
    }
    guard let downstream else { return }
    if except != nil { upstream?.cancel() }
    for (id, child) in children where id != except { child?.cancel() }
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// Turns each value into a publisher and republishes the values of up to `maxPublishers` of them at once.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// Flattens inner publishers that cannot fail into this publisher's failure type.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Failure == Never {
  /// Flattens inner publishers that can fail: this publisher takes their failure type.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
  }

  /// Flattens inner publishers when neither can fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}
