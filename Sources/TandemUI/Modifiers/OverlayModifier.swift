import Foundation

/// Draws a view in front of the content, sized to the content's frame and aligned inside it.
nonisolated struct OverlayModifier<Overlay: View>: PrimitiveModifier, LayerModifier {
  let overlay: Overlay
  let alignment: Alignment
  @MainActor var isInFront: Bool { true }
  @MainActor func makeContent() -> any NodeContent { LayeredContent() }
  @MainActor func childViews(content: any View) -> [any View] { [content, overlay] }
}

extension View {
  /// Puts a view in front of this one.
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(OverlayModifier(overlay: content(), alignment: alignment))
  }
  /// Puts a view in front of this one.
  nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(overlay: overlay, alignment: alignment))
  }
  /// Draws a border along the view's frame, inside it.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(OverlayModifier(overlay: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center))
  }
}
