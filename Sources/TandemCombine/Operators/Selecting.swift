import Foundation

extension Publishers {
  /// Omits the first `count` values (they are requested up front with the first demand).
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int
    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "count must not be negative")
      self.upstream = upstream
      self.count = count
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let remaining = Box(count)
      let firstRequest = Box(true)
      let count = count
      upstream.subscribeRelay(
        "Drop", to: subscriber,
        adjustRequest: { demand in
          defer { firstRequest.value = false }
          return firstRequest.value ? demand + count : demand
        },
        step: { value in
          guard remaining.value > 0 else { return .send(value) }
          remaining.value -= 1
          return .hold
        }, ending: { (nil, $0) })
    }
  }

  /// Omits values while a predicate holds, then republishes everything.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let dropping = Box(true)
      let predicate = predicate
      upstream.subscribeRelay(
        "DropWhile", to: subscriber,
        step: { value in
          if dropping.value, predicate(value) { return .drop }
          dropping.value = false
          return .send(value)
        }, ending: { (nil, $0) })
    }
  }

  /// Omits values while a throwing predicate holds, then republishes everything.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let dropping = Box(true)
      let predicate = predicate
      upstream.subscribeRelay(
        "TryDropWhile", to: subscriber,
        step: { value in
          do {
            if dropping.value, try predicate(value) { return .drop }
          } catch { return .fail(error) }
          dropping.value = false
          return .send(value)
        }, ending: { (nil, $0.erased) })
    }
  }

  /// Republishes values while a predicate holds, then finishes (cancelling upstream).
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribeRelay(
        "PrefixWhile", to: subscriber, step: { predicate($0) ? .send($0) : .finish }, ending: { (nil, $0) })
    }
  }

  /// Republishes values while a throwing predicate holds, then finishes.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribeRelay(
        "TryPrefixWhile", to: subscriber,
        step: { value in
          do { return try predicate(value) ? .send(value) : .finish } catch { return .fail(error) }
        }, ending: { (nil, $0.erased) })
    }
  }

  /// Republishes the values whose positions fall in a range, then finishes (cancelling upstream).
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let range: CountableRange<Int>
    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "lowerBound must not be negative")
      self.upstream = upstream
      self.range = range
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
      let index = Box(0)
      let range = range
      upstream.subscribeRelay(
        "Output", to: subscriber,
        step: { value in
          defer { index.value += 1 }
          if range.isEmpty || index.value >= range.upperBound { return .finish }
          if index.value < range.lowerBound { return .drop }
          return index.value == range.upperBound - 1 ? .sendAndFinish(value) : .send(value)
        }, ending: { (nil, $0) })
    }
  }

  /// Publishes the first value, then finishes (cancelling upstream).
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      FirstWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// Publishes the first value that satisfies a predicate, then finishes.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let found = Box<Output?>(nil)
      let predicate = predicate
      upstream.subscribeReducer(
        "First", to: subscriber,
        step: { value in
          guard predicate(value) else { return .continue }
          found.value = value
          return .finish
        }, result: { found.value }, mapError: { $0 })
    }
  }

  /// Publishes the first value that satisfies a throwing predicate, then finishes.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let found = Box<Output?>(nil)
      let predicate = predicate
      upstream.subscribeReducer(
        "TryFirstWhere", to: subscriber,
        step: { value in
          do {
            guard try predicate(value) else { return .continue }
          } catch { return .fail(error) }
          found.value = value
          return .finish
        }, result: { found.value }, mapError: { $0 })
    }
  }

  /// Publishes the last value once upstream finishes.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      LastWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// Publishes the last value that satisfied a predicate once upstream finishes.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let found = Box<Output?>(nil)
      let predicate = predicate
      upstream.subscribeReducer(
        "Last", to: subscriber,
        step: { value in
          if predicate(value) { found.value = value }
          return .continue
        }, result: { found.value }, mapError: { $0 })
    }
  }

  /// Publishes the last value that satisfied a throwing predicate once upstream finishes.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let found = Box<Output?>(nil)
      let predicate = predicate
      upstream.subscribeReducer(
        "TryLastWhere", to: subscriber,
        step: { value in
          do {
            if try predicate(value) { found.value = value }
          } catch { return .fail(error) }
          return .continue
        }, result: { found.value }, mapError: { $0 })
    }
  }
}

extension Publisher {
  /// Omits the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
  /// Omits values while a predicate holds.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }
  /// Omits values while a throwing predicate holds.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
  /// Republishes up to `maxLength` values, then finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Publishers.Output(upstream: self, range: 0..<maxLength)
  }
  /// Republishes values while a predicate holds, then finishes.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }
  /// Republishes values while a throwing predicate holds, then finishes.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
  /// Publishes the value at a position, then finishes.
  public func output(at index: Int) -> Publishers.Output<Self> { output(in: index...index) }
  /// Publishes the values at the positions in a range, then finishes.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
  /// Publishes the first value, then finishes.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
  /// Publishes the first value that satisfies a predicate, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }
  /// Publishes the first value that satisfies a throwing predicate, then finishes.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
  /// Publishes the last value once upstream finishes.
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
  /// Publishes the last value that satisfied a predicate once upstream finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }
  /// Publishes the last value that satisfied a throwing predicate once upstream finishes.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}
