import Foundation

/// A type that runs closures now or at a time of its own clock: the main queue, a dispatch queue, a run loop, an
/// operation queue, or a test's virtual clock. Time-based operators (`debounce`, `delay`, `timeout` …) measure with
/// `now` and wait with `schedule(after:)`.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's instants; their distance is a `Stride` given in seconds, milliseconds and so on.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options of one scheduled action (a dispatch queue's quality of service, for example).
  associatedtype SchedulerOptions
  /// The scheduler's current time.
  var now: SchedulerTimeType { get }
  /// The least tolerance the scheduler honours.
  var minimumTolerance: SchedulerTimeType.Stride { get }
  /// Runs an action as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs an action once, at or after a time.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
  /// Runs an action at a time and then every `interval` until the returned cancellable is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs an action as soon as possible.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
  /// Runs an action once, at or after a time, with the minimum tolerance.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, action)
  }
  /// Runs an action once, at or after a time.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }
  /// Runs an action at a time and then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
  }
  /// Runs an action at a time and then every `interval`, within a tolerance.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A scheduler time interval that can be written in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}
