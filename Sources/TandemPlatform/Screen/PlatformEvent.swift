import Foundation
import TandemGraphics

/// An input event from the platform (the window), in points of the screen's coordinate space.
package enum PlatformEvent: Equatable, Sendable {
  /// The mouse button or a finger went down.
  case pointerDown(CGPoint)
  /// The pointer moved while down.
  case pointerMoved(CGPoint)
  /// The mouse button or finger went up.
  case pointerUp(CGPoint)
  /// The wheel turned: points to scroll (positive: content moves up/left), at the pointer.
  case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint)
  /// A key went down: its characters (or a `UIKeyCommand.input…` name) and modifier flags (UIKit's raw values).
  case keyDown(String, modifiers: Int)
  /// Text was typed.
  case text(String)
  /// The window was closed.
  case quit
}
