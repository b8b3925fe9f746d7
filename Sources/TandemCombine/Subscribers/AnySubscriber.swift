/// A type-erased subscriber: wraps a subscriber, a subject, or three closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: ((any Subscription) -> Void)?
  private let receiveValueBody: ((Input) -> Subscribers.Demand)?
  private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
  private let name: String

  /// Wraps a subscriber (keeping its identity).
  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    if let erased = s as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = s.combineIdentifier
    receiveSubscriptionBody = s.receive(subscription:)
    receiveValueBody = s.receive(_:)
    receiveCompletionBody = s.receive(completion:)
    name = String(describing: s)
  }

  /// Wraps a subject: values and completions go into it.
  public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = { s.send(subscription: $0) }
    receiveValueBody = {
      s.send($0)
      return .none
    }
    receiveCompletionBody = { s.send(completion: $0) }
    name = String(describing: s)
  }

  /// A subscriber made of closures; a missing value closure asks for nothing more.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
    name = "Anonymous AnySubscriber"
  }

  public var description: String { name }
  public func receive(subscription: any Subscription) { receiveSubscriptionBody?(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody?(value) ?? .none }
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }
}
