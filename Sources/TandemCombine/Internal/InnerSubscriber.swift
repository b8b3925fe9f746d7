/// A subscription fed by several inner subscriptions, each known by a number: the upstreams of `merge`,
/// `combineLatest` and `zip`, the inner publishers of `flatMap` and `switchToLatest`, the phases of a chain.
protocol InnerSubscriptionOwner: AnyObject {
  associatedtype InnerInput
  associatedtype InnerFailure: Error
  /// Inner subscription `id` began.
  func attach(_ subscription: any Subscription, inner id: Int)
  /// Inner subscription `id` delivered a value; returns the further demand for it.
  func receive(_ input: InnerInput, inner id: Int) -> Subscribers.Demand
  /// Inner subscription `id` ended.
  func complete(_ completion: Subscribers.Completion<InnerFailure>, inner id: Int)
}

/// The subscriber of one inner subscription: it passes everything to its owner (held weakly, so a cancelled owner
/// goes away; a subscription arriving after that is cancelled).
final class InnerSubscriber<Owner: InnerSubscriptionOwner>: Subscriber, @unchecked Sendable {
  typealias Input = Owner.InnerInput
  typealias Failure = Owner.InnerFailure
  private weak var owner: Owner?
  private let id: Int

  init(_ owner: Owner, _ id: Int) {
    self.owner = owner
    self.id = id
  }

  func receive(subscription: any Subscription) {
    guard let owner else { return subscription.cancel() }
    owner.attach(subscription, inner: id)
  }
  func receive(_ input: Input) -> Subscribers.Demand { owner?.receive(input, inner: id) ?? .none }
  func receive(completion: Subscribers.Completion<Failure>) { owner?.complete(completion, inner: id) }
}
