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

  /// A spring by its physics — undamped angular frequency ω₀ (rad/s), damping ratio ζ (under-, critically or
  /// over-damped) and initial velocity (distances per second) — with the time it takes to settle within 0.1 % of
  /// the distance, the duration to run it for.
  package static func spring(
    angularFrequency omega: Double, dampingRatio zeta: Double, initialVelocity v0: Double = 0
  ) -> (curve: TimingCurve, settlingDuration: Double) {
    let omega = max(omega, 1e-3)
    let zeta = max(zeta, 0)
    // Displacement from the target, 1 at the start: x(t); progress is 1 − x(t).
    let displacement: @Sendable (Double) -> Double
    let settling: Double
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / wd
      displacement = { t in exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t)) }
      // The envelope e^(−ζω₀t)·√(1 + b²) falls below 0.1 %.
      settling = zeta > 0 ? log(1000 * (1 + b * b).squareRoot()) / (zeta * omega) : 60
    } else if zeta == 1 {
      displacement = { t in (1 + (omega - v0) * t) * exp(-omega * t) }
      // (1 + ω₀t)·e^(−ω₀t) = 0.001 at ω₀t ≈ 9.23.
      settling = 9.23 / omega
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
      // x(0) = 1 and x'(0) = −v0: c1 + c2 = 1, r1·c1 + r2·c2 = −v0.
      let c1 = (-v0 - r2) / (r1 - r2)
      let c2 = 1 - c1
      displacement = { t in c1 * exp(r1 * t) + c2 * exp(r2 * t) }
      settling = log(1000 * max(abs(c1), 1e-9)) / -r1
    }
    let duration = min(max(settling, 1e-3), 60)
    return (TimingCurve { t in 1 - displacement(t * duration) }, duration)
  }

  /// The curve run `count` times over the same span, each run reversed after the last when `autoreverses`.
  package func repeating(count: Int, autoreverses: Bool) -> TimingCurve {
    let base = self
    let count = Double(max(count, 1))
    return TimingCurve { t in
      let position = t * count
      let run = position.rounded(.down)
      let within = position - run
      let reversed = autoreverses && Int(run) % 2 == 1
      return base.progress(reversed ? 1 - within : within)
    }
  }
}
