import Foundation
import TandemGraphics

/// One finger (or the mouse) on the screen: where it is, its phase and the view it started in.
@MainActor @preconcurrency open class UITouch: NSObject {
  /// The phases of a touch.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
  /// The kinds of touch.
  public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

  /// The touch's phase.
  public package(set) var phase: Phase = .began
  /// When the touch last changed, in seconds.
  public package(set) var timestamp: TimeInterval = 0
  /// How many times the finger tapped at this spot in quick succession.
  public package(set) var tapCount = 1
  /// The view the touch began in.
  public package(set) weak var view: UIView?
  /// The window of the touch.
  public package(set) weak var window: UIWindow?
  /// The kind of touch.
  public let type: TouchType
  /// The recognizers that receive the touch.
  public package(set) var gestureRecognizers: [UIGestureRecognizer]?

  package var locationInWindow: CGPoint = .zero
  package var previousLocationInWindow: CGPoint = .zero

  package init(type: TouchType = .direct) {
    self.type = type
  }

  /// The touch's location in a view's coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: window)
  }

  /// The previous location in a view's coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: window)
  }
}
