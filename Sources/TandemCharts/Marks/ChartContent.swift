import Foundation
import TandemUI

/// Marks of a chart (or groups of them), or a type whose `body` builds them (as a view's body does).
@MainActor @preconcurrency public protocol ChartContent {
  /// The type of the content's body.
  associatedtype Body: ChartContent
  /// The content's marks.
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Chart content the engine reads directly (marks, lists, styled marks); other content is read through its body.
@MainActor protocol PrimitiveChartContent {
  var primitiveMarks: [ChartMark] { get }
}

extension ChartContent {
  /// The marks, in drawing order.
  @MainActor var marks: [ChartMark] {
    if let primitive = self as? any PrimitiveChartContent { return primitive.primitiveMarks }
    return body.marks
  }
}

/// One mark as the engine keeps it.
struct ChartMark {
  enum Kind { case line, point, bar, rule }
  let kind: Kind
  var x: PlotValue?
  var y: PlotValue?
  /// A rule's vertical extent (`RuleMark(x:yStart:yEnd:)`).
  var yStart: PlotValue?
  var yEnd: PlotValue?
  var style = MarkStyle()
}

/// How a mark is drawn: color, symbol, line width and interpolation.
struct MarkStyle {
  var color: Color?
  var symbol: (any ChartSymbolShape)?
  var symbolView: AnyView?
  var symbolSize: CGFloat?
  /// The symbol's width and height (`symbolSize(_: CGSize)`), which take precedence over an area.
  var symbolFrame: CGSize?
  /// The line's stroke (`lineStyle(_:)`): width, caps, joins and dashes.
  var lineStyle: StrokeStyle?
  var interpolation = InterpolationMethod.linear
  /// The series the mark belongs to (`foregroundStyle(by:)`): its color comes from the palette.
  var series: String?
}

/// Several chart contents together (what a chart's builder makes).
nonisolated public struct _ChartContentList: ChartContent, PrimitiveChartContent {
  let primitiveMarks: [ChartMark]
  /// A list of chart content is primitive: it has no body.
  public var body: Never { return fatalError("_ChartContentList has no body") }
}

/// Builds chart content from marks.
@MainActor @preconcurrency @resultBuilder public struct ChartContentBuilder {
  public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> _ChartContentList {
    var marks: [ChartMark] = []
    for item in repeat each content { marks += item.marks }
    return _ChartContentList(primitiveMarks: marks)
  }
  public static func buildOptional(_ content: _ChartContentList?) -> _ChartContentList {
    content ?? _ChartContentList(primitiveMarks: [])
  }
  public static func buildEither(first content: _ChartContentList) -> _ChartContentList { content }
  public static func buildEither(second content: _ChartContentList) -> _ChartContentList { content }
  public static func buildArray(_ components: [_ChartContentList]) -> _ChartContentList {
    _ChartContentList(primitiveMarks: components.flatMap(\.primitiveMarks))
  }
}

/// Content with its marks' styles changed (what chart content modifiers return).
nonisolated public struct _StyledChartContent: ChartContent, PrimitiveChartContent {
  let primitiveMarks: [ChartMark]
  /// Styled chart content is primitive: it has no body.
  public var body: Never { return fatalError("_StyledChartContent has no body") }
}

/// How a line passes through its points.
public enum InterpolationMethod: Sendable {
  /// Straight segments.
  case linear
  /// Horizontal then vertical steps at each point.
  case stepStart
  /// Vertical then horizontal steps at each point.
  case stepEnd
}

extension ChartContent {
  private func styled(_ change: (inout MarkStyle) -> Void) -> _StyledChartContent {
    _StyledChartContent(
      primitiveMarks: marks.map { mark in
        var mark = mark
        change(&mark.style)
        return mark
      })
  }
  /// The marks' color.
  public func foregroundStyle(_ color: Color) -> _StyledChartContent { styled { $0.color = color } }
  /// Colors marks by a value: each distinct value is a series with the next palette color (lines join per series).
  public func foregroundStyle<Value: Plottable & Hashable>(by value: PlottableValue<Value>) -> _StyledChartContent {
    let series = "\(value.value)"
    return styled { $0.series = series }
  }
  /// The symbol drawn at each point (line and point marks).
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> _StyledChartContent { styled { $0.symbol = symbol } }
  /// A view drawn as the symbol at each point.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _StyledChartContent {
    let view = AnyView(symbol())
    return styled { $0.symbolView = view }
  }
  /// The symbol's area in square points.
  public func symbolSize(_ size: CGFloat) -> _StyledChartContent { styled { $0.symbolSize = size } }
  /// The symbol's width and height in points.
  public func symbolSize(_ size: CGSize) -> _StyledChartContent { styled { $0.symbolFrame = size } }
  /// How the line is stroked: its width, caps, joins and dash pattern.
  public func lineStyle(_ style: StrokeStyle) -> _StyledChartContent { styled { $0.lineStyle = style } }
  /// How lines pass through their points.
  public func interpolationMethod(_ method: InterpolationMethod) -> _StyledChartContent {
    styled { $0.interpolation = method }
  }
}
