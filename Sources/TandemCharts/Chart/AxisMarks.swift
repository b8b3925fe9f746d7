import Foundation
import TandemUI

/// Which values an axis marks: automatic ticks (optionally about a number of them), a stride, or given values.
public struct AxisMarkValues: Sendable {
  enum Kind: Sendable {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case calendarStride(Calendar.Component, Int)
    case values([PlotValue])
  }
  let kind: Kind
  /// The scale's nice ticks.
  public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
  /// Nice ticks, about `desiredCount` of them.
  public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }
  /// A tick every `step` of a numeric scale, from its lower end.
  public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .stride(step)) }
  /// A tick every `count` calendar units of a date scale.
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
    AxisMarkValues(kind: .calendarStride(component, count))
  }
}

/// One value an axis marks (given to `AxisMarks` content).
public struct AxisValue: Sendable {
  /// The value's position among the marked values.
  public let index: Int
  /// How many values are marked.
  public let count: Int
}

/// The parts drawn at each marked value (grid lines, ticks, labels).
@MainActor @preconcurrency public protocol AxisMark {}

/// An axis mark the engine draws: the parts it stands for.
protocol PrimitiveAxisMark {
  var parts: AxisParts { get }
}

/// The parts of axis marks: grid lines, ticks and labels.
struct AxisParts: OptionSet, Sendable {
  let rawValue: Int
  static let gridLine = AxisParts(rawValue: 1 << 0)
  static let tick = AxisParts(rawValue: 1 << 1)
  static let valueLabel = AxisParts(rawValue: 1 << 2)

  /// The parts of an axis mark.
  static func of(_ mark: any AxisMark) -> AxisParts { (mark as? any PrimitiveAxisMark)?.parts ?? [] }
}

/// A grid line across the plot at the value.
nonisolated public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
  public init() {}
  var parts: AxisParts { .gridLine }
}
/// A short tick at the axis edge at the value.
nonisolated public struct AxisTick: AxisMark, PrimitiveAxisMark {
  public init() {}
  var parts: AxisParts { .tick }
}
/// The value's label.
nonisolated public struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
  public init() {}
  var parts: AxisParts { .valueLabel }
}

/// Several axis marks together.
nonisolated public struct _AxisMarkList: AxisMark, PrimitiveAxisMark {
  let parts: AxisParts
}

/// Builds axis mark content.
@resultBuilder public struct AxisMarkBuilder {
  public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> _AxisMarkList {
    var parts: AxisParts = []
    for mark in repeat each marks { parts.formUnion(AxisParts.of(mark)) }
    return _AxisMarkList(parts: parts)
  }
}

/// Axis content: the marks of an axis, or a type whose `body` builds them.
@MainActor @preconcurrency public protocol AxisContent {
  /// The type of the content's body.
  associatedtype Body: AxisContent
  /// The content's marks.
  @AxisContentBuilder var body: Body { get }
}

extension Never: AxisContent {}

extension AxisContent {
  /// How the axis is drawn.
  @MainActor var axisSpec: AxisSpec {
    if let marks = self as? AxisMarks { return marks.axis }
    return body.axisSpec
  }
}

/// How an axis is drawn: which values it marks, how labels are formatted, and which parts are drawn.
struct AxisSpec {
  var values = AxisMarkValues.automatic
  var parts: AxisParts = [.gridLine, .valueLabel]
  var format: ((PlotValue) -> String)?
}

/// Marks of an axis at its values: by default a grid line and a label at each nice tick.
nonisolated public struct AxisMarks: AxisContent {
  let axis: AxisSpec

  /// Axis marks are primitive: they have no body.
  public var body: Never { return fatalError("AxisMarks has no body") }

  /// Marks at the values, with a grid line and a label each.
  public init(values: AxisMarkValues = .automatic) { axis = AxisSpec(values: values) }

  /// Marks at the values, drawing what `content` lists (`AxisGridLine`, `AxisTick`, `AxisValueLabel`).
  public init<Content: AxisMark>(
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: (AxisValue) -> Content
  ) {
    axis = AxisSpec(values: values, parts: AxisParts.of(content(AxisValue(index: 0, count: 1))))
  }

  /// Marks at given values.
  public init<Value: Plottable>(values: [Value]) {
    axis = AxisSpec(values: AxisMarkValues(kind: .values(values.map(\.plotValue))))
  }

  /// Marks at given values, drawing what `content` lists.
  public init<Value: Plottable, Content: AxisMark>(
    values: [Value], @AxisMarkBuilder content: (AxisValue) -> Content
  ) {
    axis = AxisSpec(
      values: AxisMarkValues(kind: .values(values.map(\.plotValue))),
      parts: AxisParts.of(content(AxisValue(index: 0, count: values.count))))
  }

  /// Marks at the values with labels in a format.
  public init<Format: FormatStyle>(format: Format, values: AxisMarkValues = .automatic)
  where Format.FormatInput == Double, Format.FormatOutput == String {
    axis = AxisSpec(values: values, format: { format.format($0.number) })
  }

  /// Marks at the values with date labels in a format.
  public init<Format: FormatStyle>(format: Format, values: AxisMarkValues = .automatic)
  where Format.FormatInput == Date, Format.FormatOutput == String {
    axis = AxisSpec(
      values: values, format: { format.format(Date(timeIntervalSinceReferenceDate: $0.number)) })
  }
}

struct ChartXAxisSpecKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: AxisSpec? = nil
}
struct ChartYAxisSpecKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: AxisSpec? = nil
}

extension EnvironmentValues {
  var chartXAxisSpec: AxisSpec? {
    get { self[ChartXAxisSpecKey.self] }
    set { self[ChartXAxisSpecKey.self] = newValue }
  }
  var chartYAxisSpec: AxisSpec? {
    get { self[ChartYAxisSpecKey.self] }
    set { self[ChartYAxisSpecKey.self] = newValue }
  }
}

extension View {
  /// The chart's x axis marks.
  nonisolated public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    modifier(AxisContentModifier(content: content(), axis: .horizontal))
  }
  /// The chart's y axis marks.
  nonisolated public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    modifier(AxisContentModifier(content: content(), axis: .vertical))
  }
}

/// Sets a chart axis's marks from axis content (read on the main actor, where its body is evaluated).
nonisolated struct AxisContentModifier<Content: AxisContent>: PrimitiveModifier, EnvironmentTransform {
  let content: Content
  let axis: Axis
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    switch axis {
    case .horizontal: environment.chartXAxisSpec = content.axisSpec
    case .vertical: environment.chartYAxisSpec = content.axisSpec
    }
  }
}

/// Builds axis content (one `AxisMarks`, or axis content of the app's own).
@resultBuilder public struct AxisContentBuilder {
  public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
}
