import Foundation

/// An affine transformation matrix for 2D graphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Linux: Foundation here lacks CoreGraphics' CGAffineTransform, so Tandem defines it with Apple's layout.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a transform from its six matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// Creates the identity transform.
  public init() { self = .identity }

  /// Creates a transform that translates by the given offsets.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a transform that scales by the given factors.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by `angle` radians (counter-clockwise in a y-up space, clockwise on
  /// a y-down screen).
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` and then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse transform, or `self` unchanged when the matrix is not invertible (as CoreGraphics does).
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Translates first by the offsets, then applies `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Scales first by the factors, then applies `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Rotates first by `angle` radians, then applies `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

/// A two-dimensional vector.
///
/// Linux: Foundation here lacks CoreGraphics' CGVector, so Tandem defines it.
public struct CGVector: Equatable, Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  /// The vector (0, 0).
  public static let zero = CGVector(dx: 0, dy: 0)
  /// Creates a vector from its components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// Creates the zero vector.
  public init() { self = .zero }
}

extension CGPoint {
  /// The point transformed by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t`'s linear part (translation ignored), as CoreGraphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle containing this rectangle's four transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    let r = standardized
    let (x0, y0) = (r.origin.x, r.origin.y)
    let (x1, y1) = (x0 + r.size.width, y0 + r.size.height)
    if t.b == 0 && t.c == 0 {
      // Scale and translation: two corners say it all (the same sums as transforming all four).
      let (ax, bx) = (t.a * x0 + t.tx, t.a * x1 + t.tx)
      let (ay, by) = (t.d * y0 + t.ty, t.d * y1 + t.ty)
      let (minX, minY) = (Swift.min(ax, bx), Swift.min(ay, by))
      return CGRect(x: minX, y: minY, width: Swift.max(ax, bx) - minX, height: Swift.max(ay, by) - minY)
    }
    let xs = (
      t.a * x0 + t.c * y0 + t.tx, t.a * x1 + t.c * y0 + t.tx, t.a * x0 + t.c * y1 + t.tx, t.a * x1 + t.c * y1 + t.tx
    )
    let ys = (
      t.b * x0 + t.d * y0 + t.ty, t.b * x1 + t.d * y0 + t.ty, t.b * x0 + t.d * y1 + t.ty, t.b * x1 + t.d * y1 + t.ty
    )
    let minX = Swift.min(xs.0, xs.1, xs.2, xs.3)
    let minY = Swift.min(ys.0, ys.1, ys.2, ys.3)
    return CGRect(
      x: minX, y: minY, width: Swift.max(xs.0, xs.1, xs.2, xs.3) - minX,
      height: Swift.max(ys.0, ys.1, ys.2, ys.3) - minY)
  }
}

extension CGAffineTransform {
  /// The mirror image across the vertical line at `x` (right-to-left flips of symbols, chevrons and views).
  package static func mirroring(acrossX x: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: 2 * x, y: 0).scaledBy(x: -1, y: 1)
  }
}
