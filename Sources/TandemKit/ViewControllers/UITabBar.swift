import Foundation
import TandemGraphics

/// A tab bar's delegate (all methods optional).
@MainActor @preconcurrency public protocol UITabBarDelegate: AnyObject {
  /// The user selected an item.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of items at the bottom of the screen, one selected.
///
/// Metrics (iPhone, portrait): 49 points tall above the home indicator's safe area; items share the width equally,
/// each a symbol image (about 25 points) above a 10-point medium title; the selected item in the tint color, the
/// others in `unselectedItemTintColor` (system gray); a badge is a red capsule 18 points tall at the image's
/// top trailing corner. In a regular width (iPad) the bar is 50 points tall and its items are inline (the image
/// beside a 13-point title) and centred; in a compact height (iPhone landscape) it is 32 points tall with
/// compact inline items filling the width (UIKit's layouts before iPadOS 18; widths and gaps of centred items are
/// Tandem's estimates). With content scrolled beneath it the bar shows the chrome material with a hairline above;
/// at the content's bottom edge it is transparent (iOS 15's scroll-edge look).
@MainActor @preconcurrency open class UITabBar: UIView {
  /// The delegate.
  open weak var delegate: (any UITabBarDelegate)?
  /// The items, leading to trailing.
  open var items: [UITabBarItem]? { didSet { itemsChanged() } }
  /// The selected item.
  open var selectedItem: UITabBarItem? { didSet { updateSelection() } }
  /// The color of unselected items (nil: system gray).
  open var unselectedItemTintColor: UIColor? {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = unselectedItemTintColor] in
          ($0 as? UITabBar)?.unselectedItemTintColor = v
        }
      }
      updateSelection()
    }
  }
  /// A background color (nil: the material, or transparent at the content's edge).
  open var barTintColor: UIColor? {
    didSet {
      if isAppearanceProxy {
        AppearanceProxy.record(self, #function) { [v = barTintColor] in ($0 as? UITabBar)?.barTintColor = v }
      }
      updateBackground()
    }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true

  /// The look while content scrolls beneath the bar (a copy of what is assigned).
  open var standardAppearance: UITabBarAppearance {
    get { standardStorage }
    set { setAppearance(\.standardStorage, newValue.copy(), \.standardAppearance) }
  }
  /// The look at the content's bottom edge (nil: the standard one with a transparent background).
  open var scrollEdgeAppearance: UITabBarAppearance? {
    get { scrollEdgeStorage }
    set { setAppearance(\.scrollEdgeStorage, newValue?.copy(), \.scrollEdgeAppearance) }
  }
  private var standardStorage = UITabBarAppearance()
  private var scrollEdgeStorage: UITabBarAppearance?

  private func setAppearance<Value>(
    _ key: ReferenceWritableKeyPath<UITabBar, Value>, _ value: Value,
    _ property: ReferenceWritableKeyPath<UITabBar, Value>
  ) {
    self[keyPath: key] = value
    // A proxy's value reaches each bar through the property, so each bar has its own copy.
    if isAppearanceProxy {
      AppearanceProxy.record(self, "\(property)") { ($0 as? UITabBar)?[keyPath: property] = value }
    }
    updateBackground()
    updateSelection()
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

  /// The appearance for the scroll state.
  private var resolvedAppearance: UITabBarAppearance {
    if showsBackground { return standardAppearance }
    if let scrollEdgeAppearance { return scrollEdgeAppearance }
    let transparent = UITabBarAppearance(barAppearance: standardAppearance)
    transparent.configureWithTransparentBackground()
    return transparent
  }

  /// Sets the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  /// How the items are placed across the bar.
  public enum ItemPositioning: Int, Sendable {
    /// Fill in a compact width, centred in a regular one.
    case automatic = 0
    /// The items share the bar's width.
    case fill = 1
    /// The items keep their widths and are centred.
    case centered = 2
  }
  /// How the items are placed (`.automatic`: by the horizontal size class).
  open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
  /// The width of centred items (0: each as wide as its content and padding).
  open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// The gap between centred items (0: the system's).
  open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }

  /// The items' layout for the bar's traits: inline in a regular width, compact inline in a compact height.
  package var itemLayout: UITabBarItemAppearanceStyle {
    if traitCollection.horizontalSizeClass == .regular { return .inline }
    if traitCollection.verticalSizeClass == .compact { return .compactInline }
    return .stacked
  }

  /// The bar's height above the safe area, for its layout.
  package var barHeight: CGFloat {
    switch itemLayout {
    case .stacked: 49
    case .inline: 50
    case .compactInline: 32
    }
  }

  private let background = UIView()
  private let hairline = UIView()
  private var buttons: [TabBarButton] = []

  /// The background the shown content asks for (SwiftUI's `toolbarBackground(_:for: .tabBar)`).
  package var backgroundOverride: BarBackground? { didSet { if backgroundOverride != oldValue { updateBackground() } } }
  /// Whether content scrolls beneath the bar (the material shows).
  package var showsBackground = false { didSet { if showsBackground != oldValue { updateBackground() } } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBar()
  }

  /// Creates a tab bar from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpBar()
  }

  private func setUpBar() {
    background.isUserInteractionEnabled = false
    hairline.backgroundColor = .separator
    background.addSubview(hairline)
    addSubview(background)
    accessibilityTraits = .tabBar
    updateBackground()
    takeProxySettings()
  }

  /// The background the content asks for, else the bar tint color, else the appearance for the scroll state.
  private func updateBackground() {
    if backgroundOverride != nil || barTintColor != nil {
      let color = backgroundOverride?.color ?? barTintColor
      let visible = backgroundOverride?.visibility ?? (showsBackground || color != nil)
      background.isHidden = !visible
      hairline.isHidden = false
      hairline.backgroundColor = .separator
      background.fillAsBarBackground(color)
    } else {
      resolvedAppearance.paint(background: background, hairline: hairline)
    }
  }

  /// The items or one of their properties changed: the buttons are made again.
  package func itemsChanged() {
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).map { item in
      item.owner = self
      let button = TabBarButton(item: item)
      button.onTap = { [weak self, weak item] in
        guard let self, let item, item.isEnabled else { return }
        self.userSelected(item)
      }
      addSubview(button)
      return button
    }
    updateSelection()
    setNeedsLayout()
  }

  private func userSelected(_ item: UITabBarItem) {
    selectedItem = item
    delegate?.tabBar(self, didSelect: item)
  }

  private func updateSelection() {
    for button in buttons {
      button.isSelected = button.item === selectedItem
      button.layoutStyle = itemLayout
      let items =
        switch itemLayout {
        case .stacked: standardAppearance.stackedLayoutAppearance
        case .inline: standardAppearance.inlineLayoutAppearance
        case .compactInline: standardAppearance.compactInlineLayoutAppearance
        }
      button.unselectedColor = unselectedItemTintColor ?? items.normal.iconColor ?? items.normal.titleColor
      button.selectedColor = items.selected.iconColor ?? items.selected.titleColor
      button.setNeedsDisplay()
    }
  }

  /// The button showing an item (for the driver and tests).
  package func button(for item: UITabBarItem) -> UIControl? { buttons.first { $0.item === item } }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    for button in buttons { button.setNeedsDisplay() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    let pixel = 1 / max(UIApplication.shared.screen.scale, 1)
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: pixel)
    guard !buttons.isEmpty else { return }
    if buttons.first?.layoutStyle != itemLayout { updateSelection() }
    let height = barHeight
    let centered =
      itemPositioning == .centered || (itemPositioning == .automatic && traitCollection.horizontalSizeClass == .regular)
    if centered {
      let widths = buttons.map { itemWidth > 0 ? itemWidth : $0.contentWidth + 32 }
      let spacing = itemSpacing > 0 ? itemSpacing : 20
      let total = widths.reduce(0, +) + spacing * CGFloat(buttons.count - 1)
      var x = max(0, (bounds.width - total) / 2)
      for (button, width) in zip(buttons, widths) {
        button.frame = CGRect(x: x, y: 0, width: width, height: height)
        x += width + spacing
      }
    } else {
      // The items share the width inside the safe area's sides.
      let safe = safeAreaInsets
      let width = max(0, bounds.width - safe.left - safe.right) / CGFloat(buttons.count)
      for (index, button) in buttons.enumerated() {
        button.frame = CGRect(x: safe.left + CGFloat(index) * width, y: 0, width: width, height: height)
      }
    }
    // Right to left, the first item is on the right.
    mirrorSubviewsForRightToLeft(buttons)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateSelection()
    setNeedsLayout()
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight + safeAreaInsets.bottom)
  }
}

/// One item of a tab bar: its image above its title, tinted as selected or not, and its badge.
@MainActor final class TabBarButton: UIControl {
  let item: UITabBarItem
  var onTap: (@MainActor () -> Void)?
  var unselectedColor: UIColor?
  /// The selected item's color from the bar's appearance (nil: the tint color).
  var selectedColor: UIColor?

  static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
  static let inlineTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
  static let badgeFont = UIFont.systemFont(ofSize: 13)
  /// Stacked (image above title) or inline (image beside title).
  var layoutStyle = UITabBarItemAppearanceStyle.stacked {
    didSet { if layoutStyle != oldValue { setNeedsDisplay() } }
  }
  /// The gap between an inline item's image and title.
  static let inlineGap: CGFloat = 6

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    isEnabled = item.isEnabled
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.image?.symbolName
    accessibilityIdentifier = item.accessibilityIdentifier
    accessibilityValue = item.badgeValue.map { $0.isEmpty ? "New item" : "\($0) new items" }
    backgroundColor = nil
    isOpaque = false
  }

  required init?(coder: NSCoder) { return nil }

  override var isSelected: Bool {
    didSet { accessibilityTraits = isSelected ? [.button, .selected] : .button }
  }

  private var image: UIImage? {
    let base = (isSelected ? item.selectedImage : nil) ?? item.image
    let pointSize: CGFloat = layoutStyle == .compactInline ? 15 : 18
    let scale: UIImage.SymbolScale = layoutStyle == .compactInline ? .medium : .large
    return base?.applyingSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: pointSize, weight: .medium, scale: scale)) ?? base
  }

  private var titleLayout: TextLayout? {
    guard let title = item.title, !title.isEmpty else { return nil }
    let font = layoutStyle == .stacked ? TabBarButton.titleFont : TabBarButton.inlineTitleFont
    return TextLayout.make(StyledText(title, font: font.engineFont))
  }

  /// The width of an inline item's image, gap and title (a centred bar sizes items from it).
  var contentWidth: CGFloat {
    let imageWidth = image?.size.width ?? 0
    let titleWidth = titleLayout?.size.width ?? 0
    if layoutStyle == .stacked { return max(imageWidth, titleWidth) }
    return imageWidth + (imageWidth > 0 && titleWidth > 0 ? TabBarButton.inlineGap : 0) + titleWidth
  }

  /// Where the image goes: centred, its middle 17 points below the bar's top.
  private func imageRect(_ image: UIImage) -> CGRect {
    let size = image.size
    return CGRect(x: (bounds.width - size.width) / 2, y: 17 - size.height / 2, width: size.width, height: size.height)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var color = (isSelected ? selectedColor ?? tintColor : unselectedColor ?? .systemGray).resolvedCGColor(
      traitCollection)
    if !isEnabled { color = color.copy(alpha: color.alpha * 0.4)! }
    var imageFrame = CGRect(x: bounds.midX, y: 17, width: 0, height: 0)
    let text = titleLayout
    if layoutStyle != .stacked {
      // Inline: the image and the title side by side, centred in the item (mirrored right to left).
      let imageSize = image?.size ?? .zero
      var x = (bounds.width - contentWidth) / 2
      let midY = bounds.height / 2
      if let image {
        imageFrame = CGRect(x: x, y: midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        if isRightToLeft { imageFrame.origin.x = bounds.width - imageFrame.maxX }
        image.draw(in: imageFrame, tint: color)
        x += imageSize.width + TabBarButton.inlineGap
      }
      if let text {
        var origin = CGPoint(x: x, y: midY - text.size.height / 2)
        if isRightToLeft { origin.x = bounds.width - origin.x - text.size.width }
        text.draw(in: context, at: origin, defaultColor: color)
      }
      if let badge = item.badgeValue { drawBadge(badge, near: imageFrame, in: context) }
      return
    }
    if let image {
      imageFrame = imageRect(image)
      image.draw(in: imageFrame, tint: color)
    }
    if let text {
      let origin = CGPoint(x: (bounds.width - text.size.width) / 2, y: 38 - text.size.height / 2)
      text.draw(in: context, at: origin, defaultColor: color)
    }
    if let badge = item.badgeValue { drawBadge(badge, near: imageFrame, in: context) }
  }

  private func drawBadge(_ value: String, near image: CGRect, in context: CGContext) {
    let fill = (item.badgeColor ?? .systemRed).resolvedCGColor(traitCollection)
    let text = value.isEmpty ? nil : TextLayout.make(StyledText(value, font: TabBarButton.badgeFont.engineFont))
    let height: CGFloat = value.isEmpty ? 10 : 18
    let width = max(height, (text?.size.width ?? 0) + 10)
    // The badge starts a little right of the image's centre line, overlapping its top.
    let mirrored = isRightToLeft
    let x = mirrored ? image.midX - 6 - width : image.midX + 6
    // Inline, the badge rises above the image's top so that it leaves the title beside the image readable.
    let y = layoutStyle == .stacked ? image.minY - 3 : image.minY - height / 2 - 2
    let badge = CGRect(x: x, y: y, width: width, height: height)
    context.setFillColor(fill)
    context.addPath(CGPath(roundedRect: badge, cornerWidth: height / 2, cornerHeight: height / 2, transform: nil))
    context.fillPath()
    if let text {
      text.draw(
        in: context,
        at: CGPoint(x: badge.midX - text.size.width / 2, y: badge.midY - text.size.height / 2),
        defaultColor: UIColor.white.resolvedCGColor(traitCollection))
    }
  }

  override func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    guard controlEvents.contains(.touchUpInside) || controlEvents.contains(.primaryActionTriggered) else { return }
    onTap?()
  }
}
