import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemCharts
@testable import TandemUI

/// A category of an app's own, plotted as its raw value (as Swift Charts plots a `String` enum).
private enum Activity: String, Plottable, CaseIterable {
  case walk = "Walk"
  case run = "Run"
  case swim = "Swim"
}

/// A measurement plotted as its value in meters (an app's own `Plottable` with a primitive of its choice).
private struct Distance: Plottable {
  let meters: Double
  var primitivePlottable: Double { meters }
  init(meters: Double) { self.meters = meters }
  init?(primitivePlottable: Double) { self.init(meters: primitivePlottable) }
}

/// Chart content of an app's own: a bar per activity and a rule at the goal, built by its body.
private struct ActivityBars: ChartContent {
  let minutes: [Activity: Int]
  let goal: Distance
  var body: some ChartContent {
    ForEach(Activity.allCases, id: \.self) { activity in
      BarMark(x: .value("Activity", activity), y: .value("Minutes", minutes[activity] ?? 0))
    }
    RuleMark(y: .value("Goal", goal))
  }
}

/// Axis content of an app's own.
private struct MinuteAxis: AxisContent {
  var body: some AxisContent {
    AxisMarks(values: [0, 30, 60]) { _ in AxisGridLine() }
  }
}

@MainActor @Suite struct ChartContentBodyTests {
  /// Content with a body is read through it; app `Plottable`s are plotted as their primitive values; a
  /// `RawRepresentable` category by its raw value.
  @Test func chartContentWithABodyIsPlottedThroughIt() {
    let content = ActivityBars(minutes: [.walk: 20, .run: 45, .swim: 10], goal: Distance(meters: 30))
    let marks = content.marks
    #expect(marks.map(\.kind) == [.bar, .bar, .bar, .rule])
    #expect(marks.prefix(3).map(\.x) == [.category("Walk"), .category("Run"), .category("Swim")])
    #expect(marks.prefix(3).map(\.y) == [.number(20), .number(45), .number(10)])
    #expect(marks.last?.y == .number(30))
    #expect(Activity(primitivePlottable: "Run") == .run)
    #expect(Distance(primitivePlottable: 5)?.meters == 5)
  }

  /// Axis content with a body gives the chart its marks' values and parts.
  @Test func axisContentWithABodySetsTheAxis() throws {
    let spec = MinuteAxis().axisSpec
    guard case .values(let values) = spec.values.kind else {
      Issue.record("the axis marks given values")
      return
    }
    #expect(values == [.number(0), .number(30), .number(60)])
    #expect(spec.parts == .gridLine)
    // It reaches a chart through `chartYAxis`.
    let graph = ViewGraph(
      rootView: Chart { ActivityBars(minutes: [.run: 45], goal: Distance(meters: 30)) }.chartYAxis { MinuteAxis() },
      environment: EnvironmentValues())
    graph.layout(in: CGRect(x: 0, y: 0, width: 200, height: 120))
    var chartAxis: AxisSpec?
    graph.root.forEach { node in
      if node.content is ChartNodeContent { chartAxis = node.environment.chartYAxisSpec }
    }
    #expect(chartAxis?.parts == .gridLine)
    #expect(chartAxis.map { spec in if case .values = spec.values.kind { true } else { false } } == true)
  }
}
