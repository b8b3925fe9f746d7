import Foundation
import TandemUI

/// Which values an axis marks: automatic ticks (optionally about a number of them), a stride, or given values.
public struct AxisMarkValues: Sendable {
  enum Kind: Sendable {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case calendarStride(Calendar.Component, Int)
    case values([_PlotValue])
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

/// The parts drawn at each marked value.
@MainActor @preconcurrency public protocol AxisMark {
  /// Tandem's engine: the parts this mark draws.
  nonisolated var _parts: AxisParts { get }
}

/// The parts of axis marks: grid lines, ticks and labels.
public struct AxisParts: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let gridLine = AxisParts(rawValue: 1 << 0)
  public static let tick = AxisParts(rawValue: 1 << 1)
  public static let valueLabel = AxisParts(rawValue: 1 << 2)
}

/// A grid line across the plot at the value.
nonisolated public struct AxisGridLine: AxisMark {
  public init() {}
  public var _parts: AxisParts { .gridLine }
}
/// A short tick at the axis edge at the value.
nonisolated public struct AxisTick: AxisMark {
  public init() {}
  public var _parts: AxisParts { .tick }
}
/// The value's label.
nonisolated public struct AxisValueLabel: AxisMark {
  public init() {}
  public var _parts: AxisParts { .valueLabel }
}

/// Several axis marks together.
nonisolated public struct _AxisMarkList: AxisMark {
  public let _parts: AxisParts
}

/// Builds axis mark content.
@resultBuilder public struct AxisMarkBuilder {
  public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> _AxisMarkList {
    var parts: AxisParts = []
    for mark in repeat each marks { parts.formUnion(mark._parts) }
    return _AxisMarkList(_parts: parts)
  }
}

/// Axis content: the marks of an axis.
@MainActor @preconcurrency public protocol AxisContent {
  /// Tandem's engine: the axis specification.
  nonisolated var _axis: AxisSpec { get }
}

/// How an axis is drawn: which values it marks, how labels are formatted, and which parts are drawn.
public struct AxisSpec {
  var values = AxisMarkValues.automatic
  var parts: AxisParts = [.gridLine, .valueLabel]
  var format: ((_PlotValue) -> String)?
}

/// Marks of an axis at its values: by default a grid line and a label at each nice tick.
nonisolated public struct AxisMarks: AxisContent {
  public let _axis: AxisSpec

  /// Marks at the values, with a grid line and a label each.
  public init(values: AxisMarkValues = .automatic) { _axis = AxisSpec(values: values) }

  /// Marks at the values, drawing what `content` lists (`AxisGridLine`, `AxisTick`, `AxisValueLabel`).
  public init<Content: AxisMark>(
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: (AxisValue) -> Content
  ) {
    _axis = AxisSpec(values: values, parts: content(AxisValue(index: 0, count: 1))._parts)
  }

  /// Marks at given values.
  public init<Value: Plottable>(values: [Value]) {
    _axis = AxisSpec(values: AxisMarkValues(kind: .values(values.map(\._plotValue))))
  }

  /// Marks at given values, drawing what `content` lists.
  public init<Value: Plottable, Content: AxisMark>(
    values: [Value], @AxisMarkBuilder content: (AxisValue) -> Content
  ) {
    _axis = AxisSpec(
      values: AxisMarkValues(kind: .values(values.map(\._plotValue))),
      parts: content(AxisValue(index: 0, count: values.count))._parts)
  }

  /// Marks at the values with labels in a format.
  public init<Format: FormatStyle>(format: Format, values: AxisMarkValues = .automatic)
  where Format.FormatInput == Double, Format.FormatOutput == String {
    _axis = AxisSpec(values: values, format: { format.format($0.number) })
  }

  /// Marks at the values with date labels in a format.
  public init<Format: FormatStyle>(format: Format, values: AxisMarkValues = .automatic)
  where Format.FormatInput == Date, Format.FormatOutput == String {
    _axis = AxisSpec(
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
    environment(\.chartXAxisSpec, content()._axis)
  }
  /// The chart's y axis marks.
  nonisolated public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    environment(\.chartYAxisSpec, content()._axis)
  }
}

/// Builds axis content (one `AxisMarks`).
@resultBuilder public struct AxisContentBuilder {
  public static func buildBlock(_ marks: AxisMarks) -> AxisMarks { marks }
}
