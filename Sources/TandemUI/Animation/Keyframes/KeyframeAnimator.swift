import Foundation
import TandemKit
import TandemPlatform

/// Plays keyframes on the frame clock and builds its content from the value at each frame: looping while
/// `repeating` (from the initial value each time), or once each time a trigger changes (from the value it shows
/// then, keeping each track's velocity), resting at the end value until the next change.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where Value == KeyframePath.Value {
  let initialValue: Value
  let trigger: AnyEquatable?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Loops the keyframes while `repeating`; when not, the content shows the initial value.
  nonisolated public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays the keyframes once each time `trigger` changes.
  nonisolated public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = AnyEquatable(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
  }

  @MainActor package func makeContent() -> any NodeContent { KeyframeAnimatorContent() }
}

/// Any keyframe animator, for its node content.
@MainActor protocol KeyframeAnimating {
  /// Advances `state` to clock time `now`: the content for the value then, and whether keyframes still play.
  func content(state: KeyframeAnimatorContent.State, now: Double) -> (view: any View, playing: Bool)
}

extension KeyframeAnimator: KeyframeAnimating {
  @MainActor func content(state: KeyframeAnimatorContent.State, now: Double) -> (view: any View, playing: Bool) {
    var value = state.value as? Value ?? initialValue
    var timeline = state.timeline as? KeyframeTimeline<Value>
    if let trigger {
      if state.trigger == nil {
        state.trigger = trigger
      } else if state.trigger != trigger {
        state.trigger = trigger
        // A new run starts from the value shown now, with each track's velocity.
        let velocities = timeline.map { $0.sample(at: now - state.start).velocities } ?? []
        timeline = KeyframeTimeline(
          initialValue: value, plans: keyframes(value).trackPlans(for: Value.self),
          startVelocities: velocities.map { Optional($0) })
        state.start = now
      }
    } else if repeating {
      if timeline == nil {
        timeline = KeyframeTimeline(
          initialValue: initialValue, plans: keyframes(initialValue).trackPlans(for: Value.self))
        state.start = now
      }
    } else {
      timeline = nil
      value = initialValue
    }
    var playing = false
    if let run = timeline {
      let duration = run.duration
      var elapsed = now - state.start
      if repeating && trigger == nil {
        if duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: duration) }
        playing = duration > 0
      } else {
        playing = elapsed < duration
      }
      value = run.sample(at: elapsed).value
      if !playing && trigger != nil { timeline = nil }
    }
    state.value = value
    state.timeline = timeline
    return (content(value), playing)
  }
}

/// Rebuilds the animator's content from the keyframes' value on every frame while they play (watching the frame
/// clock only then).
final class KeyframeAnimatorContent: NodeContent, LayoutOnly, ChildViewsProviding {
  /// What the animator shows and plays: kept across updates of its view.
  @MainActor final class State {
    var value: Any?
    var timeline: Any?
    var trigger: AnyEquatable?
    /// The clock time the current run started.
    var start = 0.0
  }
  let state = State()
  private var observer: Int?
  private weak var observedClock: FrameClock?

  private var clock: FrameClock { UIApplication.shared.output.clock }

  func childViews(node: ViewNode) -> [any View] {
    guard let animator = node.view as? any KeyframeAnimating else { return [] }
    var built: (view: any View, playing: Bool)?
    ViewGraph.readingAsDependencies(of: node) { built = animator.content(state: state, now: clock.now) }
    if built!.playing { watch(node) } else { stopWatching() }
    return [built!.view]
  }

  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren { child.place(in: bounds) }
  }

  /// Rebuilds the node on every frame of the app's clock.
  private func watch(_ node: ViewNode) {
    let clock = self.clock
    if observer != nil, observedClock === clock { return }
    stopWatching()
    observedClock = clock
    observer = clock.addObserver { [weak self, weak node] (_: Double) in
      guard let self else { return }
      guard let node, !node.isRemoved else { return self.stopWatching() }
      node.invalidate()
    }
    UIApplication.shared.frameDriverNeeded()
  }

  private func stopWatching() {
    if let observer, let observedClock { observedClock.removeObserver(observer) }
    observer = nil
    observedClock = nil
  }
}

extension View {
  /// Loops keyframes over this view while `repeating`: `content` gets the view (as a placeholder) and the value
  /// at each frame.
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
  }

  /// Plays keyframes over this view each time `trigger` changes: `content` gets the view (as a placeholder) and
  /// the value at each frame.
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
  }
}
