/// A subject that holds a current value: each new subscriber receives it at its first demand, then every value
/// sent; a subscriber that had no demand when a value was sent receives the latest value at its next request.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>("CurrentValueSubject")
  private var currentValue: Output

  /// A subject holding `value`.
  public init(_ value: Output) {
    currentValue = value
    core.current = { [unowned self] in currentValue }
  }

  /// The current value; setting it sends it (after completion it is only stored).
  public var value: Output {
    get { core.lock.withLock { currentValue } }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
  public func send(_ input: Output) {
    core.lock.withLock { currentValue = input }
    core.send(input)
  }
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }
  public func send(subscription: any Subscription) { core.keep(subscription) }
}
