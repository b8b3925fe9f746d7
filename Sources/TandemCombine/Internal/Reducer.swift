import Foundation

/// What a reducing operator does after taking in one upstream value.
enum ReduceStep<Failure: Error> {
  /// Keep going.
  case `continue`
  /// The result is known: cancel upstream and deliver it.
  case finish
  /// Cancel upstream and fail.
  case fail(Failure)
}

/// The subscription of the operators that publish one value when upstream ends (`reduce`, `collect`, `count`,
/// `last`, `first`, `min`, `contains`, `allSatisfy`, `ignoreOutput` …): it asks upstream for unlimited values as soon
/// as it is subscribed, folds them with `step`, and sends `result()` (if any) and the completion once upstream
/// finishes or `step` ends early — waiting for downstream demand before sending the value.
final class Reducer<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input

  private enum State {
    case awaitingSubscription
    case subscribed(any Subscription)
    /// The result is ready and waits for demand.
    case ready(Output)
    case done
  }

  let description: String
  private let downstream: Downstream
  private let step: (Input) -> ReduceStep<Downstream.Failure>
  private let result: () -> Output?
  private let mapError: (UpstreamFailure) -> Downstream.Failure
  private let lock = NSLock()
  private var state = State.awaitingSubscription
  private var demanded = false

  init(
    _ name: String, downstream: Downstream, step: @escaping (Input) -> ReduceStep<Downstream.Failure>,
    result: @escaping () -> Output?, mapError: @escaping (UpstreamFailure) -> Downstream.Failure
  ) {
    description = name
    self.downstream = downstream
    self.step = step
    self.result = result
    self.mapError = mapError
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
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let upstream) = state else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch step(input) {
    case .continue:
      break
    case .finish:
      upstream.cancel()
      complete()
    case .fail(let error):
      guard end() else { return .none }
      upstream.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    switch completion {
    case .finished:
      complete()
    case .failure(let error):
      guard end() else { return }
      downstream.receive(completion: .failure(mapError(error)))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard case .ready(let output) = state else {
      demanded = true
      return lock.unlock()
    }
    state = .done
    lock.unlock()
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  func cancel() {
    lock.lock()
    let previous = state
    state = .done
    lock.unlock()
    if case .subscribed(let upstream) = previous { upstream.cancel() }
  }

  /// Sends the result (now, or when demand comes) and the completion.
  private func complete() {
    lock.lock()
    guard case .subscribed = state else { return lock.unlock() }
    lock.unlock()
    let output = result()
    lock.lock()
    guard let output else {
      state = .done
      lock.unlock()
      return downstream.receive(completion: .finished)
    }
    guard demanded else {
      state = .ready(output)
      return lock.unlock()
    }
    state = .done
    lock.unlock()
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  private func end() -> Bool {
    lock.withLock {
      guard case .subscribed = state else { return false }
      state = .done
      return true
    }
  }
}

extension Publisher {
  /// Subscribes a reducer for this subscriber (call it from `receive(subscriber:)`, so the closures' state is the
  /// subscriber's own).
  func subscribeReducer<S: Subscriber>(
    _ name: String, to subscriber: S, step: @escaping (Output) -> ReduceStep<S.Failure>,
    result: @escaping () -> S.Input?, mapError: @escaping (Failure) -> S.Failure
  ) {
    subscribe(Reducer(name, downstream: subscriber, step: step, result: result, mapError: mapError))
  }
}

/// A value shared by the closures of one subscription.
final class Box<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}
