import Foundation

extension Publishers {
  /// Delivers every value and the completion `interval` later on a scheduler.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context, options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
      upstream.subscribe(
        TimedSubscription<Output, Failure, S>("Delay", downstream: subscriber) { timed in
          timed.onValue = { value in
            scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
              timed.deliver(value)
            }
            return .none
          }
          timed.onCompletion = { completion in
            scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
              timed.finish(completion)
            }
          }
        })
    }
  }

  /// Publishes a value only after `dueTime` passes without another; asks upstream for unlimited values, drops a
  /// value that comes due without downstream demand, and drops the pending value when upstream completes.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, dueTime, options) = (scheduler, dueTime, options)
      let generation = Box(0)
      upstream.subscribe(
        TimedSubscription<Output, Failure, S>("Debounce", downstream: subscriber) { timed in
          timed.forwardsRequests = false
          timed.onSubscription = { timed.upstream?.request(.unlimited) }
          timed.onValue = { value in
            let mine = timed.lock.withLock { () -> Int in
              generation.value += 1
              return generation.value
            }
            scheduler.schedule(
              after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
            ) {
              guard timed.lock.withLock({ generation.value == mine }) else { return }
              timed.deliverIfDemanded(value)
            }
            return .none
          }
          timed.onCompletion = { completion in
            timed.lock.withLock { generation.value += 1 }
            scheduler.schedule(options: options) { timed.finish(completion) }
          }
        })
    }
  }

  /// Publishes at most one value per `interval`: the first value at once, then the latest (or first, if `latest`
  /// is false) of those received in each interval. Asks upstream for unlimited values; a pending value is delivered
  /// before the completion.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool
    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, latest) = (scheduler, interval, latest)
      let state = Box(ThrottleState<Output, Failure, Context.SchedulerTimeType>())
      upstream.subscribe(
        TimedSubscription<Output, Failure, S>("Throttle", downstream: subscriber) { timed in
          timed.forwardsRequests = false
          timed.onSubscription = { timed.upstream?.request(.unlimited) }
          let emit: () -> Void = {
            let (value, completion) = timed.lock.withLock {
              () -> (Output?, Subscribers.Completion<Failure>?) in
              state.value.scheduled = false
              state.value.lastEmission = scheduler.now
              defer {
                state.value.pending = nil
                state.value.completion = nil
              }
              return (state.value.pending, state.value.completion)
            }
            if let value { timed.deliverIfDemanded(value) }
            if let completion { timed.finish(completion) }
          }
          timed.onValue = { value in
            let due = timed.lock.withLock { () -> Context.SchedulerTimeType? in
              if latest || state.value.pending == nil { state.value.pending = value }
              guard !state.value.scheduled else { return nil }
              state.value.scheduled = true
              let now = scheduler.now
              guard let last = state.value.lastEmission else { return now }
              let next = last.advanced(by: interval)
              return next > now ? next : now
            }
            if let due { scheduler.schedule(after: due, emit) }
            return .none
          }
          timed.onCompletion = { completion in
            let waiting = timed.lock.withLock { () -> Bool in
              state.value.completion = completion
              return state.value.scheduled
            }
            if !waiting { scheduler.schedule(emit) }
          }
        })
    }
  }

  /// Fails (or finishes, without `customError`) if upstream publishes nothing for `interval`.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public let customError: (() -> Upstream.Failure)?
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, options, customError) = (scheduler, interval, options, customError)
      let generation = Box(0)
      upstream.subscribe(
        TimedSubscription<Output, Failure, S>("Timeout", downstream: subscriber) { timed in
          let arm: () -> Void = {
            let mine = timed.lock.withLock { () -> Int in
              generation.value += 1
              return generation.value
            }
            scheduler.schedule(
              after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
            ) {
              guard timed.lock.withLock({ generation.value == mine }) else { return }
              timed.cancelUpstreamAndFinish(customError.map { .failure($0()) } ?? .finished)
            }
          }
          timed.onSubscription = arm
          timed.onValue = { value in
            arm()
            timed.deliver(value)
            return .none
          }
          timed.onCompletion = { completion in
            timed.lock.withLock { generation.value += 1 }
            timed.finish(completion)
          }
        })
    }
  }

  /// Publishes the time elapsed since the previous value (the first: since the subscription).
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let last = Box(scheduler.now)
      upstream.subscribeRelay(
        "MeasureInterval", to: subscriber,
        step: { _ in
          let now = scheduler.now
          defer { last.value = now }
          return .send(last.value.distance(to: now))
        }, ending: { (nil, $0) })
    }
  }
}

/// A throttle's state between values.
struct ThrottleState<Output, Failure: Error, Time> {
  var pending: Output?
  var completion: Subscribers.Completion<Failure>?
  var scheduled = false
  var lastEmission: Time?
}

extension Publisher {
  /// Delivers every value and the completion `interval` later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
      options: options)
  }
  /// Publishes a value only after `dueTime` passes without another.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
  /// Publishes at most one value per interval.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
    -> Publishers.Throttle<Self, S>
  {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
  /// Ends the publisher if it publishes nothing for `interval`.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
  }
  /// Publishes the time between values.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
