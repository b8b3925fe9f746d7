import Foundation

/// Numeric helpers for quadratic and cubic Bézier curves.
enum BezierMath {
  /// The control-point distance (as a fraction of the radius) that best approximates a quarter circle.
  static let circleKappa: CGFloat = 0.552_284_749_830_793_4

  static func quad(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ t: CGFloat) -> CGFloat {
    let u = 1 - t
    return u * u * a + 2 * u * t * b + t * t * c
  }

  static func cubic(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ t: CGFloat) -> CGFloat {
    let u = 1 - t
    return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
  }

  /// Parameters in (0, 1) where a quadratic's derivative vanishes.
  static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return [] }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? [t] : []
  }

  /// Parameters in (0, 1) where a cubic's derivative vanishes.
  static func cubicExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
    // Derivative / 3 = qa·t² + qb·t + qc.
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    var roots: [CGFloat] = []
    if abs(qa) < 1e-12 {
      if qb != 0 { roots.append(-qc / qb) }
    } else {
      let disc = qb * qb - 4 * qa * qc
      if disc >= 0 {
        let s = disc.squareRoot()
        roots.append((-qb + s) / (2 * qa))
        roots.append((-qb - s) / (2 * qa))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// Appends points approximating a cubic (excluding its start) by recursive subdivision.
  static func flattenCubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
    into points: inout [CGPoint], depth: Int = 0
  ) {
    let dx = p3.x - p0.x
    let dy = p3.y - p0.y
    let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
    let d1 = abs((p1.x - p3.x) * dy - (p1.y - p3.y) * dx) / length
    let d2 = abs((p2.x - p3.x) * dy - (p2.y - p3.y) * dx) / length
    if depth >= 16 || max(d1, d2) <= tolerance {
      points.append(p3)
      return
    }
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    let p01 = mid(p0, p1)
    let p12 = mid(p1, p2)
    let p23 = mid(p2, p3)
    let p012 = mid(p01, p12)
    let p123 = mid(p12, p23)
    let m = mid(p012, p123)
    flattenCubic(p0, p01, p012, m, tolerance: tolerance, into: &points, depth: depth + 1)
    flattenCubic(m, p123, p23, p3, tolerance: tolerance, into: &points, depth: depth + 1)
  }
}
