import Foundation
import TandemGraphics

/// Delivery of mouse-wheel scrolling and key presses.
@MainActor enum KeyboardAndWheel {
  /// Scrolls the innermost scroll view under the pointer that can scroll in the wheel's direction.
  static func deliverScroll(_ event: UIEvent, in window: UIWindow) {
    var view = window.hitTest(event.scrollLocation, with: event)
    let vertical = abs(event.scrollDelta.dy) >= abs(event.scrollDelta.dx)
    while let current = view {
      if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
        vertical ? scrollView.canScrollVertically : scrollView.canScrollHorizontally
      {
        scrollView.scroll(byWheel: event.scrollDelta)
        return
      }
      view = current.superview
    }
  }

  /// Runs the first matching key command from the first responder up the chain; otherwise the first responder
  /// (or the window) gets the presses.
  static func deliverPresses(_ event: UIPressesEvent, in window: UIWindow) {
    // Without a first responder in this window (each window has its own, as on iOS), the chain starts at the
    // controller on screen (the topmost presented one, or the top of a navigation stack), so controllers' key
    // commands work.
    let first: UIResponder =
      FirstResponder.current(in: window) ?? window.visibleViewController?.viewIfLoaded ?? window
    for press in event.allPresses where press.phase == .began {
      guard let key = press.key else { continue }
      var responder: UIResponder? = first
      while let current = responder {
        if let command = current.keyCommands?.first(where: { $0.matches(key) }) {
          command.handler(command)
          return
        }
        responder = current.next
      }
    }
    if event.allPresses.contains(where: { $0.phase == .began }) {
      first.pressesBegan(event.allPresses, with: event)
    } else {
      first.pressesEnded(event.allPresses, with: event)
    }
  }}
