import Foundation

/// A keyframe reached by a spring from the previous one (keeping its velocity unless one is given).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>
  /// A spring toward `to` for `duration` seconds (by default, until the spring settles); the next keyframe starts
  /// from where the spring is then.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    segment = KeyframeSegment(
      target: to, duration: max(duration ?? spring.settlingDuration, 0),
      motion: .spring(spring, startVelocity: startVelocity?.animatableData))
  }
  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
