import Foundation

/// A 4×4 homogeneous transform of a layer, in Core Animation's row-vector convention.
///
/// Linux: Tandem composites in 2D; only the affine part (m11, m12, m21, m22, m41, m42) is drawn, so
/// perspective (m34) and rotations about x or y are ignored when rendering.
public struct CATransform3D: Equatable, Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
  /// The identity transform.
  public init() {}
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation of `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let (s, c) = (sin(angle), cos(angle))
  let k = 1 - c
  var t = CATransform3D()
  t.m11 = c + ux * ux * k
  t.m12 = ux * uy * k + uz * s
  t.m13 = ux * uz * k - uy * s
  t.m21 = uy * ux * k - uz * s
  t.m22 = c + uy * uy * k
  t.m23 = uy * uz * k + ux * s
  t.m31 = uz * ux * k + uy * s
  t.m32 = uz * uy * k - ux * s
  t.m33 = c + uz * uz * k
  return t
}

/// The transform that applies `a` and then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let l = a.rows
  let r = b.rows
  var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 { out[i][j] = (0..<4).reduce(0) { $0 + l[i][$1] * r[$1][j] } }
  }
  return CATransform3D(rows: out)
}

/// `t` translated first by (tx, ty, tz).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled first by (sx, sy, sz).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` rotated first by `angle` about (x, y, z).
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D transform equal to an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// Whether `t` is an affine transform in the xy plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
    && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }
  fileprivate init(rows r: [[CGFloat]]) {
    (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
    (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
    (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
    (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  }
}
