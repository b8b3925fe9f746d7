import Foundation

/// A grid that grows to the trailing side, with the rows its grid items describe, building its cells only as they
/// scroll into view (one column of cells at a time).
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A horizontal grid of `rows`, columns `spacing` apart (8 points by default); `alignment` places the rows
  /// when they do not fill the height.
  nonisolated public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { LazyContainerContent(axis: .horizontal) }
  /// The cells are built while laying out, for the visible rectangle.
  @MainActor package var childViews: [any View] { [] }
}

extension LazyHGrid: LazyContainerValue {
  @MainActor var lazyLayout: LazyContainerLayout {
    LazyContainerLayout(
      axis: .horizontal, lineSpacing: spacing ?? LazyContainerLayout.defaultSpacing,
      tracks: .grid(rows, Alignment(horizontal: .center, vertical: alignment)), pinnedViews: pinnedViews)
  }
  @MainActor var lazyContent: any View { content }
}
