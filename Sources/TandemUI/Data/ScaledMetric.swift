import Foundation
import TandemKit

/// A dimension that scales with Dynamic Type: the value at the default text size (large), scaled as a text style's
/// font size scales at the environment's `dynamicTypeSize` (as `UIFontMetrics` scales values).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, DynamicPropertyMarker, NodeBindable {
  nonisolated(unsafe) private let base: Value
  nonisolated private let textStyle: Font.TextStyle
  nonisolated private let box = Box()

  final class Box: @unchecked Sendable {
    weak var node: ViewNode?
  }

  /// A metric that scales like `textStyle`.
  nonisolated public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// A metric that scales like body text.
  nonisolated public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value scaled to the current text size (read from the view's environment when its body runs).
  public var wrappedValue: Value {
    let box = box
    let style = textStyle.engine
    let ratio: CGFloat = MainActor.assumeIsolated {
      let size = (box.node?.environment ?? EnvironmentValues()).dynamicTypeSize
      return DynamicType.metrics(for: style, category: size.engine).size / DynamicType.metrics(for: style).size
    }
    return base * Value(ratio)
  }

  package func bind(to node: ViewNode, key: String) { box.node = node }
}
