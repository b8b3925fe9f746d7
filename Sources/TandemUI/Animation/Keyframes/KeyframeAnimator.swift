import Foundation
import TandemKit

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
  /// Advances `state` to clock time `now`: the content for the value then, whether keyframes still play, and the
  /// clock time the run (or this loop of it) ends.
  func content(state: KeyframeAnimatorContent.State, now: Double) -> (view: any View, playing: Bool, end: Double)
}

extension KeyframeAnimator: KeyframeAnimating {
  @MainActor func content(state: KeyframeAnimatorContent.State, now: Double) -> (
    view: any View, playing: Bool, end: Double
  ) {
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
    var end = now
    if let run = timeline {
      let duration = run.duration
      var elapsed = now - state.start
      if repeating && trigger == nil {
        if duration > 0 {
          let loops = (elapsed / duration).rounded(.down)
          elapsed -= loops * duration
          end = state.start + (loops + 1) * duration
        }
        playing = duration > 0
      } else {
        playing = elapsed < duration
        end = state.start + duration
      }
      value = run.sample(at: elapsed).value
      if !playing && trigger != nil { timeline = nil }
    }
    state.value = value
    state.timeline = timeline
    return (content(value), playing, end)
  }
}

/// Rebuilds the animator's content from the keyframes' value on every frame while they play: the run is a track
/// on the app's one animation driver (so `settle()` waits for it and UIKit's and SwiftUI's animations tick with
/// it), each frame of which rebuilds the node.
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
  /// The clock time the driver track of the current run (or loop) ends, while one runs, and the driver it runs on.
  private var trackEnd: Double?
  private weak var trackDriver: AnimationDriver?

  func childViews(node: ViewNode) -> [any View] {
    guard let animator = node.view as? any KeyframeAnimating else { return [] }
    let now = UIApplication.shared.output.clock.now
    var built: (view: any View, playing: Bool, end: Double)?
    ViewGraph.readingAsDependencies(of: node) { built = animator.content(state: state, now: now) }
    if built!.playing {
      if trackEnd.map({ abs($0 - built!.end) > 1e-9 }) ?? true { play(node, from: now, until: built!.end) }
    } else if trackEnd != nil {
      trackEnd = nil
      trackDriver?.endTrack(for: driverKey)
    }
    return [built!.view]
  }

  /// Placed: a run keeps going on the app's driver now (a test's app may have replaced the one it started under).
  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren { child.place(in: bounds) }
    if let trackEnd, trackDriver !== UIApplication.shared.animationDriver {
      play(node, from: UIApplication.shared.output.clock.now, until: trackEnd)
    }
  }

  private var driverKey: AnimationDriver.Key { AnimationDriver.Key(target: self, attributes: "SwiftUI.keyframes") }

  /// Runs a driver track until the run (or this loop of it) ends, rebuilding the node on each of its frames.
  private func play(_ node: ViewNode, from now: Double, until end: Double) {
    trackEnd = end
    trackDriver = UIApplication.shared.animationDriver
    let rebuild: () -> Void = { [weak node] in
      guard let node, !node.isRemoved else { return }
      node.invalidate()
    }
    let track = AnimationDriver.Track(
      target: self, start: now, duration: end - now, curve: .linear, group: AnimationDriver.Group(completion: nil),
      present: { progress in if progress > 0 { rebuild() } }, settle: { _ in rebuild() },
      finish: { [weak self] in
        self?.trackEnd = nil
        rebuild()
      })
    UIApplication.shared.animationDriver.add(track, for: driverKey)
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
