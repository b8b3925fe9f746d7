import Foundation

/// A value a chart can place on an axis: numbers, dates and categories (strings).
public protocol Plottable {
  /// Tandem's engine: the value as a position.
  var _plotValue: _PlotValue { get }
}

/// A plotted value as Tandem's engine keeps it.
public enum _PlotValue: Hashable, Sendable {
  case number(Double)
  case date(Date)
  /// A category (placed by the order categories first appear).
  case category(String)

  /// The value as a number (dates as seconds since the reference date).
  var number: Double {
    switch self {
    case .number(let value): value
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: 0
    }
  }
  var isDate: Bool { if case .date = self { true } else { false } }
}

extension Int: Plottable { public var _plotValue: _PlotValue { .number(Double(self)) } }
extension Double: Plottable { public var _plotValue: _PlotValue { .number(self) } }
extension Float: Plottable { public var _plotValue: _PlotValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var _plotValue: _PlotValue { .number(Double(self)) } }
extension Date: Plottable { public var _plotValue: _PlotValue { .date(self) } }
extension String: Plottable { public var _plotValue: _PlotValue { .category(self) } }

/// A labelled value for one of a mark's positions.
public struct PlottableValue<Value: Plottable> {
  /// The value's label (the axis title).
  public let label: String
  let value: Value
  /// A value with a label.
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: value)
  }
}
