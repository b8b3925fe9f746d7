import Foundation

/// Arranges its children in a column, least flexible first, `spacing` apart (8 points by default).
nonisolated public struct VStack<Content: View>: View, PrimitiveView, StackView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A column of views.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  @MainActor var stackLayout: StackLayout {
    StackLayout(axis: .vertical, spacing: spacing, alignment: alignment.key)
  }
  @MainActor package func makeContent() -> any NodeContent { StackContent(stackLayout) }
  @MainActor package var childViews: [any View] { [content] }
}
