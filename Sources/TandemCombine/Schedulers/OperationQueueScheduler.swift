import Dispatch
import Foundation

extension OperationQueue: Scheduler {
  /// An operation queue's time: a `Date`, as a run loop's.
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
  /// An operation queue takes no options.
  public typealias SchedulerOptions = RunLoop.SchedulerOptions

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  /// Adds the action to the queue as an operation.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    addOperation { work() }
  }

  /// Adds the action to the queue when the date comes (a dispatch timer waits for it).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let work = action
    let queue = self
    DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
      queue.addOperation { work() }
    }
  }

  /// Adds the action to the queue at the date and every interval after it, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let work = action
    let queue = self
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { queue.addOperation { work() } }
    timer.schedule(
      wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow), repeating: max(interval.magnitude, 0.000_001),
      leeway: .nanoseconds(Int((tolerance.magnitude * 1e9).clampedToInt64)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
