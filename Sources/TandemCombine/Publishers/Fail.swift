/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error subscribers receive.
  public let error: Failure
  /// A publisher that fails with `error`.
  public init(error: Failure) { self.error = error }
  /// A publisher that fails with `failure`, with its output type given.
  public init(outputType: Output.Type, failure: Failure) { error = failure }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
