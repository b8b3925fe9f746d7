import Foundation

/// The subscription of the operators that move values in time (`receive(on:)`, `subscribe(on:)`, `delay`,
/// `debounce`, `throttle`, `timeout`): it holds the upstream subscription and the downstream subscriber, forwards
/// requests and cancellation, and lets the operator decide, value by value, when to `deliver` and `finish`.
/// After cancellation or the completion nothing more reaches downstream.
final class TimedSubscription<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
  let description: String
  let lock = NSRecursiveLock()
  private var downstream: Downstream?
  private(set) var upstream: (any Subscription)?
  /// Downstream demand not yet met (operators that hold values check it before delivering).
  private(set) var demand = Subscribers.Demand.none
  /// What to do with a value; returns the demand handed back upstream at once.
  var onValue: ((Input) -> Subscribers.Demand)?
  var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  var onSubscription: (() -> Void)?
  var requestUpstream: (any Subscription, Subscribers.Demand) -> Void = { $0.request($1) }
  var cancelUpstream: (any Subscription) -> Void = { $0.cancel() }
  /// Whether downstream requests reach upstream (operators that ask for unlimited values up front say no).
  var forwardsRequests = true

  init(_ name: String, downstream: Downstream, configure: (TimedSubscription) -> Void) {
    description = name
    self.downstream = downstream
    configure(self)
  }

  var isLive: Bool { lock.withLock { downstream != nil } }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, let downstream else {
      lock.unlock()
      return subscription.cancel()
    }
    upstream = subscription
    lock.unlock()
    onSubscription?()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard isLive else { return .none }
    return onValue?(input) ?? deliverNow(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard isLive else { return }
    if let onCompletion { onCompletion(completion) } else { finish(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = lock.withLock { () -> (any Subscription)? in
      guard downstream != nil else { return nil }
      self.demand += demand
      return forwardsRequests ? self.upstream : nil
    }
    if let upstream { requestUpstream(upstream, demand) }
  }

  func cancel() {
    let upstream = lock.withLock { () -> (any Subscription)? in
      downstream = nil
      releaseClosures()
      defer { self.upstream = nil }
      return self.upstream
    }
    if let upstream { cancelUpstream(upstream) }
  }

  /// Sends a value now and returns downstream's further demand.
  private func deliverNow(_ value: Input) -> Subscribers.Demand {
    let downstream = lock.withLock { () -> Downstream? in
      demand -= 1
      return self.downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    lock.withLock { demand += more }
    return more
  }

  /// Sends a value later (from a scheduler): downstream's further demand goes upstream.
  func deliver(_ value: Input) {
    let more = deliverNow(value)
    let upstream = lock.withLock { forwardsRequests ? self.upstream : nil }
    if more > 0, let upstream { requestUpstream(upstream, more) }
  }

  /// Sends a value only if downstream asked for one (what throttle and debounce do); true if sent.
  @discardableResult func deliverIfDemanded(_ value: Input) -> Bool {
    guard lock.withLock({ downstream != nil && demand > 0 }) else { return false }
    _ = deliverNow(value)
    return true
  }

  /// Drops the operator's closures, which hold this subscription (a cycle until it ends).
  private func releaseClosures() {
    onValue = nil
    onCompletion = nil
    onSubscription = nil
  }

  /// Sends the completion once.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let downstream = lock.withLock { () -> Downstream? in
      defer {
        self.downstream = nil
        upstream = nil
        releaseClosures()
      }
      return self.downstream
    }
    downstream?.receive(completion: completion)
  }

  /// Cancels upstream and sends the completion (a timeout).
  func cancelUpstreamAndFinish(_ completion: Subscribers.Completion<Failure>) {
    let upstream = lock.withLock { self.upstream }
    guard isLive else { return }
    if let upstream { cancelUpstream(upstream) }
    finish(completion)
  }
}
