import Foundation
import TandemGraphics

/// A button showing a bar button item (title, symbol or custom view) in the tint color.
@MainActor final class BarItemView: UIControl {
  let item: UIBarButtonItem?
  let isBack: Bool
  private let label: String?
  private let image: UIImage?
  private let bold: Bool
  var onTap: (@MainActor () -> Void)?
  /// The bar appearance's look for the item's style (nil: the tint color and the system font).
  private var appearance: UIBarButtonItemAppearance?

  /// Takes a bar appearance's look for the item's style.
  func apply(_ appearance: UIBarButtonItemAppearance) {
    guard appearance !== self.appearance else { return }
    self.appearance = appearance
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// The state's look in the appearance.
  private var stateAppearance: UIBarButtonItemStateAppearance? {
    guard let appearance else { return nil }
    if !isEnabled { return appearance.disabled }
    return isHighlighted ? appearance.highlighted : appearance.normal
  }

  static let font = UIFont.systemFont(ofSize: 17)
  static let boldFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

  init(item: UIBarButtonItem) {
    self.item = item
    isBack = false
    label = item.image == nil ? item.title : nil
    image = item.image?.applyingSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large))
    bold = item.style == .done
    super.init(frame: .zero)
    isEnabled = item.isEnabled
    if let tint = item.tintColor { tintColor = tint }
    accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.image?.symbolName
    accessibilityIdentifier = item.accessibilityIdentifier
    isAccessibilityElement = true
    accessibilityTraits = .button
    item.hostView = self
  }

  init(backTitle: String?) {
    item = nil
    isBack = true
    label = backTitle
    image = UIImage(
      systemName: "chevron.left",
      withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large))
    bold = false
    super.init(frame: .zero)
    accessibilityLabel = backTitle ?? "Back"
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) { return nil }

  private var textLayout: TextLayout? {
    guard let label, !label.isEmpty else { return nil }
    let font = stateAppearance?.font ?? appearance?.normal.font ?? (bold ? BarItemView.boldFont : BarItemView.font)
    return TextLayout.make(StyledText(label, font: font.engineFont))
  }

  /// A bar button takes touches over at least 44 points of width around its centre, as on iOS (a narrow symbol
  /// such as "+" is still easy to hit).
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let extra = max(0, 44 - bounds.width) / 2
    return bounds.insetBy(dx: -extra, dy: 0).contains(point)
  }

  override var intrinsicContentSize: CGSize {
    if let custom = item?.customView { return custom.bounds.size }
    let text = textLayout?.size.width ?? 0
    let symbol = image?.size.width ?? 0
    let gap: CGFloat = isBack && text > 0 ? 6 : 0
    return CGSize(width: max((item?.width ?? 0), (symbol + gap + text).rounded(.up)), height: 44)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var color = (appearance?.normal.foregroundColor ?? tintColor).resolvedCGColor(traitCollection)
    if !isEnabled { color = UIColor.tertiaryLabel.resolvedCGColor(traitCollection) }
    if isHighlighted { color = color.copy(alpha: color.alpha * 0.2)! }
    // A state's own title color wins.
    if let state = stateAppearance, state !== appearance?.normal, let stateColor = state.foregroundColor {
      color = stateColor.resolvedCGColor(traitCollection)
    }
    let offset = stateAppearance?.titlePositionAdjustment ?? .zero
    // Right to left the image and title swap sides and the back chevron points right.
    let mirrored = isRightToLeft
    func mirror(_ rect: CGRect) -> CGRect {
      mirrored ? rect.offsetBy(dx: bounds.width - rect.maxX - rect.minX, dy: 0) : rect
    }
    var x: CGFloat = 0
    if let image {
      let rect = mirror(
        CGRect(x: x, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height))
      if mirrored && isBack {
        context.saveGState()
        context.concatenate(.mirroring(acrossX: rect.midX))
        image.draw(in: rect, tint: color)
        context.restoreGState()
      } else {
        image.draw(in: rect, tint: color)
      }
      x += image.size.width + (isBack ? 6 : 0)
    }
    if let text = textLayout {
      let rect = mirror(
        CGRect(x: x, y: (bounds.height - text.size.height) / 2, width: text.size.width, height: text.size.height))
      text.draw(
        in: context, at: CGPoint(x: rect.minX + offset.horizontal, y: rect.minY + offset.vertical),
        defaultColor: color)
    }
  }

  override func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    guard controlEvents.contains(.primaryActionTriggered) || controlEvents.contains(.touchUpInside) else { return }
    if let action = item?.primaryAction {
      action.perform(sender: item)
    } else if let menu = item?.menu {
      // An item with a menu and no primary action shows its menu when tapped.
      MenuViewController.show(menu, from: self, sender: item)
    }
    onTap?()
  }
}

/// The bar at the top of a navigation controller: back button, title (or large title) and bar button items.
///
/// Metrics: 44 points tall (96 with a large title at the default text size; the large title grows with it), 16-point side margins (20 on regular width), title 17 pt
/// semibold centred, large title 34 pt bold at the leading margin, items 17 pt in the tint with 8 points between.
/// With no content scrolled beneath it, the bar is transparent, as iOS 15+ shows a bar at its scroll edge.
@MainActor @preconcurrency open class UINavigationBar: UIView {
  /// Whether large titles are shown for items that allow them.
  open var prefersLargeTitles = false {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = prefersLargeTitles] in
          ($0 as? UINavigationBar)?.prefersLargeTitles = v
        }
      }
      owner?.barsNeedUpdate()
    }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// A background color for the bar while content scrolls beneath it (pre-iOS 13 styling).
  open var barTintColor: UIColor? {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = barTintColor] in ($0 as? UINavigationBar)?.barTintColor = v }
      }
      backgroundColor = barTintColor
      owner?.barsNeedUpdate()
    }
  }

  /// The look while content scrolls beneath the bar (a copy of what is assigned, as on iOS).
  open var standardAppearance: UINavigationBarAppearance {
    get { standardStorage }
    set { setAppearance(\.standardStorage, newValue.copy(), \.standardAppearance) }
  }
  /// The look in a compact height (nil: the standard one).
  open var compactAppearance: UINavigationBarAppearance? {
    get { compactStorage }
    set { setAppearance(\.compactStorage, newValue?.copy(), \.compactAppearance) }
  }
  /// The look at the content's top edge (nil: the standard one with a transparent background).
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { scrollEdgeStorage }
    set { setAppearance(\.scrollEdgeStorage, newValue?.copy(), \.scrollEdgeAppearance) }
  }
  /// The look at the content's top edge in a compact height (nil: the scroll-edge one).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { compactScrollEdgeStorage }
    set { setAppearance(\.compactScrollEdgeStorage, newValue?.copy(), \.compactScrollEdgeAppearance) }
  }
  /// The inline title's attributes (pre-iOS 13 styling; an appearance's attributes win).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = titleTextAttributes] in
          ($0 as? UINavigationBar)?.titleTextAttributes = v
        }
      }
      owner?.barsNeedUpdate()
    }
  }
  /// The large title's attributes (pre-iOS 13 styling).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = largeTitleTextAttributes] in
          ($0 as? UINavigationBar)?.largeTitleTextAttributes = v
        }
      }
      owner?.barsNeedUpdate()
    }
  }
  private var standardStorage = UINavigationBarAppearance()
  private var compactStorage: UINavigationBarAppearance?
  private var scrollEdgeStorage: UINavigationBarAppearance?
  private var compactScrollEdgeStorage: UINavigationBarAppearance?

  private func setAppearance<Value>(
    _ key: ReferenceWritableKeyPath<UINavigationBar, Value>, _ value: Value,
    _ property: ReferenceWritableKeyPath<UINavigationBar, Value>
  ) {
    self[keyPath: key] = value
    // A proxy's value reaches each bar through the property, so each bar has its own copy.
    if isAppearanceProxy {
      AppearanceProxy.record(self, "\(property)") { ($0 as? UINavigationBar)?[keyPath: property] = value }
    }
    owner?.barsNeedUpdate()
  }

  /// The proxy generation this bar last took its settings from.
  private var appearanceGeneration = -1

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    takeProxySettings()
  }

  /// Takes what was set on the class's appearance proxy since this bar last did.
  private func takeProxySettings() {
    guard !isAppearanceProxy, appearanceGeneration != AppearanceProxy.generation else { return }
    appearanceGeneration = AppearanceProxy.generation
    AppearanceProxy.apply(to: self)
  }

  /// The appearance in effect for the top item, scrolled under or at the edge, in a compact height or not.
  package func resolvedAppearance(scrolledUnder: Bool) -> UINavigationBarAppearance {
    let item = topItem
    let compact = traitCollection.verticalSizeClass == .compact
    let standard =
      (compact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance ?? standardAppearance
    if scrolledUnder { return standard }
    let edge =
      (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
      ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance
    return edge ?? standard.transparentCopy
  }

  /// The titles and buttons take an appearance's attributes (over the bar's own title attributes).
  package func applyTitles(of appearance: UINavigationBarAppearance) {
    let inline = (titleTextAttributes ?? [:]).merging(appearance.titleTextAttributes) { $1 }
    let large = (largeTitleTextAttributes ?? [:]).merging(appearance.largeTitleTextAttributes) { $1 }
    let inlineColor = inline[.foregroundColor] as? UIColor ?? .label
    if titleLabel.textColor != inlineColor { titleLabel.textColor = inlineColor }
    // A font is set only when attributes give one (or to undo one), so the large title keeps following the text
    // size.
    let inlineFont = inline[.font] as? UIFont
    if inlineFont != appliedTitleFont {
      appliedTitleFont = inlineFont
      titleLabel.font = inlineFont ?? UINavigationBar.defaultTitleFont
    }
    let offset = CGAffineTransform(
      translationX: appearance.titlePositionAdjustment.horizontal, y: appearance.titlePositionAdjustment.vertical)
    if titleLabel.transform != offset { titleLabel.transform = offset }
    let largeColor = large[.foregroundColor] as? UIColor ?? .label
    if largeTitleLabel.textColor != largeColor { largeTitleLabel.textColor = largeColor }
    let largeFont = large[.font] as? UIFont
    if largeFont != appliedLargeTitleFont {
      appliedLargeTitleFont = largeFont
      largeTitleLabel.font = largeFont ?? UINavigationBar.defaultLargeTitleFont
    }
    for view in leftViews + rightViews {
      guard let button = view as? BarItemView else { continue }
      let buttons =
        button.isBack
        ? appearance.backButtonAppearance
        : (button.item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
      button.apply(buttons)
    }
  }
  private static let defaultTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// The fonts title attributes last gave the titles.
  private var appliedTitleFont: UIFont?
  private var appliedLargeTitleFont: UIFont?
  /// The items, bottom to top (kept in step with the navigation controller's stack).
  open private(set) var items: [UINavigationItem]?
  /// The top item.
  open var topItem: UINavigationItem? { items?.last }
  /// The item below the top.
  open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

  package weak var owner: UINavigationController?
  /// The back button, when the bar shows one.
  package var backButton: UIControl? { leftViews.first { ($0 as? BarItemView)?.isBack == true } as? UIControl }
  private let titleLabel = UILabel()
  private let largeTitleLabel = UILabel()
  /// Clips the large title to the bar's large-title area as it collapses.
  private let largeTitleArea = UIView()
  private var leftViews: [UIView] = []
  private var rightViews: [UIView] = []
  private var titleView: UIView?
  /// Whether the bar shows a large title: the top item asks for one and the height is not compact (read from the
  /// traits now, since a bar made before its window takes the window's traits without hearing of it).
  package var showsLargeTitle: Bool { topWantsLargeTitle && !isCompactHeight }
  /// Whether the top item asks for a large title (shown unless the height is compact).
  private var topWantsLargeTitle = false
  /// The large title state the labels were last set up for.
  private var appliedLargeTitle = false

  /// An iPhone in landscape: the bar is 32 points tall and shows no large title, as UIKit's.
  private var isCompactHeight: Bool {
    traitCollection.verticalSizeClass == .compact && traitCollection.userInterfaceIdiom == .phone
  }
  /// The height of the bar's row of items and title: 44 points, 32 in a compact height.
  package var rowHeight: CGFloat { isCompactHeight ? 32 : 44 }
  /// The top item's search bar, shown below the title (or alone while searching).
  private var searchBar: UISearchBar?
  /// Whether the search bar has taken the bar's place (an active search hiding the navigation bar's content).
  private var isSearching = false
  /// The height of the search bar's row (0 without one).
  private var searchRowHeight: CGFloat { searchBar?.preferredHeight ?? 0 }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  /// Creates a navigation bar from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpBar() {
    titleLabel.font = UINavigationBar.defaultTitleFont
    titleLabel.textAlignment = .center
    titleLabel.accessibilityTraits = [.staticText, .header]
    // The large title is the bold large-title text style and follows the text size (the inline title and the
    // buttons keep their size, as on iOS).
    largeTitleLabel.font = UINavigationBar.defaultLargeTitleFont
    largeTitleLabel.adjustsFontForContentSizeCategory = true
    largeTitleLabel.accessibilityTraits = [.staticText, .header]
    addSubview(titleLabel)
    largeTitleArea.clipsToBounds = true
    largeTitleArea.addSubview(largeTitleLabel)
    addSubview(largeTitleArea)
    takeProxySettings()
  }

  /// How far the content below has scrolled from its top (negative when pulled down): a large title collapses by
  /// that much, to the inline title once it is gone, and stretches when pulled down, as on iOS.
  package var largeTitleScroll: CGFloat = 0 {
    didSet {
      guard largeTitleScroll != oldValue else { return }
      updateTitleVisibility()
      setNeedsLayout()
    }
  }

  /// The bar's height now: a large title's area shrinks as the content scrolls up (to 44 points) and grows as it is
  /// pulled down.
  package var visibleHeight: CGFloat {
    if isSearching { return searchRowHeight }
    let row = rowHeight
    return (showsLargeTitle ? max(row, row + largeTitleHeight - largeTitleScroll) : row) + searchRowHeight
  }

  /// Whether a large title has collapsed into the inline title.
  package var isLargeTitleCollapsed: Bool { showsLargeTitle && largeTitleScroll >= largeTitleHeight - 0.5 }

  /// Shows the top item's large title unless the height is compact.
  private func applyLargeTitle() {
    appliedLargeTitle = showsLargeTitle
    largeTitleLabel.text = showsLargeTitle ? titleLabel.text : nil
    largeTitleArea.isHidden = isSearching || !showsLargeTitle
    updateTitleVisibility()
  }

  /// The inline title shows without a large title, or once the large title has collapsed.
  private func updateTitleVisibility() {
    let inline = !showsLargeTitle || isLargeTitleCollapsed
    let alpha: CGFloat = inline ? 1 : 0
    if titleLabel.alpha != alpha { titleLabel.alpha = alpha }
  }

  /// The bar's height for its content.
  package var barHeight: CGFloat {
    if isSearching { return searchRowHeight }
    return (showsLargeTitle ? rowHeight + largeTitleHeight : rowHeight) + searchRowHeight
  }
  /// The large title's part of the bar: 52 points at the default text size, growing with the title's line.
  package var largeTitleHeight: CGFloat {
    let font = largeTitleLabel.font.adjusted(to: traitCollection)
    return (52 + font.lineHeight - UINavigationBar.defaultLargeTitleFont.lineHeight).rounded(.up)
  }
  /// The large title's font at the default text size.
  private static let defaultLargeTitleFont = UIFont(
    engineFont: FontDescriptor(size: 34, weight: UIFont.Weight.bold.rawValue), textStyle: .largeTitle)

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // A new text size changes the large title's height: the navigation controller lays its bars out again.
    if showsLargeTitle,
      previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    {
      superview?.setNeedsLayout()
      setNeedsLayout()
    }
    // Turning to or from landscape changes the row's height and whether a large title shows.
    if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
      applyLargeTitle()
      superview?.setNeedsLayout()
      setNeedsLayout()
    }
  }

  package func update(items: [UINavigationItem], titles: [String?], controller: UINavigationController) {
    self.items = items
    for view in leftViews + rightViews { view.removeFromSuperview() }
    titleView?.removeFromSuperview()
    leftViews = []
    rightViews = []
    if searchBar?.superview === self, searchBar !== items.last?.searchController?.searchBar {
      searchBar?.removeFromSuperview()
    }
    searchBar = nil
    isSearching = false
    guard let top = items.last else { return }
    if let search = top.searchController {
      search.host = controller
      searchBar = search.searchBar
      if search.searchBar.superview !== self { addSubview(search.searchBar) }
      isSearching = search.isActive && search.hidesNavigationBarDuringPresentation
    }
    let title = top.title ?? titles.last ?? nil
    let large =
      prefersLargeTitles
      && (top.largeTitleDisplayMode == .always
        || (top.largeTitleDisplayMode == .automatic
          && (items.count < 2 || items[items.count - 2].largeTitleDisplayMode != .never)))
    topWantsLargeTitle = large
    titleLabel.text = title
    applyLargeTitle()
    if let custom = top.titleView {
      titleView = custom
      addSubview(custom)
      titleLabel.text = nil
    }
    // A split view controller's display mode button leads the leftmost shown column's bar.
    if let split = controller.parent as? UISplitViewController, let button = split.displayModeButton(for: controller) {
      button.owner = controller
      leftViews.append(view(for: button))
    }
    if items.count > 1 && !top.hidesBackButton && (top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton) {
      let previous = items[items.count - 2]
      let backTitle: String?
      switch previous.backButtonDisplayMode {
      case .minimal: backTitle = nil
      case .generic: backTitle = "Back"
      case .default:
        backTitle =
          previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? titles[items.count - 2]
          ?? "Back"
      }
      let back = BarItemView(backTitle: backTitle)
      back.onTap = { [weak controller] in _ = controller?.popViewController(animated: true) }
      leftViews.append(back)
    }
    for item in top.leftBarButtonItems ?? [] { leftViews.append(view(for: item)) }
    for item in top.rightBarButtonItems ?? [] { rightViews.append(view(for: item)) }
    for view in leftViews + rightViews { addSubview(view) }
    // While searching, the search bar has the bar to itself.
    for view in leftViews + rightViews + [titleLabel, largeTitleArea] + (titleView.map { [$0] } ?? []) {
      view.isHidden = isSearching || (view === largeTitleArea && !showsLargeTitle)
    }
    setNeedsLayout()
  }

  private func view(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView {
      item.hostView = custom
      return custom
    }
    return BarItemView(item: item)
  }

  private var sideMargin: CGFloat { traitCollection.horizontalSizeClass == .regular || bounds.width >= 414 ? 20 : 16 }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if appliedLargeTitle != showsLargeTitle { applyLargeTitle() }
    let margin = sideMargin
    let row = rowHeight
    // Items keep inside the safe area's sides (an iPhone in landscape keeps them clear of the notch).
    let safe = safeAreaInsets
    var left = safe.left + (leftViews.first.map { ($0 as? BarItemView)?.isBack == true ? 8 : margin } ?? margin)
    for view in leftViews {
      let size = view is BarItemView ? view.intrinsicContentSize : view.bounds.size
      view.frame = CGRect(x: left, y: (row - size.height) / 2, width: size.width, height: size.height)
      left += size.width + 8
    }
    var right = bounds.width - margin - safe.right
    for view in rightViews {
      let size = view is BarItemView ? view.intrinsicContentSize : view.bounds.size
      right -= size.width
      view.frame = CGRect(x: right, y: (row - size.height) / 2, width: size.width, height: size.height)
      right -= 8
    }
    // The title is centred on the bar, narrowed to stay clear of the items.
    let inset = max(left, bounds.width - right) + 4
    let titleWidth = max(0, bounds.width - 2 * inset)
    if let titleView {
      let size = titleView.bounds.size
      titleView.frame = CGRect(
        x: (bounds.width - size.width) / 2, y: (row - size.height) / 2, width: size.width, height: size.height)
    }
    let titleSize = titleLabel.intrinsicContentSize
    if titleSize.width <= titleWidth {
      titleLabel.frame = CGRect(
        x: inset, y: (row - titleSize.height) / 2, width: titleWidth, height: titleSize.height)
    } else {
      // Too wide to centre between the items: as UIKit, it moves off centre into the free space between them,
      // and is truncated only when that space is too narrow.
      let free = max(0, right - left)
      let width = min(titleSize.width, free)
      let x = min(max((bounds.width - width) / 2, left), right - width)
      titleLabel.frame = CGRect(x: x, y: (row - titleSize.height) / 2, width: width, height: titleSize.height)
    }
    // The large title sits 8 points above the bar's bottom and moves with it, clipped to the area below the inline
    // row as it collapses.
    let largeSize = largeTitleLabel.intrinsicContentSize
    let areaHeight = isSearching ? 0 : max(0, visibleHeight - row - searchRowHeight)
    largeTitleArea.frame = CGRect(x: 0, y: row, width: bounds.width, height: areaHeight)
    largeTitleLabel.frame = CGRect(
      x: margin + safe.left, y: areaHeight - 8 - largeSize.height,
      width: max(0, bounds.width - 2 * margin - safe.left - safe.right), height: largeSize.height)
    if let searchBar {
      let rowHeight = searchRowHeight
      searchBar.frame = CGRect(x: 0, y: visibleHeight - rowHeight, width: bounds.width, height: rowHeight)
    }
    // Right to left, the back button and leading items are on the right, trailing items on the left.
    mirrorSubviewsForRightToLeft(
      leftViews + rightViews + [titleLabel] + (titleView.map { [$0] } ?? []))
  }
}

/// A bar of items at the bottom of a navigation controller: 44 points tall, 16-point side margins (20 on
/// regular width); flexible spaces share the free width.
@MainActor @preconcurrency open class UIToolbar: UIView {
  /// The items shown.
  open var items: [UIBarButtonItem]? {
    didSet { rebuild() }
  }
  /// A background color (nil: transparent at the scroll edge).
  open var barTintColor: UIColor? {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = barTintColor] in ($0 as? UIToolbar)?.barTintColor = v }
      }
      backgroundColor = barTintColor
    }
  }
  open var isTranslucent = true
  private var itemViews: [(UIBarButtonItem, UIView?)] = []

  /// The look while content scrolls beneath the toolbar (a copy of what is assigned).
  open var standardAppearance: UIToolbarAppearance {
    get { standardStorage }
    set { setAppearance(\.standardStorage, newValue.copy(), \.standardAppearance) }
  }
  /// The look in a compact height (nil: the standard one).
  open var compactAppearance: UIToolbarAppearance? {
    get { compactStorage }
    set { setAppearance(\.compactStorage, newValue?.copy(), \.compactAppearance) }
  }
  /// The look at the content's bottom edge (nil: the standard one with a transparent background).
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    get { scrollEdgeStorage }
    set { setAppearance(\.scrollEdgeStorage, newValue?.copy(), \.scrollEdgeAppearance) }
  }
  /// The look at the bottom edge in a compact height (nil: the scroll-edge one).
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    get { compactScrollEdgeStorage }
    set { setAppearance(\.compactScrollEdgeStorage, newValue?.copy(), \.compactScrollEdgeAppearance) }
  }
  private var standardStorage = UIToolbarAppearance()
  private var compactStorage: UIToolbarAppearance?
  private var scrollEdgeStorage: UIToolbarAppearance?
  private var compactScrollEdgeStorage: UIToolbarAppearance?
  /// The appearance's background (reaching below the bar over the home indicator) and hairline.
  package let appearanceBackground = UIView()
  private let appearanceHairline = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpToolbar()
  }

  /// Creates a toolbar from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpToolbar()
  }

  private func setUpToolbar() {
    appearanceBackground.isUserInteractionEnabled = false
    appearanceBackground.addSubview(appearanceHairline)
    insertSubview(appearanceBackground, at: 0)
    takeProxySettings()
  }

  private func setAppearance<Value>(
    _ key: ReferenceWritableKeyPath<UIToolbar, Value>, _ value: Value,
    _ property: ReferenceWritableKeyPath<UIToolbar, Value>
  ) {
    self[keyPath: key] = value
    // A proxy's value reaches each bar through the property, so each bar has its own copy.
    if isAppearanceProxy {
      AppearanceProxy.record(self, "\(property)") { ($0 as? UIToolbar)?[keyPath: property] = value }
    }
    superview?.setNeedsLayout()
  }

  /// The proxy generation this toolbar last took its settings from.
  private var appearanceGeneration = -1

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    takeProxySettings()
  }

  private func takeProxySettings() {
    guard !isAppearanceProxy, appearanceGeneration != AppearanceProxy.generation else { return }
    appearanceGeneration = AppearanceProxy.generation
    AppearanceProxy.apply(to: self)
  }

  /// Paints the toolbar with the appearance for the scroll state; `below` is how far its background reaches past
  /// its bottom edge (the home indicator's area).
  package func applyAppearance(scrolledUnder: Bool, below: CGFloat) {
    paintedByController = true
    paint(scrolledUnder: scrolledUnder, below: below)
  }

  /// Whether a navigation controller paints this toolbar (by its content's scroll state); a toolbar of its own (an
  /// input accessory, say) paints its standard appearance.
  private var paintedByController = false

  private func paint(scrolledUnder: Bool, below: CGFloat) {
    let compact = traitCollection.verticalSizeClass == .compact
    let standard = (compact ? compactAppearance : nil) ?? standardAppearance
    let appearance: UIToolbarAppearance
    if scrolledUnder {
      appearance = standard
    } else if let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance {
      appearance = edge
    } else {
      appearance = UIToolbarAppearance(barAppearance: standard)
      appearance.configureWithTransparentBackground()
    }
    appearance.paint(background: appearanceBackground, hairline: appearanceHairline)
    let frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + below)
    if appearanceBackground.frame != frame { appearanceBackground.frame = frame }
    let pixel = 1 / max(UIApplication.shared.screen.scale, 1)
    let line = CGRect(x: 0, y: 0, width: bounds.width, height: pixel)
    if appearanceHairline.frame != line { appearanceHairline.frame = line }
    for view in itemViews.compactMap(\.1) {
      guard let button = view as? BarItemView else { continue }
      button.apply(button.item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
    }
  }

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  private func rebuild() {
    for (_, view) in itemViews { view?.removeFromSuperview() }
    itemViews = (items ?? []).map { item in
      if item.isSpace { return (item, nil) }
      let view: UIView = item.customView ?? BarItemView(item: item)
      if let custom = item.customView { item.hostView = custom }
      addSubview(view)
      return (item, view)
    }
    setNeedsLayout()
  }

  /// A toolbar is 44 points tall (32 on an iPhone in landscape), as wide as offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let compact = traitCollection.verticalSizeClass == .compact && traitCollection.userInterfaceIdiom == .phone
    return CGSize(width: size.width, height: compact ? 32 : 44)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if !paintedByController { paint(scrolledUnder: true, below: 0) }
    let margin: CGFloat = traitCollection.horizontalSizeClass == .regular || bounds.width >= 414 ? 20 : 16
    let safe = safeAreaInsets
    func width(_ entry: (UIBarButtonItem, UIView?)) -> CGFloat {
      if let view = entry.1 { return view is BarItemView ? view.intrinsicContentSize.width : view.bounds.width }
      return entry.0.systemItem == .fixedSpace ? entry.0.width : 0
    }
    let flexible = itemViews.filter { $0.0.systemItem == .flexibleSpace }.count
    let fixed = itemViews.map(width).reduce(0, +)
    let gaps = CGFloat(max(itemViews.filter { $0.1 != nil }.count - 1, 0)) * 8
    let free = max(0, bounds.width - 2 * margin - safe.left - safe.right - fixed - gaps)
    let share = flexible > 0 ? free / CGFloat(flexible) : 0
    var x = margin + safe.left
    var previousWasView = false
    for entry in itemViews {
      if entry.0.systemItem == .flexibleSpace {
        x += share
        previousWasView = false
        continue
      }
      guard let view = entry.1 else {
        x += entry.0.width
        previousWasView = false
        continue
      }
      if previousWasView { x += 8 }
      let w = width(entry)
      let h = view is BarItemView ? 44 : view.bounds.height
      view.frame = CGRect(x: x, y: (bounds.height - h) / 2, width: w, height: h)
      x += w
      previousWasView = true
    }
    mirrorSubviewsForRightToLeft(itemViews.compactMap(\.1))
  }
}
