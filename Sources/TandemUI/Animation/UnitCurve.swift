import Foundation
import TandemKit

/// A function from elapsed fraction (0…1) to progress (0…1 at the ends): the linear, ease and circular curves, or
/// a cubic Bézier through two control points.
public struct UnitCurve: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    case bezier(UnitPoint, UnitPoint)
    case circularEaseIn, circularEaseOut, circularEaseInOut
  }
  let shape: Shape
  /// Whether the curve is mirrored (progress mapped back to time).
  let inverted: Bool

  init(_ shape: Shape, inverted: Bool = false) {
    self.shape = shape
    self.inverted = inverted
  }

  /// A cubic Bézier from (0, 0) to (1, 1) with two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(startControlPoint, endControlPoint))
  }
  /// Constant speed.
  public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Starts slowly.
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Ends slowly.
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts and ends slowly.
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A quarter circle starting slowly: 1 − √(1 − t²).
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A quarter circle ending slowly: √(1 − (1 − t)²).
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// Circular ease in for the first half, out for the second.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// The curve with time and progress swapped.
  public var inverse: UnitCurve { UnitCurve(shape, inverted: !inverted) }

  /// The progress at an elapsed fraction (clamped to 0…1).
  public func value(at progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    return inverted ? solve(t) : forward(t)
  }

  /// The rate of progress at an elapsed fraction.
  public func velocity(at progress: Double) -> Double {
    let h = 1e-4
    let t = min(max(progress, h), 1 - h)
    return (value(at: t + h) - value(at: t - h)) / (2 * h)
  }

  private func forward(_ t: Double) -> Double {
    switch shape {
    case .bezier(let a, let b):
      if a.x == a.y && b.x == b.y { return t }
      return TimingCurve.bezier(a.x, a.y, b.x, b.y).progress(t)
    case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
    case .circularEaseOut: return (1 - (1 - t) * (1 - t)).squareRoot()
    case .circularEaseInOut:
      return t < 0.5
        ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - (-2 * t + 2) * (-2 * t + 2)).squareRoot() + 1) / 2
    }
  }

  /// The elapsed fraction at which the curve reaches `y` (the curves rise monotonically: bisection).
  private func solve(_ y: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<50 {
      let mid = (low + high) / 2
      if forward(mid) < y { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}
