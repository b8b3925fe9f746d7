import Foundation
import TandemGraphics

/// The per-thread stack of current graphics contexts (what `UIGraphicsGetCurrentContext` returns).
enum GraphicsContextStack {
  private final class Stack { var contexts: [CGContext] = [] }
  private static let slot = ThreadLocalObject { Stack() }

  private static var stack: Stack { slot.object }

  static var current: CGContext? { stack.contexts.last }

  /// Runs `body` with `context` as the current context.
  static func with<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
    push(context)
    defer { pop() }
    return try body()
  }

  static func push(_ context: CGContext) { stack.contexts.append(context) }
  static func pop() { _ = stack.contexts.popLast() }
}

/// The current graphics context: the one `draw(_:)` or an image renderer is drawing into, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// Restores the graphics context that was current before the last push.
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

extension UIColor {
  /// Sets the current context's fill and stroke colors.
  public func set() {
    setFill()
    setStroke()
  }
  /// Sets the current context's fill color.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Sets the current context's stroke color.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

/// Fills a rectangle in the current context with its fill color.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a rectangle's outline in the current context.
public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
