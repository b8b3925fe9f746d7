import Foundation
import TandemKit

/// A damped spring's physics, as a value: by perceptual duration and bounce, by response and damping ratio, or by
/// mass, stiffness and damping. It gives the position and velocity of a value moving under it at any time.
public struct Spring: Hashable, Sendable {
  /// The undamped angular frequency (radians per second) and the damping ratio.
  let angularFrequency: Double
  /// The damping ratio: below 1 it bounces, 1 settles fastest without overshoot, above 1 creeps in.
  public let dampingRatio: Double
  /// The mass of the moving object (1 by default; stiffness and damping scale with it).
  public let mass: Double

  /// A spring by perceptual duration (its response) and bounce: 0 none, up to 1 bouncing forever; negative
  /// values are overdamped.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// A spring by response (the period of its undamped oscillation) and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    angularFrequency = response > 0 ? 2 * Double.pi / response : 1e4
    self.dampingRatio = max(dampingRatio, 0)
    mass = 1
  }

  /// A spring by its mass, stiffness and damping; unless `allowOverDamping`, the damping ratio is at most 1.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let mass = max(mass, 1e-6)
    let stiffness = max(stiffness, 1e-6)
    self.mass = mass
    angularFrequency = (stiffness / mass).squareRoot()
    let ratio = max(damping, 0) / (2 * (stiffness * mass).squareRoot())
    dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
  }

  /// The period of the undamped oscillation, in seconds.
  public var response: Double { 2 * Double.pi / angularFrequency }
  /// The perceptual duration: the response.
  public var duration: TimeInterval { response }
  /// How much it bounces: 1 − damping ratio, or 1 ÷ damping ratio − 1 when overdamped (negative).
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
  /// The spring's stiffness (mass × angular frequency²).
  public var stiffness: Double { mass * angularFrequency * angularFrequency }
  /// The spring's damping (2 × damping ratio × angular frequency × mass).
  public var damping: Double { 2 * dampingRatio * angularFrequency * mass }
  /// The time it takes a unit move from rest to stay within 0.1 % of its target.
  public var settlingDuration: TimeInterval {
    TimingCurve.spring(angularFrequency: angularFrequency, dampingRatio: dampingRatio).settlingDuration
  }

  /// The damping ratio of a bounce: 1 − bounce for a bounce of 0 or more, 1 ÷ (1 + bounce) below.
  static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.999))
  }

  /// The value `time` seconds into a move from zero toward `target`, starting with `initialVelocity`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let (displacement, impulse) = responses(at: time)
    // target − target·D(t) + v·G(t)
    var value = target
    value.scale(by: 1 - displacement)
    var kick = initialVelocity
    kick.scale(by: impulse)
    return value + kick
  }

  /// The velocity `time` seconds into a move from zero toward `target`, starting with `initialVelocity`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let (displacementRate, impulseRate) = rates(at: time)
    var value = target
    value.scale(by: -displacementRate)
    var kick = initialVelocity
    kick.scale(by: impulseRate)
    return value + kick
  }

  /// D(t), the remaining fraction of a unit displacement released at rest, and G(t), the position after a unit
  /// velocity kick from the target: the two responses any move is a sum of.
  func responses(at t: Double) -> (displacement: Double, impulse: Double) {
    let (w, z) = (angularFrequency, dampingRatio)
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let decay = exp(-z * w * t)
      return (decay * (cos(wd * t) + z * w / wd * sin(wd * t)), decay * sin(wd * t) / wd)
    }
    if z == 1 { return ((1 + w * t) * exp(-w * t), t * exp(-w * t)) }
    let root = (z * z - 1).squareRoot()
    let (r1, r2) = (-w * (z - root), -w * (z + root))
    let c1 = -r2 / (r1 - r2)
    return (c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t), (exp(r1 * t) - exp(r2 * t)) / (r1 - r2))
  }

  /// The time derivatives of the two responses.
  func rates(at t: Double) -> (displacement: Double, impulse: Double) {
    let (w, z) = (angularFrequency, dampingRatio)
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let decay = exp(-z * w * t)
      return (-decay * sin(wd * t) * w * w / wd, decay * (cos(wd * t) - z * w / wd * sin(wd * t)))
    }
    if z == 1 { return (-w * w * t * exp(-w * t), (1 - w * t) * exp(-w * t)) }
    let root = (z * z - 1).squareRoot()
    let (r1, r2) = (-w * (z - root), -w * (z + root))
    let c1 = -r2 / (r1 - r2)
    return (c1 * r1 * exp(r1 * t) + (1 - c1) * r2 * exp(r2 * t), (r1 * exp(r1 * t) - r2 * exp(r2 * t)) / (r1 - r2))
  }
}

extension Spring {
  /// A spring without bounce (0.5 s).
  public static var smooth: Spring { smooth() }
  /// A spring without bounce, plus extra bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A spring with a little bounce (0.5 s, bounce 0.15).
  public static var snappy: Spring { snappy() }
  /// A spring with a little bounce (0.15), plus extra bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring with visible bounce (0.5 s, bounce 0.3).
  public static var bouncy: Spring { bouncy() }
  /// A spring with visible bounce (0.3), plus extra bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation moving by a spring's physics.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation(
      .spring(
        angularFrequency: spring.angularFrequency, dampingRatio: spring.dampingRatio, initialVelocity: 0,
        blendDuration: blendDuration))
  }
  /// An animation moving by a spring's physics, with an initial velocity (in distances per second).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    Animation(
      .spring(
        angularFrequency: spring.angularFrequency, dampingRatio: spring.dampingRatio,
        initialVelocity: initialVelocity, blendDuration: 0))
  }
}
