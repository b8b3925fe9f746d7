import Foundation

/// Overlays its children, later ones in front, aligned by `alignment`; its size is the union of theirs.
public struct ZStack<Content: View>: View, PrimitiveView, ZStackValue {
  let alignment: Alignment
  let content: Content
  /// Views on top of each other.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  package func makeContent() -> any NodeContent { AlignedOverlayContent() }
  package var childViews: [any View] { [content] }
}

/// Sizes to the largest child and places every child aligned inside (ZStack).
final class AlignedOverlayContent: NodeContent {
  func place(in bounds: CGRect, node: ViewNode) {
    let alignment = (node.view as? any ZStackValue)?.alignment ?? .center
    for child in node.layoutChildren {
      child.place(in: alignment.place(child.sizeThatFits(ProposedViewSize(bounds.size)), in: bounds))
    }
  }
}

/// Any `ZStack`, for its node content.
@MainActor protocol ZStackValue {
  var alignment: Alignment { get }
}
