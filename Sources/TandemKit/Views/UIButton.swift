import Foundation
import TandemGraphics

/// A control that runs an action when tapped, drawn from a `UIButton.Configuration` (iOS 15 style) or from
/// per-state titles and images (classic style).
@MainActor @preconcurrency open class UIButton: UIControl {
  /// Classic button types.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// The appearance of a configured button: style, title, image, colors, size and insets.
  public struct Configuration: Hashable, @unchecked Sendable {
    /// How rounded the background is.
    public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
    /// The button's size, setting its font and insets.
    public enum Size: Int, Sendable { case mini, small, medium, large }
    /// Where the title sits against a subtitle.
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

    enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
    let style: Style

    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    /// Where the image sits against the title.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    /// The color of title, subtitle and image (nil: from the style and tint).
    public var baseForegroundColor: UIColor?
    /// The background color (nil: from the style and tint).
    public var baseBackgroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    /// The insets around the content (defaults follow `buttonSize`).
    public var contentInsets: NSDirectionalEdgeInsets
    /// The symbol configuration of the image.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// A fixed background corner radius, for `.fixed` corner style.
    public var background = BackgroundConfiguration()

    /// The background part of a button configuration.
    public struct BackgroundConfiguration: Hashable, @unchecked Sendable {
      public var backgroundColor: UIColor?
      public var cornerRadius: CGFloat = 0
      public var strokeColor: UIColor?
      public var strokeWidth: CGFloat = 0
      public init() {}
    }

    init(style: Style) {
      self.style = style
      contentInsets = Configuration.insets(for: .medium, style: style)
    }

    static func insets(for size: Size, style: Style) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// The title font for the button size (large and medium: 17 pt; small: 15 pt; mini: 12 pt).
    var titleFont: UIFont {
      switch buttonSize {
      case .large, .medium: .systemFont(ofSize: 17)
      case .small: .systemFont(ofSize: 15)
      case .mini: .systemFont(ofSize: 12)
      }
    }

    /// The corner radius for the style and size (dynamic: 6 medium, 8 large, 5 small, 4 mini).
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .capsule: height / 2
      case .small: 4
      case .medium: 6
      case .large: 8
      case .dynamic:
        switch buttonSize {
        case .mini: 4
        case .small: 5
        case .medium: 6
        case .large: 8
        }
      }
    }

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image === rhs.image
        && lhs.baseForegroundColor == rhs.baseForegroundColor && lhs.baseBackgroundColor == rhs.baseBackgroundColor
        && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
        && lhs.contentInsets == rhs.contentInsets && lhs.imagePadding == rhs.imagePadding
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
      hasher.combine(subtitle)
    }
  }

  /// The configuration drawn (nil: classic per-state drawing).
  open var configuration: Configuration? {
    didSet { configurationChanged() }
  }
  /// Called to update the configuration for the current state.
  open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?

  /// The menu the button shows: on a tap when `showsMenuAsPrimaryAction` is true, else when it is held down
  /// (half a second, as a long press).
  open var menu: UIMenu? {
    didSet { if changesSelectionAsPrimaryAction { showSelectedMenuAction() } }
  }
  /// Whether a tap shows the menu instead of sending the primary action.
  open var showsMenuAsPrimaryAction = false
  /// Whether the menu is a pop-up of choices: one action is selected (`state == .on`; the first when none is), the
  /// button shows its title, and choosing another selects it.
  open var changesSelectionAsPrimaryAction = false {
    didSet { if changesSelectionAsPrimaryAction { showSelectedMenuAction() } }
  }

  /// The menu's actions, depth first.
  private var menuActions: [UIAction] {
    func actions(in element: UIMenuElement) -> [UIAction] {
      if let action = element as? UIAction { return [action] }
      return (element as? UIMenu)?.children.flatMap(actions(in:)) ?? []
    }
    return menu.map(actions(in:)) ?? []
  }

  /// Makes `action` the selected one of the menu.
  func selectMenuAction(_ action: UIAction) {
    for each in menuActions { each.state = each === action ? .on : .off }
    showSelectedMenuAction()
  }

  /// Shows the selected action's title (selecting the first action when none is).
  private func showSelectedMenuAction() {
    let actions = menuActions
    guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
    if selected.state != .on { selected.state = .on }
    if configuration != nil {
      configuration?.title = selected.title
    } else {
      setTitle(selected.title, for: .normal)
    }
  }

  private var menuPress: Int?
  private var menuShownByPress = false

  private func stopMenuPress() {
    if let menuPress { UIApplication.shared.output.clock.removeObserver(menuPress) }
    menuPress = nil
  }

  private func showMenu() {
    guard let menu else { return }
    sendActions(for: .menuActionTriggered)
    MenuViewController.show(menu, from: self, sender: self)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    menuShownByPress = false
    guard isEnabled, menu != nil, !showsMenuAsPrimaryAction else { return }
    let clock = UIApplication.shared.output.clock
    let start = clock.now
    stopMenuPress()
    menuPress = clock.addObserver { [weak self] time in
      guard let self, time - start >= 0.5 else { return }
      self.stopMenuPress()
      guard self.isHighlighted else { return }
      self.menuShownByPress = true
      self.menuTakesTheTouch()
      self.showMenu()
    }
    UIApplication.shared.frameDriverNeeded()
  }

  /// The menu takes over the touch: the control's tracking is cancelled (`.touchCancel`), as UIKit's menu
  /// interaction cancels it, so no tap is sent.
  private func menuTakesTheTouch() { super.touchesCancelled([], with: nil) }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    stopMenuPress()
    // A press that opened the menu sends no tap.
    if menuShownByPress {
      menuShownByPress = false
      return
    }
    guard showsMenuAsPrimaryAction, menu != nil, isEnabled, let touch = touches.first,
      bounds.contains(touch.location(in: self))
    else { return super.touchesEnded(touches, with: event) }
    menuTakesTheTouch()
    showMenu()
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    stopMenuPress()
    super.touchesCancelled(touches, with: event)
  }
  /// The classic type.
  public private(set) var buttonType: ButtonType = .custom

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]

  /// Creates a custom button.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpButton()
  }

  /// Creates a button from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpButton()
    if let raw = InterfaceCoding.value(Int.self, InterfaceCoding.ButtonKey.buttonType, in: coder),
      let type = ButtonType(rawValue: raw)
    {
      buttonType = type
      setTypeImage()
    }
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpButton() {
    isOpaque = false
    contentMode = .redraw
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  /// Creates a classic button of a type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    setTypeImage()
  }

  /// The symbol a classic type shows.
  private func setTypeImage() {
    if buttonType == .contactAdd { setImage(UIImage(systemName: "plus.circle"), for: .normal) }
    if buttonType == .close { setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal) }
    if buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark {
      setImage(UIImage(systemName: "info.circle"), for: .normal)
    }
  }

  /// Creates a classic button of a type with a primary action.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a configured button with an optional primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    buttonType = .system
    var config = configuration
    if let primaryAction {
      if config.title == nil { config.title = primaryAction.title.isEmpty ? nil : primaryAction.title }
      if config.image == nil { config.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = config
  }

  private func configurationChanged() {
    accessibilityLabel = currentTitle
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Asks for `updateConfiguration()` for the current state: once, in the next commit (or the button's next layout,
  /// whichever comes first), however many changes ask for it.
  open func setNeedsUpdateConfiguration() {
    UIApplication.shared.scheduleCommitUpdate(self)
    setNeedsLayout()
  }
  /// Applies the configuration for the current state.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
    setNeedsDisplay()
  }

  /// Lays out with the configuration up to date (a pending configuration update runs first, as in UIKit).
  open override func layoutSubviews() {
    UIApplication.shared.commitCycle.performNowIfScheduled(self)
    super.layoutSubviews()
  }

  open override func stateDidChange() {
    super.stateDidChange()
    if configuration != nil { setNeedsUpdateConfiguration() }
    accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
  }

  // MARK: Classic per-state content

  private func value<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[0] }

  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    configurationChanged()
  }
  /// The title for a state.
  open func title(for state: State) -> String? { value(titles, state) }
  /// Sets the title color for a state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    setNeedsDisplay()
  }
  /// The title color for a state.
  open func titleColor(for state: State) -> UIColor? { value(titleColors, state) }
  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    configurationChanged()
  }
  /// The image for a state.
  open func image(for state: State) -> UIImage? { value(images, state) }
  /// The title shown now: a title set for the state (or for normal) takes the place of the configuration's, as in
  /// UIKit.
  open var currentTitle: String? { title(for: state) ?? configuration?.title }
  /// The image shown now.
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

  // MARK: Resolved appearance

  struct Appearance {
    var title: String?
    var subtitle: String?
    var titleFont: UIFont
    var image: UIImage?
    var foreground: UIColor
    var background: UIColor?
    var cornerRadius: (CGFloat) -> CGFloat
    var insets: NSDirectionalEdgeInsets
    var imagePadding: CGFloat
    var stroke: (UIColor, CGFloat)?
  }

  /// The colors and content for the configuration (or classic state) and the current state.
  func appearance() -> Appearance {
    let tint: UIColor = tintColor
    guard let c = configuration else {
      var color = titleColor(for: state) ?? (buttonType == .custom ? .white : tint)
      if buttonType == .system && isHighlighted { color = color.withAlphaComponent(0.2) }
      if !isEnabled && titleColors[State.disabled.rawValue] == nil {
        color = buttonType == .system ? .systemGray3 : color.withAlphaComponent(0.5)
      }
      return Appearance(
        title: title(for: state), subtitle: nil, titleFont: .systemFont(ofSize: buttonType == .system ? 15 : 18),
        image: image(for: state), foreground: color, background: nil, cornerRadius: { _ in 0 }, insets: .zero,
        imagePadding: 0, stroke: nil)
    }
    var foreground: UIColor
    var background: UIColor?
    switch c.style {
    case .filled, .borderedProminent:
      foreground = c.baseForegroundColor ?? .white
      background = c.baseBackgroundColor ?? tint
    case .tinted, .borderedTinted:
      foreground = c.baseForegroundColor ?? tint
      background = c.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
    case .gray, .bordered:
      foreground = c.baseForegroundColor ?? tint
      background = c.baseBackgroundColor ?? .tertiarySystemFill
    case .plain, .borderless:
      foreground = c.baseForegroundColor ?? tint
      background = c.baseBackgroundColor ?? c.background.backgroundColor
    }
    if !isEnabled {
      foreground = .tertiaryLabel
      if background != nil { background = .quaternarySystemFill }
    } else if isHighlighted {
      // A pressed button fades (fills to 80 %, text to 50 %): Tandem's figures from iOS screenshots, no source yet.
      if c.style == .filled || c.style == .borderedProminent {
        background = background?.withAlphaComponent(0.8)
      } else {
        foreground = foreground.withAlphaComponent(0.5)
      }
    }
    var image = c.image
    if let symbolConfig = c.preferredSymbolConfigurationForImage, let current = image {
      image = current.applyingSymbolConfiguration(symbolConfig)
    }
    return Appearance(
      title: title(for: state) ?? c.title, subtitle: c.subtitle, titleFont: c.titleFont, image: image,
      foreground: foreground,
      background: background, cornerRadius: c.cornerRadius(height:), insets: c.contentInsets,
      imagePadding: c.imagePadding > 0 ? c.imagePadding : (c.image != nil && c.title != nil ? 8 : 0),
      stroke: c.background.strokeWidth > 0 ? (c.background.strokeColor ?? foreground, c.background.strokeWidth) : nil)
  }

  private func titleLayout(_ a: Appearance) -> TextLayout? {
    guard let title = a.title, !title.isEmpty else { return nil }
    return TextLayout.make(
      StyledText(title, font: a.titleFont.engineFont, color: a.foreground.resolvedCGColor(traitCollection)))
  }

  private func subtitleLayout(_ a: Appearance) -> TextLayout? {
    guard let subtitle = a.subtitle, !subtitle.isEmpty else { return nil }
    return TextLayout.make(
      StyledText(
        subtitle, font: UIFont.systemFont(ofSize: 15).engineFont, color: a.foreground.resolvedCGColor(traitCollection)))
  }

  /// Where the image sits against the text (classic buttons: leading).
  private var placement: NSDirectionalRectEdge { configuration?.imagePlacement ?? .leading }
  private var isVertical: Bool { placement == .top || placement == .bottom }

  /// The text block's size: title over subtitle.
  private func textSize(_ a: Appearance) -> CGSize {
    let title = titleLayout(a)?.size ?? .zero
    let subtitle = subtitleLayout(a)?.size ?? .zero
    return CGSize(width: max(title.width, subtitle.width), height: title.height + subtitle.height)
  }

  /// Content size (image and text placed by `imagePlacement`) without insets.
  private func contentSize(_ a: Appearance) -> CGSize {
    let text = textSize(a)
    let image = a.image?.size ?? .zero
    let padding = a.image != nil && text != .zero ? a.imagePadding : 0
    return isVertical
      ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
      : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
  }

  /// The image and text rectangles inside `inner` for the content alignment and image placement.
  fileprivate func contentRects(_ a: Appearance, in inner: CGRect) -> (image: CGRect, text: CGRect) {
    let content = contentSize(a)
    let text = textSize(a)
    let image = a.image?.size ?? .zero
    let padding = a.image != nil && text != .zero ? a.imagePadding : 0
    var x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading: x = inner.minX
    case .right, .trailing: x = inner.maxX - content.width
    default: x = inner.minX + (inner.width - content.width) / 2
    }
    let top = inner.midY - content.height / 2
    switch placement {
    case .top:
      return (
        CGRect(x: x + (content.width - image.width) / 2, y: top, width: image.width, height: image.height),
        CGRect(
          x: x + (content.width - text.width) / 2, y: top + image.height + padding, width: text.width,
          height: text.height)
      )
    case .bottom:
      return (
        CGRect(
          x: x + (content.width - image.width) / 2, y: top + text.height + padding, width: image.width,
          height: image.height),
        CGRect(x: x + (content.width - text.width) / 2, y: top, width: text.width, height: text.height)
      )
    case .trailing:
      return (
        CGRect(x: x + text.width + padding, y: inner.midY - image.height / 2, width: image.width, height: image.height),
        CGRect(x: x, y: inner.midY - text.height / 2, width: text.width, height: text.height)
      )
    default:
      return (
        CGRect(x: x, y: inner.midY - image.height / 2, width: image.width, height: image.height),
        CGRect(x: x + image.width + padding, y: inner.midY - text.height / 2, width: text.width, height: text.height)
      )
    }
  }

  open override var intrinsicContentSize: CGSize {
    let a = appearance()
    let content = contentSize(a)
    let scale = max(traitCollection.displayScale, 1)
    func ceilPixel(_ v: CGFloat) -> CGFloat { (v * scale - 1e-9).rounded(.up) / scale }
    return CGSize(
      width: ceilPixel(content.width + a.insets.leading + a.insets.trailing),
      height: ceilPixel(content.height + a.insets.top + a.insets.bottom))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let a = appearance()
    let traits = traitCollection
    if let background = a.background {
      let path = CGMutablePath()
      path.addRoundedRect(in: bounds, radius: a.cornerRadius(bounds.height), curve: .continuous)
      context.beginPath()
      context.addPath(path)
      context.setFillColor(background.resolvedCGColor(traits))
      context.fillPath()
      if let (stroke, width) = a.stroke {
        context.beginPath()
        context.addPath(path)
        context.setStrokeColor(stroke.resolvedCGColor(traits))
        context.setLineWidth(width)
        context.strokePath()
      }
    }
    let inner = bounds.inset(
      by: UIEdgeInsets(top: a.insets.top, left: a.insets.leading, bottom: a.insets.bottom, right: a.insets.trailing))
    let (imageRect, textRect) = contentRects(a, in: inner)
    let color = a.foreground.resolvedCGColor(traits)
    a.image?.draw(in: imageRect, tint: color)
    if let title = titleLayout(a) {
      title.draw(in: context, at: textRect.origin, defaultColor: color)
      subtitleLayout(a)?.draw(
        in: context, at: CGPoint(x: textRect.minX, y: textRect.minY + title.size.height), defaultColor: color)
    }
  }

  package override var sendsPrimaryActionOnTouchUpInside: Bool { true }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsDisplay()
  }

  /// The button's size rounds to the display's pixels: a button made before it joins a window of another scale
  /// (an iPad's 2x, an iPhone's 3x) measures again there.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.displayScale != traitCollection.displayScale {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  package override func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat {
    let a = appearance()
    guard let title = titleLayout(a) else { return height }
    let inner = CGRect(x: 0, y: a.insets.top, width: bounds.width, height: height - a.insets.top - a.insets.bottom)
    return contentRects(a, in: inner).text.minY + title.firstBaseline
  }
}

/// Edges in leading/trailing terms.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1)
  public static let leading = NSDirectionalRectEdge(rawValue: 2)
  public static let bottom = NSDirectionalRectEdge(rawValue: 4)
  public static let trailing = NSDirectionalRectEdge(rawValue: 8)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton: CommitUpdating {
  package func performCommitUpdate() { updateConfiguration() }
}

extension UIButton: DrawnTextSource {
  /// The title as drawn: never truncated (a button's title is one line), clipped when it runs past the room its
  /// insets leave.
  package var drawnTextFacts: DrawnTextFacts? {
    let a = appearance()
    guard let title = a.title, !title.isEmpty else { return nil }
    let inner = innerBounds(a)
    let text = contentRects(a, in: inner).text
    let descriptor = a.titleFont.engineFont
    return DrawnTextFacts(
      isTruncated: false, isClipped: text.minX < inner.minX - 0.5 || text.maxX > inner.maxX + 0.5,
      pointSize: descriptor.size, isBold: descriptor.weight >= FontWeightValue.bold)
  }

  /// Where the title is drawn, in the button's coordinates (nil without a title).
  package var drawnTitleFrame: CGRect? {
    let a = appearance()
    guard let title = a.title, !title.isEmpty else { return nil }
    return contentRects(a, in: innerBounds(a)).text
  }

  private func innerBounds(_ a: Appearance) -> CGRect {
    bounds.inset(
      by: UIEdgeInsets(top: a.insets.top, left: a.insets.leading, bottom: a.insets.bottom, right: a.insets.trailing))
  }
}
