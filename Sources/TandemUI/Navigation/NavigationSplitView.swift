import Foundation
import TandemKit

/// Two or three columns — sidebar, optional content, detail — each a navigation stack: a `UISplitViewController`
/// whose columns are the stacks' navigation controllers, as on iOS. In a regular width the columns show side by
/// side (`columnVisibility` choosing which); in a compact one the split collapses to the sidebar's stack, and
/// choosing a row (a `List` selection, a link) pushes the next column onto it. A link in the sidebar or content
/// column shows its destination in the next column; a value link whose type is the list's selection selects it.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// A three-column split view.
  nonisolated public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, preferredCompactColumn: nil, sidebar(), content(), detail())
  }

  /// A three-column split view whose visible columns follow a binding.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar(), content(), detail())
  }

  /// A three-column split view whose visible columns, and the column shown when collapsed, follow bindings.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar(), content(),
      detail())
  }

  nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>?,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>?, _ sidebar: Sidebar, _ content: Content?,
    _ detail: Detail
  ) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }

  @MainActor public var body: some View {
    NavigationSplitHost(
      columns: [AnyView(sidebar)] + (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)],
      visibility: columnVisibility, compactColumn: preferredCompactColumn
    )
    .ignoresSafeArea(.container)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(columnVisibility: nil, preferredCompactColumn: nil, sidebar(), nil, detail())
  }

  /// A two-column split view whose visible columns follow a binding.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar(), nil, detail())
  }

  /// A two-column split view whose visible columns, and the column shown when collapsed, follow bindings.
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar(), nil, detail())
  }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
  enum Kind: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
  let kind: Kind

  /// The split view's choice for its size.
  public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }
  /// Every column.
  public static var all: NavigationSplitViewVisibility { .init(kind: .all) }
  /// The detail and the column before it.
  public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }
  /// The detail alone.
  public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let index: Int
  public static var sidebar: NavigationSplitViewColumn { .init(index: 0) }
  public static var content: NavigationSplitViewColumn { .init(index: 1) }
  public static var detail: NavigationSplitViewColumn { .init(index: 2) }
}

/// How a split view's side columns sit against the detail.
public protocol NavigationSplitViewStyle {
  /// The split behavior UIKit's split view controller is given.
  var splitBehavior: UISplitViewController.SplitBehavior { get }
}

/// The split view's choice: side columns beside the detail when they fit, over it otherwise.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public var splitBehavior: UISplitViewController.SplitBehavior { .automatic }
}

/// Side columns beside the detail, which narrows.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public var splitBehavior: UISplitViewController.SplitBehavior { .tile }
}

/// Side columns over the detail, which keeps its size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public var splitBehavior: UISplitViewController.SplitBehavior { .overlay }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

struct NavigationSplitBehaviorKey: EnvironmentKey {
  static var defaultValue: UISplitViewController.SplitBehavior { .automatic }
}

extension EnvironmentValues {
  var navigationSplitBehavior: UISplitViewController.SplitBehavior {
    get { self[NavigationSplitBehaviorKey.self] }
    set { self[NavigationSplitBehaviorKey.self] = newValue }
  }
}

extension View {
  /// Sets how split views in this view place their side columns against the detail.
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    environment(\.navigationSplitBehavior, style.splitBehavior)
  }

  /// Sets the width of the split view column showing this view.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    preference(key: NavigationSplitColumnWidthKey.self, value: NavigationSplitColumnWidth(ideal: width))
  }

  /// Sets the smallest, preferred and largest width of the split view column showing this view.
  nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    preference(
      key: NavigationSplitColumnWidthKey.self,
      value: NavigationSplitColumnWidth(minimum: min, ideal: ideal, maximum: max))
  }
}

/// The width a column's content asks for.
struct NavigationSplitColumnWidth: Equatable {
  var minimum: CGFloat? = nil
  var ideal: CGFloat
  var maximum: CGFloat? = nil
}

struct NavigationSplitColumnWidthKey: PreferenceKey {
  static var defaultValue: NavigationSplitColumnWidth? { nil }
  static func reduce(value: inout NavigationSplitColumnWidth?, nextValue: () -> NavigationSplitColumnWidth?) {
    if value == nil { value = nextValue() }
  }
}

/// The split view column a view is in, so choosing a row there shows the next column.
struct NavigationSplitColumnReference {
  weak var model: NavigationStackModel?
  /// Shows the column after this one (pushed, in a collapsed split view).
  @MainActor func showNext() { model?.nextColumn?.showColumn?() }
}

struct NavigationSplitColumnKey: EnvironmentKey {
  static var defaultValue: NavigationSplitColumnReference { NavigationSplitColumnReference() }
}

extension EnvironmentValues {
  var navigationSplitColumn: NavigationSplitColumnReference {
    get { self[NavigationSplitColumnKey.self] }
    set { self[NavigationSplitColumnKey.self] = newValue }
  }
}

/// The split view's UIKit side: a split view controller whose columns are navigation stacks, made once.
struct NavigationSplitHost: UIViewControllerRepresentable {
  let columns: [AnyView]
  let visibility: Binding<NavigationSplitViewVisibility>?
  let compactColumn: Binding<NavigationSplitViewColumn>?

  func makeCoordinator() -> NavigationSplitModel { NavigationSplitModel(columnCount: columns.count) }

  func makeUIViewController(context: Context) -> UISplitViewController {
    context.coordinator.makeController(attachedTo: context.node)
  }

  func updateUIViewController(_ controller: UISplitViewController, context: Context) {
    let model = context.coordinator
    model.visibility = visibility
    model.compactColumn = compactColumn
    controller.preferredSplitBehavior = context.environment.navigationSplitBehavior
    for (stack, content) in zip(model.stacks, columns) {
      stack.setRoot(
        AnyView(
          content
            .environment(\.navigationModelReference, NavigationModelReference(model: stack))
            .environment(\.navigationSplitColumn, NavigationSplitColumnReference(model: stack))))
    }
    model.applyVisibility()
  }
}

/// A split view's columns: one navigation stack each, chained so links show in the next column, and the split
/// view controller's delegate (the collapsed split shows the sidebar first, as SwiftUI's does; its visibility is
/// written back to the binding).
@MainActor final class NavigationSplitModel: UISplitViewControllerDelegate {
  let stacks: [NavigationStackModel]
  weak var split: UISplitViewController?
  var visibility: Binding<NavigationSplitViewVisibility>?
  var compactColumn: Binding<NavigationSplitViewColumn>?
  /// The visibility last given to the split view controller.
  private var appliedVisibility: NavigationSplitViewVisibility?

  init(columnCount: Int) {
    stacks = (0..<columnCount).map { _ in NavigationStackModel() }
    for (index, stack) in stacks.enumerated() {
      stack.writePath = { [weak stack] values in stack?.sync(to: values) }
      if index > 0 { stack.previousColumn = stacks[index - 1] }
      if index + 1 < columnCount { stack.nextColumn = stacks[index + 1] }
    }
  }

  private var columns: [UISplitViewController.Column] {
    stacks.count == 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  func makeController(attachedTo node: ViewNode?) -> UISplitViewController {
    let split = UISplitViewController(style: stacks.count == 3 ? .tripleColumn : .doubleColumn)
    self.split = split
    split.delegate = self
    for (stack, column) in zip(stacks, columns) {
      split.setViewController(stack.makeController(attachedTo: node), for: column)
      stack.showColumn = { [weak split] in split?.show(column) }
      stack.rootDeclarationsChanged = { [weak self, weak split] graph in
        guard let self, let split else { return }
        self.applyWidth(graph.root.preferenceValue(NavigationSplitColumnWidthKey.self), of: column, to: split)
      }
    }
    return split
  }

  /// Gives the split view controller the binding's visibility when it changed.
  func applyVisibility() {
    guard let split else { return }
    let wanted = visibility?.wrappedValue ?? .automatic
    guard wanted != appliedVisibility else { return }
    appliedVisibility = wanted
    let triple = stacks.count == 3
    switch wanted.kind {
    case .automatic: split.preferredDisplayMode = .automatic
    case .all: split.preferredDisplayMode = triple ? .twoBesideSecondary : .oneBesideSecondary
    case .doubleColumn: split.preferredDisplayMode = .oneBesideSecondary
    case .detailOnly: split.preferredDisplayMode = .secondaryOnly
    }
  }

  private func applyWidth(
    _ width: NavigationSplitColumnWidth?, of column: UISplitViewController.Column, to split: UISplitViewController
  ) {
    let automatic = UISplitViewController.automaticDimension
    switch column {
    case .primary:
      if split.preferredPrimaryColumnWidth != width?.ideal ?? automatic {
        split.preferredPrimaryColumnWidth = width?.ideal ?? automatic
        split.minimumPrimaryColumnWidth = width?.minimum ?? automatic
        split.maximumPrimaryColumnWidth = width?.maximum ?? automatic
      }
    case .supplementary:
      if split.preferredSupplementaryColumnWidth != width?.ideal ?? automatic {
        split.preferredSupplementaryColumnWidth = width?.ideal ?? automatic
        split.minimumSupplementaryColumnWidth = width?.minimum ?? automatic
        split.maximumSupplementaryColumnWidth = width?.maximum ?? automatic
      }
    default: return
    }
  }

  // MARK: UISplitViewControllerDelegate

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    switch compactColumn?.wrappedValue.index {
    case 1?: return stacks.count == 3 ? .supplementary : .secondary
    case 2?: return .secondary
    default: return .primary
    }
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    guard let visibility else { return }
    let shown: NavigationSplitViewVisibility
    switch displayMode {
    case .secondaryOnly: shown = .detailOnly
    case .oneBesideSecondary, .oneOverSecondary: shown = stacks.count == 3 ? .doubleColumn : .all
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: shown = .all
    case .automatic: return
    }
    appliedVisibility = shown
    if visibility.wrappedValue != shown { visibility.wrappedValue = shown }
  }
}
