import Foundation
import TandemKit

/// Where a toolbar item goes in the hosting controller's bars.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, bottom, principal, keyboard }
  let slot: Slot
  /// Whether the item is drawn as a confirmation (bold, UIKit's `.done` style).
  var confirms = false
  /// The system's choice: the navigation bar's trailing side.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  /// The primary action: the navigation bar's trailing side.
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  /// Confirming (Done, Save): the navigation bar's trailing side.
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, confirms: true)
  /// Destructive actions (Delete) in a modal: the navigation bar's trailing side.
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  /// Actions that are not primary: the navigation bar's trailing side, after the primary ones.
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  /// Cancelling: the navigation bar's leading side.
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  /// The navigation bar's leading side.
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  /// The navigation bar's trailing side.
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// The top bar's leading side.
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  /// The top bar's trailing side.
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  /// The centre of the navigation bar, in place of the title (the item's view is shown as it is).
  public static let principal = ToolbarItemPlacement(slot: .principal)
  /// Navigation controls: the navigation bar's leading side.
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  /// Status information: the bottom toolbar.
  public static let status = ToolbarItemPlacement(slot: .bottom)
  /// A toolbar above the keyboard, shown while a text input inside the view is being edited.
  public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// Content of a `toolbar`: items with placements, or a type whose `body` builds them (as a view's body does).
@MainActor @preconcurrency public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The content's items.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content the engine reads directly (items, groups, builder lists); other content is read through its
/// body.
@MainActor protocol PrimitiveToolbarContent {
  @MainActor var toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
  /// The items with their placements.
  @MainActor var entries: [ToolbarEntry] {
    if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
    return body.entries
  }
}

/// One toolbar item as the engine keeps it.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: AnyView
}

/// A toolbar item: a view (a button) at a placement.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// An item at a placement.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.placement = placement
    self.content = content()
  }
  /// A toolbar item is primitive: it has no body.
  public var body: Never { return fatalError("ToolbarItem has no body") }
  @MainActor var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar items at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at a placement.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  /// A toolbar item group is primitive: it has no body.
  public var body: Never { return fatalError("ToolbarItemGroup has no body") }
  @MainActor var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar contents together (what the builder makes).
nonisolated public struct _ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
  let items: [any ToolbarContent]
  /// A list of toolbar content is primitive: it has no body.
  public var body: Never { return fatalError("_ToolbarContentList has no body") }
  @MainActor var toolbarEntries: [ToolbarEntry] { items.flatMap { $0.entries } }
}

/// Builds toolbar content from items.
@resultBuilder public struct ToolbarContentBuilder {
  public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarContentList {
    var items: [any ToolbarContent] = []
    for item in repeat each content { items.append(item) }
    return _ToolbarContentList(items: items)
  }
  public static func buildOptional(_ content: _ToolbarContentList?) -> _ToolbarContentList {
    content ?? _ToolbarContentList(items: [])
  }
  public static func buildEither(first content: _ToolbarContentList) -> _ToolbarContentList { content }
  public static func buildEither(second content: _ToolbarContentList) -> _ToolbarContentList { content }
}

/// Declares items for the hosting controller's navigation bar and toolbar; the hosting controller (which must be
/// in the view controller hierarchy) turns their buttons into bar button items.
nonisolated struct ToolbarModifier: PrimitiveModifier {
  /// The declared content (its items are read on the main actor, where bodies of toolbar content are evaluated).
  let content: any ToolbarContent
  @MainActor func makeContent() -> any NodeContent {
    // The items' views are the node's declared children (evaluated in the graph, not shown); the declaration
    // names them by position.
    DeclaringContent<ToolbarEntriesKey>(
      declaring: { node in
        let entries = node.modifier(as: ToolbarModifier.self)?.content.entries ?? []
        let items = entries.enumerated().map { index, entry in
          DeclaredToolbarItem(placement: entry.placement, owner: node, index: index)
        }
        return (items, entries.map(\.content))
      },
      combine: { own, inner in own + (inner ?? []) })
  }
}

/// A toolbar item as its declaring node keeps it: the placement, and which declared child shows its content.
struct DeclaredToolbarItem {
  let placement: ToolbarItemPlacement
  weak var owner: ViewNode?
  let index: Int

  /// The evaluated content of the item.
  @MainActor var node: ViewNode? {
    guard let owner, !owner.isRemoved, index < owner.declaredChildren.count else { return nil }
    return owner.declaredChildren[index]
  }
}

/// The toolbar items a subtree declares, outer declarations first, in view order.
struct ToolbarEntriesKey: PreferenceKey {
  static var defaultValue: [DeclaredToolbarItem] { [] }
  static func reduce(value: inout [DeclaredToolbarItem], nextValue: () -> [DeclaredToolbarItem]) {
    value += nextValue()
  }
}

extension View {
  /// Items for the bars of the hosting controller (navigation bar sides and the bottom toolbar).
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(content: content()))
  }
  /// Views for the hosting controller's navigation bar (trailing side).
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(content: ToolbarItem(placement: .automatic) { content() }))
  }
}

/// The bar button items a graph's toolbars declare, by side.
@MainActor struct ToolbarItems {
  var leading: [UIBarButtonItem] = []
  var trailing: [UIBarButtonItem] = []
  var bottom: [UIBarButtonItem] = []
  /// The items of the toolbar above the keyboard.
  var keyboard: [UIBarButtonItem] = []
  /// The view of the first `.principal` item (shown in place of the title).
  var principal: AnyView?
  /// What the items show (to leave unchanged bars alone).
  var signature: [String] = []
  /// What the keyboard's items show.
  var keyboardSignature: [String] = []

  init(graph: ViewGraph) {
    for entry in graph.root.preferenceValue(ToolbarEntriesKey.self) {
      guard let content = entry.node else { continue }
      let placement = entry.placement
      if placement.slot == .principal {
        if principal == nil { principal = AnyView(erasing: content.view) }
        signature.append("principal")
        continue
      }
      for element in ToolbarElement.elements(under: content) {
        let item: UIBarButtonItem
        let description: String
        switch element {
        case .flexibleSpace:
          // A Spacer in a toolbar spreads the items, as a flexible space does in UIKit (navigation bars take none).
          guard placement.slot == .bottom || placement.slot == .keyboard else { continue }
          item = UIBarButtonItem(systemItem: .flexibleSpace)
          description = "\(placement.slot):space"
        case .button(let button):
          let action = button.action
          item = UIBarButtonItem(
            title: button.symbol == nil ? button.title : nil, image: button.symbol.flatMap { UIImage(systemName: $0) },
            primaryAction: UIAction(title: button.title ?? "") { _ in action() })
          item.accessibilityLabel = button.title
          if placement.confirms { item.style = .done }
          description = "\(placement.slot):\(button.title ?? ""):\(button.symbol ?? ""):\(placement.confirms)"
        }
        switch placement.slot {
        case .leading: leading.append(item)
        case .trailing: trailing.append(item)
        case .bottom: bottom.append(item)
        case .keyboard:
          keyboard.append(item)
          keyboardSignature.append(description)
          continue
        case .principal: break
        }
        signature.append(description)
      }
    }
  }
}

/// What a toolbar item's content shows in a UIKit bar: its buttons, and its spacers as flexible spaces.
@MainActor enum ToolbarElement {
  case button(ExtractedButton)
  case flexibleSpace

  /// The buttons and spacers under a node, in order (a button's own label is not searched for more).
  static func elements(under node: ViewNode) -> [ToolbarElement] {
    if let button = ExtractedButton(node: node) { return [.button(button)] }
    if node.view is Spacer { return [.flexibleSpace] }
    return node.children.flatMap(elements(under:))
  }
}
