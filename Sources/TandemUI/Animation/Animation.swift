/// SwiftUI's animation system: `Animation` values (timing curves, springs, delay, speed, repeats), `withAnimation`
/// and `Transaction.animation` giving a state change an animation, and `.animation(_:value:)` animating the changes
/// inside a subtree when a value changes. An animated change moves each view's model value at once and presents it
/// travelling there on the app's one animation driver (the one UIKit's `UIView.animate` runs on), frame by frame
/// on the frame clock (`ViewNode` presentation, NodePresentation.swift); an interrupting change starts from where
/// the view shows. Frames, offsets, opacity, scale, rotation, colors (of color views and shape styles) and
/// `Animatable` data animate: a shape's path is drawn at each value in between, an `Animatable` view's or
/// modifier's body is evaluated at each (Animatable.swift).
import Foundation
import TandemKit

/// How a change animates: a timing curve or a spring, with a delay, a speed and repeats.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  /// The motion of one run.
  enum Motion: Equatable, Sendable {
    /// A cubic Bézier timing curve over a duration.
    case bezier(duration: Double, Double, Double, Double, Double)
    /// A spring by its undamped angular frequency, damping ratio and initial velocity.
    case spring(angularFrequency: Double, dampingRatio: Double, initialVelocity: Double, blendDuration: Double)
  }
  var motion: Motion
  var delayTime: Double = 0
  var speedFactor: Double = 1
  /// How many runs (nil: once), and whether every other run plays backwards.
  var repeats: (count: Int, autoreverses: Bool)?

  init(_ motion: Motion) { self.motion = motion }

  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.motion == rhs.motion && lhs.delayTime == rhs.delayTime && lhs.speedFactor == rhs.speedFactor
      && lhs.repeats?.count == rhs.repeats?.count && lhs.repeats?.autoreverses == rhs.repeats?.autoreverses
  }

  public var description: String {
    var text: String
    switch motion {
    case .bezier(let duration, let x1, let y1, let x2, let y2):
      text = "BezierAnimation(duration: \(duration), curve: (\(x1), \(y1)), (\(x2), \(y2)))"
    case .spring(let omega, let zeta, let velocity, _):
      text = "SpringAnimation(response: \(2 * Double.pi / omega), dampingFraction: \(zeta), velocity: \(velocity))"
    }
    if delayTime != 0 { text += ".delay(\(delayTime))" }
    if speedFactor != 1 { text += ".speed(\(speedFactor))" }
    if let repeats { text += ".repeatCount(\(repeats.count), autoreverses: \(repeats.autoreverses))" }
    return text
  }

  /// The engine's timing: duration, curve and delay, in seconds of the frame clock.
  package var timing: AnimationTiming {
    var curve: TimingCurve
    var duration: Double
    switch motion {
    case .bezier(let length, let x1, let y1, let x2, let y2):
      duration = length
      curve = x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1 ? .linear : .bezier(x1, y1, x2, y2)
    case .spring(let omega, let zeta, let velocity, _):
      (curve, duration) = TimingCurve.spring(angularFrequency: omega, dampingRatio: zeta, initialVelocity: velocity)
    }
    if let repeats {
      curve = curve.repeating(count: repeats.count, autoreverses: repeats.autoreverses)
      duration *= Double(max(repeats.count, 1))
    }
    let speed = speedFactor > 0 ? speedFactor : 1
    return AnimationTiming(duration: duration / speed, curve: curve, delay: delayTime / speed)
  }

  // MARK: Timing curves

  /// A spring with a response of 0.55 s and no bounce (before iOS 17: `easeInOut`).
  public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

  /// Constant speed over 0.35 s.
  public static var linear: Animation { linear(duration: 0.35) }
  /// Constant speed over a duration.
  public static func linear(duration: TimeInterval) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
  /// Starts slowly, over 0.35 s.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// Starts slowly, over a duration.
  public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
  /// Ends slowly, over 0.35 s.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// Ends slowly, over a duration.
  public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
  /// Starts and ends slowly, over 0.35 s.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// Starts and ends slowly, over a duration.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }
  /// A cubic Bézier timing curve through two control points.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(.bezier(duration: max(duration, 0), p1x, p1y, p2x, p2y))
  }

  // MARK: Springs

  /// A spring whose response is the period of its undamped oscillation and whose damping fraction is its damping
  /// ratio (1 settles without overshoot).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    // A response of zero asks for an infinitely stiff spring: the value arrives at once.
    let omega = response > 0 ? 2 * Double.pi / response : 1e4
    return Animation(
      .spring(
        angularFrequency: omega, dampingRatio: dampingFraction, initialVelocity: 0, blendDuration: blendDuration))
  }
  /// A spring by its perceptual duration and bounce (0 none, up to 1; negative: overdamped).
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    spring(response: duration, dampingFraction: dampingRatio(bounce: bounce), blendDuration: blendDuration)
  }
  /// A spring of 0.5 s without bounce.
  public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
  /// A stiff spring for following a gesture.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }
  /// A stiff spring for following a gesture.
  public static var interactiveSpring: Animation { interactiveSpring() }
  /// A spring by its mass, stiffness and damping, with an initial velocity (in distances per second).
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    let mass = max(mass, 1e-6)
    let stiffness = max(stiffness, 1e-6)
    return Animation(
      .spring(
        angularFrequency: (stiffness / mass).squareRoot(),
        dampingRatio: damping / (2 * (stiffness * mass).squareRoot()),
        initialVelocity: initialVelocity, blendDuration: 0))
  }
  /// A spring by its perceptual duration and bounce, with an initial velocity.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    let omega = duration > 0 ? 2 * Double.pi / duration : 1e4
    return Animation(
      .spring(
        angularFrequency: omega, dampingRatio: dampingRatio(bounce: bounce), initialVelocity: initialVelocity,
        blendDuration: 0))
  }
  /// A spring of 0.5 s without bounce.
  public static var interpolatingSpring: Animation { interpolatingSpring() }
  /// A spring without bounce (0.5 s).
  public static var smooth: Animation { smooth() }
  /// A spring without bounce, plus extra bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
  }
  /// A spring with a little bounce (0.5 s, bounce 0.15).
  public static var snappy: Animation { snappy() }
  /// A spring with a little bounce (0.15), plus extra bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
  }
  /// A spring with visible bounce (0.5 s, bounce 0.3).
  public static var bouncy: Animation { bouncy() }
  /// A spring with visible bounce (0.3), plus extra bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
  }

  /// The damping ratio of a bounce (as `Spring`'s).
  private static func dampingRatio(bounce: Double) -> Double { Spring.dampingRatio(bounce: bounce) }

  // MARK: Changing an animation

  /// The animation starting after a delay (in seconds).
  public func delay(_ delay: TimeInterval) -> Animation {
    var copy = self
    copy.delayTime += delay
    return copy
  }
  /// The animation played faster (above 1) or slower (below 1).
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speedFactor *= speed
    return copy
  }
  /// The animation run a number of times, every other run backwards when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = (max(repeatCount, 1), autoreverses)
    return copy
  }
  /// The animation repeated as long as the view shows. Linux: a million runs on the frame clock.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    repeatCount(1_000_000, autoreverses: autoreverses)
  }
}
