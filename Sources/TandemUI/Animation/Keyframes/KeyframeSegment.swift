import Foundation

/// One keyframe as the engine plays it: a move to `target` over `duration` seconds by a motion, starting from the
/// position and velocity the previous segment ended with (in the value's animatable data).
struct KeyframeSegment<Value: Animatable> {
  typealias Data = Value.AnimatableData
  enum Motion {
    /// Interpolates along a curve.
    case linear(UnitCurve)
    /// Moves under a spring, starting with the given velocity or the carried one.
    case spring(Spring, startVelocity: Data?)
    /// A cubic (Hermite) curve; velocities not given make a smooth curve through the keyframes.
    case cubic(startVelocity: Data?, endVelocity: Data?)
    /// Jumps at once.
    case move
  }
  var target: Value
  var duration: Double
  var motion: Motion

  /// Position and velocity `time` seconds in (0…duration), from `start` moving at `velocity`; `nextTarget` is
  /// the following segment's target and time span (a cubic's automatic end velocity aims through it).
  func sample(
    at time: Double, from start: Data, velocity: Data, next: (target: Data, duration: Double, isCubic: Bool)?
  ) -> (position: Data, velocity: Data) {
    let end = target.animatableData
    switch motion {
    case .move:
      return (end, .zero)
    case .linear(let curve):
      guard duration > 0 else { return (end, .zero) }
      let s = time / duration
      let delta = end - start
      return (start + delta.scaled(curve.value(at: s)), delta.scaled(curve.velocity(at: s) / duration))
    case .spring(let spring, let given):
      let v0 = given ?? velocity
      let (displacement, impulse) = spring.responses(at: time)
      let (displacementRate, impulseRate) = spring.rates(at: time)
      let offset = start - end
      return (
        end + offset.scaled(displacement) + v0.scaled(impulse), offset.scaled(displacementRate) + v0.scaled(impulseRate)
      )
    case .cubic(let given, let givenEnd):
      guard duration > 0 else { return (end, .zero) }
      let m0 = given ?? velocity
      let m1: Data
      if let givenEnd {
        m1 = givenEnd
      } else if let next, next.isCubic {
        // Catmull-Rom: the tangent through the neighbours.
        m1 = (next.target - start).scaled(1 / (duration + next.duration))
      } else if next != nil {
        m1 = (end - start).scaled(1 / duration)
      } else {
        m1 = .zero
      }
      let s = time / duration
      let (s2, s3) = (s * s, s * s * s)
      let position =
        start.scaled(2 * s3 - 3 * s2 + 1) + m0.scaled((s3 - 2 * s2 + s) * duration) + end.scaled(-2 * s3 + 3 * s2)
        + m1.scaled((s3 - s2) * duration)
      let rate =
        start.scaled((6 * s2 - 6 * s) / duration) + m0.scaled(3 * s2 - 4 * s + 1)
        + end.scaled((-6 * s2 + 6 * s) / duration)
        + m1.scaled(3 * s2 - 2 * s)
      return (position, rate)
    }
  }
}

extension VectorArithmetic {
  /// The value scaled by a factor.
  func scaled(_ factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }
}

/// A track played over time: its segments in order from a start position and velocity.
struct KeyframeCurve<Value: Animatable> {
  let segments: [KeyframeSegment<Value>]

  /// The time the segments take.
  var duration: Double { segments.reduce(0) { $0 + $1.duration } }

  /// Position and velocity at `time` (after the end: the last keyframe's value, at rest).
  func sample(at time: Double, from start: Value.AnimatableData, velocity: Value.AnimatableData) -> (
    position: Value.AnimatableData, velocity: Value.AnimatableData
  ) {
    var position = start
    var speed = velocity
    var elapsed = 0.0
    for (index, segment) in segments.enumerated() {
      let next = index + 1 < segments.count ? segments[index + 1] : nil
      var isCubic = false
      if let next, case .cubic = next.motion { isCubic = true }
      let following = next.map { ($0.target.animatableData, $0.duration, isCubic) }
      let within = time - elapsed
      if within < segment.duration {
        return segment.sample(at: max(within, 0), from: position, velocity: speed, next: following)
      }
      (position, speed) = segment.sample(at: segment.duration, from: position, velocity: speed, next: following)
      elapsed += segment.duration
    }
    return segments.last.map { ($0.target.animatableData, .zero) } ?? (position, speed)
  }
}
