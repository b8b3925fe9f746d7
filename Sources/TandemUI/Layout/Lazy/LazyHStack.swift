import Foundation

/// A row that builds its children only as they scroll into view: inside a horizontal `ScrollView`, only the
/// columns that meet the visible rectangle exist. It takes the full height it is offered.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy row of views, `spacing` apart (8 points by default), aligned across by `alignment`.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { LazyContainerContent(axis: .horizontal) }
  /// The children are built while laying out, for the visible rectangle.
  @MainActor package var childViews: [any View] { [] }
}

extension LazyHStack: LazyContainerValue {
  @MainActor var lazyLayout: LazyContainerLayout {
    LazyContainerLayout(
      axis: .horizontal, lineSpacing: spacing ?? LazyContainerLayout.defaultSpacing,
      tracks: .stack(Alignment(horizontal: .center, vertical: alignment)), pinnedViews: pinnedViews)
  }
  @MainActor var lazyContent: any View { content }
}
