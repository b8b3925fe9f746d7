import Foundation

/// 3×3 matrices as nine numbers, row-major (the plane projective transforms of row vectors `(x, y, 1)`).
package enum Matrix3 {
  /// `a` then `b` (a row vector multiplied by `a`, then by `b`).
  package static func product(_ a: [Double], _ b: [Double]) -> [Double] {
    var result = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        result[row * 3 + column] =
          a[row * 3] * b[column] + a[row * 3 + 1] * b[3 + column] + a[row * 3 + 2] * b[6 + column]
      }
    }
    return result
  }

  /// The inverse, or nil for a singular matrix.
  package static func inverse(_ m: [Double]) -> [Double]? {
    let cofactors = [
      m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
      m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
      m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
    ]
    let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
    guard abs(determinant) > 1e-12 else { return nil }
    return cofactors.map { $0 / determinant }
  }

  /// Where a point goes (nil: to infinity).
  package static func apply(_ m: [Double], to point: CGPoint) -> CGPoint? {
    let (x, y) = (Double(point.x), Double(point.y))
    let w = x * m[2] + y * m[5] + m[8]
    guard abs(w) > 1e-9 else { return nil }
    return CGPoint(x: (x * m[0] + y * m[3] + m[6]) / w, y: (x * m[1] + y * m[4] + m[7]) / w)
  }
}
