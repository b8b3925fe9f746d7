import Foundation
import TandemKit

/// SwiftUI navigation on UIKit's navigation controller, as on iOS.
///
/// A `NavigationStack` (or a `NavigationView` in the stack style) hosts a `UINavigationController` whose root is a
/// hosting controller showing the stack's root view; every pushed view is shown by a hosting controller of its
/// own, pushed on that navigation controller, so bars, back buttons, large titles and the appearance callbacks are
/// UIKit's. What is pushed is the stack's *path* — the values of `NavigationLink(value:)` links and of a path
/// binding, each shown by the `navigationDestination(for:)` declared for its type — plus the views pushed by
/// `NavigationLink(destination:)` and `navigationDestination(isPresented:)`, which sit above the path values that
/// were there when they were pushed. Changing the path binding pushes and pops; the back button, the edge swipe
/// and `dismiss` pop and write the path back. Pushed views' graphs continue the stack's node (its transactions and
/// environment reach them) and are evaluated in the environment where their link or destination was declared; each
/// has its own edit mode. A hosting controller turns its content's `navigationTitle`, display mode, bar visibility
/// and `toolbar` into its navigation item, as `UIHostingController` does on iOS.
@MainActor final class NavigationStackModel {
  /// One pushed view: a path value's destination, or a view pushed above the path's first `anchor` values.
  final class Entry {
    enum Kind {
      case value(AnyHashable)
      case view(anchor: Int)
    }
    let kind: Kind
    let controller: NavigationHostingController
    /// Called when the entry leaves the stack (a destination's `isPresented` binding turns false).
    var onPop: (() -> Void)?

    init(kind: Kind, controller: NavigationHostingController) {
      self.kind = kind
      self.controller = controller
    }
  }

  weak var navigationController: NavigationStackController?
  /// The node of the stack's host: every hosting controller's graph continues it.
  weak var hostNode: ViewNode?
  let root: NavigationHostingController
  /// The path values the stack shows, root first.
  private(set) var path: [AnyHashable] = []
  /// Writes a new path to the stack's binding or its own state.
  var writePath: ([AnyHashable]) -> Void = { _ in }
  /// The pushed entries, bottom to top.
  private(set) var entries: [Entry] = []

  init() {
    root = NavigationHostingController(rootView: AnyView(EmptyView()))
    root.model = self
  }

  /// Makes the stack's navigation controller, its graphs continuing `node` (a stack's or split view's host).
  func makeController(attachedTo node: ViewNode?) -> NavigationStackController {
    hostNode = node
    if let node { root.contentGraph.attach(to: node) }
    let controller = NavigationStackController(rootViewController: root)
    controller.model = self
    controller.navigationBar.prefersLargeTitles = true
    controller.showsToolbarForItems = true
    navigationController = controller
    return controller
  }

  // MARK: Split view columns

  /// In a split view, the next column's stack: links here show their destination there.
  weak var nextColumn: NavigationStackModel?
  /// In a split view, the previous column's stack, whose destination declarations this column's values use too.
  weak var previousColumn: NavigationStackModel?
  /// Shows this column (pushing it onto the single stack of a collapsed split view).
  var showColumn: (() -> Void)?
  /// The view the column declares as its root.
  private var declaredRoot = AnyView(EmptyView())
  /// A destination link's view shown in place of the declared root (a link in the previous column).
  private var rootOverride: AnyView?
  /// Called when the root's declarations change (a split view reads its columns' widths).
  var rootDeclarationsChanged: ((ViewGraph) -> Void)?

  /// Shows a previous column's destination link as this column's root, with nothing pushed above it.
  func showAsRoot(_ view: AnyView) {
    rootOverride = view
    applyRoot()
    sync(to: [])
    showColumn?()
  }

  /// Shows a previous column's value link as this column's only pushed value.
  func showValue(_ value: AnyHashable) {
    if rootOverride != nil {
      rootOverride = nil
      applyRoot()
    }
    writePath([value])
    showColumn?()
  }

  /// The navigation controller holding this stack's controllers now: its own, or the single stack of a collapsed
  /// split view its controllers moved onto.
  private var holdingController: UINavigationController? {
    guard let navigationController else { return nil }
    if navigationController.viewControllers.isEmpty, let holder = root.navigationController { return holder }
    return navigationController
  }

  /// The controllers below this stack's root on its holding controller (a collapsed split view's sidebar).
  private var controllersBelowRoot: [UIViewController] {
    guard let holder = holdingController, holder !== navigationController else { return [] }
    return Array(holder.viewControllers.prefix { $0 !== root })
  }

  // MARK: Pushing

  /// Pushes a value (a `NavigationLink(value:)`): appends it to the path when a destination is declared for its
  /// type; otherwise reports, as SwiftUI does, that the link cannot be activated.
  func push(value: AnyHashable) {
    guard destination(for: value, searching: entries) != nil else {
      return RuntimeWarning.report(
        "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }
    writePath(path + [value])
  }

  /// Pushes a view on top of the stack (a `NavigationLink(destination:)` or a presented destination).
  @discardableResult
  func push(view: AnyView, attachedTo node: ViewNode?, onPop: (() -> Void)? = nil) -> Entry {
    let entry = makeEntry(.view(anchor: path.count), content: view, attachedTo: node)
    entry.onPop = onPop
    entries.append(entry)
    holdingController?.pushViewController(entry.controller, animated: true)
    return entry
  }

  /// Pops an entry and everything above it (`dismiss` in a pushed view, a destination whose binding turned false).
  func pop(_ entry: Entry) {
    guard let index = entries.firstIndex(where: { $0 === entry }), let holder = holdingController else { return }
    let below = index == 0 ? root : entries[index - 1].controller
    _ = holder.popToViewController(below, animated: true)
  }

  /// Whether an entry is still on the stack.
  func contains(_ entry: Entry) -> Bool { entries.contains { $0 === entry } }

  /// An entry showing `content`, its graph continuing `node` (where its link or destination was declared; the
  /// stack's node when that is gone).
  private func makeEntry(_ kind: Entry.Kind, content: AnyView, attachedTo node: ViewNode?) -> Entry {
    let controller = NavigationHostingController(rootView: AnyView(EmptyView()))
    controller.model = self
    if let anchor = node.flatMap({ $0.isRemoved ? nil : $0 }) ?? hostNode { controller.contentGraph.attach(to: anchor) }
    let entry = Entry(kind: kind, controller: controller)
    controller.rootView = wrap(content, for: entry)
    return entry
  }

  /// A pushed view with the environment its stack gives it: `dismiss` pops it; its own edit mode.
  private func wrap(_ content: AnyView, for entry: Entry) -> AnyView {
    let editMode = entry.controller.contentGraph.editModeState.projectedValue
    return AnyView(
      content
        .environment(\.dismiss, DismissAction { [weak self, weak entry] in if let entry { self?.pop(entry) } })
        .environment(\.editMode, editMode))
  }

  /// Shows a new view in a pushed entry (its link or destination was evaluated again); its state is kept.
  func update(_ entry: Entry, content: AnyView) {
    entry.controller.rootView = wrap(content, for: entry)
  }

  /// The stack's root content, with the stack's model in its environment.
  func setRoot(_ content: AnyView) {
    declaredRoot = content
    applyRoot()
  }

  private func applyRoot() {
    // A link's destination shown as a split view column's root finds the column's stack as the declared root does.
    let content =
      rootOverride.map {
        AnyView(
          $0.environment(\.navigationModelReference, NavigationModelReference(model: self))
            .environment(\.navigationSplitColumn, NavigationSplitColumnReference(model: self)))
      } ?? declaredRoot
    root.rootView = AnyView(content.environment(\.editMode, root.contentGraph.editModeState.projectedValue))
  }

  // MARK: The path

  /// Makes the stack show `newPath`: entries of the unchanged leading values stay (with their state), the rest are
  /// made from their destinations; views pushed above a changed value are popped.
  func sync(to newPath: [AnyHashable]) {
    guard newPath != path, let holder = holdingController else { return }
    var common = 0
    while common < min(path.count, newPath.count) && path[common] == newPath[common] { common += 1 }
    var kept: [Entry] = []
    var valueIndex = 0
    for entry in entries {
      switch entry.kind {
      case .value:
        if valueIndex < common { kept.append(entry) }
        valueIndex += 1
      case .view(let anchor):
        if anchor <= common { kept.append(entry) }
      }
    }
    let removed = entries.filter { entry in !kept.contains { $0 === entry } }
    // Rebuild in order: the views anchored at each depth, then the value at that depth.
    var ordered: [Entry] = []
    var keptValues = kept.filter { if case .value = $0.kind { true } else { false } }[...]
    for depth in 0...newPath.count {
      ordered += kept.filter { if case .view(let anchor) = $0.kind { anchor == depth } else { false } }
      guard depth < newPath.count else { break }
      if depth < common, let entry = keptValues.popFirst() {
        ordered.append(entry)
      } else {
        let value = newPath[depth]
        let found = destination(for: value, searching: ordered)
        let content = found?.view ?? AnyView(MissingDestinationView(value: value))
        ordered.append(makeEntry(.value(value), content: content, attachedTo: found?.node))
      }
    }
    entries = ordered
    path = newPath
    // Out of a collapsed split view's single stack, only this column's part changes.
    let controllers = controllersBelowRoot + [root] + ordered.map(\.controller)
    if holder.viewControllers.map(ObjectIdentifier.init) != controllers.map(ObjectIdentifier.init) {
      holder.setViewControllers(controllers, animated: true)
    }
    for entry in removed { entry.onPop?() }
  }

  /// UIKit popped controllers (the back button, the edge swipe, `dismiss`): entries that left are dropped, their
  /// destinations told, and the path written back.
  func controllersPopped() {
    let shown = Set((holdingController?.viewControllers ?? []).map(ObjectIdentifier.init))
    let removed = entries.filter { !shown.contains(ObjectIdentifier($0.controller)) }
    guard !removed.isEmpty else { return }
    entries.removeAll { !shown.contains(ObjectIdentifier($0.controller)) }
    let newPath: [AnyHashable] = entries.compactMap { if case .value(let value) = $0.kind { value } else { nil } }
    for entry in removed { entry.onPop?() }
    if newPath != path {
      path = newPath
      writePath(newPath)
    }
  }

  // MARK: Destinations

  /// The view declared for a value by the nearest `navigationDestination(for:)` visible from `below`, the entries
  /// under it (the top-most first, then the root).
  func destination(for value: AnyHashable, searching below: [Entry]) -> (view: AnyView, node: ViewNode?)? {
    let hosts = [root] + below.map(\.controller)
    for host in hosts.reversed() {
      for declaration in host.contentGraph.root.preferenceValue(NavigationDestinationsKey.self).reversed() {
        if let view = declaration.make(value) { return (view, declaration.reference.node) }
      }
    }
    // A split view column also shows values declared in the column before it.
    if let previousColumn, previousColumn !== self {
      return previousColumn.destination(for: value, searching: previousColumn.entries)
    }
    return nil
  }

  /// The destinations a hosting controller's content declares changed: the value entries above it show their
  /// views anew (state kept), as SwiftUI re-evaluates destinations when the declaring view updates.
  func destinationsChanged(in host: NavigationHostingController) {
    let start = host === root ? 0 : (entries.firstIndex { $0.controller === host }.map { $0 + 1 } ?? entries.count)
    for index in start..<entries.count {
      guard case .value(let value) = entries[index].kind,
        let found = destination(for: value, searching: Array(entries.prefix(index)))
      else {
        continue
      }
      update(entries[index], content: found.view)
    }
  }
}

/// Shown for a path value no `navigationDestination` declares a view for.
struct MissingDestinationView: View {
  let value: AnyHashable
  var body: some View {
    Image(systemName: "exclamationmark.triangle.fill")
      .font(.largeTitle)
      .foregroundStyle(Color.yellow)
      .onAppear {
        RuntimeWarning.report(
          "A NavigationStack path holds a value of type “\(type(of: value.base))” but there is no matching "
            + "navigationDestination declaration.")
      }
  }
}

/// The navigation controller of a SwiftUI stack: pops that UIKit makes (back button, edge swipe) reach the model.
@MainActor final class NavigationStackController: UINavigationController {
  weak var model: NavigationStackModel?

  override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    let popped = super.popToViewController(viewController, animated: animated)
    guard let popped else { return nil }
    model?.controllersPopped()
    // A collapsed split view's single stack also holds the other columns' controllers.
    var others: [NavigationStackModel] = []
    for controller in popped {
      if let other = (controller as? NavigationHostingController)?.model, other !== model,
        !others.contains(where: { $0 === other })
      {
        others.append(other)
      }
    }
    for other in others { other.controllersPopped() }
    return popped
  }
}

/// The hosting controller of a stack's root or of a pushed view: it tells the stack when the destinations its
/// content declares change.
@MainActor final class NavigationHostingController: UIHostingController<AnyView> {
  weak var model: NavigationStackModel?
  private var destinationsVersion = -1

  override func declarationsDidChange(_ graph: ViewGraph) {
    super.declarationsDidChange(graph)
    if let model, model.root === self { model.rootDeclarationsChanged?(graph) }
    let version = graph.preferenceVersion(NavigationDestinationsKey.self)
    guard version != destinationsVersion else { return }
    let first = destinationsVersion < 0
    destinationsVersion = version
    if !first { model?.destinationsChanged(in: self) }
  }
}

/// The stack a view is in, held weakly: the stack's root controller keeps its content (and so this environment
/// value), and the stack's model keeps the root controller.
struct NavigationModelReference: Equatable {
  weak var model: NavigationStackModel?
  static func == (a: Self, b: Self) -> Bool { a.model === b.model }
}

struct NavigationModelKey: EnvironmentKey {
  static var defaultValue: NavigationModelReference { NavigationModelReference() }
}

extension EnvironmentValues {
  /// The navigation stack a view is in (nil outside one).
  var navigationModel: NavigationStackModel? { self[NavigationModelKey.self].model }
  /// The navigation stack a view is in, as the stack's root content is given it (an `environment` modifier keeps
  /// its value, so the model goes in weakly).
  var navigationModelReference: NavigationModelReference {
    get { self[NavigationModelKey.self] }
    set { self[NavigationModelKey.self] = newValue }
  }
}
