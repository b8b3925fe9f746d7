/// A scheduler that runs every action at once, on the calling thread; its clock never moves and delays are ignored.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's time: a count that never advances on its own.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// A distance on the immediate scheduler's clock, in whole units: `.seconds(2)` and `.milliseconds(2)` are both 2.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Sendable,
      SchedulerTimeIntervalConvertible
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int
      /// The stride's value.
      public var magnitude: Int
      public init(_ value: Int) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = value }
      public init(floatLiteral value: Double) { magnitude = Int(value) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }
  public typealias SchedulerOptions = Never

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) { action() }
  /// Runs the action once, now (an immediate scheduler cannot repeat); the cancellable does nothing.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return Subscriptions.empty
  }
}
