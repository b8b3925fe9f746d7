import Foundation
import TandemGraphics
import TandemPlatform

/// A gesture recognizer's delegate; absent methods behave as on iOS (begin, receive, no simultaneity).
@MainActor @preconcurrency public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// Turns touch sequences into gestures through a state machine: possible → recognized (discrete), or
/// possible → began → changed → ended / cancelled (continuous), or failed.
///
/// Linux: there are no selectors, so actions are closures (`init(handler:)`, `addTarget(handler:)`); `state` is
/// settable by subclasses without a separate subclass header.
@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  /// The recognizer's states.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture was recognized (the same as ended).
    public static let recognized = State.ended
  }

  /// The view the recognizer is attached to.
  public package(set) weak var view: UIView?
  /// Whether the recognizer receives touches.
  open var isEnabled = true {
    didSet { if !isEnabled && (state == .began || state == .changed) { state = .cancelled } }
  }
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the view's touches are cancelled when the gesture is recognized (true by default).
  open var cancelsTouchesInView = true
  /// Whether touchesBegan reaches the view only after this recognizer fails (false by default).
  open var delaysTouchesBegan = false
  /// Whether touchesEnded reaches the view only after this recognizer fails (true by default).
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?

  private final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
  private var failureRequirements: [WeakRecognizer] = []
  /// A recognition waiting for required recognizers to fail.
  package var pendingState: State?
  package var trackedTouches: [UITouch] = []

  private struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }

  /// A recognizer with no action.
  public override init() { super.init() }

  /// A recognizer that calls `handler` on each state change of a recognized gesture.
  public init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    super.init()
    handlers.append(handler)
  }

  /// Adds an action closure.
  public final func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { handlers.append(handler) }
  /// Removes every action.
  open func removeAllTargets() { handlers.removeAll() }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails; it fails if the other recognizes.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  package var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

  private var stateStorage: State = .possible
  /// The current state; setting it (from a subclass) runs UIKit's arbitration and the actions.
  open var state: State {
    get { stateStorage }
    set { (arbiter ?? GestureArbiter.detached).transition(self, to: newValue) }
  }

  package func setStateDirectly(_ state: State) { stateStorage = state }
  /// The arbitration of the window whose touches the recognizer last received.
  weak var arbiter: GestureArbiter?
  package func fireActions() { for handler in handlers { handler(self) } }

  /// The number of touches tracked.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the tracked touches in a view.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return lastLocation.map { point(fromWindow: $0, in: view) } ?? .zero }
    let points = trackedTouches.map { $0.location(in: view) }
    return CGPoint(
      x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
  }
  package var lastLocation: CGPoint?
  private func point(fromWindow p: CGPoint, in view: UIView?) -> CGPoint {
    guard let view else { return p }
    return view.convert(p, from: view.window)
  }

  /// The location of one tracked touch.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    trackedTouches[touchIndex].location(in: view)
  }

  // MARK: Subclass overrides

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
  /// Returns the recognizer to `.possible` after a gesture ends or fails.
  open func reset() {}
  /// Whether this recognizer can prevent another from recognizing (true by default).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether another recognizer can prevent this one (true by default).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Stops tracking a touch.
  open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }

  package var clock: FrameClock { UIApplication.shared.output.clock }
}

/// UIKit's arbitration between recognizers sharing touches, applied on every state change: one per window's
/// touch dispatcher, known to the recognizers it feeds (a recognizer changing state later, from a timer, is
/// arbitrated against the same set).
@MainActor final class GestureArbiter {
  /// The arbitration of a recognizer that never received touches: no others to win against.
  static let detached = GestureArbiter(onRecognized: { _ in }, onFailed: { _ in })

  /// The recognizers currently receiving touches, innermost view first.
  private(set) var active: [UIGestureRecognizer] = []
  /// Called when a recognizer takes over its touches (cancels them in the view).
  private let onRecognized: (UIGestureRecognizer) -> Void
  /// Called when a recognizer failed (delayed touches may flow).
  private let onFailed: (UIGestureRecognizer) -> Void

  init(onRecognized: @escaping (UIGestureRecognizer) -> Void, onFailed: @escaping (UIGestureRecognizer) -> Void) {
    self.onRecognized = onRecognized
    self.onFailed = onFailed
  }

  /// Makes `recognizers` the ones sharing the current touches.
  func activate(_ recognizers: [UIGestureRecognizer]) {
    active = recognizers
    for recognizer in recognizers { recognizer.arbiter = self }
  }

  func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }

  func requires(_ a: UIGestureRecognizer, toFail b: UIGestureRecognizer) -> Bool {
    a.requiredToFail.contains { $0 === b }
      || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false)
  }

  func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
    let old = recognizer.state
    guard old != newState || newState == .changed else { return }
    // Leaving `possible` towards recognition: ask the delegate and the view, then wait for required failures.
    if old == .possible && (newState == .began || newState == .ended) {
      let allowed =
        (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
        && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
      guard allowed else { return fail(recognizer) }
      let blockers = active.filter { $0 !== recognizer && requires(recognizer, toFail: $0) && $0.state != .failed }
      if !blockers.isEmpty {
        if blockers.contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
          return fail(recognizer)
        }
        recognizer.pendingState = newState
        return
      }
      recognize(recognizer, newState)
      return
    }
    if newState == .failed { return fail(recognizer) }
    recognizer.setStateDirectly(newState)
    if newState == .changed || newState == .ended || newState == .cancelled { recognizer.fireActions() }
  }

  private func recognize(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    recognizer.pendingState = nil
    recognizer.setStateDirectly(state)
    // Others sharing the touches lose, unless they may recognize simultaneously.
    for other in active where other !== recognizer && !simultaneous(recognizer, other) {
      guard recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
      switch other.state {
      case .possible: fail(other)
      case .began, .changed:
        other.setStateDirectly(.cancelled)
        other.fireActions()
      default: break
      }
    }
    // Recognizers waiting for this one to fail fail instead.
    for waiting in active where waiting.pendingState != nil && requires(waiting, toFail: recognizer) {
      fail(waiting)
    }
    onRecognized(recognizer)
    recognizer.fireActions()
  }

  private func fail(_ recognizer: UIGestureRecognizer) {
    recognizer.pendingState = nil
    recognizer.setStateDirectly(.failed)
    // Recognizers waiting only for failures may now recognize.
    for waiting in active where waiting.pendingState != nil && requires(waiting, toFail: recognizer) {
      let blockers = active.filter { $0 !== waiting && requires(waiting, toFail: $0) && $0.state != .failed }
      if blockers.isEmpty, let pending = waiting.pendingState, waiting.state == .possible {
        recognize(waiting, pending)
      }
    }
    onFailed(recognizer)
  }
}
