import Foundation
import TandemGraphics

/// Split view controllers: columns side by side in a regular width, one navigation stack in a compact one.
///
/// A column-style split (`init(style:)`, iOS 14) has a primary, an optional supplementary and a secondary column,
/// each shown in a navigation controller (the split wraps a controller that is not one), plus an optional compact
/// column shown alone when the split is collapsed. A classic split (`init()`, `viewControllers`) shows its two
/// controllers as given. In a regular width the display mode decides which columns show and whether they tile
/// beside the secondary, lie over it or displace it; in a compact width (an iPhone, a narrow iPad window) the split
/// collapses: the compact column, or the primary navigation controller with the supplementary and secondary
/// controllers pushed onto it up to the top column the delegate picks. Widening the window expands it again, the
/// pushed controllers going back to their columns. `show(_:sender:)` and `showDetailViewController(_:sender:)` of
/// the controllers inside reach the split, which pushes when collapsed and replaces the secondary when expanded.
@MainActor @preconcurrency open class UISplitViewController: UIViewController {
  /// The kind of split: classic, or with two or three columns.
  public enum Style: Int, Sendable {
    /// A classic split of `viewControllers` (created with `init()`).
    case unspecified = 0
    /// A primary and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// A column of a column-style split.
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    /// The controller shown alone when the split is collapsed.
    case compact = 3
  }

  /// Which columns show, and how the side columns sit against the secondary.
  public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    case twoBesideSecondary = 4
    case twoOverSecondary = 5
    case twoDisplaceSecondary = 6

    @available(iOS, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    @available(iOS, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    @available(iOS, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  /// How shown side columns sit against the secondary.
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile = 1
    case overlay = 2
    case displace = 3
  }

  /// The edge the primary column is on.
  public enum PrimaryEdge: Int, Sendable {
    case leading = 0
    case trailing = 1
  }

  /// The primary column's background.
  public enum BackgroundStyle: Int, Sendable {
    case none = 0
    /// The sidebar's material.
    case sidebar = 1
  }

  /// When a column-style split shows its display mode button in a column's navigation bar.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    case automatic = 0
    case never = 1
    case always = 2
  }

  /// A width meaning "the split's own choice".
  public static let automaticDimension: CGFloat = -1

  /// The width of side columns when no width is preferred (UIKit's sidebar and supplementary width on iPad).
  static let defaultColumnWidth: CGFloat = 320
  /// Below this container width a double-column split shows its secondary alone (side columns then overlay).
  private static let tilingWidth: CGFloat = 700
  /// From this container width a triple-column split tiles both side columns beside the secondary.
  private static let twoColumnTilingWidth: CGFloat = 1100

  /// The split's kind.
  public let style: Style
  /// The delegate.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The controllers set for each column, as given.
  private var columns: [Column: UIViewController] = [:]
  /// The navigation controller shown for each column of a column-style split (the given one, or its wrapper).
  private var columnNavigations: [Column: UINavigationController] = [:]
  /// A classic split's controllers.
  private var classicControllers: [UIViewController] = []

  /// Creates a column-style split (or a classic one for `.unspecified`).
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split, whose `viewControllers` are set after.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a split from an archive (classic unless the archive names a column style); its controllers are set
  /// after.
  public required init?(coder: NSCoder) {
    let raw = InterfaceCoding.value(Int.self, InterfaceCoding.ControllerKey.splitStyle, in: coder)
    style = raw.flatMap(Style.init(rawValue:)) ?? .unspecified
    super.init(coder: coder)
  }

  private var isColumnStyle: Bool { style != .unspecified }
  private var isTripleColumn: Bool { style == .tripleColumn }

  // MARK: Controllers

  /// The controllers: a classic split's primary and secondary; a column-style split's columns' navigation
  /// controllers, primary first (the compact column's not included).
  open var viewControllers: [UIViewController] {
    get {
      guard isColumnStyle else { return classicControllers }
      return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
    }
    set {
      guard isColumnStyle else { return setClassicControllers(newValue) }
      let order: [Column] = isTripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
      for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
    }
  }

  /// The controller set for a column (for a column-style split; a classic split answers for primary and secondary).
  open func viewController(for column: Column) -> UIViewController? {
    guard isColumnStyle else {
      switch column {
      case .primary: return classicControllers.first
      case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
      default: return nil
      }
    }
    return columns[column]
  }

  /// Sets a column's controller; the split shows it in a navigation controller (except in the compact column).
  /// Setting the supplementary column of a double-column split does nothing, as on iOS (which logs it).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard isColumnStyle else {
      var controllers = classicControllers
      switch column {
      case .primary:
        if let vc { controllers.isEmpty ? controllers.append(vc) : (controllers[0] = vc) }
      case .secondary:
        if let vc { controllers.count > 1 ? (controllers[1] = vc) : controllers.append(vc) }
      default: return
      }
      return setClassicControllers(controllers)
    }
    if column == .supplementary && !isTripleColumn {
      Diagnostics.warn(
        "UISplitViewController is ignoring an attempt to set a supplementary column view controller in a "
          + "double-column style split view controller")
      return
    }
    let oldNavigation = columnNavigations[column]
    let oldShown = oldNavigation.map(\.viewControllers) ?? []
    columns[column] = vc
    if column == .compact {
      if let old = oldNavigation { detach(old) }
      columnNavigations[column] = nil
      if let old = compactController, old !== vc { detach(old) }
      compactController = vc
      if let vc { attach(vc) }
      return columnsChanged()
    }
    let navigation: UINavigationController?
    if let vc = vc as? UINavigationController {
      navigation = vc
    } else if let vc {
      // A wrapper made for an earlier controller is reused, as UIKit does.
      if let old = oldNavigation, old.splitWrapper {
        old.setViewControllers([vc], animated: false); navigation = old
      } else {
        let wrapper = UINavigationController(rootViewController: vc)
        wrapper.splitWrapper = true
        navigation = wrapper
      }
    } else {
      navigation = nil
    }
    if let old = oldNavigation, old !== navigation { detach(old) }
    columnNavigations[column] = navigation
    if let navigation { attach(navigation) }
    if isCollapsed, compactController == nil, let primary = columnNavigations[.primary], column != .primary,
      let navigation
    {
      // The collapsed stack swaps the column's old controllers for the new ones where they were shown.
      let stack = primary.viewControllers
      if let first = stack.firstIndex(where: { old in oldShown.contains { $0 === old } }) {
        let kept = stack[..<first].filter { c in !oldShown.contains { $0 === c } }
        let moved = navigation.viewControllers
        collapsedMoves.removeAll { move in oldShown.contains { $0 === move.controller } }
        collapsedMoves += moved.map { CollapsedMove(controller: $0, column: column) }
        navigation.setViewControllers([], animated: false)
        primary.setViewControllers(Array(kept) + moved, animated: false)
      }
    }
    columnsChanged()
  }

  private func setClassicControllers(_ controllers: [UIViewController]) {
    for old in classicControllers where !controllers.contains(where: { $0 === old }) { detach(old) }
    classicControllers = Array(controllers.prefix(2))
    for controller in classicControllers { attach(controller) }
    if isCollapsed { collapsedClassicSecondary = nil }
    columnsChanged()
  }

  private func attach(_ controller: UIViewController) {
    guard controller.parent !== self else { return }
    addChild(controller)
    controller.didMove(toParent: self)
  }

  private func detach(_ controller: UIViewController) {
    guard controller.parent === self else { return }
    controller.willMove(toParent: nil)
    controller.viewIfLoaded?.removeFromSuperview()
    controller.removeFromParent()
  }

  private var compactController: UIViewController?

  private func columnsChanged() {
    for navigation in columnNavigations.values { navigation.barsNeedUpdate() }
    guard isViewLoaded else { return }
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }

  /// The primary controller of a classic split, or the primary column's navigation controller.
  private var primaryController: UIViewController? {
    isColumnStyle ? columnNavigations[.primary] : classicControllers.first
  }
  private var secondaryController: UIViewController? {
    isColumnStyle ? columnNavigations[.secondary] : (classicControllers.count > 1 ? classicControllers[1] : nil)
  }

  // MARK: Display mode

  /// The display mode asked for (`.automatic`: the split's choice for its width).
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      guard preferredDisplayMode != oldValue else { return }
      requestedMode = nil
      displayModeMayHaveChanged()
    }
  }
  /// How side columns sit against the secondary, asked for.
  open var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { if preferredSplitBehavior != oldValue { displayModeMayHaveChanged() } }
  }
  /// A mode set by `show(_:)`, `hide(_:)` or the display mode button, until the size changes.
  private var requestedMode: DisplayMode?
  /// The mode last shown (for `willChangeTo` and the layout).
  private var shownMode: DisplayMode?

  /// The split behavior in effect: the preferred one, or tiling when side columns fit beside the secondary.
  open var splitBehavior: SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    return containerWidth >= Self.tilingWidth ? .tile : .overlay
  }

  /// The display mode in effect (`.secondaryOnly` while collapsed with nothing over the single stack is not what
  /// iOS reports: a collapsed split reports the mode it would show, as here).
  open var displayMode: DisplayMode { requestedMode ?? resolvedPreferredMode }

  /// Whether the split shows one stack (in a compact width).
  public private(set) var isCollapsed = false

  private var containerWidth: CGFloat {
    viewIfLoaded?.bounds.width ?? view?.window?.bounds.width ?? UIApplication.shared.screen.bounds.width
  }

  /// The preferred mode made concrete for the split's behavior and width.
  private var resolvedPreferredMode: DisplayMode {
    let triple = isTripleColumn
    let behavior = splitBehavior
    if preferredDisplayMode != .automatic { return adjusted(preferredDisplayMode) }
    switch behavior {
    case .tile:
      if !triple { return .oneBesideSecondary }
      return containerWidth >= Self.twoColumnTilingWidth ? .twoBesideSecondary : .oneBesideSecondary
    case .overlay, .displace, .automatic:
      return triple ? .oneBesideSecondary : (isColumnStyle ? .oneBesideSecondary : .secondaryOnly)
    }
  }

  /// A mode a double-column split cannot show (two side columns) becomes its one-column form.
  private func adjusted(_ mode: DisplayMode) -> DisplayMode {
    guard !isTripleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary: return .oneBesideSecondary
    case .twoOverSecondary, .twoDisplaceSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  private func setRequestedMode(_ mode: DisplayMode?) {
    requestedMode = mode.map(adjusted)
    displayModeMayHaveChanged()
  }

  /// Tells the delegate of a new mode and of the columns it shows or hides, then lays out.
  private func displayModeMayHaveChanged() {
    guard isViewLoaded, !isCollapsed else { return }
    let mode = displayMode
    if let old = shownMode, old != mode {
      delegate?.splitViewController(self, willChangeTo: mode)
      let before = visibleColumns(in: old)
      let after = visibleColumns(in: mode)
      for column in after.subtracting(before).sorted(by: { $0.rawValue < $1.rawValue }) {
        delegate?.splitViewController(self, willShow: column)
      }
      for column in before.subtracting(after).sorted(by: { $0.rawValue < $1.rawValue }) {
        delegate?.splitViewController(self, willHide: column)
      }
    }
    shownMode = mode
    for navigation in columnNavigations.values { navigation.barsNeedUpdate() }
    view.setNeedsLayout()
    view.layoutIfNeeded()
  }

  private func visibleColumns(in mode: DisplayMode) -> Set<Column> {
    switch mode {
    case .automatic, .secondaryOnly: return [.secondary]
    case .oneBesideSecondary, .oneOverSecondary:
      return isTripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
    }
  }

  /// Shows a column: expanded, the display mode changes to include it; collapsed, the stack pops back to (or
  /// pushes) the column's controllers.
  open func show(_ column: Column) {
    if isCollapsed { return showCollapsed(column) }
    let mode = displayMode
    guard !visibleColumns(in: mode).contains(column) else { return }
    let tiles = splitBehavior == .tile
    switch column {
    case .primary:
      if isTripleColumn {
        setRequestedMode(
          tiles && containerWidth >= Self.twoColumnTilingWidth
            ? .twoBesideSecondary : (splitBehavior == .displace ? .twoDisplaceSecondary : .twoOverSecondary))
      } else {
        setRequestedMode(tiles ? .oneBesideSecondary : .oneOverSecondary)
      }
    case .supplementary:
      setRequestedMode(tiles ? .oneBesideSecondary : .oneOverSecondary)
    case .secondary, .compact:
      return
    }
  }

  /// Hides a column: expanded, the display mode changes to leave it out; collapsed, the stack pops past it.
  open func hide(_ column: Column) {
    if isCollapsed {
      guard let primary = columnNavigations[.primary] ?? (primaryController as? UINavigationController) else { return }
      let owned = collapsedMoves.filter { $0.column == column }.map(\.controller)
      if let first = primary.viewControllers.firstIndex(where: { c in owned.contains { $0 === c } }), first > 0 {
        primary.popToViewController(primary.viewControllers[first - 1], animated: true)
      }
      return
    }
    let mode = displayMode
    guard visibleColumns(in: mode).contains(column) else { return }
    switch column {
    case .primary:
      setRequestedMode(isTripleColumn ? .oneBesideSecondary : .secondaryOnly)
    case .supplementary:
      setRequestedMode(.secondaryOnly)
    case .secondary, .compact:
      return
    }
  }

  private func showCollapsed(_ column: Column) {
    guard compactController == nil, let primary = columnNavigations[.primary] else { return }
    switch column {
    case .primary:
      if let root = primary.viewControllers.first(where: { c in !collapsedMoves.contains { $0.controller === c } }) {
        let lastOwn = primary.viewControllers.last { c in !collapsedMoves.contains { $0.controller === c } } ?? root
        primary.popToViewController(lastOwn, animated: true)
      }
    case .supplementary, .secondary:
      let shown = primary.viewControllers
      if collapsedMoves.contains(where: { move in move.column == column && shown.contains { $0 === move.controller } })
      {
        return
      }
      let columnsToPush: [Column] = column == .secondary ? [.supplementary, .secondary] : [.supplementary]
      var stack = shown
      for c in columnsToPush {
        guard let navigation = columnNavigations[c],
          !collapsedMoves.contains(where: { move in move.column == c && stack.contains { $0 === move.controller } })
        else { continue }
        let moved =
          navigation.viewControllers.isEmpty ? restoredRoots[c].map { [$0] } ?? [] : navigation.viewControllers
        navigation.setViewControllers([], animated: false)
        collapsedMoves += moved.map { CollapsedMove(controller: $0, column: c) }
        stack += moved
      }
      primary.setViewControllers(stack, animated: true)
    case .compact:
      return
    }
  }

  // MARK: Column widths

  /// The primary column's preferred width as a fraction of the split's (automaticDimension: the split's choice).
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The primary column's preferred width in points (automaticDimension: the split's choice).
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The smallest primary column width (automaticDimension: none).
  open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The largest primary column width (automaticDimension: none).
  open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The supplementary column's preferred width as a fraction of the split's.
  open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The supplementary column's preferred width in points.
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The smallest supplementary column width.
  open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }
  /// The largest supplementary column width.
  open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsChanged() }
  }

  /// The primary column's width: the preferred width (in points, else as a fraction), clamped to the limits.
  open var primaryColumnWidth: CGFloat {
    columnWidth(
      points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
      minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
  }
  /// The supplementary column's width.
  open var supplementaryColumnWidth: CGFloat {
    guard isTripleColumn else { return 0 }
    return columnWidth(
      points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
      minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
  }

  private func columnWidth(points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
    let total = containerWidth
    var width =
      points != Self.automaticDimension
      ? points : (fraction != Self.automaticDimension ? (total * fraction).rounded() : Self.defaultColumnWidth)
    if minimum != Self.automaticDimension { width = max(width, minimum) }
    if maximum != Self.automaticDimension { width = min(width, maximum) }
    return max(0, min(width, total))
  }

  /// The edge the primary column is on.
  open var primaryEdge: PrimaryEdge = .leading {
    didSet { columnsChanged() }
  }
  /// The primary column's background.
  open var primaryBackgroundStyle: BackgroundStyle = .none {
    didSet { columnsChanged() }
  }
  /// Whether a swipe from the primary edge shows the primary column over the secondary while it is hidden.
  open var presentsWithGesture = true
  /// Whether a column-style split shows a button for the secondary alone in a triple-column layout.
  open var showsSecondaryOnlyButton = false {
    didSet { columnsChanged() }
  }
  /// When a column-style split shows its display mode button in a navigation bar.
  open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
    didSet { columnsChanged() }
  }

  /// The button that shows or hides the side columns (a column-style split puts it in the leftmost shown column's
  /// navigation bar itself; a classic split's app places it).
  public private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
    let item = UIBarButtonItem(
      title: nil, image: UIImage(systemName: "sidebar.left"),
      primaryAction: UIAction { [weak self] _ in self?.displayModeButtonTapped() })
    item.accessibilityLabel = "Sidebar"
    return item
  }()

  private func displayModeButtonTapped() {
    guard !isCollapsed else { return }
    let shown = visibleColumns(in: displayMode)
    if isTripleColumn {
      if shown.contains(.primary) {
        hide(.primary)
      } else if shown.contains(.supplementary) {
        show(.primary)
      } else {
        show(.supplementary)
      }
    } else if shown.contains(.primary) {
      hide(.primary)
    } else {
      show(.primary)
    }
  }

  /// The display mode button a column's navigation controller shows first among its leading items, if any.
  package func displayModeButton(for navigation: UINavigationController) -> UIBarButtonItem? {
    guard isColumnStyle, !isCollapsed, displayModeButtonVisibility != .never else { return nil }
    let layout = currentLayout
    let leftmost: Column =
      layout.primary != nil ? .primary : (layout.supplementary != nil ? .supplementary : .secondary)
    guard columnNavigations[leftmost] === navigation else { return nil }
    if displayModeButtonVisibility == .automatic && leftmost == .primary && splitBehavior == .tile
      && preferredDisplayMode != .automatic && preferredDisplayMode != .secondaryOnly
    {
      // A mode fixed to show the primary has nothing to toggle.
      return nil
    }
    return displayModeButtonItem
  }

  // MARK: Showing controllers

  /// Shows a controller in the primary column: collapsed, the primary navigation controller pushes it; expanded,
  /// it replaces the primary (unless the delegate showed it).
  open override func show(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if isCollapsed, let navigation = collapsedNavigation {
      return navigation.pushViewController(vc, animated: true)
    }
    if isColumnStyle {
      setViewController(vc, for: isTripleColumn ? .supplementary : .primary)
      show(isTripleColumn ? .supplementary : .primary)
    } else {
      setViewController(vc, for: .primary)
    }
  }

  /// Shows a controller as the detail: collapsed, pushed onto the single stack; expanded, it becomes the
  /// secondary column's controller (unless the delegate showed it).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if isCollapsed, let navigation = collapsedNavigation {
      // A navigation controller's controllers join the single stack; it gets them back when the split expands.
      if let detail = vc as? UINavigationController {
        let moved = detail.viewControllers
        detail.setViewControllers([], animated: false)
        if isColumnStyle {
          if columnNavigations[.secondary] !== detail { setColumnNavigationWhileCollapsed(detail, for: .secondary) }
          collapsedMoves += moved.map { CollapsedMove(controller: $0, column: .secondary) }
        } else {
          collapsedClassicSecondary = detail
        }
        navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
      } else {
        if isColumnStyle { collapsedMoves.append(CollapsedMove(controller: vc, column: .secondary)) }
        navigation.pushViewController(vc, animated: true)
      }
      return
    }
    if isColumnStyle {
      setViewController(vc, for: .secondary)
      if case .oneOverSecondary = displayMode { setRequestedMode(nil) }
      if case .twoOverSecondary = displayMode { setRequestedMode(nil) }
    } else {
      setViewController(vc, for: .secondary)
    }
  }

  private func setColumnNavigationWhileCollapsed(_ navigation: UINavigationController, for column: Column) {
    if let old = columnNavigations[column], old !== navigation { detach(old) }
    columns[column] = navigation
    columnNavigations[column] = navigation
    attach(navigation)
  }

  /// The navigation controller that holds the single stack while collapsed.
  private var collapsedNavigation: UINavigationController? {
    if let compactController { return compactController as? UINavigationController }
    return primaryController as? UINavigationController
  }

  // MARK: Collapsing

  /// A controller moved onto the primary stack when the split collapsed, and the column it goes back to.
  private struct CollapsedMove {
    let controller: UIViewController
    let column: Column
  }
  private var collapsedMoves: [CollapsedMove] = []
  /// Each column's root while its controllers are on the primary stack (restored if they were all popped).
  private var restoredRoots: [Column: UIViewController] = [:]
  /// A classic split's secondary navigation controller whose controllers went onto the primary stack.
  private var collapsedClassicSecondary: UINavigationController?
  /// A classic split's secondary, kept off screen while collapsed (the delegate discarded it, or it could not be
  /// pushed).
  private var heldClassicSecondary: UIViewController?

  /// Collapses or expands for the current width's size class.
  private func updateCollapsedState() {
    let compact = traitCollection.horizontalSizeClass == .compact
    guard compact != isCollapsed else { return }
    if compact { collapse() } else { expand() }
  }

  private func collapse() {
    isCollapsed = true
    if isColumnStyle {
      if compactController == nil, let primary = columnNavigations[.primary] {
        let top =
          delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var columnsToMove: [Column] = []
        if top == .supplementary || top == .secondary, isTripleColumn { columnsToMove.append(.supplementary) }
        if top == .secondary { columnsToMove.append(.secondary) }
        var stack = primary.viewControllers
        collapsedMoves = []
        restoredRoots = [:]
        for column in columnsToMove {
          guard let navigation = columnNavigations[column] else { continue }
          let moved = navigation.viewControllers
          restoredRoots[column] = moved.first
          navigation.setViewControllers([], animated: false)
          collapsedMoves += moved.map { CollapsedMove(controller: $0, column: column) }
          stack += moved
        }
        for column in [Column.supplementary, .secondary] where restoredRoots[column] == nil {
          restoredRoots[column] = columnNavigations[column]?.viewControllers.first
        }
        primary.setViewControllers(stack, animated: false)
      }
    } else if let primary = classicControllers.first, classicControllers.count > 1 {
      let secondary = classicControllers[1]
      if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
        heldClassicSecondary = secondary
      } else if let navigation = primary as? UINavigationController {
        let moved: [UIViewController]
        if let secondaryNavigation = secondary as? UINavigationController {
          moved = secondaryNavigation.viewControllers
          secondaryNavigation.setViewControllers([], animated: false)
          collapsedClassicSecondary = secondaryNavigation
        } else {
          moved = [secondary]
        }
        heldClassicSecondary = nil
        classicPrimaryCount = navigation.viewControllers.count
        navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
      } else {
        heldClassicSecondary = secondary
      }
      detach(secondary)
      classicControllers = [primary]
    }
    for navigation in columnNavigations.values { navigation.barsNeedUpdate() }
    delegate?.splitViewControllerDidCollapse(self)
  }

  /// How many controllers a classic split's primary navigation controller had when the split collapsed.
  private var classicPrimaryCount = 0

  private func expand() {
    isCollapsed = false
    if isColumnStyle {
      if compactController == nil || !collapsedMoves.isEmpty, let primary = columnNavigations[.primary] {
        let stack = primary.viewControllers
        var own: [UIViewController] = []
        var back: [Column: [UIViewController]] = [:]
        for controller in stack {
          if let move = collapsedMoves.first(where: { $0.controller === controller }) {
            back[move.column, default: []].append(controller)
          } else if back.isEmpty {
            own.append(controller)
          } else {
            // Pushed while collapsed, after a column's controllers: it belongs to the last of them.
            let column: Column = back[.secondary] != nil ? .secondary : (isTripleColumn ? .supplementary : .secondary)
            back[column, default: []].append(controller)
          }
        }
        primary.setViewControllers(own, animated: false)
        for column in [Column.supplementary, .secondary] {
          guard let navigation = columnNavigations[column] else { continue }
          let controllers = back[column] ?? []
          if !controllers.isEmpty {
            navigation.setViewControllers(controllers, animated: false)
          } else if navigation.viewControllers.isEmpty, let root = restoredRoots[column] {
            navigation.setViewControllers([root], animated: false)
          }
        }
        collapsedMoves = []
      }
      requestedMode = nil
      let proposed = resolvedPreferredMode
      let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
      if mode != proposed && mode != .automatic { requestedMode = adjusted(mode) }
    } else if let primary = classicControllers.first {
      var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
      if secondary == nil, let navigation = primary as? UINavigationController,
        navigation.viewControllers.count > classicPrimaryCount, classicPrimaryCount > 0
      {
        let moved = Array(navigation.viewControllers[classicPrimaryCount...])
        navigation.setViewControllers(Array(navigation.viewControllers[..<classicPrimaryCount]), animated: false)
        if let original = collapsedClassicSecondary {
          original.setViewControllers(moved, animated: false)
          secondary = original
        } else {
          secondary = moved.count == 1 ? moved[0] : UINavigationController(rootViewController: moved.last!)
        }
      }
      secondary = secondary ?? heldClassicSecondary ?? collapsedClassicSecondary
      collapsedClassicSecondary = nil
      heldClassicSecondary = nil
      if let secondary {
        classicControllers = [primary, secondary]
        attach(secondary)
      }
    }
    shownMode = nil
    for navigation in columnNavigations.values { navigation.barsNeedUpdate() }
    delegate?.splitViewControllerDidExpand(self)
  }

  // MARK: Views and layout

  private let dimmingView = UIView()
  private let separators = [UIView(), UIView()]
  private lazy var edgeSwipe: UIScreenEdgePanGestureRecognizer = {
    let pan = UIScreenEdgePanGestureRecognizer()
    pan.edges = .left
    pan.addTarget { [weak self] recognizer in
      guard let self, recognizer.state == .ended, self.presentsWithGesture, !self.isCollapsed else { return }
      let shown = self.visibleColumns(in: self.displayMode)
      if !shown.contains(.primary) {
        self.show(self.isTripleColumn && !shown.contains(.supplementary) ? .supplementary : .primary)
      }
    }
    return pan
  }()

  open override func loadView() {
    let container = UIView(frame: UIApplication.shared.screen.bounds)
    container.backgroundColor = .systemBackground
    view = container
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.1)
    dimmingView.isHidden = true
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.dismissOverlaidColumns() })
    for separator in separators {
      separator.backgroundColor = .separator
      separator.isUserInteractionEnabled = false
    }
    container.addGestureRecognizer(edgeSwipe)
    // The columns are in place before the split appears, so they appear with it.
    updateCollapsedState()
    placeColumns()
  }

  private func dismissOverlaidColumns() {
    guard !isCollapsed else { return }
    switch displayMode {
    case .oneOverSecondary: setRequestedMode(isTripleColumn ? .oneBesideSecondary : .secondaryOnly)
    case .twoOverSecondary, .twoDisplaceSecondary:
      setRequestedMode(splitBehavior == .tile ? .oneBesideSecondary : .secondaryOnly)
      if resolvedPreferredMode == .oneBesideSecondary || resolvedPreferredMode == .secondaryOnly {
        setRequestedMode(nil)
      }
    default: return
    }
  }

  /// The frames of the expanded columns now.
  private var currentLayout: SplitColumnLayout {
    let fromLeft = (primaryEdge == .leading) != (viewIfLoaded?.isRightToLeft ?? false)
    return SplitColumnLayout.place(
      mode: displayMode, tripleColumn: isTripleColumn, in: viewIfLoaded?.bounds ?? UIApplication.shared.screen.bounds,
      primaryWidth: primaryColumnWidth, supplementaryWidth: isTripleColumn ? supplementaryColumnWidth : 0,
      fromLeft: fromLeft)
  }

  /// The controllers whose views show, back to front.
  private var shownControllers: [UIViewController] {
    if isCollapsed { return [collapsedNavigation ?? compactController ?? primaryController].compactMap { $0 } }
    let layout = currentLayout
    var shown: [UIViewController] = []
    if let secondary = secondaryController { shown.append(secondary) }
    let sides: [(Column, CGRect?)] = [(.primary, layout.primary), (.supplementary, layout.supplementary)]
    for (column, frame) in sides where frame != nil {
      if let controller = isColumnStyle ? columnNavigations[column] : (column == .primary ? primaryController : nil) {
        shown.append(controller)
      }
    }
    return shown
  }

  package override var childrenReceivingAppearance: [UIViewController] {
    shownControllers.filter { $0.isViewLoaded && $0.view.superview === viewIfLoaded }
  }
  open override var childForStatusBarHidden: UIViewController? { secondaryController ?? primaryController }
  open override var childForHomeIndicatorAutoHidden: UIViewController? { secondaryController ?? primaryController }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let wasCollapsed = isCollapsed
    updateCollapsedState()
    if wasCollapsed != isCollapsed { shownMode = nil }
    if !isCollapsed && shownMode == nil { shownMode = displayMode }
    placeColumns()
  }

  /// Puts the shown controllers' views in the container at their frames and removes the others' (changing only
  /// what differs, so a layout pass leaves nothing to lay out again).
  private func placeColumns() {
    guard isViewLoaded else { return }
    let container = view!
    let shown = shownControllers
    for child in children where !shown.contains(where: { $0 === child }) {
      if child.viewIfLoaded?.superview === container { child.viewIfLoaded?.removeFromSuperview() }
    }
    var wanted: [UIView] = []
    if isCollapsed {
      if let only = shown.first {
        only.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if only.view.frame != container.bounds { only.view.frame = container.bounds }
        setColumnTraits(nil, for: only)
        wanted.append(only.view)
      }
      return arrange(wanted, in: container)
    }
    let layout = currentLayout
    let dims = layout.overlays || displayMode == .twoDisplaceSecondary
    let pixel = 1 / max(UIApplication.shared.screen.scale, 1)
    var separatorIndex = 0
    for controller in shown {
      let frame: CGRect
      let column: Column
      if controller === secondaryController {
        frame = layout.secondary
        column = .secondary
      } else if isColumnStyle && controller === columnNavigations[.supplementary] {
        frame = layout.supplementary ?? .zero
        column = .supplementary
      } else {
        frame = layout.primary ?? .zero
        column = .primary
      }
      let content = controller.view!
      content.autoresizingMask = []
      if content.frame != frame { content.frame = frame }
      wanted.append(content)
      // Side columns are compact in width; the secondary has the split's width class.
      setColumnTraits(column == .secondary ? nil : UITraitCollection(horizontalSizeClass: .compact), for: controller)
      if column == .secondary && dims {
        if dimmingView.frame != container.bounds { dimmingView.frame = container.bounds }
        dimmingView.isHidden = false
        wanted.append(dimmingView)
      }
      if column == .primary, primaryBackgroundStyle == .sidebar,
        content.backgroundColor != .secondarySystemBackground
      {
        content.backgroundColor = .secondarySystemBackground
      }
      // A hairline between tiled columns, on the secondary's side of each side column.
      if column != .secondary, separatorIndex < separators.count {
        let separator = separators[separatorIndex]
        separatorIndex += 1
        let onRight = frame.midX < layout.secondary.midX || displayMode == .twoDisplaceSecondary
        let line = CGRect(x: onRight ? frame.maxX - pixel : frame.minX, y: 0, width: pixel, height: frame.height)
        if separator.frame != line { separator.frame = line }
        wanted.append(separator)
      }
    }
    arrange(wanted, in: container)
  }

  /// Makes `views` the container's subviews in this order (back to front), touching nothing already in place.
  private func arrange(_ views: [UIView], in container: UIView) {
    for view in [dimmingView] + separators where view.superview === container && !views.contains(view) {
      view.removeFromSuperview()
    }
    let current = container.subviews.filter { views.contains($0) }
    guard current != views else { return }
    for view in views {
      if view.superview === container { container.bringSubviewToFront(view) } else { container.addSubview(view) }
    }
  }

  /// A column's size class override, set only when it changes.
  private func setColumnTraits(_ traits: UITraitCollection?, for controller: UIViewController) {
    let current = overrideTraitCollection(forChild: controller)
    guard current?.horizontalSizeClass != traits?.horizontalSizeClass else { return }
    setOverrideTraitCollection(traits, forChild: controller)
  }

  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    // A new size chooses its display mode afresh.
    requestedMode = nil
    super.viewWillTransition(to: size, with: coordinator)
  }
}

extension UIViewController {
  /// The nearest split view controller above this controller.
  public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
