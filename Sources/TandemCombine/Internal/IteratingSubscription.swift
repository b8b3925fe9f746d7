import Foundation

/// The subscription of the publishers that replay values they already hold (`Just`, `Publishers.Sequence`,
/// `Record`, `Result.Publisher`): each request takes that many values from the iterator, and the completion follows
/// the last value at once.
final class IteratingSubscription<Elements: IteratorProtocol, Downstream: Subscriber>: Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Elements.Element {
  let description: String
  private var downstream: Downstream?
  private var elements: Elements
  private var upcoming: Elements.Element?
  private let completion: Subscribers.Completion<Downstream.Failure>
  private let lock = NSRecursiveLock()
  private var demand = Subscribers.Demand.none
  private var emitting = false

  /// Subscribes `downstream` to the elements; with none, it gets an empty subscription and the completion at once.
  static func start(
    _ name: String, elements: Elements, completion: Subscribers.Completion<Downstream.Failure>, downstream: Downstream
  ) {
    var elements = elements
    guard let first = elements.next() else {
      downstream.receive(subscription: Subscriptions.empty)
      return downstream.receive(completion: completion)
    }
    let subscription = IteratingSubscription(name, first: first, rest: elements, completion: completion, downstream)
    downstream.receive(subscription: subscription)
  }

  private init(
    _ name: String, first: Elements.Element, rest: Elements, completion: Subscribers.Completion<Downstream.Failure>,
    _ downstream: Downstream
  ) {
    description = name
    upcoming = first
    elements = rest
    self.completion = completion
    self.downstream = downstream
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    // A request made from inside `receive(_:)` adds to the demand the running loop below serves.
    guard !emitting else { return lock.unlock() }
    emitting = true
    while let downstream, self.demand > 0, let value = upcoming {
      self.demand -= 1
      upcoming = elements.next()
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      self.demand += more
    }
    emitting = false
    guard let downstream, upcoming == nil else { return lock.unlock() }
    self.downstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func cancel() { lock.withLock { downstream = nil } }
}
