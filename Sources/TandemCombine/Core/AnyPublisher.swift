/// A type-erased publisher: subscribers attach to the publisher it wraps.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps a publisher (an `AnyPublisher` is not wrapped twice).
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
    } else {
      subscribeBody = { publisher.receive(subscriber: $0) }
    }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Hides the publisher's type behind `AnyPublisher`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
