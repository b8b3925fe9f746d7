import Foundation
import TandemGraphics

/// Recognizes taps: touches that end near where they began, `numberOfTapsRequired` times within 0.35 s of each
/// other (a discrete gesture). A touch that moves more than 10 points fails it.
@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (1 by default).
  open var numberOfTapsRequired = 1
  /// Fingers needed (1 by default).
  open var numberOfTouchesRequired = 1

  static let allowableMovement: CGFloat = 10
  static let maximumTapInterval = 0.35
  private var taps = 0
  private var start: CGPoint?
  private var waitObserver: Int?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    trackedTouches.append(contentsOf: touches)
    if let touch = touches.first { start = start ?? touch.locationInWindow }
    cancelWait()
    if trackedTouches.count > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let touch = touches.first else { return }
    let d = hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y)
    if d > UITapGestureRecognizer.allowableMovement { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lastLocation = touches.first?.locationInWindow
    trackedTouches.removeAll { touches.contains($0) }
    guard trackedTouches.isEmpty, state == .possible else { return }
    taps += 1
    if taps >= numberOfTapsRequired {
      state = .recognized
    } else {
      // Wait for the next tap on the frame clock.
      let deadline = clock.now + UITapGestureRecognizer.maximumTapInterval
      waitObserver = clock.addObserver { [weak self] time in
        guard let self, time >= deadline else { return }
        self.cancelWait()
        if self.state == .possible { self.state = .failed }
      }
    }
  }

  private func cancelWait() {
    if let waitObserver { clock.removeObserver(waitObserver) }
    waitObserver = nil
  }

  /// Whether the recognizer is waiting between taps (the gesture continues past the touches).
  package var isWaitingForNextTap: Bool { waitObserver != nil }

  open override func reset() {
    taps = 0
    start = nil
    cancelWait()
  }
}

/// Recognizes a press held for `minimumPressDuration` (0.5 s) without moving more than `allowableMovement`
/// (10 points); then reports began, changed as the finger moves, and ended (continuous).
@MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTouchesRequired = 1
  open var numberOfTapsRequired = 0
  private var start: CGPoint?
  private var timer: Int?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    trackedTouches.append(contentsOf: touches)
    guard let touch = touches.first, start == nil else { return }
    start = touch.locationInWindow
    let deadline = clock.now + minimumPressDuration
    timer = clock.addObserver { [weak self] time in
      guard let self, time >= deadline - 1e-9 else { return }
      self.stopTimer()
      if self.state == .possible && self.trackedTouches.count >= self.numberOfTouchesRequired { self.state = .began }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    lastLocation = touch.locationInWindow
    if state == .possible, let start {
      if hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y) > allowableMovement {
        state = .failed
      }
    } else if state == .began || state == .changed {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lastLocation = touches.first?.locationInWindow
    trackedTouches.removeAll { touches.contains($0) }
    guard trackedTouches.isEmpty else { return }
    stopTimer()
    state = state == .possible ? .failed : .ended
  }

  private func stopTimer() {
    if let timer { clock.removeObserver(timer) }
    timer = nil
  }

  open override func reset() {
    start = nil
    stopTimer()
  }
}
