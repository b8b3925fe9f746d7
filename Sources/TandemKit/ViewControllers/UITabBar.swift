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
/// top trailing corner. With content scrolled beneath it the bar shows the chrome material with a hairline above;
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

  /// The bar's height above the safe area.
  package static let barHeight: CGFloat = 49

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
      let items = standardAppearance.stackedLayoutAppearance
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
    let width = bounds.width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: UITabBar.barHeight)
    }
    // Right to left, the first item is on the right.
    mirrorSubviewsForRightToLeft(buttons)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UITabBar.barHeight + safeAreaInsets.bottom)
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
  static let badgeFont = UIFont.systemFont(ofSize: 13)

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
    return base?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 18, weight: .medium, scale: .large))
      ?? base
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
    if let image {
      imageFrame = imageRect(image)
      image.draw(in: imageFrame, tint: color)
    }
    if let title = item.title, !title.isEmpty {
      let text = TextLayout.make(StyledText(title, font: TabBarButton.titleFont.engineFont))
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
    let badge = CGRect(x: x, y: image.minY - 3, width: width, height: height)
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
