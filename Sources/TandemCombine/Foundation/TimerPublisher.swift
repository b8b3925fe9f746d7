import Foundation

extension Timer {
  /// A connectable publisher of the current date every `interval` seconds on a run loop (Tandem's main run loop
  /// turns with the app's event loop); `autoconnect()` starts it with the first subscriber.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// Publishes the date each time a timer fires, once connected; cancelling the connection invalidates the timer.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.SchedulerOptions?
    private let subject = PassthroughSubject<Date, Never>()
    private let lock = NSLock()

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      let subject = subject
      let timer = Timer(timeInterval: Swift.max(interval, 0.000_1), repeats: true) { _ in subject.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      nonisolated(unsafe) let scheduled = timer
      return AnyCancellable { scheduled.invalidate() }
    }
  }
}
