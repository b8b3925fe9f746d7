import Foundation

/// A line through points: the marks of one chart join in x order.
nonisolated public struct LineMark: ChartContent {
  public let _marks: [_ChartMark]
  /// A point of the line.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    _marks = [_ChartMark(kind: .line, x: x.value._plotValue, y: y.value._plotValue)]
  }
}

/// A point (a symbol) at a position.
nonisolated public struct PointMark: ChartContent {
  public let _marks: [_ChartMark]
  /// A point at x and y.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    _marks = [_ChartMark(kind: .point, x: x.value._plotValue, y: y.value._plotValue)]
  }
}

/// A bar from zero to a value.
nonisolated public struct BarMark: ChartContent {
  public let _marks: [_ChartMark]
  /// A vertical bar at x up to y.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    _marks = [_ChartMark(kind: .bar, x: x.value._plotValue, y: y.value._plotValue)]
  }
}

/// A straight line across the plot: horizontal at a y, vertical at an x, or a vertical segment.
nonisolated public struct RuleMark: ChartContent {
  public let _marks: [_ChartMark]
  /// A horizontal rule at a y value.
  nonisolated public init<Y: Plottable>(y: PlottableValue<Y>) {
    _marks = [_ChartMark(kind: .rule, y: y.value._plotValue)]
  }
  /// A vertical rule at an x value.
  nonisolated public init<X: Plottable>(x: PlottableValue<X>) {
    _marks = [_ChartMark(kind: .rule, x: x.value._plotValue)]
  }
  /// A vertical segment at x from yStart to yEnd.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    _marks = [
      _ChartMark(kind: .rule, x: x.value._plotValue, yStart: yStart.value._plotValue, yEnd: yEnd.value._plotValue)
    ]
  }
}
