// Tabs: SwiftUI's TabView stands on UIKit's tab bar controller, as on iOS. The content is read as tabs without
// evaluating them — view builder groups, conditionals and `AnyView` are looked through, a `ForEach` gives a tab per
// element — and each tab's `tabItem` label, `tag` and `badge` are read from its modifiers. Each tab's view is shown
// by a hosting controller of its own, kept by the tab's id and continuing the tab view's node, so a tab keeps its
// state while others are shown; selecting a tab writes the selection binding, and setting the binding selects.
import Foundation
import TandemKit

/// A view that switches between child views with a tab bar at the bottom (a `UITabBarController`); each child
/// names its tab with `tabItem`, is identified by its `tag` for the selection, and may show a `badge`.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var ownSelection: AnyHashable?
  @Environment(\.self) private var environment
  @Environment(\.pageIndexDisplayMode) private var pageDots

  /// A tab view whose selected tab is the one tagged with the binding's value.
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  @MainActor public var body: some View {
    let tabs = TabStructure.tabs(of: content, in: environment)
    let selection = selection
    let own = $ownSelection
    let selectedID: AnyHashable? =
      if let selection {
        tabs.first { $0.tag.map { ($0.base as? SelectionValue) == selection.wrappedValue } ?? false }?.id
      } else {
        own.wrappedValue
      }
    let select: (TabModel) -> Void = { tab in
      if let selection {
        if let value = tab.tag?.base as? SelectionValue { selection.wrappedValue = value }
      } else {
        own.wrappedValue = tab.id
      }
    }
    if let dots = pageDots {
      // The page style lays out in its container's space, as SwiftUI's does (the dots keep clear of the edge).
      PagedTabViewHost(tabs: tabs, selectedID: selectedID ?? tabs.first?.id, select: select, showsDots: dots.shows)
    } else {
      TabViewHost(tabs: tabs, selectedID: selectedID ?? tabs.first?.id, select: select)
        .ignoresSafeArea(.container)
    }
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection (the first tab at first).
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// One tab as the content declares it.
struct TabModel {
  let id: AnyHashable
  let view: AnyView
  let title: String?
  let symbolName: String?
  let tag: AnyHashable?
  let badge: String?
}

@MainActor enum TabStructure {
  /// The tabs of a tab view's content, in order.
  static func tabs(of content: any View, in environment: EnvironmentValues) -> [TabModel] {
    var tabs: [TabModel] = []
    var staticIndex = 0
    var scope = 0
    func add(_ view: any View, id: AnyHashable) {
      var declaration = TabDeclaration()
      declaration.read(view, environment: environment)
      tabs.append(
        TabModel(
          id: id, view: AnyView(erasing: view), title: declaration.title, symbolName: declaration.symbolName,
          tag: declaration.tag, badge: declaration.badge))
    }
    func visit(_ view: any View) {
      if let grouping = view as? any ListGrouping {
        for child in grouping.groupedViews { visit(child) }
      } else if let forEach = view as? any ListRowsProviding {
        let current = scope
        scope += 1
        for row in forEach.listRows() { add(row.view(), id: AnyHashable(ListRowKey(scope: current, id: row.id))) }
      } else {
        add(view, id: AnyHashable(ListRowKey(scope: -1, id: AnyHashable(staticIndex))))
        staticIndex += 1
      }
    }
    visit(content)
    return tabs
  }
}

/// A tab's item, tag and badge, read from the modifiers around its view (the outermost of each kind).
struct TabDeclaration {
  var title: String?
  var symbolName: String?
  var tag: AnyHashable?
  var badge: String?
  private var labelRead = false

  @MainActor mutating func read(_ view: any View, environment: EnvironmentValues) {
    var current: any View = view
    while true {
      if tag == nil, let found = TagModifier.tag(of: current) { tag = found }
      if !labelRead, let item = TabItemModifier.item(of: current) {
        labelRead = true
        readLabel(item.label, environment: environment)
      }
      if let badged = current as? any TabBadgeCarrying {
        if badge == nil { badge = badged.badgeText.map { $0.string(in: environment) } }
        current = badged.badgedContent
      } else if let modified = current as? any ModifiedContentUnwrapping {
        current = modified.modifiedContent
      } else if let erased = current as? AnyView {
        current = erased.wrapped
      } else {
        return
      }
    }
  }

  /// The label's text and first symbol, from the label evaluated on its own.
  @MainActor private mutating func readLabel(_ label: AnyView, environment: EnvironmentValues) {
    let graph = ViewGraph(rootView: label, environment: environment)
    graph.update()
    let texts = AccessibilityNodes.texts(in: graph.root)
    title = texts.isEmpty ? nil : texts.joined(separator: " ")
    symbolName = graph.root.firstSymbolName
  }
}

/// A modified view, to look through to its content.
@MainActor protocol ModifiedContentUnwrapping {
  var modifiedContent: any View { get }
}

extension ModifiedContent: ModifiedContentUnwrapping where Content: View, Modifier: ViewModifier {
  var modifiedContent: any View { content }
}

/// A view with a badge (`badge(_:)`), to read it as a tab's badge.
@MainActor protocol TabBadgeCarrying {
  var badgeText: Text? { get }
  var badgedContent: any View { get }
}

extension BadgedRow: TabBadgeCarrying {
  var badgeText: Text? { badge }
  var badgedContent: any View { content }
}

/// Names a view's tab: its label (a `Label`, or a text and an image) is the tab bar item.
nonisolated struct TabItemModifier: PrimitiveModifier {
  let label: AnyView
  /// It lays out as its content; it carries the tab item.
  @MainActor func makeContent() -> any NodeContent { PassthroughContent() }
}

extension TabItemModifier {
  /// The tab item set on a view value (its outermost `.tabItem`), if any.
  @MainActor static func item(of view: any View) -> TabItemModifier? {
    ViewTypeInfo.outermostModifier(TabItemModifier.self, of: view)
  }
}

extension View {
  /// The tab bar item of this view in a `TabView`: a label (title and symbol).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: AnyView(label())))
  }
}

/// The tab view's UIKit side: a tab bar controller, made once, given the tabs and the selection on each update.
struct TabViewHost: UIViewControllerRepresentable {
  let tabs: [TabModel]
  let selectedID: AnyHashable?
  let select: (TabModel) -> Void

  func makeCoordinator() -> TabViewModel { TabViewModel() }

  func makeUIViewController(context: Context) -> UITabBarController {
    let controller = UITabBarController()
    controller.delegate = context.coordinator
    return controller
  }

  func updateUIViewController(_ controller: UITabBarController, context: Context) {
    context.coordinator.update(controller, tabs: tabs, selectedID: selectedID, select: select, node: context.node)
  }
}

/// The hosting controllers of a tab view's tabs, one per tab id (a tab's state lives as long as the tab), in the
/// tabs' order.
@MainActor final class TabHosts {
  private var hosts: [AnyHashable: UIHostingController<AnyView>] = [:]
  private(set) var tabs: [TabModel] = []
  /// Whether the hosts' views are transparent (pages over the tab view's background).
  private let transparent: Bool

  init(transparent: Bool) { self.transparent = transparent }

  /// The tabs' hosting controllers, each showing its tab's current view (made on first use, continuing `node`);
  /// those of tabs gone are dropped.
  @discardableResult
  func update(_ tabs: [TabModel], node: ViewNode?) -> [UIHostingController<AnyView>] {
    self.tabs = tabs
    let controllers = tabs.map { tab in
      if let host = hosts[tab.id] {
        host.rootView = tab.view
        return host
      }
      let host = UIHostingController(rootView: AnyView(EmptyView()))
      if transparent { host.view.backgroundColor = nil }
      if let node { host.contentGraph.attach(to: node) }
      host.rootView = tab.view
      hosts[tab.id] = host
      return host
    }
    let ids = Set(tabs.map(\.id))
    hosts = hosts.filter { ids.contains($0.key) }
    return controllers
  }

  /// The hosting controller of a tab.
  func host(for id: AnyHashable) -> UIHostingController<AnyView>? { hosts[id] }

  /// The position of the tab a hosting controller shows.
  func index(of controller: UIViewController) -> Int? { tabs.firstIndex { hosts[$0.id] === controller } }
}

/// The tab bar style's tabs and the tab bar controller's delegate.
@MainActor final class TabViewModel: NSObject, UITabBarControllerDelegate {
  private let hosts = TabHosts(transparent: false)
  private var select: (TabModel) -> Void = { _ in }

  func update(
    _ controller: UITabBarController, tabs: [TabModel], selectedID: AnyHashable?, select: @escaping (TabModel) -> Void,
    node: ViewNode?
  ) {
    self.select = select
    let controllers = hosts.update(tabs, node: node)
    for (tab, host) in zip(tabs, controllers) {
      let item = host.tabBarItem!
      if item.title != tab.title { item.title = tab.title }
      // Tab bars show symbols filled, as SwiftUI does on iOS.
      if item.image?.symbolName != tab.symbolName.map(Self.filled) {
        item.image =
          tab.symbolName.map(Self.filled).flatMap { UIImage(systemName: $0) }
          ?? tab.symbolName.flatMap { UIImage(systemName: $0) }
      }
      if item.badgeValue != tab.badge { item.badgeValue = tab.badge }
    }
    if (controller.viewControllers ?? []).map(ObjectIdentifier.init) != controllers.map(ObjectIdentifier.init) {
      controller.setViewControllers(controllers, animated: false)
    }
    if let selectedID, let host = hosts.host(for: selectedID), controller.selectedViewController !== host {
      controller.selectedViewController = host
    }
  }

  private static func filled(_ name: String) -> String { name.hasSuffix(".fill") ? name : name + ".fill" }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    guard let index = hosts.index(of: viewController) else { return }
    select(hosts.tabs[index])
  }
}
