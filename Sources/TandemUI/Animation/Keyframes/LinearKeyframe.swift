import Foundation

/// A keyframe reached by interpolating along a curve (straight, by default) from the previous one.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>
  /// A move to `to` over `duration` seconds along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(target: to, duration: max(duration, 0), motion: .linear(timingCurve))
  }
  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
