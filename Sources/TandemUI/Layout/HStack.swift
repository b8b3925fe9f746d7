import Foundation

/// Arranges its children in a row, least flexible first, `spacing` apart (8 points by default).
nonisolated public struct HStack<Content: View>: View, PrimitiveView, StackView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A row of views.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  @MainActor var stackLayout: StackLayout {
    StackLayout(axis: .horizontal, spacing: spacing, alignment: alignment.key)
  }
  @MainActor package func makeContent() -> any NodeContent { StackContent(stackLayout) }
  @MainActor package var childViews: [any View] { [content] }
}
