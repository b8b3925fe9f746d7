import Foundation
import Testing

@testable import TandemCharts

struct TicksTests {
  @Test func niceNumbersAreOneTwoOrFiveTimesAPowerOfTen() {
    #expect(LinearTicks.nice(60, rounding: false) == 100)
    #expect(LinearTicks.nice(25, rounding: true) == 20)
    #expect(LinearTicks.nice(1.25, rounding: true) == 1)
    #expect(LinearTicks.nice(0.034, rounding: false) == 0.05)
  }

  /// The seed's heart-rate samples: times 10…60, BPM 1…9 (seed 000's `heartDataSamples`).
  @Test func theSeedsDataGetsRoundTicks() {
    // The first sample's BPM 1…5 (zero included, as Charts' default for quantitative y): 0, 1, 2, 3, 4, 5.
    let first = LinearTicks(minimum: 1, maximum: 5, includesZero: true)
    #expect(first.values == [0, 1, 2, 3, 4, 5])
    // The third sample's BPM 1…9: 0, 2, 4, 6, 8, 10.
    let third = LinearTicks(minimum: 1, maximum: 9, includesZero: true)
    #expect(third.values == [0, 2, 4, 6, 8, 10])
    // The times 10…60: 0, 20, 40, 60 with zero; 10, 20 … 60 without it.
    #expect(LinearTicks(minimum: 10, maximum: 60, includesZero: true).values == [0, 20, 40, 60])
    #expect(LinearTicks(minimum: 10, maximum: 60, includesZero: false).values == [10, 20, 30, 40, 50, 60])
  }

  @Test func degenerateDataStillGetsAnInterval() {
    #expect(LinearTicks(minimum: 0, maximum: 0, includesZero: true).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
    #expect(LinearTicks(minimum: 90, maximum: 90, includesZero: false).values == [80, 85, 90, 95, 100])
  }

  @Test func datesTickAtWholeCalendarSteps() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let start = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
    // An hour of samples: ticks every 15 minutes on the quarter hours.
    let hour = DateTicks(from: start, to: start.addingTimeInterval(3600), calendar: calendar)
    #expect(hour.step == DateTicks.Step(component: .minute, amount: 15))
    let minutes = hour.values.map { calendar.component(.minute, from: $0) }
    #expect(minutes == [15, 30, 45, 0])
    // A week: ticks every 2 days at midnight.
    let week = DateTicks(from: start, to: start.addingTimeInterval(7 * 86_400), calendar: calendar)
    #expect(week.step == DateTicks.Step(component: .day, amount: 2))
    #expect(week.values.allSatisfy { calendar.component(.hour, from: $0) == 0 })
  }
}
