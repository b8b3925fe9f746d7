import Foundation
import TandemKit

/// Where a toolbar item goes in the hosting controller's bars.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, bottom }
  let slot: Slot
  /// The system's choice: the navigation bar's trailing side.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  /// The primary action: the navigation bar's trailing side.
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  /// Confirming (Done, Save): the navigation bar's trailing side.
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
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
}

/// Content of a `toolbar`: items with placements.
@MainActor @preconcurrency public protocol ToolbarContent {
  /// Tandem's engine: the items with their placements.
  nonisolated var _toolbarEntries: [_ToolbarEntry] { get }
}

/// One toolbar item as Tandem's engine keeps it.
public struct _ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: AnyView
}

/// A toolbar item: a view (a button) at a placement.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// An item at a placement.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.placement = placement
    self.content = content()
  }
  public var _toolbarEntries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar items at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at a placement.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var _toolbarEntries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar contents together.
nonisolated public struct _ToolbarContentList: ToolbarContent {
  public let _toolbarEntries: [_ToolbarEntry]
}

/// Builds toolbar content from items.
@resultBuilder public struct ToolbarContentBuilder {
  public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarContentList {
    var entries: [_ToolbarEntry] = []
    for item in repeat each content { entries += item._toolbarEntries }
    return _ToolbarContentList(_toolbarEntries: entries)
  }
  public static func buildOptional(_ content: _ToolbarContentList?) -> _ToolbarContentList {
    content ?? _ToolbarContentList(_toolbarEntries: [])
  }
  public static func buildEither(first content: _ToolbarContentList) -> _ToolbarContentList { content }
  public static func buildEither(second content: _ToolbarContentList) -> _ToolbarContentList { content }
}

/// Declares items for the hosting controller's navigation bar and toolbar; the hosting controller (which must be
/// in the view controller hierarchy) turns their buttons into bar button items.
nonisolated struct ToolbarModifier: PrimitiveModifier {
  let entries: [_ToolbarEntry]
  @MainActor func makeContent() -> any NodeContent {
    DeclaringContent<ToolbarEntriesKey>(
      own: { $0.modifier(as: ToolbarModifier.self)?.entries }, combine: { own, inner in own + (inner ?? []) })
  }
}

/// The toolbar entries a subtree declares, outer declarations first, in view order.
struct ToolbarEntriesKey: PreferenceKey {
  static var defaultValue: [_ToolbarEntry] { [] }
  static func reduce(value: inout [_ToolbarEntry], nextValue: () -> [_ToolbarEntry]) { value += nextValue() }
}

extension View {
  /// Items for the bars of the hosting controller (navigation bar sides and the bottom toolbar).
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(entries: content()._toolbarEntries))
  }
  /// Views for the hosting controller's navigation bar (trailing side).
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(entries: [_ToolbarEntry(placement: .automatic, content: AnyView(content()))]))
  }
}

/// The bar button items a graph's toolbars declare, by side.
@MainActor struct ToolbarItems {
  var leading: [UIBarButtonItem] = []
  var trailing: [UIBarButtonItem] = []
  var bottom: [UIBarButtonItem] = []
  /// What the items show (to leave unchanged bars alone).
  var signature: [String] = []

  init(graph: ViewGraph) {
    for entry in graph.root.preferenceValue(ToolbarEntriesKey.self) {
      for button in ExtractedButton.buttons(in: entry.content, environment: graph.root.environment) {
        let action = button.action
        let item = UIBarButtonItem(
          title: button.symbol == nil ? button.title : nil, image: button.symbol.flatMap { UIImage(systemName: $0) },
          primaryAction: UIAction(title: button.title ?? "") { _ in action() })
        item.accessibilityLabel = button.title
        switch entry.placement.slot {
        case .leading: leading.append(item)
        case .trailing: trailing.append(item)
        case .bottom: bottom.append(item)
        }
        signature.append("\(entry.placement.slot):\(button.title ?? ""):\(button.symbol ?? "")")
      }
    }
  }
}
