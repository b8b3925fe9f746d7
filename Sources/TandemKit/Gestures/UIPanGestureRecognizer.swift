import Foundation
import TandemGraphics

/// Recognizes a drag: it begins once the touch has moved 10 points, then reports changes with the translation
/// from the touch-down point and the velocity (points per second over the last 100 ms of samples).
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  static let hysteresis: CGFloat = 10

  private var start: CGPoint?
  private var offset = CGPoint.zero
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// The translation since the gesture started (or since `setTranslation`), in a view's coordinate space.
  open func translation(in view: UIView?) -> CGPoint {
    guard let start, let current = currentPoint else { return .zero }
    let delta = CGPoint(x: current.x - start.x + offset.x, y: current.y - start.y + offset.y)
    guard let view, let window = view.window else { return delta }
    let a = view.convert(CGPoint.zero, from: window)
    let b = view.convert(delta, from: window)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Resets the translation to a value.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let start, let current = currentPoint else { return }
    offset = CGPoint(x: translation.x - (current.x - start.x), y: translation.y - (current.y - start.y))
  }

  /// The velocity in points per second.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last else { return .zero }
    let window = samples.filter { last.time - $0.time <= 0.1 }
    guard let first = window.first, last.time > first.time else { return .zero }
    let dt = last.time - first.time
    return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
  }

  private var currentPoint: CGPoint? { samples.last?.point }

  private func record(_ touch: UITouch) {
    samples.append((touch.timestamp, touch.locationInWindow))
    if samples.count > 20 { samples.removeFirst(samples.count - 20) }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    trackedTouches.append(contentsOf: touches)
    if let touch = touches.first, start == nil {
      start = touch.locationInWindow
      record(touch)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let start else { return }
    record(touch)
    lastLocation = touch.locationInWindow
    switch state {
    case .possible:
      let d = hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y)
      if d >= UIPanGestureRecognizer.hysteresis && trackedTouches.count >= minimumNumberOfTouches
        && shouldBeginPan(touch)
      {
        state = .began
      }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Subclass hook (scroll views refuse a drag across an axis they cannot scroll).
  package func shouldBeginPan(_ touch: UITouch) -> Bool { true }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if let touch = touches.first { record(touch) }
    lastLocation = touches.first?.locationInWindow
    trackedTouches.removeAll { touches.contains($0) }
    guard trackedTouches.isEmpty else { return }
    state = state == .possible ? .failed : .ended
  }

  open override func reset() {
    start = nil
    offset = .zero
    samples = []
  }

  /// The point the pan started at (window coordinates).
  package var startPoint: CGPoint? { start }
}

/// Recognizes a quick straight movement in one of its permitted directions: at least 50 points along the
/// direction within 0.5 s, drifting sideways no more than half that (a discrete gesture).
@MainActor @preconcurrency open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  /// The permitted directions (right by default).
  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1
  static let minimumDistance: CGFloat = 50
  static let maximumDuration = 0.5

  private var start: (point: CGPoint, time: TimeInterval)?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    trackedTouches.append(contentsOf: touches)
    if let touch = touches.first, start == nil { start = (touch.locationInWindow, touch.timestamp) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    evaluate(touches.first, ended: false)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    evaluate(touches.first, ended: true)
    trackedTouches.removeAll { touches.contains($0) }
  }

  private func evaluate(_ touch: UITouch?, ended: Bool) {
    guard state == .possible, let touch, let start else { return }
    lastLocation = touch.locationInWindow
    let dx = touch.locationInWindow.x - start.point.x
    let dy = touch.locationInWindow.y - start.point.y
    let elapsed = touch.timestamp - start.time
    if elapsed > UISwipeGestureRecognizer.maximumDuration {
      state = .failed
      return
    }
    let candidates: [(Direction, CGFloat, CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (dir, along, across) in candidates where direction.contains(dir) {
      if along >= UISwipeGestureRecognizer.minimumDistance && abs(across) <= along / 2 {
        state = .recognized
        return
      }
    }
    if ended { state = .failed }
  }

  open override func reset() { start = nil }
}
