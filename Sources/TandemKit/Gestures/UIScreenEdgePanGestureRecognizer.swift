import Foundation
import TandemGraphics

/// A pan that starts near an edge of the screen: it begins only for a touch that went down within 20 points of one
/// of its `edges` and moves away from that edge more than along it.
@MainActor @preconcurrency open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges a pan may start from.
  open var edges: UIRectEdge = []
  /// How near an edge the touch must go down.
  static let edgeWidth: CGFloat = 20

  override package func shouldBeginPan(_ touch: UITouch) -> Bool {
    guard let start = startPoint, let window = touch.window else { return false }
    let bounds = window.bounds
    let dx = touch.locationInWindow.x - start.x
    let dy = touch.locationInWindow.y - start.y
    let width = UIScreenEdgePanGestureRecognizer.edgeWidth
    if edges.contains(.left), start.x <= bounds.minX + width, dx > abs(dy) { return true }
    if edges.contains(.right), start.x >= bounds.maxX - width, -dx > abs(dy) { return true }
    if edges.contains(.top), start.y <= bounds.minY + width, dy > abs(dx) { return true }
    if edges.contains(.bottom), start.y >= bounds.maxY - width, -dy > abs(dx) { return true }
    return false
  }
}
