import Foundation

/// The subscription of the operators that move from one publisher to the next (`append`, `prepend`, `catch`,
/// `tryCatch`, `retry`): downstream demand not yet met carries over to the next publisher. Each phase's failure is
/// seen as `any Error`; `next` decides, from a phase's completion, whether to subscribe another publisher or end.
final class Chain<Downstream: Subscriber>: Subscription, InnerSubscriptionOwner, CustomStringConvertible,
  @unchecked Sendable
{
  typealias InnerInput = Downstream.Input
  typealias InnerFailure = any Error

  enum Next {
    case subscribe(AnyPublisher<Downstream.Input, any Error>)
    case complete(Subscribers.Completion<Downstream.Failure>)
  }

  let description: String
  private let next: (Subscribers.Completion<any Error>) throws -> Next
  private var downstream: Downstream?
  private let lock = NSRecursiveLock()
  private var current: (any Subscription)?
  private var phase = 0
  private var demand = Subscribers.Demand.none

  private init(_ name: String, next: @escaping (Subscribers.Completion<any Error>) throws -> Next) {
    description = name
    self.next = next
  }

  /// Subscribes `downstream` to `first`, then to what `next` says after each completion. An error thrown by `next`
  /// fails downstream with it (for `tryCatch`; only possible when downstream's failure is `any Error`).
  static func start(
    _ name: String, first: AnyPublisher<Downstream.Input, any Error>, downstream: Downstream,
    next: @escaping (Subscribers.Completion<any Error>) throws -> Next
  ) {
    let chain = Chain(name, next: next)
    chain.downstream = downstream
    downstream.receive(subscription: chain)
    first.subscribe(InnerSubscriber(chain, 0))
  }

  func request(_ demand: Subscribers.Demand) {
    let current = lock.withLock { () -> (any Subscription)? in
      guard downstream != nil else { return nil }
      self.demand += demand
      return self.current
    }
    current?.request(demand)
  }

  func cancel() {
    let current = lock.withLock { () -> (any Subscription)? in
      downstream = nil
      defer { self.current = nil }
      return self.current
    }
    current?.cancel()
  }

  func attach(_ subscription: any Subscription, inner phase: Int) {
    let demand = lock.withLock { () -> Subscribers.Demand? in
      guard downstream != nil, phase == self.phase, current == nil else { return nil }
      current = subscription
      return self.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Downstream.Input, inner phase: Int) -> Subscribers.Demand {
    let downstream = lock.withLock { () -> Downstream? in
      guard phase == self.phase else { return nil }
      demand -= 1
      return self.downstream
    }
    guard let downstream else { return .none }
    let more = downstream.receive(input)
    lock.withLock { demand += more }
    return more
  }

  func complete(_ completion: Subscribers.Completion<any Error>, inner phase: Int) {
    let live = lock.withLock { () -> Bool in
      guard phase == self.phase, downstream != nil else { return false }
      current = nil
      self.phase += 1
      return true
    }
    guard live else { return }
    let decision: Next
    do { decision = try next(completion) } catch {
      decision = .complete(.failure(error as! Downstream.Failure))
    }
    switch decision {
    case .subscribe(let publisher):
      let phase = lock.withLock { self.phase }
      publisher.subscribe(InnerSubscriber(self, phase))
    case .complete(let completion):
      let downstream = lock.withLock { () -> Downstream? in
        defer { self.downstream = nil }
        return self.downstream
      }
      downstream?.receive(completion: completion)
    }
  }
}

extension Publisher {
  /// The publisher with its failure seen as `any Error` (a chain's phase).
  var chainPhase: AnyPublisher<Output, any Error> { mapError { $0 as any Error }.eraseToAnyPublisher() }
}

extension Subscribers.Completion where Failure == any Error {
  /// The completion with its error cast back to the type it was before it was erased.
  func cast<E: Error>(to type: E.Type) -> Subscribers.Completion<E> { mapError { $0 as! E } }
}
