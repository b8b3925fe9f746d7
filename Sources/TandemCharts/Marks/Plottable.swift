import Foundation

/// A value a chart can place on an axis: it is plotted as a primitive value — a number, a date or a string
/// (a category) — that it converts to and from.
public protocol Plottable {
  /// The primitive value this one is plotted as.
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  /// The value as plotted.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value for a plotted primitive (nil when none corresponds).
  init?(primitivePlottable: PrimitivePlottable)
}

/// A value plotted as itself: numbers, dates and strings.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension Plottable where Self: PrimitivePlottableProtocol {
  /// A primitive value is plotted as itself.
  public var primitivePlottable: Self { self }
  /// A primitive value for itself.
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
  /// A raw-representable value (an enum of strings or numbers) is plotted as its raw value.
  public var primitivePlottable: RawValue { rawValue }
  /// The value with a plotted raw value.
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A primitive value as the engine positions it.
protocol PlotPrimitive {
  var plotValue: PlotValue { get }
}

extension Plottable {
  /// The value as the engine positions it (a primitive of a kind the engine does not know is a category named
  /// by its description).
  var plotValue: PlotValue {
    let primitive = primitivePlottable
    return (primitive as? any PlotPrimitive)?.plotValue ?? .category(String(describing: primitive))
  }
}

/// A plotted value as the engine keeps it.
enum PlotValue: Hashable, Sendable {
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

extension Int: PrimitivePlottableProtocol, PlotPrimitive { var plotValue: PlotValue { .number(Double(self)) } }
extension Double: PrimitivePlottableProtocol, PlotPrimitive { var plotValue: PlotValue { .number(self) } }
extension Float: PrimitivePlottableProtocol, PlotPrimitive { var plotValue: PlotValue { .number(Double(self)) } }
extension CGFloat: PrimitivePlottableProtocol, PlotPrimitive { var plotValue: PlotValue { .number(Double(self)) } }
extension Date: PrimitivePlottableProtocol, PlotPrimitive { var plotValue: PlotValue { .date(self) } }
extension String: PrimitivePlottableProtocol, PlotPrimitive { var plotValue: PlotValue { .category(self) } }

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
