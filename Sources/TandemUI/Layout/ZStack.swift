import Foundation

/// Overlays its children, later ones in front, aligned by `alignment`; its size is the union of theirs.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content
  /// Views on top of each other.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  package func makeContent() -> any NodeContent { AlignedOverlayContent(alignment) }
  package var childViews: [any View] { [content] }
}

/// Sizes to the largest child and places every child aligned inside (ZStack).
final class AlignedOverlayContent: NodeContent {
  var alignment: Alignment
  init(_ alignment: Alignment) { self.alignment = alignment }
  func update(from view: any View, node: ViewNode) {
    if let mirror = Mirror(reflecting: view).descendant("alignment") as? Alignment { alignment = mirror }
  }
  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren {
      child.place(in: alignment.place(child.sizeThatFits(ProposedViewSize(bounds.size)), in: bounds))
    }
  }
}
