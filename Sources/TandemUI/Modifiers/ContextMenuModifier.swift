import Foundation
import TandemKit

/// A context menu on a view: a long press on it opens a menu of `items`' buttons (built like `Menu`'s content).
nonisolated struct ContextMenuModifier: PrimitiveModifier {
  let items: AnyView
  @MainActor func makeContent() -> any NodeContent { ContextMenuContent() }
}

/// Lays out as its content and declares the menu's items (evaluated in the graph, read when the menu opens).
final class ContextMenuContent: NodeContent, LayoutOnly, DeclaredViewsProviding {
  func declaredViews(node: ViewNode) -> [any View] {
    node.modifier(as: ContextMenuModifier.self).map { [$0.items] } ?? []
  }

  /// The menu of the declared items (nil when they make no actions).
  func menu(node: ViewNode) -> UIMenu? {
    guard let items = node.declaredChildren.first else { return nil }
    let elements = MenuContent.elements(under: items)
    return elements.isEmpty ? nil : UIMenu(children: elements)
  }
}

extension View {
  /// Adds a context menu: a long press on the view shows a menu of the items' buttons (nested `Menu`s are
  /// submenus, `Section`s and `Divider`s set actions apart).
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier(items: AnyView(erasing: menuItems())))
  }

  /// Adds a context menu with a preview. Linux difference: the menu shows beside the view, without the lifted
  /// preview, so `preview` is not shown.
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ContextMenuModifier(items: AnyView(erasing: menuItems())))
  }
}

/// The hosting view's long-press recognizer for context menus: it takes part only when a touch starts on a view
/// with a context menu (the innermost one), and opens that menu once the press has lasted 0.5 s; recognizing
/// cancels the touch for the views under it (a button pressed there does not act).
final class GraphContextMenuRecognizer: UILongPressGestureRecognizer {
  private weak var node: ViewNode?

  override init() {
    super.init()
    addTarget { recognizer in
      guard recognizer.state == .began, let press = recognizer as? GraphContextMenuRecognizer,
        let node = press.node, let host = press.view as? HostingView,
        let menu = (node.content as? ContextMenuContent)?.menu(node: node)
      else { return }
      MenuPresentation.show(menu, from: AccessibilityNodes.visibleFrame(of: node), in: host)
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard node == nil, let touch = touches.first, let host = view as? HostingView,
      let hit = host.graph.contextMenuNode(at: touch.location(in: host))
    else {
      state = .failed
      return
    }
    node = hit
    super.touchesBegan(touches, with: event)
  }

  override func reset() {
    super.reset()
    node = nil
  }
}

extension ViewGraph {
  /// The innermost view with a context menu under `point`.
  func contextMenuNode(at point: CGPoint) -> ViewNode? {
    innermostNode(at: point) { node, point in
      node.content is ContextMenuContent && node.environment.isEnabled && node.frame.contains(point)
    }
  }
}
