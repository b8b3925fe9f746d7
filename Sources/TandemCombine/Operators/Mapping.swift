import Foundation

/// A namespace for publisher types.
public enum Publishers {}

extension Publishers {
  /// Transforms each value with a closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeRelay("Map", to: subscriber, step: { .send(transform($0)) }, ending: { (nil, $0) })
    }
  }

  /// Transforms each value with a closure that may throw; a thrown error cancels upstream and fails.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeRelay(
        "TryMap", to: subscriber,
        step: { value in
          do { return .send(try transform(value)) } catch { return .fail(error) }
        }, ending: { (nil, $0.erased) })
    }
  }

  /// Transforms each value and publishes the non-nil results.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeRelay(
        "CompactMap", to: subscriber, step: { transform($0).map { .send($0) } ?? .drop }, ending: { (nil, $0) })
    }
  }

  /// Transforms each value with a closure that may throw, publishing the non-nil results.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output?
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeRelay(
        "TryCompactMap", to: subscriber,
        step: { value in
          do { return try transform(value).map { .send($0) } ?? .drop } catch { return .fail(error) }
        }, ending: { (nil, $0.erased) })
    }
  }

  /// Transforms the upstream failure into another error type.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribeRelay(
        "MapError", to: subscriber, step: { .send($0) }, ending: { (nil, $0.mapError(transform)) })
    }
  }

  /// Gives a publisher that cannot fail the failure type downstream expects.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribeRelay("SetFailureType", to: subscriber, step: { .send($0) }, ending: { _ in (nil, .finished) })
    }
    /// The same publisher with another failure type.
    public func setFailureType<E: Error>(to failure: E.Type) -> SetFailureType<Upstream, E> {
      SetFailureType<Upstream, E>(upstream: upstream)
    }
  }

  /// Publishes each result of a closure given the previous result and the next value.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output
    public init(
      upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let accumulator = Box(initialResult)
      let next = nextPartialResult
      upstream.subscribeRelay(
        "Scan", to: subscriber,
        step: { value in
          accumulator.value = next(accumulator.value, value)
          return .send(accumulator.value)
        }, ending: { (nil, $0) })
    }
  }

  /// Publishes each result of a throwing closure given the previous result and the next value.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output
    public init(
      upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let accumulator = Box(initialResult)
      let next = nextPartialResult
      upstream.subscribeRelay(
        "TryScan", to: subscriber,
        step: { value in
          do {
            accumulator.value = try next(accumulator.value, value)
            return .send(accumulator.value)
          } catch { return .fail(error) }
        }, ending: { (nil, $0.erased) })
    }
  }
}

extension Publisher {
  /// Transforms each value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
  /// Transforms each value with a closure that may throw.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
  /// Publishes the non-nil results of a transform.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
  /// Publishes the non-nil results of a transform that may throw.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
  /// Transforms the failure.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }
  /// Replaces nil values with a value.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
  /// Publishes each running result of a closure, starting from an initial result.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
  /// Publishes each running result of a closure that may throw.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryScan<Self, T>
  {
    Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publisher where Failure == Never {
  /// Gives this never-failing publisher the failure type downstream expects.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    Publishers.SetFailureType(upstream: self)
  }
}
