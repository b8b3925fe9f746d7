import Foundation

/// The subscriber list shared by the subjects: each subscriber has its own demand and leaves the list when it
/// cancels; a value sent to a subscriber without demand is dropped (a current-value subject keeps it and delivers
/// the latest value at the next request).
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  final class Conduit: Subscription, CustomStringConvertible, @unchecked Sendable {
    weak var core: SubjectCore?
    var deliver: ((Output) -> Subscribers.Demand)?
    var finish: ((Subscribers.Completion<Failure>) -> Void)?
    var demand: Subscribers.Demand = .none
    /// The latest value was not delivered for want of demand (current-value subjects).
    var missedLatest = false
    let description: String
    init(_ name: String) { description = name }
    func request(_ demand: Subscribers.Demand) { core?.request(demand, by: self) }
    func cancel() { core?.remove(self) }
  }

  let lock = NSRecursiveLock()
  private let name: String
  private var conduits: [Conduit] = []
  private var upstreams: [any Subscription] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  /// The current value's source: a subscriber's first demand (and a demand after a missed value) receives it.
  var current: (() -> Output)?

  init(_ name: String) { self.name = name }

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(name)
    conduit.core = self
    conduit.deliver = { subscriber.receive($0) }
    conduit.finish = { subscriber.receive(completion: $0) }
    conduit.missedLatest = current != nil
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: conduit)
      subscriber.receive(completion: completion)
      return
    }
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  func keep(_ subscription: any Subscription) {
    lock.withLock { upstreams.append(subscription) }
    subscription.request(.unlimited)
  }

  private func request(_ demand: Subscribers.Demand, by conduit: Conduit) {
    lock.lock()
    conduit.demand += demand
    guard conduit.missedLatest, let current, conduit.deliver != nil else { return lock.unlock() }
    conduit.missedLatest = false
    let value = current()
    lock.unlock()
    deliver(value, to: conduit)
  }

  func remove(_ conduit: Conduit) {
    lock.withLock {
      conduits.removeAll { $0 === conduit }
      conduit.deliver = nil
      conduit.finish = nil
    }
  }

  /// Delivers a value to each subscriber with demand.
  func send(_ value: Output) {
    let targets = lock.withLock { completion == nil ? conduits : [] }
    for conduit in targets { deliver(value, to: conduit) }
  }

  private func deliver(_ value: Output, to conduit: Conduit) {
    lock.lock()
    guard conduit.demand > 0, let deliver = conduit.deliver else {
      conduit.missedLatest = current != nil
      return lock.unlock()
    }
    conduit.demand -= 1
    lock.unlock()
    let more = deliver(value)
    if more > 0 { lock.withLock { conduit.demand += more } }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let targets = lock.withLock { () -> [Conduit] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer {
        conduits = []
        upstreams = []
      }
      return conduits
    }
    for conduit in targets {
      let finish = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
        defer {
          conduit.deliver = nil
          conduit.finish = nil
        }
        return conduit.finish
      }
      finish?(completion)
    }
  }
}
