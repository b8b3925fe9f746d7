import Foundation

extension Publishers {
  /// Folds all values with a closure and publishes the result when upstream finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initial: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output
    public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let accumulator = Box(initial)
      let next = nextPartialResult
      upstream.subscribeReducer(
        "Reduce", to: subscriber,
        step: { value in
          accumulator.value = next(accumulator.value, value)
          return .continue
        }, result: { accumulator.value }, mapError: { $0 })
    }
  }

  /// Folds all values with a throwing closure and publishes the result when upstream finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let initial: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output
    public init(
      upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let accumulator = Box(initial)
      let next = nextPartialResult
      upstream.subscribeReducer(
        "TryReduce", to: subscriber,
        step: { value in
          do {
            accumulator.value = try next(accumulator.value, value)
            return .continue
          } catch { return .fail(error) }
        }, result: { accumulator.value }, mapError: { $0 })
    }
  }

  /// Collects every value and publishes the array when upstream finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Reduce(upstream: upstream, initial: []) { $0 + [$1] }.receive(subscriber: subscriber)
    }
  }

  /// Publishes arrays of `count` values (and the remainder when upstream finishes); a request for n arrays asks
  /// upstream for n × count values.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int
    public init(upstream: Upstream, count: Int) {
      precondition(count > 0, "count must be greater than zero")
      self.upstream = upstream
      self.count = count
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = Box<[Upstream.Output]>([])
      let count = count
      upstream.subscribeRelay(
        "CollectByCount", to: subscriber, adjustRequest: { $0 * count },
        step: { value in
          buffer.value.append(value)
          guard buffer.value.count == count else { return .hold }
          defer { buffer.value = [] }
          return .send(buffer.value)
        },
        ending: { completion in
          guard case .finished = completion, !buffer.value.isEmpty else { return (nil, completion) }
          return (buffer.value, .finished)
        })
    }
  }

  /// Publishes the number of values when upstream finishes.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }.receive(subscriber: subscriber)
    }
  }

  /// Publishes the minimum or maximum value (by an ordering) when upstream finishes.
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// Given the value kept so far and a new one, whether the new one replaces it (ties keep the first).
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool
    public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let best = Box<Output?>(nil)
      let order = areInIncreasingOrder
      upstream.subscribeReducer(
        "Comparison", to: subscriber,
        step: { value in
          if let current = best.value, !order(current, value) { return .continue }
          best.value = value
          return .continue
        }, result: { best.value }, mapError: { $0 })
    }
  }

  /// Publishes the minimum or maximum value by a throwing ordering.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool
    public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let best = Box<Output?>(nil)
      let order = areInIncreasingOrder
      upstream.subscribeReducer(
        "TryComparison", to: subscriber,
        step: { value in
          do {
            if let current = best.value, try !order(current, value) { return .continue }
          } catch { return .fail(error) }
          best.value = value
          return .continue
        }, result: { best.value }, mapError: { $0 })
    }
  }

  /// Publishes true as soon as a value satisfies a predicate (cancelling upstream), false if none does.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let found = Box(false)
      let predicate = predicate
      upstream.subscribeReducer(
        "ContainsWhere", to: subscriber,
        step: { value in
          guard predicate(value) else { return .continue }
          found.value = true
          return .finish
        }, result: { found.value }, mapError: { $0 })
    }
  }

  /// Publishes true as soon as a value satisfies a throwing predicate, false if none does.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let found = Box(false)
      let predicate = predicate
      upstream.subscribeReducer(
        "TryContainsWhere", to: subscriber,
        step: { value in
          do {
            guard try predicate(value) else { return .continue }
          } catch { return .fail(error) }
          found.value = true
          return .finish
        }, result: { found.value }, mapError: { $0 })
    }
  }

  /// Publishes true as soon as a value equals `output`, false if none does.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let output: Upstream.Output
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = output
      ContainsWhere(upstream: upstream) { $0 == output }.receive(subscriber: subscriber)
    }
  }

  /// Publishes false as soon as a value fails a predicate (cancelling upstream), true if all pass.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      ContainsWhere(upstream: upstream) { !predicate($0) }.map { !$0 }.receive(subscriber: subscriber)
    }
  }

  /// Publishes false as soon as a value fails a throwing predicate, true if all pass.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      TryContainsWhere(upstream: upstream) { try !predicate($0) }.map { !$0 }.receive(subscriber: subscriber)
    }
  }

  /// Ignores every value and passes on the completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribeReducer(
        "IgnoreOutput", to: subscriber, step: { _ in .continue }, result: { nil }, mapError: { $0 })
    }
  }
}

extension Publisher {
  /// Folds all values and publishes the result when upstream finishes.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
  /// Folds all values with a throwing closure.
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryReduce<Self, T>
  {
    Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
  /// Collects every value into one array, published when upstream finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
  /// Publishes arrays of up to `count` values.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
  /// Publishes the number of values when upstream finishes.
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
  /// Publishes the least value by an ordering.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }
  /// Publishes the greatest value by an ordering.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($0, $1) }
  }
  /// Publishes the least value by a throwing ordering.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }
  /// Publishes the greatest value by a throwing ordering.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($0, $1) }
  }
  /// Publishes whether any value satisfies a predicate.
  public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }
  /// Publishes whether any value satisfies a throwing predicate.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
  /// Publishes whether every value satisfies a predicate.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }
  /// Publishes whether every value satisfies a throwing predicate.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
  /// Ignores every value and passes on the completion.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}

extension Publisher where Output: Comparable {
  /// Publishes the least value when upstream finishes.
  public func min() -> Publishers.Comparison<Self> { min(by: <) }
  /// Publishes the greatest value when upstream finishes.
  public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher where Output: Equatable {
  /// Publishes whether upstream publishes `output`.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}
