import Foundation
import TandemKit

/// A control that shows a menu of actions: its label is a button (in the tint color); a tap opens a `UIMenu` of
/// the content's buttons beside it — a nested `Menu` is a submenu, a `Section` or `Divider` sets actions apart,
/// destructive buttons are red. The content is evaluated in the graph and read when the menu opens.
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView, MenuValue {
  let label: Label
  let content: Content

  /// A menu of `content`'s actions, opened by `label`.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @MainActor package func makeContent() -> any NodeContent { MenuContent() }
  @MainActor package var childViews: [any View] { [] }
  @MainActor var menuLabel: any View { label }
  @MainActor var menuContent: any View { content }
}

extension Menu where Label == Text {
  /// A menu opened by a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu opened by a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == TandemUI.Label<Text, Image> {
  /// A menu opened by a localized title with an SF Symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TandemUI.Label(titleKey, systemImage: systemImage) }
  }
}

/// Any `Menu`: its label and content.
@MainActor protocol MenuValue {
  var menuLabel: any View { get }
  var menuContent: any View { get }
}

/// Shows the menu's label as a button whose tap opens the menu built from the declared content.
final class MenuContent: NodeContent, LayoutOnly, ChildViewsProviding, DeclaredViewsProviding {
  var isTransparent: Bool { true }

  func declaredViews(node: ViewNode) -> [any View] { (node.view as? any MenuValue).map { [$0.menuContent] } ?? [] }

  func childViews(node: ViewNode) -> [any View] {
    guard let menu = node.view as? any MenuValue else { return [] }
    return [
      Button { [weak node] in
        if let node { MenuContent.open(node) }
      } label: {
        AnyView(erasing: menu.menuLabel)
      }
    ]
  }

  /// Opens the menu beside the label.
  private static func open(_ node: ViewNode) {
    guard let content = node.declaredChildren.first, let host = node.graph.hostView?() else { return }
    let menu = UIMenu(children: elements(under: content))
    MenuPresentation.show(menu, from: AccessibilityNodes.visibleFrame(of: node), in: host)
  }

  /// The menu elements of a subtree: buttons as actions, nested menus as submenus, sections and dividers as inline
  /// groups.
  static func elements(under root: ViewNode) -> [UIMenuElement] {
    var groups: [[UIMenuElement]] = [[]]
    func visit(_ node: ViewNode) {
      if let button = ExtractedButton(node: node) {
        let action = button.action
        groups[groups.count - 1].append(
          UIAction(
            title: button.title ?? "", image: button.symbol.flatMap { UIImage(systemName: $0) },
            attributes: button.role == .destructive ? .destructive : [],
            handler: { _ in action() }))
      } else if node.view is any MenuValue, let content = node.declaredChildren.first {
        let title = AccessibilityNodes.texts(in: node).joined(separator: " ")
        groups[groups.count - 1].append(UIMenu(title: title, children: elements(under: content)))
      } else if node.view is any SectionValue {
        // The section's actions as one group (its children: the section itself would be visited again).
        groups.append(node.children.flatMap { elements(under: $0) })
        groups.append([])
      } else if node.view is Divider {
        groups.append([])
      } else {
        for child in node.children { visit(child) }
      }
    }
    visit(root)
    let filled = groups.filter { !$0.isEmpty }
    guard filled.count > 1 else { return filled.first ?? [] }
    return filled.map { UIMenu(options: .displayInline, children: $0) }
  }
}
