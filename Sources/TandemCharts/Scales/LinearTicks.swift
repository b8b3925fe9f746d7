import Foundation

/// The "nice" ticks of a numeric scale: round values a reader can take in at a glance.
///
/// The algorithm (Heckbert's nice numbers, "Nice numbers for graph labels", Graphics Gems, 1990): the data's extent
/// (widened to zero when the scale includes zero) is rounded up to a nice range, the range divided by the wanted
/// number of intervals is rounded to the nearest nice step, and the domain grows outwards to whole steps. Nice
/// numbers are 1, 2 and 5 times a power of ten. Charts then show the ticks at every step of the domain.
package struct LinearTicks: Equatable, Sendable {
  /// The domain, from the first tick to the last.
  package let lower: Double
  package let upper: Double
  /// The distance between ticks.
  package let step: Double

  /// The tick values, from `lower` to `upper`.
  package var values: [Double] {
    guard step > 0 else { return [lower] }
    let count = Int(((upper - lower) / step).rounded())
    // Rounded to 12 significant digits, so 3 × 0.2 is 0.6 rather than 0.6000000000000001.
    return (0...count).map { index in
      let value = lower + Double(index) * step
      guard value != 0 else { return 0 }
      let scale = pow(10, 11 - floor(log10(abs(value))))
      return (value * scale).rounded() / scale
    }
  }

  /// Ticks for data from `minimum` to `maximum` with about `intervals` intervals.
  package init(minimum: Double, maximum: Double, intervals: Int = 5, includesZero: Bool) {
    var low = min(minimum, maximum)
    var high = max(minimum, maximum)
    if includesZero {
      low = min(low, 0)
      high = max(high, 0)
    }
    if low == high {
      // A single value: a unit interval around it (or above zero).
      if low == 0 {
        high = 1
      } else {
        let magnitude = pow(10, floor(log10(abs(low))))
        low -= magnitude
        high += magnitude
        if includesZero { low = min(low, 0) }
      }
    }
    let range = LinearTicks.nice(high - low, rounding: false)
    let step = LinearTicks.nice(range / Double(max(intervals, 1)), rounding: true)
    self.step = step
    lower = (low / step).rounded(.down) * step
    upper = (high / step).rounded(.up) * step
  }

  /// The nice number near `value`: rounded to the nearest (`rounding`) or the next one up.
  package static func nice(_ value: Double, rounding: Bool) -> Double {
    guard value > 0 else { return 1 }
    let exponent = floor(log10(value))
    let power = pow(10, exponent)
    let fraction = value / power
    let niceFraction: Double
    if rounding {
      niceFraction = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
    } else {
      niceFraction = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
    }
    return niceFraction * power
  }
}
