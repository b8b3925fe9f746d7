import Combine
import Foundation

/// A scheduler whose clock only moves when a test advances it: actions run in time order (and, at one time, in the
/// order they were scheduled), so time-based operators are tested exactly and instantly.
final class VirtualTimeScheduler: Scheduler, @unchecked Sendable {
  /// An instant on the virtual clock, in nanoseconds.
  struct SchedulerTimeType: Strideable, Hashable {
    var nanoseconds: Int
    func distance(to other: SchedulerTimeType) -> Stride { Stride(nanoseconds: other.nanoseconds - nanoseconds) }
    func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(nanoseconds: nanoseconds + n.nanoseconds) }

    /// A distance on the virtual clock; integer literals are seconds.
    struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, CustomStringConvertible {
      var nanoseconds: Int
      init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
      init(integerLiteral value: Int) { nanoseconds = value * 1_000_000_000 }
      init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }
      var magnitude: Int { Swift.abs(nanoseconds) }
      var description: String {
        nanoseconds % 1_000_000_000 == 0 ? "\(nanoseconds / 1_000_000_000)s" : "\(nanoseconds)ns"
      }
      static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
      static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
      static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
      static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
      static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
      static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
      static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
      static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
      static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
    }
  }
  typealias SchedulerOptions = Never

  private struct Scheduled {
    let time: SchedulerTimeType
    let order: Int
    let id: Int
    let interval: SchedulerTimeType.Stride?
    let action: () -> Void
  }

  private(set) var now = SchedulerTimeType(nanoseconds: 0)
  var minimumTolerance: SchedulerTimeType.Stride { .zero }
  private var queue: [Scheduled] = []
  private var nextOrder = 0
  private var cancelled = Set<Int>()

  /// Seconds since the start of the virtual clock.
  var seconds: Int { now.nanoseconds / 1_000_000_000 }

  func schedule(options: Never?, _ action: @escaping () -> Void) { enqueue(at: now, interval: nil, action) }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) { enqueue(at: date, interval: nil, action) }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let id = enqueue(at: date, interval: interval, action)
    return AnyCancellable { [weak self] in self?.cancelled.insert(id) }
  }

  @discardableResult private func enqueue(
    at time: SchedulerTimeType, interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void, id: Int? = nil
  ) -> Int {
    nextOrder += 1
    let id = id ?? nextOrder
    queue.append(
      Scheduled(time: Swift.max(time, now), order: nextOrder, id: id, interval: interval, action: action))
    return id
  }

  /// Runs everything due up to `time` (inclusive), moving the clock along.
  func advance(to time: SchedulerTimeType) {
    while let index = queue.indices.min(by: { (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order) }),
      queue[index].time <= time
    {
      let next = queue.remove(at: index)
      guard !cancelled.contains(next.id) else { continue }
      now = next.time
      if let interval = next.interval {
        enqueue(at: next.time.advanced(by: interval), interval: interval, next.action, id: next.id)
      }
      next.action()
    }
    now = Swift.max(now, time)
  }

  /// Runs everything due in the next `stride`.
  func advance(by stride: SchedulerTimeType.Stride = .zero) { advance(to: now.advanced(by: stride)) }

  /// Runs everything scheduled, moving the clock to each action's time, until none is left (repeating actions must
  /// be cancelled first).
  func run() {
    while let next = queue.filter({ !cancelled.contains($0.id) }).map(\.time).min() { advance(to: next) }
  }
}

extension VirtualTimeScheduler.SchedulerTimeType.Stride {
  static var zero: Self { Self(nanoseconds: 0) }
}
