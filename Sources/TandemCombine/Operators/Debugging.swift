import Foundation

extension Publishers {
  /// Calls closures on each event of the subscription (subscription, values, completion, cancel, request).
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Upstream.Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let events = self
      upstream.subscribe(
        TimedSubscription<Output, Failure, S>("HandleEvents", downstream: subscriber) { timed in
          timed.onSubscription = { timed.upstream.map { events.receiveSubscription?($0) } }
          timed.onValue = { value in
            events.receiveOutput?(value)
            timed.deliver(value)
            return .none
          }
          timed.onCompletion = { completion in
            events.receiveCompletion?(completion)
            timed.finish(completion)
          }
          timed.requestUpstream = { upstream, demand in
            events.receiveRequest?(demand)
            upstream.request(demand)
          }
          timed.cancelUpstream = { upstream in
            events.receiveCancel?()
            upstream.cancel()
          }
        })
    }
  }

  /// Prints each event, as Apple formats it ("prefix: receive value: (1)"), to standard output or a stream.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let prefix: String
    public let upstream: Upstream
    public let stream: (any TextOutputStream)?
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let lead = prefix.isEmpty ? "" : prefix + ": "
      let stream = Box(stream)
      let lock = NSLock()
      let log: (String) -> Void = { line in
        lock.withLock {
          guard var target = stream.value else { return Swift.print(lead + line) }
          target.write(lead + line + "\n")
          stream.value = target
        }
      }
      HandleEvents(
        upstream: upstream, receiveSubscription: { log("receive subscription: (\($0))") },
        receiveOutput: { log("receive value: (\($0))") },
        receiveCompletion: { completion in
          switch completion {
          case .finished: log("receive finished")
          case .failure(let error): log("receive error: (\(error))")
          }
        }, receiveCancel: { log("receive cancel") },
        receiveRequest: { log($0 == .unlimited ? "request unlimited" : "request max: (\($0.max ?? 0))") }
      ).receive(subscriber: subscriber)
    }
  }

  /// Traps if upstream fails, with the prefix and the error; otherwise republishes everything.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let upstream: Upstream
    public let prefix: String
    public let file: StaticString
    public let line: UInt
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (prefix, file, line) = (prefix, file, line)
      upstream.subscribeRelay(
        "AssertNoFailure", to: subscriber, step: { .send($0) },
        ending: { completion in
          if case .failure(let error) = completion {
            fatalError("\(prefix.isEmpty ? "" : prefix + " ")\(error)", file: file, line: line)
          }
          return (nil, .finished)
        })
    }
  }
}

extension Publisher {
  /// Calls closures on the subscription's events.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }
  /// Prints each event with a prefix.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
  /// Traps if the publisher fails.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.AssertNoFailure<Self>
  {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}
