import Foundation

/// A keyframe that jumps to its value at once, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>
  /// A jump to `to`.
  public init(_ to: Value) { segment = KeyframeSegment(target: to, duration: 0, motion: .move) }
  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
