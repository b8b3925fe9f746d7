extension Publishers {
  /// Republishes all of `prefix`'s values, then all of `suffix`'s once `prefix` finishes.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure
    public let prefix: Prefix
    public let suffix: Suffix
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let suffix = suffix
      let started = Box(false)
      Chain.start("Concatenate", first: prefix.chainPhase, downstream: subscriber) { completion in
        guard case .finished = completion, !started.value else { return .complete(completion.cast(to: Failure.self)) }
        started.value = true
        return .subscribe(suffix.chainPhase)
      }
    }
  }

  /// Replaces a failure with the publisher a handler makes from the error.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = handler
      let caught = Box(false)
      Chain.start("Catch", first: upstream.chainPhase, downstream: subscriber) { completion in
        if caught.value { return .complete(completion.cast(to: Failure.self)) }
        guard case .failure(let error) = completion else { return .complete(.finished) }
        caught.value = true
        return .subscribe(handler(error as! Upstream.Failure).chainPhase)
      }
    }
  }

  /// Replaces a failure with the publisher a throwing handler makes from the error; a thrown error fails.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let handler: (Upstream.Failure) throws -> NewPublisher
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = handler
      let caught = Box(false)
      Chain.start("TryCatch", first: upstream.chainPhase, downstream: subscriber) { completion in
        if caught.value { return .complete(completion) }
        guard case .failure(let error) = completion else { return .complete(.finished) }
        caught.value = true
        return .subscribe(try handler(error as! Upstream.Failure).chainPhase)
      }
    }
  }

  /// Subscribes again after a failure, up to `retries` times (nil: without limit).
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let retries: Int?
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let upstream = upstream
      let remaining = Box(retries)
      Chain.start("Retry", first: upstream.chainPhase, downstream: subscriber) { completion in
        guard case .failure = completion, remaining.value.map({ $0 > 0 }) ?? true else {
          return .complete(completion.cast(to: Failure.self))
        }
        remaining.value = remaining.value.map { $0 - 1 }
        return .subscribe(upstream.chainPhase)
      }
    }
  }
}

extension Publisher {
  /// Publishes `elements` after this publisher finishes.
  public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    append(Publishers.Sequence(sequence: elements))
  }
  /// Publishes a sequence's elements after this publisher finishes.
  public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
  where S.Element == Output {
    append(Publishers.Sequence(sequence: elements))
  }
  /// Publishes another publisher's values after this publisher finishes.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
  /// Publishes `elements` before this publisher's values.
  public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    prepend(Publishers.Sequence(sequence: elements))
  }
  /// Publishes a sequence's elements before this publisher's values.
  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
  where S.Element == Output {
    prepend(Publishers.Sequence(sequence: elements))
  }
  /// Publishes another publisher's values before this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
  /// Replaces a failure with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }
  /// Replaces a failure with another publisher made by a handler that may throw.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
  where P.Output == Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
  /// Subscribes again after a failure, up to `retries` times.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}
