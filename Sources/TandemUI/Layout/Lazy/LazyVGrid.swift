import Foundation

/// A grid that grows down, with the columns its grid items describe, building its cells only as they scroll into
/// view (one row of cells at a time).
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A vertical grid of `columns`, rows `spacing` apart (8 points by default); `alignment` places the columns
  /// when they do not fill the width.
  nonisolated public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { LazyContainerContent(axis: .vertical) }
  /// The cells are built while laying out, for the visible rectangle.
  @MainActor package var childViews: [any View] { [] }
}

extension LazyVGrid: LazyContainerValue {
  @MainActor var lazyLayout: LazyContainerLayout {
    LazyContainerLayout(
      axis: .vertical, lineSpacing: spacing ?? LazyContainerLayout.defaultSpacing,
      tracks: .grid(columns, Alignment(horizontal: alignment, vertical: .center)), pinnedViews: pinnedViews)
  }
  @MainActor var lazyContent: any View { content }
}
