import Foundation
import TandemKit

/// Which sizes a hosting controller keeps equal to its SwiftUI content's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `preferredContentSize` follows the content (a popover or form sheet fits it).
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// The view's `intrinsicContentSize` follows the content (Auto Layout sizes the view to it).
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A view controller whose view shows a SwiftUI view; set `rootView` to replace it (its state is kept when the
/// new view has the same structure).
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  private let hostingView: HostingView

  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet {
      hostingView.setRootView(rootView)
      updateSizes()
    }
  }

  /// Which sizes follow the content's ideal size whenever it changes (none by default).
  public var sizingOptions: UIHostingControllerSizingOptions = [] { didSet { updateSizes() } }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    hostingView = HostingView(rootView: rootView)
    super.init(nibName: nil, bundle: nil)
    // After every update and layout of the content its ideal size and declarations may have changed.
    hostingView.onUpdate = { [weak self] in self?.contentDidChange() }
    hostingView.onLayout = { [weak self] in self?.contentDidChange() }
  }

  /// A controller showing `rootView`, made from an archive (a subclass's `init?(coder:)` calls it with its root
  /// view; see `UIViewController.init(coder:)`).
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    hostingView = HostingView(rootView: rootView)
    super.init(coder: aDecoder)
    hostingView.onUpdate = { [weak self] in self?.contentDidChange() }
    hostingView.onLayout = { [weak self] in self?.contentDidChange() }
  }

  /// An archive holds no root view: a subclass made from one implements this and calls
  /// `init?(coder:rootView:)`, as in SwiftUI (which traps with this message otherwise).
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) must be implemented in a subclass and call super.init(coder:, rootView:)")
  }

  /// The content's keyboard shortcuts as key commands (they work while the controller is in the hierarchy).
  open override var keyCommands: [UIKeyCommand]? {
    let commands = (super.keyCommands ?? []) + hostingView.graph.keyCommands()
    return commands.isEmpty ? nil : commands
  }

  /// After the content updated or laid out: its sizes and its declarations (toolbar items, color scheme) may have changed.
  private func contentDidChange() {
    updateSizes()
    updateDeclarations()
  }

  /// What the bars show from the content's toolbars, to leave them alone when it is unchanged.
  private var barSignature: [String]?
  /// The version of the content's toolbar declarations the bars were last made from.
  private var toolbarVersion = -1

  /// Reads the content's declarations — preferences of its graph — again after they changed: toolbar items and
  /// navigation-bar options (once a declaration changed, appeared or left) and the preferred color scheme (kept
  /// until it changes).
  private func updateDeclarations() { declarationsDidChange(hostingView.graph) }

  /// The version of the content's navigation-bar declarations the navigation item was last made from, and what
  /// they declared.
  private var navigationBarVersion = -1
  private var appliedNavigationBar = NavigationBarDeclaration()

  /// The content updated: reads its declarations again where they changed (a navigation stack's hosting
  /// controllers read theirs too).
  package func declarationsDidChange(_ graph: ViewGraph) {
    updateColorScheme(graph)
    let navigationVersion = graph.preferenceVersion(NavigationBarDeclarationKey.self)
    if navigationVersion != navigationBarVersion {
      navigationBarVersion = navigationVersion
      applyNavigationBarDeclarations(graph, applied: &appliedNavigationBar)
    }
    let searchVersion =
      graph.preferenceVersion(SearchableKey.self) &+ graph.preferenceVersion(SearchSuggestionsKey.self)
    if searchVersion != self.searchVersion {
      self.searchVersion = searchVersion
      updateSearch(graph)
    }
    let version = graph.preferenceVersion(ToolbarEntriesKey.self)
    guard version != toolbarVersion else { return }
    toolbarVersion = version
    updateBars(graph)
    // The keyboard shows the new `.keyboard` items at once when an input of this content is being edited.
    let keyboard = UIApplication.shared.keyboard
    if keyboard.isVisible, let input = FirstResponder.current as? UIView, input.isDescendant(of: view) {
      keyboard.show()
    }
  }

  /// Puts the content's toolbar items in this controller's navigation item and toolbar items.
  private func updateBars(_ graph: ViewGraph) {
    let items = ToolbarItems(graph: graph)
    guard items.signature != (barSignature ?? []) || (barSignature == nil && !items.signature.isEmpty) else { return }
    barSignature = items.signature
    navigationItem.leftBarButtonItems = items.leading.isEmpty ? nil : items.leading
    navigationItem.rightBarButtonItems = items.trailing.isEmpty ? nil : items.trailing
    updatePrincipal(items.principal, graph: graph)
    setToolbarItems(items.bottom.isEmpty ? nil : items.bottom, animated: false)
  }

  /// The hosting controller of the `.principal` toolbar item shown as the title view.
  private var principalHost: UIHostingController<AnyView>?

  /// Shows the content's principal toolbar item in place of the title, sized to fit the bar.
  private func updatePrincipal(_ principal: AnyView?, graph: ViewGraph) {
    guard let principal else {
      if principalHost != nil {
        principalHost = nil
        navigationItem.titleView = nil
      }
      return
    }
    let host = principalHost ?? UIHostingController<AnyView>(rootView: AnyView(EmptyView()))
    if principalHost == nil {
      host.contentGraph.attach(to: graph.root)
      principalHost = host
    }
    host.rootView = principal
    let size = host.sizeThatFits(in: CGSize(width: 240, height: 44))
    host.view.frame = CGRect(origin: .zero, size: CGSize(width: min(size.width, 240), height: min(size.height, 44)))
    host.view.backgroundColor = nil
    if navigationItem.titleView !== host.view { navigationItem.titleView = host.view }
  }

  /// The version of the content's search declarations the search controller was last made from, and the search.
  private var searchVersion = -1
  private var search: SearchBridge?

  /// Shows the content's `searchable` field in this controller's navigation item (and removes it when it goes).
  private func updateSearch(_ graph: ViewGraph) {
    guard let declaration = graph.root.preferenceValue(SearchableKey.self) else {
      if search != nil {
        search = nil
        navigationItem.searchController = nil
      }
      return
    }
    let bridge = search ?? SearchBridge(host: self)
    bridge.apply(
      declaration, suggestions: graph.root.preferenceValue(SearchSuggestionsKey.self),
      environment: graph.root.environment)
    if search == nil {
      search = bridge
      navigationItem.searchController = bridge.controller
    }
  }

  /// Whether this controller set its presentation's style from a `preferredColorScheme` declaration.
  private var setsPresentationStyle = false

  /// Applies the content's `preferredColorScheme` to the presentation containing this controller (the top of its
  /// parent chain: the window's root or a presented controller); a removed declaration gives the style back.
  private func updateColorScheme(_ graph: ViewGraph) {
    let presentation = outermostParent
    guard let preference = graph.preferredColorScheme else {
      if setsPresentationStyle { presentation.overrideUserInterfaceStyle = .unspecified }
      setsPresentationStyle = false
      return
    }
    let style: UIUserInterfaceStyle = preference.map { $0 == .dark ? .dark : .light } ?? .unspecified
    setsPresentationStyle = true
    if presentation.overrideUserInterfaceStyle != style { presentation.overrideUserInterfaceStyle = style }
  }

  /// The content's `statusBarHidden(_:)` declaration (false without one).
  open override var prefersStatusBarHidden: Bool { hostingView.graph.prefersStatusBarHidden ?? false }

  open override func loadView() { view = hostingView }

  /// A hosting controller presented from UIKit (itself, or a container it is in) gives its content a `dismiss`
  /// that dismisses the presentation, as on iOS.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let graph = hostingView.graph
    var presented: UIViewController?
    var current: UIViewController? = self
    while let controller = current, presented == nil {
      if let presenting = controller.presentingViewController, presenting.presentedViewController === controller {
        presented = controller
      }
      current = controller.parent
    }
    guard (presented != nil) != (graph.presentationDismiss != nil) else { return }
    graph.presentationDismiss = presented.map { controller in
      DismissAction { [weak controller] in controller?.dismiss(animated: true) }
    }
  }

  /// The graph of the content.
  package var contentGraph: ViewGraph { hostingView.graph }

  /// The size the SwiftUI view wants inside `size`.
  open func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }

  /// The content's ideal size.
  private var idealSize: CGSize { hostingView.graph.sizeThatFits(.unspecified) }

  /// Keeps the sizes the options name equal to the content's ideal size.
  private func updateSizes() {
    guard !sizingOptions.isEmpty else { return }
    let ideal = idealSize
    if sizingOptions.contains(.preferredContentSize), preferredContentSize != ideal { preferredContentSize = ideal }
    if sizingOptions.contains(.intrinsicContentSize), hostingView.reportedIntrinsicSize != ideal {
      hostingView.reportedIntrinsicSize = ideal
      hostingView.invalidateIntrinsicContentSize()
    }
  }
}
