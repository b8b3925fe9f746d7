import Foundation

/// A key for a value a view gives its layout container (`.layoutValue(key:value:)`), read through
/// `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that does not set one.
  static var defaultValue: Value { get }
}

/// Gives the view a value for a layout value key.
nonisolated struct LayoutValueModifier<K: LayoutValueKey>: PrimitiveModifier {
  let value: K.Value
  @MainActor func makeContent() -> any NodeContent { LayoutValueContent() }
}

/// Lays out as its content; carries the value for the enclosing layout.
final class LayoutValueContent: NodeContent, LayoutOnly {}

extension ViewNode {
  /// The value for `key` set on this subview or the modifiers inside it (the outermost wins), else the default.
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value {
    var current: ViewNode? = self
    while let node = current {
      if node.content is LayoutValueContent, let modifier = node.modifier(as: LayoutValueModifier<K>.self) {
        return modifier.value
      }
      // Values pass up through views with one child (modifiers, composite views), as traits do.
      guard node.children.count == 1 else { break }
      current = node.children[0]
    }
    return K.defaultValue
  }
}

extension View {
  /// Gives the view a value its layout container reads through `subviews[i][key]`.
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }
}
