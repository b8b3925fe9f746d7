import Foundation

/// What a relay does with one upstream value.
enum RelayStep<Output, Failure: Error> {
  /// Pass a value downstream.
  case send(Output)
  /// Drop the value (upstream is asked for one more in its place).
  case drop
  /// Keep the value back without asking for another (`collect(_:)` asked for whole groups up front).
  case hold
  /// Pass a value downstream, then cancel upstream and finish.
  case sendAndFinish(Output)
  /// Cancel upstream and finish without a value.
  case finish
  /// Cancel upstream and fail.
  case fail(Failure)
}

/// The subscription of the one-value-at-a-time operators (`map`, `filter`, `scan`, `prefix`, `mapError`,
/// `replaceError` …): each upstream value becomes at most one downstream value, downstream demand goes upstream as
/// it is (a dropped value asks for one more), and the operator may end early (cancelling upstream) or add one last
/// value at the end, which waits for demand. `step` and `ending` are made per subscription, so state they capture
/// (a running sum, the previous value) belongs to one subscriber.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input
  typealias Ending = (last: Output?, completion: Subscribers.Completion<Downstream.Failure>)

  private enum State {
    case awaitingSubscription
    case subscribed(any Subscription)
    /// Upstream ended; a last value waits for demand.
    case ending(Output, Subscribers.Completion<Downstream.Failure>)
    case done
  }

  let description: String
  private let downstream: Downstream
  private let step: (Input) -> RelayStep<Output, Downstream.Failure>
  private let ending: (Subscribers.Completion<UpstreamFailure>) -> Ending
  /// Turns a downstream request into the upstream one (`dropFirst(n)` adds n to the first, `collect(n)` multiplies).
  private let adjustRequest: ((Subscribers.Demand) -> Subscribers.Demand)?
  private let lock = NSLock()
  private var state = State.awaitingSubscription
  private var demand = Subscribers.Demand.none

  init(
    _ name: String, downstream: Downstream, adjustRequest: ((Subscribers.Demand) -> Subscribers.Demand)? = nil,
    step: @escaping (Input) -> RelayStep<Output, Downstream.Failure>,
    ending: @escaping (Subscribers.Completion<UpstreamFailure>) -> Ending
  ) {
    description = name
    self.downstream = downstream
    self.adjustRequest = adjustRequest
    self.step = step
    self.ending = ending
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = state else {
      lock.unlock()
      return subscription.cancel()
    }
    state = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let upstream) = state else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch step(input) {
    case .send(let output):
      let more = deliver(output)
      return more > 0 ? adjustRequest?(more) ?? more : more
    case .drop:
      return .max(1)
    case .hold:
      return .none
    case .sendAndFinish(let output):
      guard end() else { return .none }
      upstream.cancel()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    case .finish:
      guard end() else { return .none }
      upstream.cancel()
      downstream.receive(completion: .finished)
    case .fail(let error):
      guard end() else { return .none }
      upstream.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = state else { return lock.unlock() }
    lock.unlock()
    let (last, completion) = ending(completion)
    lock.lock()
    guard let last else {
      state = .done
      lock.unlock()
      return downstream.receive(completion: completion)
    }
    guard demand > 0 else {
      state = .ending(last, completion)
      return lock.unlock()
    }
    state = .done
    lock.unlock()
    _ = downstream.receive(last)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    switch state {
    case .subscribed(let upstream):
      self.demand += demand
      lock.unlock()
      upstream.request(adjustRequest?(demand) ?? demand)
    case .ending(let last, let completion):
      state = .done
      lock.unlock()
      _ = downstream.receive(last)
      downstream.receive(completion: completion)
    case .awaitingSubscription, .done:
      lock.unlock()
    }
  }

  func cancel() {
    lock.lock()
    let previous = state
    state = .done
    lock.unlock()
    if case .subscribed(let upstream) = previous { upstream.cancel() }
  }

  /// Sends a value, keeping count of the downstream demand.
  private func deliver(_ output: Output) -> Subscribers.Demand {
    lock.withLock { demand -= 1 }
    let more = downstream.receive(output)
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  /// Marks the relay ended; false when it already was (a cancel raced the value).
  private func end() -> Bool {
    lock.withLock {
      guard case .subscribed = state else { return false }
      state = .done
      return true
    }
  }
}

extension Publisher {
  /// Subscribes a relay for this subscriber (call it from `receive(subscriber:)`, so the closures' state is the
  /// subscriber's own).
  func subscribeRelay<S: Subscriber>(
    _ name: String, to subscriber: S, adjustRequest: ((Subscribers.Demand) -> Subscribers.Demand)? = nil,
    step: @escaping (Output) -> RelayStep<S.Input, S.Failure>,
    ending: @escaping (Subscribers.Completion<Failure>) -> Relay<Output, Failure, S>.Ending
  ) {
    subscribe(Relay(name, downstream: subscriber, adjustRequest: adjustRequest, step: step, ending: ending))
  }
}
