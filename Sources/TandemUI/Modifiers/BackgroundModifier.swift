import Foundation

/// Draws a view behind the content, sized to the content's frame and aligned inside it.
struct BackgroundModifier<Background: View>: PrimitiveModifier, BackgroundAlignmentCarrier {
  let background: Background
  let alignment: Alignment
  func makeContent() -> any NodeContent { BackgroundContent() }
  func childViews(content: any View) -> [any View] { [background, content] }
}

@MainActor protocol BackgroundAlignmentCarrier {
  var alignment: Alignment { get }
}

/// Sizes to the content (the last child); the background (the first) is proposed the content's size.
final class BackgroundContent: NodeContent {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.children.last?.sizeThatFits(proposal) ?? .zero
  }
  func place(in bounds: CGRect, node: ViewNode) {
    guard let content = node.children.last, let background = node.children.first, content !== background else { return }
    content.place(in: bounds)
    let alignment = (node.modifier(as: Any.self) as? any BackgroundAlignmentCarrier)?.alignment ?? .center
    background.place(in: alignment.place(background.sizeThatFits(ProposedViewSize(bounds.size)), in: bounds))
  }
}

extension View {
  /// Puts a view behind this one.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(BackgroundModifier(background: content(), alignment: alignment))
  }
  /// Puts a view behind this one.
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(BackgroundModifier(background: background, alignment: alignment))
  }
}
