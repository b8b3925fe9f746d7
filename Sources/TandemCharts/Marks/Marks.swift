import Foundation

/// A line through points: the marks of one chart join in x order.
nonisolated public struct LineMark: ChartContent, PrimitiveChartContent {
  /// A mark is primitive: it has no body.
  public var body: Never { return fatalError("LineMark has no body") }
  let primitiveMarks: [ChartMark]
  /// A point of the line.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    primitiveMarks = [ChartMark(kind: .line, x: x.value.plotValue, y: y.value.plotValue)]
  }
}

/// A point (a symbol) at a position.
nonisolated public struct PointMark: ChartContent, PrimitiveChartContent {
  /// A mark is primitive: it has no body.
  public var body: Never { return fatalError("PointMark has no body") }
  let primitiveMarks: [ChartMark]
  /// A point at x and y.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    primitiveMarks = [ChartMark(kind: .point, x: x.value.plotValue, y: y.value.plotValue)]
  }
}

/// A bar from zero to a value.
nonisolated public struct BarMark: ChartContent, PrimitiveChartContent {
  /// A mark is primitive: it has no body.
  public var body: Never { return fatalError("BarMark has no body") }
  let primitiveMarks: [ChartMark]
  /// A vertical bar at x up to y.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    primitiveMarks = [ChartMark(kind: .bar, x: x.value.plotValue, y: y.value.plotValue)]
  }
}

/// A straight line across the plot: horizontal at a y, vertical at an x, or a vertical segment.
nonisolated public struct RuleMark: ChartContent, PrimitiveChartContent {
  /// A mark is primitive: it has no body.
  public var body: Never { return fatalError("RuleMark has no body") }
  let primitiveMarks: [ChartMark]
  /// A horizontal rule at a y value.
  nonisolated public init<Y: Plottable>(y: PlottableValue<Y>) {
    primitiveMarks = [ChartMark(kind: .rule, y: y.value.plotValue)]
  }
  /// A vertical rule at an x value.
  nonisolated public init<X: Plottable>(x: PlottableValue<X>) {
    primitiveMarks = [ChartMark(kind: .rule, x: x.value.plotValue)]
  }
  /// A vertical segment at x from yStart to yEnd.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    primitiveMarks = [
      ChartMark(kind: .rule, x: x.value.plotValue, yStart: yStart.value.plotValue, yEnd: yEnd.value.plotValue)
    ]
  }
}
