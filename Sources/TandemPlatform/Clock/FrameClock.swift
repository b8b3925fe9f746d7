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

  public init(virtual: Bool, framesPerSecond: Double = 60) {
    isVirtual = virtual
    self.framesPerSecond = framesPerSecond
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
    for observer in observers { observer.tick(time) }
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
