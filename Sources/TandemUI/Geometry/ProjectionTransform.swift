import Foundation
import TandemGraphics

/// A plane projective transform: a 3×3 matrix applied to row vectors `(x, y, 1)`, then divided by the third
/// component (an affine transform when `m13` and `m23` are 0 and `m33` is 1).
@frozen public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The affine transform as a projective one.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// The 3D transform's action on the plane z = 0, projected (its x, y and w rows and columns).
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }

  init(matrix: [Double]) {
    (m11, m12, m13) = (matrix[0], matrix[1], matrix[2])
    (m21, m22, m23) = (matrix[3], matrix[4], matrix[5])
    (m31, m32, m33) = (matrix[6], matrix[7], matrix[8])
  }

  /// The nine entries, row-major.
  var matrix: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33].map { Double($0) } }

  /// Whether it leaves every point where it is.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether it is an affine transform (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Inverts the transform in place; false (and unchanged) when it has no inverse.
  public mutating func invert() -> Bool {
    guard let inverse = Matrix3.inverse(matrix) else { return false }
    self = ProjectionTransform(matrix: inverse)
    return true
  }

  /// The inverse (the transform itself when it has none).
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  /// This transform, then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(matrix: Matrix3.product(matrix, rhs.matrix))
  }

  /// The affine part (exact when `isAffine`).
  var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// The smallest rectangle holding where a rectangle's corners go (the rectangle itself when one goes to
  /// infinity).
  func boundingBox(of rect: CGRect) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].compactMap { Matrix3.apply(matrix, to: $0) }
    guard corners.count == 4 else { return rect }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

extension CGPoint {
  /// The point moved by a projective transform.
  public func applying(_ m: ProjectionTransform) -> CGPoint { Matrix3.apply(m.matrix, to: self) ?? self }
}
