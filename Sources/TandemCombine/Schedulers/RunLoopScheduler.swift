import Foundation

extension RunLoop: Scheduler {
  /// A run loop's (and an operation queue's) time: a `Date`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date
    /// A time from a date.
    public init(_ date: Date) { self.date = date }
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

    /// A distance between dates, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval
      /// The distance in seconds.
      public var magnitude: TimeInterval
      /// The distance in seconds.
      public var timeInterval: TimeInterval { magnitude }
      /// A distance of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      public init(integerLiteral value: TimeInterval) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
  }

  /// A run loop takes no options.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  /// Runs the action on the run loop's next pass (in its common modes).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    perform { work() }
  }

  /// Runs the action from a one-shot timer in the run loop's default mode.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let work = action
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
  }

  /// Runs the action from a repeating timer in the run loop's default mode; cancelling invalidates the timer.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let work = action
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
    nonisolated(unsafe) let scheduled = timer
    return AnyCancellable { scheduled.invalidate() }
  }
}
