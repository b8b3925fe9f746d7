import Foundation
import TandemKit

/// A dimension that scales with Dynamic Type: the value at the default text size (large), scaled as a text style's
/// font size scales at the environment's `dynamicTypeSize` (as `UIFontMetrics` scales values).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, DynamicPropertyMarker, NodeBindable {
  nonisolated(unsafe) private let base: Value
  nonisolated private let textStyle: Font.TextStyle
  /// The text size, read from the view's environment as `@Environment(\.dynamicTypeSize)` reads it.
  nonisolated private let size = Environment(\.dynamicTypeSize)

  /// A metric that scales like `textStyle`.
  nonisolated public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// A metric that scales like body text.
  nonisolated public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value scaled to the current text size (read from the view's environment when its body runs).
  public var wrappedValue: Value {
    base * Value(DynamicType.scale(of: textStyle.engine, to: size.wrappedValue.engine))
  }

  package func bind(to node: ViewNode, key: String) { size.bind(to: node, key: key) }
}
