import Foundation

/// The clock that drives display links, animations, scroll deceleration and caret blinks.
///
/// In a window it follows real time at the display's refresh rate; in tests it is virtual: time moves only when
/// the driver advances it, frame by frame, so animations are exact and fast. Times are seconds (CFTimeInterval).
@MainActor @preconcurrency public final class FrameClock {
  /// Whether time moves only when `advance` is called.
  public let isVirtual: Bool
  /// Frames per second.
  public let framesPerSecond: Double
  private var virtualNow: Double = 0
  private let start = DispatchTime.now().uptimeNanoseconds
  private var observers: [(id: Int, tick: @MainActor (Double) -> Void)] = []
  private var nextID = 0
  /// The time of the last frame delivered to the observers (a virtual clock starts with frame 0 delivered).
  private var deliveredTime: Double?

  public init(virtual: Bool, framesPerSecond: Double = 60) {
    isVirtual = virtual
    self.framesPerSecond = framesPerSecond
    deliveredTime = virtual ? 0 : nil
  }

  /// The duration of one frame.
  public var frameDuration: Double { 1 / framesPerSecond }

  /// The current time in seconds since the clock started.
  public var now: Double {
    isVirtual ? virtualNow : Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Whether anything is waiting for frames.
  public var hasObservers: Bool { !observers.isEmpty }

  /// Calls `tick` with the frame time on every frame until the returned token is passed to `remove`.
  @discardableResult
  public func addObserver(_ tick: @escaping @MainActor (Double) -> Void) -> Int {
    nextID += 1
    observers.append((nextID, tick))
    return nextID
  }

  /// Stops calling an observer.
  public func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }

  /// Delivers one frame at the current time to every observer (observers added during the frame wait for the next).
  public func tick() {
    let time = now
    deliveredTime = time
    for observer in observers { observer.tick(time) }
  }

  /// Moves virtual time on by one frame without delivering it: the next `deliverFrameIfDue()` (the tick phase of
  /// an app's commit) delivers it.
  package func stepWithoutTicking() {
    precondition(isVirtual, "only a virtual clock can be advanced")
    virtualNow += frameDuration
  }

  /// Delivers a frame when time has moved on since the last one delivered (a real-time clock: by half a frame or
  /// more) and something waits for frames; returns whether it did.
  @discardableResult
  package func deliverFrameIfDue() -> Bool {
    guard !observers.isEmpty else { return false }
    let time = now
    if let deliveredTime, time - deliveredTime < (isVirtual ? 1e-9 : frameDuration / 2) { return false }
    tick()
    return true
  }

  /// Advances virtual time by whole frames covering `seconds`, ticking each frame.
  public func advance(by seconds: Double) {
    precondition(isVirtual, "only a virtual clock can be advanced")
    let frames = max(1, Int((seconds / frameDuration).rounded(.up)))
    for _ in 0..<frames {
      virtualNow += frameDuration
      tick()
    }
  }
}
