import Foundation

extension Publishers {
  /// Republishes the values that satisfy a predicate.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribeRelay(
        "Filter", to: subscriber, step: { isIncluded($0) ? .send($0) : .drop }, ending: { (nil, $0) })
    }
  }

  /// Republishes the values that satisfy a predicate that may throw.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribeRelay(
        "TryFilter", to: subscriber,
        step: { value in
          do { return try isIncluded(value) ? .send(value) : .drop } catch { return .fail(error) }
        }, ending: { (nil, $0.erased) })
    }
  }

  /// Republishes a value only when it differs from the previous value.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output, Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let previous = Box<Output?>(nil)
      let same = predicate
      upstream.subscribeRelay(
        "RemoveDuplicates", to: subscriber,
        step: { value in
          defer { previous.value = value }
          if let last = previous.value, same(last, value) { return .drop }
          return .send(value)
        }, ending: { (nil, $0) })
    }
  }

  /// Republishes a value only when a throwing predicate says it differs from the previous value.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output, Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let previous = Box<Output?>(nil)
      let same = predicate
      upstream.subscribeRelay(
        "TryRemoveDuplicates", to: subscriber,
        step: { value in
          defer { previous.value = value }
          do {
            if let last = previous.value, try same(last, value) { return .drop }
            return .send(value)
          } catch { return .fail(error) }
        }, ending: { (nil, $0.erased) })
    }
  }

  /// Publishes a value if upstream finishes without publishing any.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let output: Upstream.Output
    public let upstream: Upstream
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let empty = Box(true)
      let output = output
      upstream.subscribeRelay(
        "ReplaceEmpty", to: subscriber,
        step: { value in
          empty.value = false
          return .send(value)
        },
        ending: { completion in
          guard case .finished = completion, empty.value else { return (nil, completion) }
          return (output, .finished)
        })
    }
  }

  /// Replaces a failure with a value, then finishes.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let output: Upstream.Output
    public let upstream: Upstream
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.subscribeRelay(
        "ReplaceError", to: subscriber, step: { .send($0) },
        ending: { completion in
          guard case .failure = completion else { return (nil, .finished) }
          return (output, .finished)
        })
    }
  }
}

extension Publisher {
  /// Republishes the values that satisfy a predicate.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
  /// Republishes the values that satisfy a predicate that may throw.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
  /// Drops values the predicate calls equal to the previous one.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
  /// Drops values a throwing predicate calls equal to the previous one.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
  /// Publishes `output` if upstream finishes without a value.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
  /// Replaces a failure with `output`, then finishes.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publisher where Output: Equatable {
  /// Drops values equal to the previous one.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}
