import Foundation

/// Arranges its children in a row, least flexible first, `spacing` apart (8 points by default).
public struct HStack<Content: View>: View, PrimitiveView, StackView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A row of views.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  var stackLayout: StackLayout {
    StackLayout(axis: .horizontal, spacing: spacing, alignment: alignment.key)
  }
  package func makeContent() -> any NodeContent { StackContent(stackLayout) }
  package var childViews: [any View] { [content] }
}
