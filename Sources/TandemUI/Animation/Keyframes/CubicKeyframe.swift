import Foundation

/// A keyframe reached along a cubic curve: velocities not given make a smooth (Catmull-Rom) curve through the
/// keyframes around it, coming to rest at the end of the track.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>
  /// A move to `to` over `duration` seconds, with optional velocities at its start and end.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    segment = KeyframeSegment(
      target: to, duration: max(duration, 0),
      motion: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
  }
  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
