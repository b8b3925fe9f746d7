/// A publisher that emits one value and finishes; it cannot fail.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value the publisher emits.
  public let output: Output
  /// A publisher of one value.
  public init(_ output: Output) { self.output = output }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    IteratingSubscription.start(
      "Just", elements: CollectionOfOne(output).makeIterator(), completion: .finished, downstream: subscriber)
  }
}

extension Just: Equatable where Output: Equatable {}
