import Foundation

/// How a combining subscription pairs the values of its upstreams.
enum CombineRule {
  /// Republish every value in arrival order (`merge`).
  case merge
  /// Publish the latest value of every upstream whenever one changes, once all have one (`combineLatest`).
  case latest
  /// Publish the i-th values of all upstreams together (`zip`).
  case zip
}

/// The subscription of `merge`, `combineLatest` and `zip` over any number of upstreams of one failure type.
/// Demand: merge and zip pass each downstream request to every upstream and keep what arrives beyond demand;
/// combineLatest asks every upstream for unlimited values and publishes the latest combination when demand comes.
/// Completion: a failure cancels the others and fails at once; merge and combineLatest finish when all upstreams
/// have (and what they kept is delivered); zip finishes when an upstream finishes with nothing left to pair.
final class Combiner<Input, Failure: Error, Downstream: Subscriber>: Subscription, InnerSubscriptionOwner,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Failure == Failure {
  typealias InnerInput = Input
  typealias InnerFailure = Failure

  let description: String
  private let rule: CombineRule
  private let combine: ([Input]) -> Downstream.Input
  private var downstream: Downstream?
  private let lock = NSRecursiveLock()
  private var upstreams: [(any Subscription)?]
  private var finished: [Bool]
  /// merge: values waiting for demand; zip: each upstream's unpaired values.
  private var queues: [[Input]]
  private var arrivals: [Int] = []
  private var latest: [Input?]
  private var pendingLatest = false
  private var demand = Subscribers.Demand.none
  private var requestedUnlimited = false
  private var draining = false

  private init(_ name: String, rule: CombineRule, count: Int, combine: @escaping ([Input]) -> Downstream.Input) {
    description = name
    self.rule = rule
    self.combine = combine
    upstreams = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
    queues = Array(repeating: [], count: count)
    latest = Array(repeating: nil, count: count)
  }

  /// Subscribes a combiner of `publishers` for `downstream`.
  static func subscribe(
    _ name: String, _ publishers: [AnyPublisher<Input, Failure>], rule: CombineRule, downstream: Downstream,
    combine: @escaping ([Input]) -> Downstream.Input
  ) {
    let combiner = Combiner(name, rule: rule, count: publishers.count, combine: combine)
    combiner.downstream = downstream
    downstream.receive(subscription: combiner)
    for (index, publisher) in publishers.enumerated() { publisher.subscribe(InnerSubscriber(combiner, index)) }
    if publishers.isEmpty { combiner.finishIfDone() }
  }

  func attach(_ subscription: any Subscription, inner index: Int) {
    lock.lock()
    guard downstream != nil, upstreams[index] == nil else {
      lock.unlock()
      return subscription.cancel()
    }
    upstreams[index] = subscription
    let initial: Subscribers.Demand = rule == .latest ? (requestedUnlimited ? .unlimited : .none) : demand
    lock.unlock()
    if initial > 0 { subscription.request(initial) }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard downstream != nil else { return lock.unlock() }
    self.demand += demand
    var ask: [(any Subscription, Subscribers.Demand)] = []
    if rule == .latest {
      if !requestedUnlimited {
        requestedUnlimited = true
        ask = upstreams.compactMap { $0.map { ($0, .unlimited) } }
      }
    } else {
      ask = upstreams.compactMap { $0.map { ($0, demand) } }
    }
    lock.unlock()
    for (upstream, demand) in ask { upstream.request(demand) }
    drain()
  }

  func cancel() {
    let current = lock.withLock { () -> [(any Subscription)?] in
      downstream = nil
      defer { upstreams = upstreams.map { _ in nil } }
      return upstreams
    }
    for upstream in current { upstream?.cancel() }
  }

  func receive(_ input: Input, inner index: Int) -> Subscribers.Demand {
    lock.withLock {
      guard downstream != nil else { return }
      switch rule {
      case .merge:
        queues[0].append(input)
      case .zip:
        queues[index].append(input)
      case .latest:
        latest[index] = input
        pendingLatest = latest.allSatisfy { $0 != nil }
      }
    }
    drain()
    return .none
  }

  func complete(_ completion: Subscribers.Completion<Failure>, inner index: Int) {
    if case .failure = completion {
      let (downstream, others) = lock.withLock { () -> (Downstream?, [(any Subscription)?]) in
        defer {
          self.downstream = nil
          upstreams = upstreams.map { _ in nil }
        }
        return (self.downstream, upstreams)
      }
      for (position, upstream) in others.enumerated() where position != index { upstream?.cancel() }
      downstream?.receive(completion: completion)
      return
    }
    lock.withLock {
      finished[index] = true
      upstreams[index] = nil
    }
    drain()
  }

  /// Delivers what demand allows, then finishes if the rule says the combination is over.
  private func drain() {
    lock.lock()
    guard !draining else { return lock.unlock() }
    draining = true
    while let downstream, demand > 0, let values = takeNext() {
      demand -= 1
      lock.unlock()
      let output = combine(values)
      let more = downstream.receive(output)
      lock.lock()
      if more > 0 {
        demand += more
        if rule != .latest {
          let ask = upstreams.compactMap { $0 }
          lock.unlock()
          for upstream in ask { upstream.request(more) }
          lock.lock()
        }
      }
    }
    draining = false
    lock.unlock()
    finishIfDone()
  }

  /// The next combination that is ready, taken out of the buffers.
  private func takeNext() -> [Input]? {
    switch rule {
    case .merge:
      guard !queues[0].isEmpty else { return nil }
      return [queues[0].removeFirst()]
    case .zip:
      guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
      return queues.indices.map { queues[$0].removeFirst() }
    case .latest:
      guard pendingLatest else { return nil }
      pendingLatest = false
      return latest.map { $0! }
    }
  }

  private func finishIfDone() {
    lock.lock()
    let over: Bool
    switch rule {
    case .merge: over = finished.allSatisfy { $0 } && queues[0].isEmpty
    case .latest: over = finished.allSatisfy { $0 } && !pendingLatest
    case .zip: over = queues.indices.contains { finished[$0] && queues[$0].isEmpty } || queues.isEmpty
    }
    guard over, let downstream else { return lock.unlock() }
    self.downstream = nil
    let others = upstreams
    upstreams = upstreams.map { _ in nil }
    lock.unlock()
    for upstream in others { upstream?.cancel() }
    downstream.receive(completion: .finished)
  }
}
