import Foundation

/// Maps elapsed fraction (0...1) to progress: UIKit's ease curves (cubic Béziers) and damped springs.
package struct TimingCurve: Sendable {
  private let function: @Sendable (Double) -> Double

  package init(_ function: @escaping @Sendable (Double) -> Double) { self.function = function }

  /// Progress at an elapsed fraction; 0 and 1 map to 0 and 1.
  package func progress(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    return function(t)
  }

  /// A cubic Bézier timing curve from (0,0) to (1,1) with two control points, as CAMediaTimingFunction.
  package static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
    TimingCurve { t in
      // Solve x(s) = t for s by Newton's method with a bisection fallback, then return y(s).
      func x(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
      func y(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
      func dx(_ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * x1 + 6 * (1 - s) * s * (x2 - x1) + 3 * s * s * (1 - x2)
      }
      var s = t
      for _ in 0..<8 {
        let error = x(s) - t
        if abs(error) < 1e-7 { return y(s) }
        let d = dx(s)
        if abs(d) < 1e-6 { break }
        s -= error / d
      }
      var (low, high) = (0.0, 1.0)
      s = t
      for _ in 0..<40 {
        let value = x(s)
        if abs(value - t) < 1e-7 { break }
        if value < t { low = s } else { high = s }
        s = (low + high) / 2
      }
      return y(s)
    }
  }

  package static let linear = TimingCurve { $0 }
  package static let easeInOut = bezier(0.42, 0, 0.58, 1)
  package static let easeIn = bezier(0.42, 0, 1, 1)
  package static let easeOut = bezier(0, 0, 0.58, 1)

  /// A damped spring settling within `duration` (to 0.1 % of the distance) with a damping ratio and initial
  /// velocity (in distances per second).
  package static func spring(dampingRatio: Double, initialVelocity: Double, duration: Double) -> TimingCurve {
    let zeta = min(max(dampingRatio, 0.05), 1)
    let omega = 6.9 / (zeta * max(duration, 1e-3))
    let v0 = initialVelocity
    return TimingCurve { t in
      let time = t * duration
      if zeta >= 1 {
        // Critically damped: x(t) = 1 − (1 + (ω − v0)·t)·e^(−ωt).
        return 1 - (1 + (omega - v0) * time) * exp(-omega * time)
      }
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let a = 1.0
      let b = (zeta * omega * a - v0) / wd
      return 1 - exp(-zeta * omega * time) * (a * cos(wd * time) + b * sin(wd * time))
    }
  }
}
