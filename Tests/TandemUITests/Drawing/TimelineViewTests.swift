import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A ticking counter: a periodic timeline every second.
private struct Ticker: View {
  let start: Date
  var body: some View {
    TimelineView(.periodic(from: start, by: 1)) { context in
      Text("Tick \(Int(context.date.timeIntervalSince(start).rounded()))")
    }
  }
}

/// A canvas redrawn every frame from the timeline's date: a bar whose width is the elapsed time.
private struct Animated: View {
  let start: Date
  var body: some View {
    TimelineView(.animation) { context in
      let elapsed = context.date.timeIntervalSince(start)
      Text("Elapsed \(Int(elapsed * 10))")
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TimelineViewTests {
  @Test func aPeriodicTimelineUpdatesAtEachPeriodOfTheFrameClock() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Ticker(start: Date())))
    driver.advance(frames: 1)
    #expect(driver.find("Tick 0") != nil, "\(driver.accessibilityTree())")
    driver.advance(seconds: 0.5)
    #expect(driver.find("Tick 0") != nil)
    driver.advance(seconds: 0.6)
    #expect(driver.find("Tick 1") != nil, "\(driver.accessibilityTree())")
    driver.advance(seconds: 2)
    #expect(driver.find("Tick 3") != nil)
  }

  @Test func anAnimationTimelineUpdatesEveryFrame() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Animated(start: Date())))
    driver.advance(frames: 1)
    driver.advance(seconds: 0.5)
    let shown = driver.accessibilityTree()
    #expect(shown.contains("Elapsed 4") || shown.contains("Elapsed 5"), "\(shown)")
    driver.advance(seconds: 1)
    let later = driver.accessibilityTree()
    #expect(later.contains("Elapsed 14") || later.contains("Elapsed 15"), "\(later)")
  }

  @Test func explicitDatesEndTheTimeline() throws {
    let start = Date()
    let view = TimelineView(.explicit([start, start.addingTimeInterval(0.5)])) { context in
      Text(context.date == start ? "First" : "Second")
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: view))
    driver.advance(frames: 1)
    #expect(driver.find("First") != nil)
    driver.advance(seconds: 0.6)
    #expect(driver.find("Second") != nil)
    // No entry is to come: nothing keeps the clock running.
    try driver.settle()
  }
}
