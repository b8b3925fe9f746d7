import Foundation

/// Draws a view behind the content, sized to the content's frame and aligned inside it.
nonisolated struct BackgroundModifier<Background: View>: PrimitiveModifier, LayerModifier {
  let background: Background
  let alignment: Alignment
  @MainActor var isInFront: Bool { false }
  @MainActor func makeContent() -> any NodeContent { LayeredContent() }
  @MainActor func childViews(content: any View) -> [any View] { [background, content] }
}

extension View {
  /// Puts a view behind this one.
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(BackgroundModifier(background: content(), alignment: alignment))
  }
  /// Puts a view behind this one. A color goes to `background(_:ignoresSafeAreaEdges:)` instead (this overload is
  /// disfavored), so `.background(Color.red)` reaches under the safe area as on iOS 15 and later.
  @_disfavoredOverload
  nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(BackgroundModifier(background: background, alignment: alignment))
  }
  /// Fills the area behind this view with a style, reaching past the safe area on `edges` where the view touches it
  /// (all edges by default, as iOS 15 does: a full-screen view's background colors the status bar's area too).
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      BackgroundModifier(
        background: Rectangle().fill(style).ignoresSafeArea(.all, edges: edges), alignment: .center))
  }

  /// Fills a shape behind this view with a style (`.background(.regularMaterial, in: RoundedRectangle(cornerRadius:
  /// 16))`): the shape takes the view's frame. Linux difference: no `fillStyle:` parameter yet (shapes fill with the
  /// non-zero rule).
  nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(BackgroundModifier(background: shape.fill(style), alignment: .center))
  }
}
