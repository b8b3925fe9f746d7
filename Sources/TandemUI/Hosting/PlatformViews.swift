import Foundation
import TandemKit

/// Node content backed by a UIKit view that the hosting view adds as a subview at the node's frame (TextField
/// uses a UITextField, so editing goes through UIKit's text system; touches reach it by UIKit hit-testing).
@MainActor package protocol PlatformViewContent: AnyObject {
  var platformView: UIView { get }
  /// Called after each layout pass of the hosting view with where the graph's drawing changed (nil: nowhere).
  func hostDidLayout(damage: CGRect?, node: ViewNode)
  /// The view controller whose view `platformView` is, to become a child of the hosting controller.
  var containedController: UIViewController? { get }
  /// Tears the UIKit side down when the node leaves the graph.
  func dismantle()
  /// Where the UIKit view goes (graph coordinates): the node's frame unless the content reaches past it.
  func platformFrame(node: ViewNode) -> CGRect
}

extension PlatformViewContent {
  func platformFrame(node: ViewNode) -> CGRect { node.frame }
  /// Without a hosting view (ImageRenderer), draws the UIKit view as it would show in `bounds`.
  func drawDetached(in context: CGContext, bounds: CGRect) {
    let view = platformView
    guard view.superview == nil else { return }
    view.frame = bounds
    view.layoutIfNeeded()
    context.saveGState()
    context.translateBy(x: bounds.minX, y: bounds.minY)
    view.layer.render(in: context)
    context.restoreGState()
  }

  package func hostDidLayout(damage: CGRect?, node: ViewNode) {}
  package var containedController: UIViewController? { nil }
  package func dismantle() {}
}

extension ViewGraph {
  /// The nodes backed by UIKit views, in creation order.
  package var platformNodes: [ViewNode] {
    platformRegistry.nodes.filter { !$0.isRemoved }
  }

  /// Registers a node backed by a UIKit view.
  package func registerPlatformNode(_ node: ViewNode) {
    // Declared content (a toolbar item's view) is read by the host, not shown in it.
    guard !node.isDeclared else { return }
    platformRegistry.nodes.append(node)
  }

  /// Drops removed nodes, dismantling their UIKit side, and returns their contents (for the host to remove their
  /// views and controllers).
  package func collectRemovedPlatformContents() -> [any PlatformViewContent] {
    let removed = platformRegistry.nodes.filter(\.isRemoved)
    platformRegistry.nodes.removeAll { $0.isRemoved }
    let contents = removed.compactMap { $0.content as? any PlatformViewContent }
    for content in contents { content.dismantle() }
    return contents
  }
}

/// The graph's UIKit-backed nodes.
@MainActor package final class PlatformRegistry {
  var nodes: [ViewNode] = []
}
