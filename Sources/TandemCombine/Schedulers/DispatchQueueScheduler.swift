import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A dispatch queue's time: a `DispatchTime` (uptime in nanoseconds).
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// A time from a dispatch time.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(
        .nanoseconds(Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
    }
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let nanoseconds = Int64(truncatingIfNeeded: dispatchTime.uptimeNanoseconds) &+ Int64(n.magnitude)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, nanoseconds))))
    }
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    public init(from decoder: any Decoder) throws {
      dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
    }
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// A distance between dispatch times, in nanoseconds; literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int
      /// The distance in nanoseconds.
      public var magnitude: Int
      /// The distance as a dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// A distance from a dispatch interval (`.never` is the longest distance).
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedClamped(by: 1_000_000_000)
        case .milliseconds(let ms): magnitude = ms.multipliedClamped(by: 1_000_000)
        case .microseconds(let us): magnitude = us.multipliedClamped(by: 1_000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }
      public init(floatLiteral value: Double) { self = .seconds(value) }
      public init(integerLiteral value: Int) { self = .seconds(value) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self = .seconds(value)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &+ rhs.magnitude)) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &- rhs.magnitude)) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &* rhs.magnitude)) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride {
        Stride(.nanoseconds(Int(clamping: Int64((s * 1_000_000_000).rounded().clampedToInt64))))
      }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }

  /// How a dispatch queue runs a scheduled action: quality of service, work item flags, and a group to enter.
  public struct SchedulerOptions {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    let options = options ?? SchedulerOptions()
    async(group: options.group, qos: options.qos, flags: options.flags) { work() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let work = action
    let options = options ?? SchedulerOptions()
    asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { work() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let work = action
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler { work() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: interval.timeInterval,
      leeway: Swift.max(tolerance, minimumTolerance).timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension Int {
  /// The product, or the nearest representable value when it overflows.
  func multipliedClamped(by factor: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return (self < 0) != (factor < 0) ? .min : .max
  }
}

extension Double {
  /// The value as an Int64, clamped at Int64's range (nan becomes 0).
  var clampedToInt64: Int64 {
    guard !isNaN else { return 0 }
    if self >= 9.2e18 { return .max }
    if self <= -9.2e18 { return .min }
    return Int64(self)
  }
}
