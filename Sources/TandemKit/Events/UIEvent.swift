import Foundation

/// An event delivered to the app: its kind, when it happened and, for touch events, its touches.
@MainActor @preconcurrency open class UIEvent: NSObject {
  /// Kinds of events.
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

  /// The event's kind.
  public let type: EventType
  /// When the event happened, in seconds on the system's clock.
  public let timestamp: TimeInterval

  /// The touches of a touch event.
  package var touchSet: Set<UITouch> = []
  /// For scroll events (mouse wheel): the scroll amount in points and where the pointer is (window coordinates).
  package var scrollDelta: CGVector = .zero
  package var scrollLocation: CGPoint = .zero
  package weak var scrollWindow: UIWindow?

  package init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
    self.type = type
    self.timestamp = timestamp
    touchSet = touches
  }

  /// Every touch of the event.
  open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }
  /// The touches delivered to a view.
  open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }
  /// The touches in a window.
  open func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }
  /// The touches delivered to a gesture recognizer.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
}
