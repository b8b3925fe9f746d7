import Foundation
import TandemGraphics
import TandemPlatform

/// Runs UIView animations on the frame clock: records the animatable properties views had before an animation
/// block, then, frame by frame, draws interpolated values through the layers' presentation state while the model
/// properties already hold the final values.
@MainActor package final class AnimationEngine {
  /// The animatable state of a view's layer.
  struct Snapshot: Equatable {
    var position: CGPoint
    var bounds: CGRect
    var opacity: Float
    var transform: CATransform3D
    var backgroundColor: CGColor?

    init(presentedOf layer: CALayer) {
      position = layer.presentedPosition
      bounds = layer.presentedBounds
      opacity = layer.presentedOpacity
      transform = layer.presentedTransform
      backgroundColor = layer.presentedBackgroundColor
    }

    init(modelOf layer: CALayer) {
      position = layer.position
      bounds = layer.bounds
      opacity = layer.opacity
      transform = layer.transform
      backgroundColor = layer.backgroundColor
    }
  }

  /// Animations started by one call, sharing a completion.
  package final class Group {
    var remaining = 0
    var completion: ((Bool) -> Void)?
    var finishedAll = true
    var done = false
    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationEnded(finished: Bool) {
      remaining -= 1
      if !finished { finishedAll = false }
      if remaining <= 0 { complete() }
    }

    func complete() {
      guard !done else { return }
      done = true
      completion?(finishedAll)
    }
  }

  struct Running {
    weak var layer: CALayer?
    var from: Snapshot
    var to: Snapshot
    var start: Double
    var duration: Double
    var curve: TimingCurve
    let group: Group
    /// Set while paused (property animators): the elapsed fraction frozen.
    var pausedFraction: Double?
  }

  private var recording: [[ObjectIdentifier: (UIView, Snapshot)]] = []
  private var running: [ObjectIdentifier: Running] = [:]
  private var clockObserver: Int?
  /// Whether `UIView.setAnimationsEnabled(false)` is in effect.
  package var animationsEnabled = true

  package init() {}

  /// Whether any animation runs.
  package var isAnimating: Bool { !running.isEmpty }
  /// How many layers are animating.
  package var runningCount: Int { running.count }

  private var clock: FrameClock { UIApplication.shared.output.clock }

  /// Whether a view property change is being recorded for an animation.
  var isRecording: Bool { !recording.isEmpty && animationsEnabled }

  /// Called by view setters before an animatable property changes.
  package func viewWillChange(_ view: UIView) {
    guard isRecording else { return }
    let id = ObjectIdentifier(view)
    if recording[recording.count - 1][id] == nil {
      recording[recording.count - 1][id] = (view, Snapshot(presentedOf: view.layer))
    }
  }

  /// Runs `changes`, then animates every recorded view from its old to its new state.
  package func animate(
    duration: Double, delay: Double, curve: TimingCurve, changes: () -> Void, completion: ((Bool) -> Void)?
  ) -> Group {
    recording.append([:])
    changes()
    let recorded = recording.removeLast()
    let group = Group(completion: completion)
    guard animationsEnabled, duration > 0 || delay > 0 else {
      // Immediate: the completion still runs on the next turn, as on iOS.
      DispatchQueue.main.async { MainActor.assumeIsolated { group.complete() } }
      return group
    }
    let start = clock.now + delay
    for (id, (view, from)) in recorded {
      let to = Snapshot(modelOf: view.layer)
      guard to != from else { continue }
      if let previous = running[id] { previous.group.animationEnded(finished: false) }
      running[id] = Running(
        layer: view.layer, from: from, to: to, start: start, duration: max(duration, 1e-6), curve: curve, group: group,
        pausedFraction: nil)
      group.remaining += 1
      apply(running[id]!, fraction: 0)
    }
    if group.remaining == 0 {
      DispatchQueue.main.async { MainActor.assumeIsolated { group.complete() } }
    } else {
      ensureObserving()
    }
    return group
  }

  private func ensureObserving() {
    guard clockObserver == nil else { return }
    clockObserver = clock.addObserver { [weak self] time in self?.tick(time) }
    UIApplication.shared.frameDriverNeeded()
  }

  /// Advances every running animation to `time`.
  package func tick(_ time: Double) {
    for (id, animation) in running {
      guard animation.layer != nil else {
        running[id] = nil
        animation.group.animationEnded(finished: false)
        continue
      }
      if let paused = animation.pausedFraction {
        apply(animation, fraction: paused)
        continue
      }
      let fraction = (time - animation.start) / animation.duration
      if fraction >= 1 {
        running[id] = nil
        animation.layer?.setPresentation(nil)
        animation.group.animationEnded(finished: true)
      } else {
        apply(animation, fraction: max(fraction, 0))
      }
    }
    if running.isEmpty, let observer = clockObserver {
      clock.removeObserver(observer)
      clockObserver = nil
    }
    UIApplication.shared.requestCommit()
  }

  private func apply(_ animation: Running, fraction: Double) {
    guard let layer = animation.layer else { return }
    let p = CGFloat(animation.curve.progress(fraction))
    let (a, b) = (animation.from, animation.to)
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
    var values = LayerPresentation()
    if a.position != b.position {
      values.position = CGPoint(x: mix(a.position.x, b.position.x), y: mix(a.position.y, b.position.y))
    }
    if a.bounds != b.bounds {
      values.bounds = CGRect(
        x: mix(a.bounds.minX, b.bounds.minX), y: mix(a.bounds.minY, b.bounds.minY),
        width: mix(a.bounds.width, b.bounds.width), height: mix(a.bounds.height, b.bounds.height))
    }
    if a.opacity != b.opacity { values.opacity = Float(mix(CGFloat(a.opacity), CGFloat(b.opacity))) }
    if a.transform != b.transform {
      let ta = CATransform3DGetAffineTransform(a.transform)
      let tb = CATransform3DGetAffineTransform(b.transform)
      values.transform = CATransform3DMakeAffineTransform(
        CGAffineTransform(
          a: mix(ta.a, tb.a), b: mix(ta.b, tb.b), c: mix(ta.c, tb.c), d: mix(ta.d, tb.d), tx: mix(ta.tx, tb.tx),
          ty: mix(ta.ty, tb.ty)))
    }
    if a.backgroundColor != b.backgroundColor {
      let ca = a.backgroundColor ?? (b.backgroundColor?.copy(alpha: 0) ?? .clear)
      let cb = b.backgroundColor ?? ca.copy(alpha: 0)!
      let x = ca.components!
      let y = cb.components!
      values.backgroundColor = CGColor(
        red: mix(x[0], y[0]), green: mix(x[1], y[1]), blue: mix(x[2], y[2]), alpha: mix(x[3], y[3]))
    }
    layer.setPresentation(values)
  }

  // MARK: Property animator support

  /// The layers of a group.
  func layers(of group: Group) -> [ObjectIdentifier] { running.filter { $0.value.group === group }.map(\.key) }

  /// Freezes a group's animations at their current fraction.
  func pause(_ group: Group) {
    let now = clock.now
    for id in layers(of: group) {
      guard var animation = running[id], animation.pausedFraction == nil else { continue }
      animation.pausedFraction = min(max((now - animation.start) / animation.duration, 0), 1)
      running[id] = animation
    }
  }

  /// Continues a paused group from its frozen fraction.
  func resume(_ group: Group) {
    let now = clock.now
    for id in layers(of: group) {
      guard var animation = running[id], let fraction = animation.pausedFraction else { continue }
      animation.start = now - fraction * animation.duration
      animation.pausedFraction = nil
      running[id] = animation
    }
    ensureObserving()
  }

  /// The elapsed fraction of a group (its first animation's).
  func fraction(of group: Group) -> Double {
    guard let animation = layers(of: group).first.flatMap({ running[$0] }) else { return 0 }
    return animation.pausedFraction ?? min(max((clock.now - animation.start) / animation.duration, 0), 1)
  }

  /// Sets a paused group's fraction.
  func setFraction(_ fraction: Double, of group: Group) {
    for id in layers(of: group) {
      guard var animation = running[id] else { continue }
      animation.pausedFraction = fraction
      running[id] = animation
      apply(animation, fraction: fraction)
    }
  }

  /// Ends a group's animations, leaving each layer at `position` (end, start or where it is now).
  func stop(_ group: Group, at position: UIViewAnimatingPosition, callCompletion: Bool) {
    for id in layers(of: group) {
      guard let animation = running.removeValue(forKey: id), let layer = animation.layer else { continue }
      let current = Snapshot(presentedOf: layer)
      layer.setPresentation(nil)
      let target: Snapshot? =
        switch position {
        case .end: nil
        case .start: animation.from
        case .current: current
        }
      if let target {
        layer.position = target.position
        layer.bounds = target.bounds
        layer.opacity = target.opacity
        layer.transform = target.transform
        layer.backgroundColor = target.backgroundColor
      }
    }
    if callCompletion { group.complete() } else { group.done = true }
    UIApplication.shared.requestCommit()
  }
}

/// Where an animator stopped.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
