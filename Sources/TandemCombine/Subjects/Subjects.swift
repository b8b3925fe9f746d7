import Foundation

/// A publisher that code can push values into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to every subscriber.
  func send(_ value: Output)
  /// Sends a completion to every subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Hands a subscription to the subject (upstream publishers subscribing it).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// The shared subscriber list of the subjects: per-subscriber demand, removal on cancel.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  final class Conduit: Subscription, @unchecked Sendable {
    weak var core: SubjectCore?
    var deliver: ((Output) -> Subscribers.Demand)?
    var finish: ((Subscribers.Completion<Failure>) -> Void)?
    var demand: Subscribers.Demand = .none

    func request(_ demand: Subscribers.Demand) {
      core?.lock.withLock { self.demand += demand }
      core?.requested(self)
    }
    func cancel() {
      core?.remove(self)
      deliver = nil
      finish = nil
    }
  }

  let lock = NSRecursiveLock()
  private var conduits: [Conduit] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  /// Called when a subscriber requests values (current-value subjects replay).
  var onRequest: ((Conduit) -> Void)?

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit()
    conduit.core = self
    conduit.deliver = { subscriber.receive($0) }
    conduit.finish = { subscriber.receive(completion: $0) }
    if let completion = lock.withLock({ completion }) {
      subscriber.receive(subscription: conduit)
      subscriber.receive(completion: completion)
      return
    }
    lock.withLock { conduits.append(conduit) }
    subscriber.receive(subscription: conduit)
  }

  func requested(_ conduit: Conduit) { onRequest?(conduit) }

  func remove(_ conduit: Conduit) { lock.withLock { conduits.removeAll { $0 === conduit } } }

  /// Delivers to each subscriber with demand.
  func send(_ value: Output) {
    let targets = lock.withLock { completion == nil ? conduits : [] }
    for conduit in targets { deliver(value, to: conduit) }
  }

  func deliver(_ value: Output, to conduit: Conduit) {
    let ready = lock.withLock { () -> Bool in
      guard conduit.demand > .none else { return false }
      conduit.demand -= .max(1)
      return true
    }
    guard ready, let deliver = conduit.deliver else { return }
    let more = deliver(value)
    if more > .none { lock.withLock { conduit.demand += more } }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let targets = lock.withLock { () -> [Conduit] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { conduits = [] }
      return conduits
    }
    for conduit in targets { conduit.finish?(completion) }
  }
}

/// A subject that passes values to its current subscribers and keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>()
  public init() {}
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
  public func send(_ input: Output) { core.send(input) }
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A subject that holds a current value and sends it to each new subscriber, then every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>()
  private var current: Output
  private var replayed = Set<ObjectIdentifier>()

  /// A subject with an initial value.
  public init(_ value: Output) {
    current = value
    core.onRequest = { [weak self] conduit in
      guard let self else { return }
      let first = self.core.lock.withLock { self.replayed.insert(ObjectIdentifier(conduit)).inserted }
      if first { self.core.deliver(self.core.lock.withLock { self.current }, to: conduit) }
    }
  }

  /// The current value; setting it sends it.
  public var value: Output {
    get { core.lock.withLock { current } }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
  public func send(_ input: Output) {
    core.lock.withLock { current = input }
    core.send(input)
  }
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A publisher that emits one value and finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subject = CurrentValueSubject<Output, Never>(output)
    subject.receive(subscriber: subscriber)
    subject.send(completion: .finished)
  }
}
