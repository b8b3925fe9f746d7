/// A subject that passes values to the subscribers attached at the time, dropping them for subscribers without
/// demand; it keeps no value.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>("PassthroughSubject")
  public init() {}
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
  public func send(_ input: Output) { core.send(input) }
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }
  public func send(subscription: any Subscription) { core.keep(subscription) }
}
