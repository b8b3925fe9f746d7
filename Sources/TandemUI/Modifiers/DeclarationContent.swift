import Foundation

/// Content of a modifier that declares something to the view's host (toolbar items, sheet detents): it lays out as
/// its content and counts each change in the graph's `declarationsVersion`.
@MainActor final class DeclarationContent: NodeContent, LayoutOnly {
  var isTransparent: Bool { true }
  func update(from view: any View, node: ViewNode) { node.graph.declarationsVersion += 1 }
}
