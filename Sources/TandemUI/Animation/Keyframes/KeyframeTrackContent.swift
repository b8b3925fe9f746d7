/// Keyframe animation (iOS 17): keyframes (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`) in
/// tracks (`KeyframeTrack`), each animating one property of a value over time, composed by result builders into a
/// `KeyframeTimeline` that gives the value at any time. `KeyframeAnimator` (and `.keyframeAnimator`) plays a
/// timeline on the frame clock — looping, or once per change of a trigger — and rebuilds its content from the value
/// at each frame. Each keyframe becomes a segment (KeyframeSegment.swift); a track is its segments played in order
/// from the value the property had when the timeline started, carrying position and velocity from one segment into
/// the next.
import Foundation

/// A group of keyframes for one animatable value: one keyframe, or several in sequence (made by
/// `KeyframeTrackContentBuilder`).
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes animate.
  associatedtype Value: Animatable = Self.Body.Value
  /// The keyframes this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes the engine knows directly (each kind of keyframe, and builder results): their segments.
protocol PrimitiveKeyframeTrackContent {
  /// The segments, as `[KeyframeSegment<Value>]`.
  var erasedSegments: Any { get }
}

extension KeyframeTrackContent {
  /// The segments the keyframes play, in order.
  func segments() -> [KeyframeSegment<Value>] {
    if let primitive = self as? any PrimitiveKeyframeTrackContent {
      return primitive.erasedSegments as? [KeyframeSegment<Value>] ?? []
    }
    return body.segments() as? [KeyframeSegment<Value>] ?? []
  }
}

/// Keyframes in sequence: what `KeyframeTrackContentBuilder` builds.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let list: [KeyframeSegment<Value>]
  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }
  var erasedSegments: Any { list }
}

/// Builds a track's keyframes from a list of them, with conditions and loops.
@resultBuilder public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value>
  where K.Value == Value {
    _KeyframeSequence(list: keyframe.segments())
  }
  public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
    _KeyframeSequence(list: parts.flatMap(\.list))
  }
  public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
    part ?? _KeyframeSequence(list: [])
  }
  public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
  public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
  public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
    _KeyframeSequence(list: parts.flatMap(\.list))
  }
  public static func buildLimitedAvailability(_ part: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { part }
}
