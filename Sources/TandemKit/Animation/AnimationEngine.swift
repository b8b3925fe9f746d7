import Foundation
import TandemGraphics
import TandemPlatform

/// UIView animations: records the animatable properties views had before an animation block, then runs one track
/// per layer on the shared `AnimationDriver`, which, frame by frame, draws interpolated values through the layers'
/// presentation state while the model properties already hold the final values.
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
  package typealias Group = AnimationDriver.Group

  private var recording: [[ObjectIdentifier: (UIView, Snapshot)]] = []
  /// Whether `UIView.setAnimationsEnabled(false)` is in effect.
  package var animationsEnabled = true

  package init() {}

  /// The driver the animations run on (shared with SwiftUI).
  private var driver: AnimationDriver { UIApplication.shared.animationDriver }
  private var clock: FrameClock { UIApplication.shared.output.clock }

  /// Whether any view animation runs.
  package var isAnimating: Bool { driver.isAnimating }
  /// How many layers are animating.
  package var runningCount: Int { driver.runningCount }

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

  /// Runs `changes`, then animates every recorded view from its old to its new state: one track per layer on the
  /// shared driver, presenting interpolated values through the layer's presentation state.
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
    for (view, from) in recorded.values {
      let layer = view.layer
      let to = Snapshot(modelOf: layer)
      guard to != from else { continue }
      let track = AnimationDriver.Track(
        target: layer, start: start, duration: duration, curve: curve, group: group,
        present: { [weak layer] progress in
          guard let layer else { return }
          AnimationEngine.present(layer, from: from, to: to, progress: progress)
        },
        settle: { [weak layer] position in
          guard let layer else { return }
          AnimationEngine.settle(layer, from: from, at: position)
        },
        finish: { [weak layer] in layer?.setPresentation(nil) })
      driver.add(track, for: AnimationDriver.Key(target: layer, attributes: "UIView"))
    }
    if group.remaining == 0 { DispatchQueue.main.async { MainActor.assumeIsolated { group.complete() } } }
    return group
  }

  /// Presents a layer between two states at a progress along the curve.
  private static func present(_ layer: CALayer, from a: Snapshot, to b: Snapshot, progress: Double) {
    let p = CGFloat(progress)
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

  /// Leaves a layer where a stopped animation puts it: its model values (end), where it began, or where it shows.
  private static func settle(_ layer: CALayer, from: Snapshot, at position: UIViewAnimatingPosition) {
    let current = Snapshot(presentedOf: layer)
    layer.setPresentation(nil)
    let target: Snapshot? =
      switch position {
      case .end: nil
      case .start: from
      case .current: current
      }
    guard let target else { return }
    layer.position = target.position
    layer.bounds = target.bounds
    layer.opacity = target.opacity
    layer.transform = target.transform
    layer.backgroundColor = target.backgroundColor
  }

  // MARK: Property animator support

  /// Freezes a group's animations at their current fraction.
  func pause(_ group: Group) { driver.pause(group) }

  /// Continues a paused group from its frozen fraction.
  func resume(_ group: Group) { driver.resume(group) }

  /// The elapsed fraction of a group (its first animation's).
  func fraction(of group: Group) -> Double { driver.fraction(of: group) }

  /// Sets a paused group's fraction.
  func setFraction(_ fraction: Double, of group: Group) { driver.setFraction(fraction, of: group) }

  /// Ends a group's animations, leaving each layer at `position` (end, start or where it is now).
  func stop(_ group: Group, at position: UIViewAnimatingPosition, callCompletion: Bool) {
    driver.stop(group, at: position, callCompletion: callCompletion)
  }
}

/// Where an animator stopped.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
