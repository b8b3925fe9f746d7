import Foundation

/// Keyframes for a value: tracks, each animating one of its properties (made by `KeyframesBuilder`).
public protocol Keyframes<Value> {
  /// The value the keyframes animate.
  associatedtype Value = Self.Body.Value
  /// The keyframes this is made of.
  associatedtype Body: Keyframes
  /// The keyframes this is made of.
  @KeyframesBuilder<Value> var body: Body { get }
}

/// One track as the engine plays it on a root value: its length, and the property's position and velocity at a
/// time written into the value (from the property's value at the start and the velocity it had, as erased data).
struct KeyframeTrackPlan<Root> {
  let duration: Double
  /// Writes the property at `time` into `value`, from its value in `start` and `velocity` (nil: at rest); returns
  /// the velocity then.
  let apply: (_ value: inout Root, _ start: Root, _ velocity: Any?, _ time: Double) -> Any
}

/// Tracks the engine knows directly: their plans for a root type.
protocol PrimitiveKeyframes {
  func plans<Root>(for root: Root.Type) -> [KeyframeTrackPlan<Root>]
}

extension Keyframes {
  /// The tracks' plans on `Root` (the value this is keyframes of).
  func trackPlans<Root>(for root: Root.Type) -> [KeyframeTrackPlan<Root>] {
    if let primitive = self as? any PrimitiveKeyframes { return primitive.plans(for: root) }
    return body.trackPlans(for: root)
  }
}

/// Tracks played together: what `KeyframesBuilder` builds. Keyframes given directly (not in a track) form one
/// track of the whole value, in the order given.
public struct _KeyframesList<Value>: Keyframes, PrimitiveKeyframes {
  let tracks: [KeyframeTrackPlan<Value>]
  /// Keyframes given directly: their segments (`KeyframeSegment<Value>`, erased: `Value` is animatable there).
  let loose: [Any]
  /// Makes the whole-value track of the loose segments.
  let looseTrack: (([Any]) -> KeyframeTrackPlan<Value>)?

  init(tracks: [KeyframeTrackPlan<Value>], loose: [Any] = [], looseTrack: (([Any]) -> KeyframeTrackPlan<Value>)? = nil)
  {
    self.tracks = tracks
    self.loose = loose
    self.looseTrack = looseTrack
  }

  /// Itself: a primitive (the explicit `return` keeps the result builder out).
  public var body: Self { return self }

  /// The tracks, and the loose keyframes' track.
  var list: [KeyframeTrackPlan<Value>] {
    guard !loose.isEmpty, let looseTrack else { return tracks }
    return tracks + [looseTrack(loose)]
  }

  func plans<Root>(for root: Root.Type) -> [KeyframeTrackPlan<Root>] { list as? [KeyframeTrackPlan<Root>] ?? [] }

  /// The parts one after another: their tracks side by side, their loose keyframes in sequence.
  static func joined(_ parts: [_KeyframesList<Value>]) -> _KeyframesList<Value> {
    _KeyframesList(
      tracks: parts.flatMap(\.tracks), loose: parts.flatMap(\.loose),
      looseTrack: parts.lazy.compactMap(\.looseTrack).first)
  }
}

/// Builds keyframes from tracks (and, for an animatable value, keyframes of the whole value), with conditions and
/// loops.
@resultBuilder public struct KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesList<Value> where K.Value == Value {
    _KeyframesList(tracks: keyframes.trackPlans(for: Value.self))
  }
  public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>)
    -> _KeyframesList<Value>
  {
    _KeyframesList(tracks: [track.plan])
  }
  public static func buildExpression<Content: KeyframeTrackContent>(_ keyframes: Content) -> _KeyframesList<Value>
  where Content.Value == Value {
    _KeyframesList(tracks: [], loose: keyframes.segments()) { loose in
      KeyframeTrack<Value, Value, _KeyframeSequence<Value>>(
        \.self, content: _KeyframeSequence(list: loose.compactMap { $0 as? KeyframeSegment<Value> })
      ).plan
    }
  }
  public static func buildBlock(_ parts: _KeyframesList<Value>...) -> _KeyframesList<Value> { .joined(parts) }
  public static func buildOptional(_ part: _KeyframesList<Value>?) -> _KeyframesList<Value> {
    part ?? _KeyframesList(tracks: [])
  }
  public static func buildEither(first: _KeyframesList<Value>) -> _KeyframesList<Value> { first }
  public static func buildEither(second: _KeyframesList<Value>) -> _KeyframesList<Value> { second }
  public static func buildArray(_ parts: [_KeyframesList<Value>]) -> _KeyframesList<Value> { .joined(parts) }
  public static func buildLimitedAvailability(_ part: _KeyframesList<Value>) -> _KeyframesList<Value> { part }
}
