import Foundation

/// Moves the view's drawing and hit area without changing its layout.
nonisolated struct OffsetModifier: PrimitiveModifier {
  let offset: CGSize
  @MainActor func makeContent() -> any NodeContent { OffsetContent() }
}

final class OffsetContent: NodeContent, LayoutOnly {
  func place(in bounds: CGRect, node: ViewNode) {
    let offset = node.modifier(as: OffsetModifier.self)?.offset ?? .zero
    for child in node.layoutChildren { child.place(in: bounds.offsetBy(dx: offset.width, dy: offset.height)) }
  }
}

extension View {
  /// Moves the view by an offset (its layout is unchanged).
  nonisolated public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }
  /// Moves the view horizontally and vertically (its layout is unchanged).
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
