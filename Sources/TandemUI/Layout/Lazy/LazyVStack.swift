import Foundation

/// A column that builds its children only as they scroll into view: inside a `ScrollView`, only the rows that
/// meet the visible rectangle exist (rows it has not measured yet are estimated from the ones it has). It takes
/// the full width it is offered.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy column of views, `spacing` apart (8 points by default), aligned across by `alignment`.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { LazyContainerContent(axis: .vertical) }
  /// The children are built while laying out, for the visible rectangle.
  @MainActor package var childViews: [any View] { [] }
}

extension LazyVStack: LazyContainerValue {
  @MainActor var lazyLayout: LazyContainerLayout {
    LazyContainerLayout(
      axis: .vertical, lineSpacing: spacing ?? LazyContainerLayout.defaultSpacing,
      tracks: .stack(Alignment(horizontal: alignment, vertical: .center)),
      pinnedViews: pinnedViews)
  }
  @MainActor var lazyContent: any View { content }
}
