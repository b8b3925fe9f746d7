/// A publisher that never emits a value, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether subscribers get `.finished` at once (otherwise they wait forever).
  public let completeImmediately: Bool
  /// An empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  /// An empty publisher with its types given.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
  public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}
