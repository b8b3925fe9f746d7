import Foundation
import TandemGraphics

/// A window's touch delivery: hit-testing new touches, feeding gesture recognizers first and the touched views
/// after, honouring `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`.
@MainActor final class TouchDispatcher {
  private struct TouchState {
    var deliveredBegan = false
    var cancelled = false
    var bufferedBegan = false
    var bufferedEnded = false
  }

  private weak var window: UIWindow?
  private var states: [ObjectIdentifier: TouchState] = [:]
  private var liveTouches: [UITouch] = []
  private var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?
  private var lastEvent: UIEvent?
  /// While an event is being dispatched, a failing recognizer flushes held touches but nothing is reset.
  private var isDispatching = false

  /// The arbitration between the recognizers sharing this window's touches.
  private lazy var arbiter = GestureArbiter(
    onRecognized: { [weak self] in self?.recognized($0) }, onFailed: { [weak self] in self?.failed($0) })

  init(window: UIWindow) { self.window = window }

  /// Recognizers attached to `view` and its ancestors, innermost first, that take `touch`.
  private func collectRecognizers(for view: UIView, touch: UITouch) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let v = current {
      for r in v.gestureRecognizers ?? []
      where r.isEnabled && (r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true) {
        result.append(r)
      }
      current = v.superview
    }
    return result
  }

  private var allRecognizers: [UIGestureRecognizer] {
    var seen = Set<ObjectIdentifier>()
    var result: [UIGestureRecognizer] = []
    for touch in liveTouches {
      for r in touch.gestureRecognizers ?? [] where seen.insert(ObjectIdentifier(r)).inserted { result.append(r) }
    }
    return result
  }

  func dispatch(_ event: UIEvent) {
    guard let window else { return }
    lastEvent = event
    isDispatching = true
    defer { isDispatching = false }
    let touches = event.touchSet.filter { $0.window === window }
    for touch in touches where touch.phase == .began {
      touch.view = window.hitTest(touch.locationInWindow, with: event)
      touch.gestureRecognizers = touch.view.map { collectRecognizers(for: $0, touch: touch) } ?? []
      if let last = lastTap, touch.timestamp - last.time <= UITapGestureRecognizer.maximumTapInterval,
        hypot(touch.locationInWindow.x - last.point.x, touch.locationInWindow.y - last.point.y) <= 10
      {
        touch.tapCount = last.count + 1
      }
      states[ObjectIdentifier(touch)] = TouchState()
      liveTouches.append(touch)
    }
    let recognizers = allRecognizers
    arbiter.activate(recognizers)

    // 1. Recognizers see the touches first.
    for recognizer in recognizers where recognizer.isEnabled {
      let mine = Set(touches.filter { $0.gestureRecognizers?.contains { $0 === recognizer } ?? false })
      guard !mine.isEmpty, [.possible, .began, .changed].contains(recognizer.state) else { continue }
      switch mine.first!.phase {
      case .began: recognizer.touchesBegan(mine, with: event)
      case .moved, .stationary: recognizer.touchesMoved(mine, with: event)
      case .ended: recognizer.touchesEnded(mine, with: event)
      case .cancelled: recognizer.touchesCancelled(mine, with: event)
      }
    }

    // 2. Views get what recognizers left them.
    for touch in touches {
      let id = ObjectIdentifier(touch)
      guard var state = states[id], !state.cancelled, let view = touch.view else { continue }
      let waiting = (touch.gestureRecognizers ?? []).filter { $0.state == .possible }
      switch touch.phase {
      case .began:
        if waiting.contains(where: { $0.delaysTouchesBegan }) {
          state.bufferedBegan = true
        } else {
          state.deliveredBegan = true
          view.touchesBegan([touch], with: event)
        }
      case .moved, .stationary:
        if state.deliveredBegan { view.touchesMoved([touch], with: event) }
      case .ended:
        if waiting.contains(where: { $0.delaysTouchesEnded }) {
          state.bufferedEnded = true
        } else if state.deliveredBegan || state.bufferedBegan {
          if state.bufferedBegan { view.touchesBegan([touch], with: event) }
          view.touchesEnded([touch], with: event)
        }
      case .cancelled:
        if state.deliveredBegan { view.touchesCancelled([touch], with: event) }
      }
      states[id] = state
    }

    // 3. When every touch is up, recognizers that finished (or never started) go back to possible.
    liveTouches.removeAll {
      ($0.phase == .ended || $0.phase == .cancelled) && !(states[ObjectIdentifier($0)]?.bufferedEnded ?? false)
    }
    if let tap = touches.first(where: { $0.phase == .ended }) {
      lastTap = (tap.timestamp, tap.locationInWindow, tap.tapCount)
    }
    if touches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { resetFinished(recognizers) }
  }

  private func resetFinished(_ recognizers: [UIGestureRecognizer]) {
    for recognizer in recognizers {
      if let tap = recognizer as? UITapGestureRecognizer, tap.isWaitingForNextTap, tap.state == .possible { continue }
      guard recognizer.trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { continue }
      recognizer.reset()
      recognizer.trackedTouches = []
      recognizer.setStateDirectly(.possible)
    }
    if liveTouches.isEmpty { states = [:] }
  }

  /// A recognizer took its touches: the views get touchesCancelled and buffered phases are dropped.
  private func recognized(_ recognizer: UIGestureRecognizer) {
    guard recognizer.cancelsTouchesInView else { return }
    for touch in liveTouches where touch.gestureRecognizers?.contains(where: { $0 === recognizer }) ?? false {
      let id = ObjectIdentifier(touch)
      guard var state = states[id], !state.cancelled else { continue }
      if state.deliveredBegan { touch.view?.touchesCancelled([touch], with: lastEvent) }
      state.cancelled = true
      state.bufferedBegan = false
      state.bufferedEnded = false
      states[id] = state
    }
  }

  /// A recognizer failed: touches it was holding back reach their views.
  private func failed(_ recognizer: UIGestureRecognizer) {
    for touch in liveTouches {
      let id = ObjectIdentifier(touch)
      guard var state = states[id], !state.cancelled, let view = touch.view else { continue }
      let waiting = (touch.gestureRecognizers ?? []).filter { $0.state == .possible }
      if state.bufferedBegan && !waiting.contains(where: { $0.delaysTouchesBegan }) {
        state.bufferedBegan = false
        state.deliveredBegan = true
        view.touchesBegan([touch], with: lastEvent)
      }
      if state.bufferedEnded && !waiting.contains(where: { $0.delaysTouchesEnded }) {
        state.bufferedEnded = false
        if state.deliveredBegan { view.touchesEnded([touch], with: lastEvent) }
      }
      states[id] = state
    }
    guard !isDispatching else { return }
    liveTouches.removeAll {
      ($0.phase == .ended || $0.phase == .cancelled) && !(states[ObjectIdentifier($0)]?.bufferedEnded ?? false)
    }
    if liveTouches.isEmpty {
      resetFinished(arbiter.active)
    }
  }
}
