import Foundation

/// Keyframes animating one property of a root value (or the whole value), in sequence from the value the property
/// has when the animation starts.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Value == Content.Value {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// Keyframes for the property at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// Keyframes for the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.init(\.self, content: content)
  }

  init(_ keyPath: WritableKeyPath<Root, Value>, content: Content) {
    self.keyPath = keyPath
    self.content = content
  }

  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }

  /// The track played on its root value.
  var plan: KeyframeTrackPlan<Root> {
    let curve = KeyframeCurve(segments: content.segments())
    let keyPath = keyPath
    return KeyframeTrackPlan(duration: curve.duration) { value, start, velocity, time in
      let from = start[keyPath: keyPath].animatableData
      let sample = curve.sample(at: time, from: from, velocity: velocity as? Value.AnimatableData ?? .zero)
      value[keyPath: keyPath].animatableData = sample.position
      return sample.velocity
    }
  }

  func plans<R>(for root: R.Type) -> [KeyframeTrackPlan<R>] {
    (plan as? KeyframeTrackPlan<R>).map { [$0] } ?? []
  }
}
