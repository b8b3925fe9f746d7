import Foundation
import TandemKit
import TandemPlatform

/// A view whose content is made again at the dates of a schedule: every frame (`.animation`), at a period
/// (`.periodic(from:by:)`), every minute, or at explicit dates. Dates follow the frame clock (virtual in tests),
/// counted from when the view first appeared.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  let schedule: Schedule
  let content: (Context) -> Content

  /// A timeline making its content from each date of `schedule`.
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// What the content is made from: the date of the schedule's entry now.
  public typealias Context = TimelineViewDefaultContext

  @MainActor package func makeContent() -> any NodeContent { TimelineContent() }
}

/// What a timeline view's content is made from: the date of the schedule's entry now.
public struct TimelineViewDefaultContext {
  /// How often the content is made again.
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  /// The entry's date.
  public let date: Date
  /// How often entries come.
  public let cadence: Cadence
}

/// A sequence of dates a `TimelineView` updates at.
public protocol TimelineSchedule {
  /// The sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule should produce dates (Linux: always normal).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Dates every frame, or every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool
  /// A schedule of every frame (at least `minimumInterval` apart), or none while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: paused ? .infinity : minimumInterval ?? 1 / 120)
  }
}

/// Dates a fixed interval apart from a start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval
  /// Dates `interval` seconds apart from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    // The first entry is the last period boundary at or before the start date.
    let periods = interval > 0 && startDate > start ? (startDate.timeIntervalSince(start) / interval).rounded(.down) : 0
    return Entries(start: start.addingTimeInterval(periods * interval), interval: interval)
  }
  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval
    init(start: Date, interval: TimeInterval) {
      upcoming = start
      self.interval = interval
    }
    public mutating func next() -> Date? {
      guard interval.isFinite else {
        defer { upcoming = .distantFuture }
        return upcoming == .distantFuture ? nil : upcoming
      }
      defer { upcoming = upcoming.addingTimeInterval(Swift.max(interval, 1e-3)) }
      return upcoming
    }
  }
}

/// Dates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }
}

/// Dates given explicitly.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  /// The schedule of `dates`.
  public init(_ dates: Entries) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Every frame, at least `minimumInterval` seconds apart, or none while paused.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// At the given dates.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// Any timeline view, for its node content.
@MainActor protocol TimelineValue {
  /// The latest entry at or before `now` from `start` on, and the one after it (nil: none).
  func entry(at now: Date, from start: Date) -> (current: Date?, next: Date?)
  func content(date: Date) -> any View
}

extension TimelineView: TimelineValue {
  @MainActor func entry(at now: Date, from start: Date) -> (current: Date?, next: Date?) {
    var current: Date?
    for date in schedule.entries(from: start, mode: .normal) {
      if date > now { return (current, date) }
      current = date
    }
    return (current, nil)
  }
  @MainActor func content(date: Date) -> any View {
    let cadence: Context.Cadence = Schedule.self == AnimationTimelineSchedule.self ? .live : .seconds
    return content(Context(date: date, cadence: cadence))
  }
}

/// Makes the content from the schedule's entry now, and again on the frame at which the next entry's date
/// arrives (watching the frame clock only while an entry is to come).
final class TimelineContent: NodeContent, LayoutOnly, ChildViewsProviding {
  /// The date of the first appearance, and the clock time then: dates are that date plus clock time since.
  private var origin: (date: Date, time: Double)?
  private var shown: Date?
  private var next: Date?
  private var observer: Int?
  private weak var observedClock: FrameClock?

  private var clock: FrameClock { UIApplication.shared.output.clock }

  private func now() -> Date {
    let origin = origin ?? (Date(), clock.now)
    self.origin = origin
    return origin.date.addingTimeInterval(clock.now - origin.time)
  }

  func childViews(node: ViewNode) -> [any View] {
    guard let timeline = node.view as? any TimelineValue else { return [] }
    let now = now()
    let (current, upcoming) = timeline.entry(at: now, from: origin!.date)
    shown = current
    next = upcoming
    watch(node, until: upcoming)
    var content: (any View)?
    ViewGraph.readingAsDependencies(of: node) { content = timeline.content(date: current ?? now) }
    return [content!]
  }

  /// Placed: the clock it watches is the app's now (a test's app may have replaced the one it was built under).
  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren { child.place(in: bounds) }
    watch(node, until: next)
  }

  /// Watches the app's clock while an entry is to come; the frame at which it arrives rebuilds the node.
  private func watch(_ node: ViewNode, until upcoming: Date?) {
    guard upcoming != nil, upcoming != .distantFuture else { return stopWatching() }
    let clock = self.clock
    if observer != nil, observedClock === clock { return }
    stopWatching()
    observedClock = clock
    observer = clock.addObserver { [weak self, weak node] (_: Double) in
      guard let self else { return }
      guard let node, !node.isRemoved else { return self.stopWatching() }
      if let next = self.next, self.now() >= next { node.invalidate() }
    }
    UIApplication.shared.frameDriverNeeded()
  }

  private func stopWatching() {
    if let observer, let observedClock { observedClock.removeObserver(observer) }
    observer = nil
    observedClock = nil
  }
}
