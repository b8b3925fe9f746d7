import Foundation

/// A publisher that starts producing only when told to `connect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to upstream; cancel the result to disconnect.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber attaches and disconnects when the last one leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
  /// Shares one upstream subscription through a subject with every subscriber, once connected.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
  where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// Makes the subject (once, when first needed).
    public let createSubject: () -> SubjectType
    private let lock = NSLock()
    private var madeSubject: SubjectType?

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      lock.withLock {
        if let madeSubject { return madeSubject }
        let subject = createSubject()
        madeSubject = subject
        return subject
      }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable { upstream.subscribe(subject) }
  }

  /// A connectable publisher over a never-failing upstream (a multicast through a passthrough subject).
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>
    public init(upstream: Upstream) { multicast = Multicast(upstream: upstream) { PassthroughSubject() } }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      multicast.receive(subscriber: subscriber)
    }
    public func connect() -> any Cancellable { multicast.connect() }
  }

  /// Connects its connectable upstream when the first subscriber attaches and cancels the connection when the
  /// number of subscribers drops back to zero (a later subscriber connects again).
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    private let lock = NSLock()
    private var subscribers = 0
    private var connection: (any Cancellable)?

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      // Each subscription keeps the autoconnect (and so the connection) alive until it ends, as on Apple:
      // `Timer.publish(…).autoconnect().sink { … }` stores only the sink's cancellable.
      let counted = CountedSubscriber(downstream: subscriber) { self.release() }
      upstream.subscribe(counted)
      let connect = lock.withLock { () -> Bool in
        subscribers += 1
        return subscribers == 1
      }
      if connect {
        let connection = upstream.connect()
        lock.withLock { self.connection = connection }
      }
    }

    private func release() {
      let connection = lock.withLock { () -> (any Cancellable)? in
        subscribers -= 1
        guard subscribers == 0 else { return nil }
        defer { self.connection = nil }
        return self.connection
      }
      connection?.cancel()
    }
  }

  /// Shares one subscription to upstream among all its subscribers: a multicast through a passthrough subject that
  /// connects with its first subscriber. Values are not replayed to later subscribers.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>
    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

/// Passes everything through and calls `release` once when the subscription ends (cancelled or completed).
final class CountedSubscriber<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  private let downstream: Downstream
  private var release: (() -> Void)?
  private var upstream: (any Subscription)?
  private let lock = NSLock()
  init(downstream: Downstream, release: @escaping () -> Void) {
    self.downstream = downstream
    self.release = release
  }
  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
  }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
    end()
  }
  func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }
  func cancel() {
    lock.withLock { upstream }?.cancel()
    end()
  }
  private func end() {
    let release = lock.withLock { () -> (() -> Void)? in
      defer { self.release = nil }
      return self.release
    }
    release?()
  }
}

extension Publisher {
  /// Shares one upstream subscription among all subscribers.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
  /// Shares one upstream subscription through the subject `createSubject` makes, once connected.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }
  /// Shares one upstream subscription through a subject, once connected.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }
}

extension Publisher where Failure == Never {
  /// A connectable version of this publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}
