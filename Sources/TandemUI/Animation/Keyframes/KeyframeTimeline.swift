import Foundation

/// Keyframes laid out in time from an initial value: the value (and each track's velocity) at any time.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let plans: [KeyframeTrackPlan<Value>]
  /// Each track's velocity as the timeline starts (nil: at rest).
  var startVelocities: [Any?]

  /// The timeline of `content` played from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, plans: content().trackPlans(for: Value.self))
  }

  init(initialValue: Value, plans: [KeyframeTrackPlan<Value>], startVelocities: [Any?] = []) {
    self.initialValue = initialValue
    self.plans = plans
    self.startVelocities = startVelocities
  }

  /// How long the longest track takes.
  public var duration: TimeInterval { plans.reduce(0) { max($0, $1.duration) } }

  /// The value `time` seconds in (each track holds its last keyframe after it ends).
  public func value(time: Double) -> Value { sample(at: time).value }

  /// The value at a fraction of the duration.
  public func value(progress: Double) -> Value { value(time: min(max(progress, 0), 1) * duration) }

  /// The value and each track's velocity at `time`.
  func sample(at time: Double) -> (value: Value, velocities: [Any]) {
    var value = initialValue
    var velocities: [Any] = []
    velocities.reserveCapacity(plans.count)
    for (index, plan) in plans.enumerated() {
      let velocity = index < startVelocities.count ? startVelocities[index] : nil
      velocities.append(plan.apply(&value, initialValue, velocity, time))
    }
    return (value, velocities)
  }
}
