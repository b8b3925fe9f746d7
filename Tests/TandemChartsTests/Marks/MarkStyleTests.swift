import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemCharts
@testable import TandemGraphics
@testable import TandemUI

/// Point marks, scale domains, interpolation and line styles, read from the pixels a chart draws (axes hidden, so
/// the plot fills the chart's frame).
@MainActor @Suite(.serialized, .ownsTheApplication) struct MarkStyleTests {
  /// The points of a rendered chart (at 1x, 100×100) painted in the marks' red.
  private func redPixels<Content: View>(_ chart: Content, width: Int = 100, height: Int = 100) throws -> Set<
    [Int]
  > {
    let renderer = ImageRenderer(
      content: chart.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: CGFloat(width), height: CGFloat(height))
        .background(Color.white))
    renderer.scale = 1
    let image = try #require(renderer.cgImage)
    var points = Set<[Int]>()
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image.storage.pixel(x: x, y: y)
        if (pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF < 140 && pixel & 0xFF < 140 { points.insert([x, y]) }
      }
    }
    return points
  }

  private func centroid(_ points: Set<[Int]>) -> CGPoint {
    let count = CGFloat(max(points.count, 1))
    return CGPoint(
      x: CGFloat(points.reduce(0) { $0 + $1[0] }) / count, y: CGFloat(points.reduce(0) { $0 + $1[1] }) / count)
  }

  @Test func pointMarksDrawASymbolAtEachValueAndNoLine() throws {
    let points = try redPixels(
      Chart {
        PointMark(x: .value("x", 2), y: .value("y", 2)).foregroundStyle(.red)
        PointMark(x: .value("x", 8), y: .value("y", 8)).foregroundStyle(.red)
      }
      .chartXScale(domain: 0...10).chartYScale(domain: 0...10))
    // (2, 2) is 20 % in from the left and 20 % up from the bottom; (8, 8) mirrors it.
    let lowerLeft = points.filter { $0[0] < 50 }
    let upperRight = points.filter { $0[0] >= 50 }
    #expect(abs(centroid(lowerLeft).x - 20) <= 2 && abs(centroid(lowerLeft).y - 80) <= 2)
    #expect(abs(centroid(upperRight).x - 80) <= 2 && abs(centroid(upperRight).y - 20) <= 2)
    // Nothing joins them: the middle of the plot stays white.
    #expect(!points.contains { abs($0[0] - 50) < 10 && abs($0[1] - 50) < 10 })
    // Each symbol is the default 7-point circle: about π·3.5² pixels.
    #expect(lowerLeft.count >= 30 && lowerLeft.count <= 50)
  }

  @Test func scaleDomainsPlaceValues() throws {
    func center(x: ClosedRange<Int>, y: ClosedRange<Int>) throws -> CGPoint {
      centroid(
        try redPixels(
          Chart { PointMark(x: .value("x", 25), y: .value("y", 50)).foregroundStyle(.red) }
            .chartXScale(domain: x).chartYScale(domain: y)))
    }
    let base = try center(x: 0...100, y: 0...100)
    #expect(abs(base.x - 25) <= 1.5 && abs(base.y - 50) <= 1.5)
    // Doubling the y domain puts 50 a quarter of the way up; halving the x domain puts 25 in the middle.
    let taller = try center(x: 0...100, y: 0...200)
    #expect(abs(taller.y - 75) <= 1.5)
    let narrower = try center(x: 0...50, y: 0...100)
    #expect(abs(narrower.x - 50) <= 1.5)
  }

  @Test func interpolationMethodsShapeTheLine() throws {
    func line(_ method: InterpolationMethod) throws -> Set<[Int]> {
      try redPixels(
        Chart {
          LineMark(x: .value("x", 0), y: .value("y", 0)).interpolationMethod(method).foregroundStyle(.red)
          LineMark(x: .value("x", 10), y: .value("y", 10)).interpolationMethod(method).foregroundStyle(.red)
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10))
    }
    func touches(_ points: Set<[Int]>, _ x: Int, _ y: Int) -> Bool {
      points.contains { abs($0[0] - x) <= 2 && abs($0[1] - y) <= 2 }
    }
    // Linear: the diagonal through the middle. Step start: up at the first x, then across the top. Step end:
    // across the bottom, then up at the last x.
    let linear = try line(.linear)
    #expect(touches(linear, 50, 50) && !touches(linear, 3, 50) && !touches(linear, 50, 97))
    let start = try line(.stepStart)
    #expect(touches(start, 1, 50) && touches(start, 50, 1) && !touches(start, 50, 50))
    let end = try line(.stepEnd)
    #expect(touches(end, 50, 99) && touches(end, 99, 50) && !touches(end, 50, 50))
  }

  @Test func lineStylesDrawTheirWidthAndDashes() throws {
    func rule(_ style: StrokeStyle) throws -> Set<[Int]> {
      try redPixels(
        Chart { RuleMark(y: .value("y", 5)).lineStyle(style).foregroundStyle(.red) }.chartYScale(domain: 0...10))
    }
    func runs(_ points: Set<[Int]>, row: Int) -> Int {
      var count = 0
      var inside = false
      for x in 0..<100 {
        let painted = points.contains([x, row])
        if painted && !inside { count += 1 }
        inside = painted
      }
      return count
    }
    // A 2-point line at y = 50 covers whole pixel rows (a 1-point line would straddle two at half strength).
    let solid = try rule(StrokeStyle(lineWidth: 2))
    let row = Int(centroid(solid).y)
    #expect(runs(solid, row: row) == 1)
    // A 10-point pattern (6 on, 4 off) across 100 points: ten dashes.
    let dashed = try rule(StrokeStyle(lineWidth: 2, dash: [6, 4]))
    #expect(runs(dashed, row: row) == 10)
    let painted = (0..<100).filter { dashed.contains([$0, row]) }.count
    #expect(painted >= 55 && painted <= 65)
    // A wider line covers more rows.
    let wide = try rule(StrokeStyle(lineWidth: 6))
    #expect(Set(wide.map { $0[1] }).count == 6 && Set(solid.map { $0[1] }).count == 2)
  }
}
