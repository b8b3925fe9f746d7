import Foundation

extension View {
  /// Performs `action` with a value computed from this view's geometry when the view is first placed and whenever
  /// a placement changes the value (after the layout that changed it).
  nonisolated public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
  }

  /// Performs `action` with the old and new values computed from this view's geometry when a placement changes
  /// the value (and with the first value as both when the view is first placed).
  nonisolated public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

/// `onGeometryChange(for:of:action:)`: the value and what to do when it changes.
nonisolated struct GeometryChangeModifier<T: Equatable>: PrimitiveModifier {
  let transform: (GeometryProxy) -> T
  let action: (T, T) -> Void
  @MainActor func makeContent() -> any NodeContent { GeometryChangeContent<T>() }
}

/// Lays out as its content; computes the value from each placement and acts after the layout when it changed.
final class GeometryChangeContent<T: Equatable>: NodeContent, LayoutOnly {
  private var last: T?

  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren { child.place(in: bounds) }
    guard let modifier = node.modifier(as: GeometryChangeModifier<T>.self) else { return }
    let value = modifier.transform(GeometryProxy(node: node, bounds: bounds))
    guard value != last else { return }
    let old = last ?? value
    last = value
    node.graph.afterUpdate { modifier.action(old, value) }
  }
}
