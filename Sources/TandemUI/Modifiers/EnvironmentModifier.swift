import Foundation

/// Sets an environment value for the content and its descendants.
nonisolated struct EnvironmentWriter<Value>: PrimitiveModifier, EnvironmentTransform {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// Changes an environment value in place for the content and its descendants.
nonisolated struct EnvironmentTransformer<Value>: PrimitiveModifier, EnvironmentTransform {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

/// A modifier that changes the environment its content sees.
@MainActor package protocol EnvironmentTransform {
  func apply(to environment: inout EnvironmentValues)
}

/// Passes its children a changed environment; lays out as its content.
package final class EnvironmentWriterContent: NodeContent, LayoutOnly {
  private var transform: (any EnvironmentTransform)?
  package init() {}
  package var isTransparent: Bool { true }
  package func update(from view: any View, node: ViewNode) {
    transform = node.modifier(as: (any EnvironmentTransform).self)
  }
  package func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var copy = environment
    transform?.apply(to: &copy)
    return copy
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWriter(keyPath: keyPath, value: value))
  }
  /// Changes the environment value at `keyPath` for this view and its descendants with `transform`.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransformer(keyPath: keyPath, transform: transform))
  }
  /// Sets the default font of text in this view.
  nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }
  /// Sets the weight of text and symbols in this view (over their font).
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
  /// Makes text and symbols in this view bold.
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    environment(\.fontWeight, isActive ? .bold : nil)
  }
  /// Makes text in this view italic.
  nonisolated public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }
  /// Shows the text's digits at one width (tabular figures), so changing numbers keep their place.
  nonisolated public func monospacedDigit() -> some View { environment(\.monospacedDigits, true) }
  /// Sets the color of text and symbols in this view.
  nonisolated public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
  /// Sets the most lines text in this view may use.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number).environment(\.reservedLines, 0)
  }
  /// Sets the range of lines text and vertical text fields here use: at least the lower bound's height, at most the
  /// upper bound's lines.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, limit.lowerBound)
  }
  /// Sets the fewest lines text and vertical text fields here take the height of, with no upper limit.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environment(\.lineLimit, nil).environment(\.reservedLines, limit.lowerBound)
  }
  /// Sets the most lines text and vertical text fields here use.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, 0)
  }
  /// Sets the most lines text here uses; with `reservesSpace`, it takes that many lines' height even when shorter.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, limit).environment(\.reservedLines, reservesSpace ? limit : 0)
  }
  /// Sets how lines of multiline text align.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}
