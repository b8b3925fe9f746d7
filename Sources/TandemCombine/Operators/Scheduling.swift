import Foundation

extension Publishers {
  /// Delivers values and the completion on a scheduler (the subscription itself is handed over at once).
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      upstream.subscribe(
        TimedSubscription<Output, Failure, S>("ReceiveOn", downstream: subscriber) { timed in
          timed.onValue = { value in
            scheduler.schedule(options: options) { timed.deliver(value) }
            return .none
          }
          timed.onCompletion = { completion in scheduler.schedule(options: options) { timed.finish(completion) } }
        })
    }
  }

  /// Subscribes, requests and cancels upstream on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      let upstream = upstream
      let timed = TimedSubscription<Output, Failure, S>("SubscribeOn", downstream: subscriber) { timed in
        timed.requestUpstream = { subscription, demand in
          scheduler.schedule(options: options) { subscription.request(demand) }
        }
        timed.cancelUpstream = { subscription in scheduler.schedule(options: options) { subscription.cancel() } }
      }
      scheduler.schedule(options: options) { upstream.subscribe(timed) }
    }
  }
}

extension Publisher {
  /// Delivers values and the completion on a scheduler (e.g. `DispatchQueue.main`, `RunLoop.main`).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
  /// Subscribes, requests and cancels upstream on a scheduler.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}
