import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemCharts
@testable import TandemGraphics
@testable import TandemUI

/// Seed 000's chart data: a time and a heart rate.
private struct HeartChartData: Identifiable {
  let id = UUID()
  let time: Int
  let beatsPerMinute: Int
}

private let samples = [(10, 3), (20, 5), (30, 7), (40, 1), (50, 8), (60, 9)].map {
  HeartChartData(time: $0.0, beatsPerMinute: $0.1)
}

/// The seed's HeartRateChartView body.
private struct HeartRateChartView: View {
  let data: [HeartChartData]
  var body: some View {
    Chart(data) {
      LineMark(x: .value("Time", $0.time), y: .value("BPM", $0.beatsPerMinute))
        .symbol(Circle().strokeBorder(lineWidth: 2))
        .foregroundStyle(.pink)
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ChartTests {
  private func render<V: View>(_ view: V, named name: String) throws {
    let renderer = ImageRenderer(content: view.background(Color.white))
    renderer.scale = 2
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: name)
  }

  @Test func aChartProposedNoHeightTakesTheDefaultIdealHeight() {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let graph = ViewGraph(rootView: HeartRateChartView(data: samples), environment: environment)
    let size = withExtendedLifetime(graph) {
      graph.sizeThatFits(ProposedViewSize(width: 180, height: nil))
    }
    #expect(size == CGSize(width: 180, height: Chart<_ChartContentList>.defaultIdealHeight))
    // Given a height, it fills it (the detail view's 200 points).
    let tall = withExtendedLifetime(graph) { graph.sizeThatFits(ProposedViewSize(width: 180, height: 200)) }
    #expect(tall.height == 200)
  }

  @Test func theSeedsLineChartWithCircleSymbols() throws {
    try render(HeartRateChartView(data: samples).frame(width: 240).padding(), named: "chart-seed-line-symbols")
  }

  @Test func theDetailViewsTallerChart() throws {
    try render(
      VStack(alignment: .leading) {
        Text("Heart Rate").font(.headline)
        HeartRateChartView(data: samples).frame(height: 200)
      }.frame(width: 320).padding(), named: "chart-detail-view")
  }

  @Test func aBarChartWithARule() throws {
    try render(
      Chart {
        BarMark(x: .value("Day", 1), y: .value("Steps", 4200))
        BarMark(x: .value("Day", 2), y: .value("Steps", 7800))
        BarMark(x: .value("Day", 3), y: .value("Steps", 6100))
        BarMark(x: .value("Day", 4), y: .value("Steps", 9400))
        RuleMark(y: .value("Goal", 8000)).foregroundStyle(.red)
      }.frame(width: 300, height: 180).padding(), named: "chart-bars-rule")
  }

  @Test func aChartWithHiddenAxes() throws {
    try render(
      HeartRateChartView(data: samples).chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 160, height: 60).padding(),
      named: "chart-hidden-axes")
  }

  /// A symbol given a width and height is drawn in that rectangle (here a 24 × 8 ellipse), not from an area.
  @Test func aSymbolSizeGivenAsAWidthAndHeight() throws {
    func inkSize<Content: View>(_ chart: Content) throws -> (width: Int, height: Int) {
      let renderer = ImageRenderer(content: chart.frame(width: 100, height: 60).background(Color.white))
      renderer.scale = 2
      let image = try #require(renderer.cgImage)
      var xs: [Int] = []
      var ys: [Int] = []
      for y in 0..<image.height {
        for x in 0..<image.width {
          let pixel = image.storage.pixel(x: x, y: y)
          let red = (pixel >> 16) & 0xFF
          let green = (pixel >> 8) & 0xFF
          if red > 200 && green < 100 {
            xs.append(x)
            ys.append(y)
          }
        }
      }
      return (xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1)
    }
    let frame = try inkSize(
      Chart {
        PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(CGSize(width: 24, height: 8)).foregroundStyle(.red)
      }
      .chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...2).chartYScale(domain: 0...2))
    #expect(frame.width >= 46 && frame.width <= 48)
    #expect(frame.height >= 14 && frame.height <= 16)
    // An area of 64 square points is an 8-point circle.
    let area = try inkSize(
      Chart { PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(64).foregroundStyle(.red) }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...2).chartYScale(domain: 0...2))
    #expect(area.width == area.height)
    #expect(area.width >= 14 && area.width <= 16)
  }

  @Test func forEachInsideAChartGivesTheSameMarks() {
    let viaForEach = Chart {
      ForEach(samples) { LineMark(x: .value("Time", $0.time), y: .value("BPM", $0.beatsPerMinute)) }
      RuleMark(y: .value("Rest", 4))
    }
    let viaData = Chart(samples) { LineMark(x: .value("Time", $0.time), y: .value("BPM", $0.beatsPerMinute)) }
    #expect(viaForEach.marks.count == samples.count + 1)
    #expect(viaForEach.marks.prefix(samples.count).map(\.y) == viaData.marks.map(\.y))
  }

  @Test func categoriesSeriesAndViewSymbols() throws {
    struct Reading: Identifiable {
      let id = UUID()
      let day: String
      let person: String
      let minutes: Int
    }
    let readings = [
      Reading(day: "Mon", person: "Ana", minutes: 30), Reading(day: "Tue", person: "Ana", minutes: 45),
      Reading(day: "Wed", person: "Ana", minutes: 20), Reading(day: "Mon", person: "Ben", minutes: 10),
      Reading(day: "Tue", person: "Ben", minutes: 25), Reading(day: "Wed", person: "Ben", minutes: 40),
    ]
    try render(
      VStack(spacing: 16) {
        Chart(readings.filter { $0.person == "Ana" }) {
          BarMark(x: .value("Day", $0.day), y: .value("Minutes", $0.minutes))
        }
        .frame(height: 120)
        Chart(readings) {
          LineMark(x: .value("Day", $0.day), y: .value("Minutes", $0.minutes))
            .foregroundStyle(by: .value("Person", $0.person))
            .symbol { Image(systemName: "star.fill") }
        }
        .frame(height: 120)
      }.frame(width: 300).padding(), named: "chart-categories-series")
  }

  @Test func chartsFollowDarkMode() throws {
    let renderer = ImageRenderer(
      content: HeartRateChartView(data: samples).frame(width: 240).padding().background(
        Color(uiColor: .systemBackground)))
    renderer.scale = 2
    renderer.environment.colorScheme = .dark
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: "chart-seed-dark")
  }

  @Test func axisMarksChooseValuesPartsAndFormats() throws {
    // Stride and explicit values give the ticks asked for.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let values = samples.map { PlotValue.number(Double($0.time)) }
    let strided = ChartRenderer.axis(
      values, domain: .automatic(), includesZeroByDefault: false, calendar: calendar,
      spec: AxisMarks(values: .stride(by: 20)).axis)
    #expect(strided.ticks.map(\.value) == [20, 40, 60])
    let given = ChartRenderer.axis(
      values, domain: .automatic(), includesZeroByDefault: false, calendar: calendar,
      spec: AxisMarks(values: [15, 45]).axis)
    #expect(given.ticks.map(\.value) == [15, 45])
    let fewer = ChartRenderer.axis(
      samples.map { PlotValue.number(Double($0.beatsPerMinute)) }, domain: .automatic(), includesZeroByDefault: true,
      calendar: calendar, spec: AxisMarks(values: .automatic(desiredCount: 3)).axis)
    #expect(fewer.ticks.map(\.value) == [0, 5, 10])
    try render(
      HeartRateChartView(data: samples)
        .chartXAxis {
          AxisMarks(values: .stride(by: 20)) { _ in
            AxisTick()
            AxisValueLabel()
          }
        }
        .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
        .frame(width: 240).padding(), named: "chart-axis-marks")
  }
}
