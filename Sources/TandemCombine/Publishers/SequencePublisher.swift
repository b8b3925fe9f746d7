extension Publishers {
  /// Publishes the elements of a sequence as subscribers ask for them, then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The elements to publish.
    public let sequence: Elements
    public init(sequence: Elements) { self.sequence = sequence }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      IteratingSubscription.start(
        String(describing: sequence), elements: sequence.makeIterator(), completion: .finished, downstream: subscriber)
    }
  }
}

extension Sequence {
  /// A publisher of the sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Result {
  /// A publisher of the result's value (then finished) or its error.
  public var publisher: Publisher { Publisher(self) }

  /// Publishes a result's value and finishes, or fails with its error.
  public struct Publisher: TandemCombine.Publisher {
    public typealias Output = Success
    /// The result to publish.
    public let result: Result<Success, Failure>
    public init(_ result: Result<Success, Failure>) { self.result = result }
    public init(_ output: Output) { result = .success(output) }
    public init(_ failure: Failure) { result = .failure(failure) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
      switch result {
      case .success(let value):
        IteratingSubscription.start(
          "Once", elements: CollectionOfOne(value).makeIterator(), completion: .finished, downstream: subscriber)
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Optional {
  /// A publisher of the wrapped value (then finished), or one that just finishes.
  public var publisher: Publisher { Publisher(self) }

  /// Publishes an optional's wrapped value, if any, and finishes.
  public struct Publisher: TandemCombine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never
    /// The value to publish.
    public let output: Wrapped?
    public init(_ output: Wrapped?) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      IteratingSubscription.start(
        "Optional", elements: (output.map { [$0] } ?? []).makeIterator(), completion: .finished, downstream: subscriber)
    }
  }
}
