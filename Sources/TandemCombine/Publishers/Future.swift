import Foundation

/// A publisher that eventually produces one value and finishes, or fails: the closure runs once, at once, and every
/// subscriber (before or after the promise is fulfilled) receives the same result when it has demand.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// Fulfills the future; calls after the first are ignored.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private final class Conduit: Subscription, CustomStringConvertible, @unchecked Sendable {
    weak var future: Future?
    var deliver: ((Output) -> Void)?
    var finish: ((Subscribers.Completion<Failure>) -> Void)?
    var demanded = false
    var description: String { "Future" }
    func request(_ demand: Subscribers.Demand) { future?.requested(self) }
    func cancel() { future?.remove(self) }
  }

  private let lock = NSRecursiveLock()
  private var result: Result<Output, Failure>?
  private var conduits: [Conduit] = []

  /// Runs `attemptToFulfill` now with the promise that completes the future.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfill(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit()
    conduit.future = self
    conduit.deliver = { _ = subscriber.receive($0) }
    conduit.finish = { subscriber.receive(completion: $0) }
    lock.withLock { conduits.append(conduit) }
    subscriber.receive(subscription: conduit)
    lock.lock()
    if case .failure = result {
      lock.unlock()
      send(to: conduit)
    } else {
      lock.unlock()
    }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    let waiting = lock.withLock { () -> [Conduit] in
      guard self.result == nil else { return [] }
      self.result = result
      if case .failure = result { return conduits }
      return conduits.filter(\.demanded)
    }
    for conduit in waiting { send(to: conduit) }
  }

  private func requested(_ conduit: Conduit) {
    let ready = lock.withLock { () -> Bool in
      conduit.demanded = true
      return result != nil
    }
    if ready { send(to: conduit) }
  }

  private func remove(_ conduit: Conduit) {
    lock.withLock {
      conduits.removeAll { $0 === conduit }
      conduit.deliver = nil
      conduit.finish = nil
    }
  }

  /// Sends the result to one subscriber, once.
  private func send(to conduit: Conduit) {
    let (deliver, finish, result) = lock.withLock {
      () -> (((Output) -> Void)?, ((Subscribers.Completion<Failure>) -> Void)?, Result<Output, Failure>?) in
      defer {
        conduit.deliver = nil
        conduit.finish = nil
        conduits.removeAll { $0 === conduit }
      }
      return (conduit.deliver, conduit.finish, self.result)
    }
    guard let finish, let result else { return }
    switch result {
    case .success(let value):
      deliver?(value)
      finish(.finished)
    case .failure(let error):
      finish(.failure(error))
    }
  }
}
