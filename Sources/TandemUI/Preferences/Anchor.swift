import Foundation
import TandemGraphics

/// A geometry value (a rectangle, a point) of a view, readable in another view's coordinates: a view publishes it
/// with `anchorPreference`, and a `GeometryProxy` resolves it (`proxy[anchor]`) in its own space.
@frozen public struct Anchor<Value>: @unchecked Sendable {
  /// The value in the graph's (the host's) coordinates.
  let value: Value
  /// The value moved by an offset.
  let offset: (Value, CGVector) -> Value

  /// What part of a view's geometry an anchor stands for, resolved when the view is placed.
  public struct Source: @unchecked Sendable {
    /// The value for the view's frame in the graph's coordinates.
    let resolve: (CGRect) -> Value
    let offset: (Value, CGVector) -> Value

    func anchor(in frame: CGRect) -> Anchor<Value> { Anchor(value: resolve(frame), offset: offset) }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      resolve: { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) },
      offset: { $0.offsetBy(dx: $1.dx, dy: $1.dy) })
  }
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(resolve: { $0 }, offset: { $0.offsetBy(dx: $1.dx, dy: $1.dy) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
      offset: { CGPoint(x: $0.x + $1.dx, y: $0.y + $1.dy) })
  }
  /// A point at a unit position of the view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) },
      offset: { CGPoint(x: $0.x + $1.dx, y: $0.y + $1.dy) })
  }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// An anchor's value in this proxy's coordinates (its view's top-leading corner is the origin).
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.offset(anchor.value, CGVector(dx: -globalFrame.minX, dy: -globalFrame.minY))
  }
}
