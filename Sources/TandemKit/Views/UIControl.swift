import Foundation
import TandemGraphics

/// An action with a title, image and handler, used by controls, bar button items and menus.
@MainActor @preconcurrency open class UIAction: UIMenuElement {
  /// An action's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  /// Attributes of a menu action.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1)
    public static let destructive = Attributes(rawValue: 2)
    public static let hidden = Attributes(rawValue: 4)
  }
  /// The on/off state of a menu action.
  public enum State: Int, Sendable { case off, on, mixed }

  public let identifier: Identifier
  open var discoverabilityTitle: String?
  open var attributes: Attributes
  open var state: State
  let handler: @MainActor (UIAction) -> Void
  /// The object that sent the action (the control), while the handler runs.
  public package(set) weak var sender: AnyObject?

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` set.
  package func perform(sender: AnyObject?) {
    // A pop-up button's menu: the chosen action becomes the selected one, and the button's title.
    if let button = sender as? UIButton, button.changesSelectionAsPrimaryAction { button.selectMenuAction(self) }
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// An element of a menu: an action or a submenu.
@MainActor @preconcurrency open class UIMenuElement: NSObject {
  /// The element's title.
  open var title: String
  /// The element's image.
  open var image: UIImage?
  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}

/// A menu of actions and submenus.
@MainActor @preconcurrency open class UIMenu: UIMenuElement {
  /// Options of a menu.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1)
    public static let destructive = Options(rawValue: 2)
    public static let singleSelection = Options(rawValue: 32)
  }
  /// The menu's elements.
  public let children: [UIMenuElement]
  public let options: Options
  /// Creates a menu.
  public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
  }
}

/// A view that turns touches into actions: buttons, page controls, text fields.
@MainActor @preconcurrency open class UIControl: UIView {
  /// A control's state flags.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Horizontal placement of content.
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  /// Vertical placement of content.
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  /// Whether the control takes touches and draws enabled.
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
  /// Whether the control is highlighted (pressed).
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
  /// Horizontal placement of content.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
  /// Vertical placement of content.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

  /// The control's state flags.
  open var state: State {
    var s: State = .normal
    if isHighlighted { s.insert(.highlighted) }
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    return s
  }

  /// Called when enabled, selected or highlighted changed.
  open func stateDidChange() { setNeedsDisplay() }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Adds an action for events; an action with the same identifier replaces the earlier one.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
    actions.append((action, controlEvents))
  }

  /// Removes an action from events.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Removes the action with an identifier from events.
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the handlers of actions registered for `controlEvents`.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
  }

  /// Runs one action with this control as sender.
  open func sendAction(_ action: UIAction) { action.perform(sender: self) }

  /// The events with actions.
  open var allControlEvents: Event { actions.reduce(into: Event()) { $0.formUnion($1.events) } }

  // MARK: Tracking

  /// Whether a touch is being tracked.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the control (with UIKit's 70-point slop).
  public private(set) var isTouchInside = false
  static let touchSlop: CGFloat = 70

  /// Starts tracking a touch; return false to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Continues tracking a touch; return false to stop.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Ends tracking a touch.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Cancels tracking.
  open func cancelTracking(with event: UIEvent?) {}

  /// Whether a touch up inside also sends `.primaryActionTriggered` (buttons do).
  package var sendsPrimaryActionOnTouchUpInside: Bool { false }

  /// Whether a touch is inside the control, with UIKit's 70-point slop.
  package func isWithinTouchSlop(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self))
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTracking = beginTracking(touch, with: event)
    isTouchInside = true
    isHighlighted = true
    sendActions(for: .touchDown)
    if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first, isTracking || isHighlighted else { return }
    let nowInside = isWithinTouchSlop(touch)
    if nowInside != isTouchInside { sendActions(for: nowInside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: nowInside ? .touchDragInside : .touchDragOutside)
    isTouchInside = nowInside
    isHighlighted = nowInside
    if isTracking { isTracking = continueTracking(touch, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let wasInside = isWithinTouchSlop(touch)
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isTouchInside = false
    if wasInside {
      touchUpInside(touch)
      sendActions(for: .touchUpInside)
      if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Subclass hook run just before `.touchUpInside` is sent.
  package func touchUpInside(_ touch: UITouch) {}

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }
}
