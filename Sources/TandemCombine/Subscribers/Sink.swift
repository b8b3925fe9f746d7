import Foundation

extension Subscribers {
  /// A subscriber that requests unlimited values and calls closures with them and with the completion.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    public let receiveValue: (Input) -> Void
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSRecursiveLock()
    private var subscription: (any Subscription)?
    private var done = false

    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock { () -> Bool in
        guard self.subscription == nil, !done else { return false }
        self.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      if lock.withLock({ done }) { return .none }
      receiveValue(input)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let first = lock.withLock { () -> Bool in
        defer { done = true; subscription = nil }
        return !done
      }
      if first { receiveCompletion(completion) }
    }

    /// Cancels the subscription; no more values arrive.
    public func cancel() {
      let current = lock.withLock { () -> (any Subscription)? in
        defer { done = true; subscription = nil }
        return subscription
      }
      current?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    public typealias Failure = Never
    public private(set) var object: Root?
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      guard self.subscription == nil, object != nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = input
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    public func cancel() {
      subscription?.cancel()
      subscription = nil
      object = nil
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the completion and each value.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to a property of an object (the object is retained until cancellation).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
