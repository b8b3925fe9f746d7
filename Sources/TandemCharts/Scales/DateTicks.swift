import Foundation

/// The ticks of a date scale: the smallest calendar step (seconds, minutes, hours, days, weeks, months, years, in the
/// steps people count in) that gives at most the wanted number of intervals, placed at whole units of that step in
/// the calendar's time zone.
package struct DateTicks: Equatable, Sendable {
  /// A calendar step: an amount of a unit.
  package struct Step: Equatable, Sendable {
    package let component: Calendar.Component
    package let amount: Int
    package init(component: Calendar.Component, amount: Int) {
      self.component = component
      self.amount = amount
    }
    /// The step's length in seconds (months and years approximately, for choosing).
    var seconds: Double {
      switch component {
      case .second: Double(amount)
      case .minute: Double(amount) * 60
      case .hour: Double(amount) * 3600
      case .day: Double(amount) * 86_400
      case .weekOfYear: Double(amount) * 604_800
      case .month: Double(amount) * 2_629_746
      default: Double(amount) * 31_556_952
      }
    }
  }

  /// The steps tried, shortest first.
  static let steps: [Step] = [
    (Calendar.Component.second, [1, 2, 5, 10, 15, 30]), (.minute, [1, 2, 5, 10, 15, 30]), (.hour, [1, 2, 3, 6, 12]),
    (.day, [1, 2]), (.weekOfYear, [1]), (.month, [1, 3, 6]), (.year, [1, 2, 5, 10, 25, 50, 100]),
  ].flatMap { component, amounts in amounts.map { Step(component: component, amount: $0) } }

  /// The chosen step.
  package let step: Step
  /// The tick dates within the data's range.
  package let values: [Date]

  /// Ticks for dates from `start` to `end` with at most about `intervals` intervals.
  package init(from start: Date, to end: Date, intervals: Int = 5, calendar: Calendar) {
    let span = max(end.timeIntervalSince(start), 1)
    let chosen =
      DateTicks.steps.first { span / $0.seconds <= Double(max(intervals, 1)) } ?? DateTicks.steps.last!
    self.init(from: start, to: end, step: chosen, calendar: calendar)
  }

  /// Ticks for dates from `start` to `end` every `step`.
  package init(from start: Date, to end: Date, step chosen: Step, calendar: Calendar) {
    step = chosen
    // The first tick: the start rounded up to a whole step of its unit.
    var first =
      calendar.dateInterval(of: chosen.component == .weekOfYear ? .weekOfYear : chosen.component, for: start)?
      .start ?? start
    let unitValue = calendar.component(chosen.component == .weekOfYear ? .weekOfYear : chosen.component, from: first)
    let remainder =
      chosen.component == .day || chosen.component == .month
      ? (unitValue - 1) % chosen.amount : unitValue % chosen.amount
    if remainder != 0,
      let aligned = calendar.date(byAdding: chosen.component, value: chosen.amount - remainder, to: first)
    {
      first = aligned
    }
    if first < start, let next = calendar.date(byAdding: chosen.component, value: chosen.amount, to: first) {
      first = next
    }
    var ticks: [Date] = []
    var current = first
    while current <= end, ticks.count < 1000 {
      ticks.append(current)
      guard let next = calendar.date(byAdding: chosen.component, value: chosen.amount, to: current) else { break }
      current = next
    }
    values = ticks
  }
}
