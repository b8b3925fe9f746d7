/// A publisher that makes a new publisher for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher a subscriber attaches to.
  public let createPublisher: () -> DeferredPublisher
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}
