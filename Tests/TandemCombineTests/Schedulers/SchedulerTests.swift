import Combine
import Dispatch
import Foundation
import Testing

/// The real schedulers: their time types, and that they run what they are given, once or repeatedly.
@Suite struct SchedulerTests {
  @Test func dispatchQueueStridesAreNanoseconds() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    #expect(Stride.seconds(2).magnitude == 2_000_000_000)
    #expect(Stride.milliseconds(3).magnitude == 3_000_000)
    #expect(Stride.microseconds(4).magnitude == 4_000)
    #expect(Stride.seconds(0.5).magnitude == 500_000_000)
    #expect((1.5 as Stride).magnitude == 1_500_000_000)
    #expect((2 as Stride) == .seconds(2))
    let now = DispatchQueue.main.now
    #expect(now.distance(to: now.advanced(by: .milliseconds(7))) == .milliseconds(7))
  }

  @Test func runLoopStridesAreSeconds() {
    typealias Stride = RunLoop.SchedulerTimeType.Stride
    #expect(Stride.milliseconds(250).timeInterval == 0.25)
    #expect(Stride.seconds(3).magnitude == 3)
    let now = RunLoop.main.now
    #expect(now.advanced(by: 2).date == now.date.addingTimeInterval(2))
    #expect(OperationQueue.main.now.date.timeIntervalSinceNow < 1)
  }

  @Test func immediateSchedulerRunsAtOnce() {
    var ran = 0
    ImmediateScheduler.shared.schedule { ran += 1 }
    ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now.advanced(by: .seconds(10))) { ran += 1 }
    #expect(ran == 2)
    let recorder = Just(1).receive(on: ImmediateScheduler.shared).record()
    #expect(recorder.values == [1])
  }

  @Test func dispatchQueueRunsLaterAndRepeatsUntilCancelled() async {
    let queue = DispatchQueue(label: "tandem.scheduler.test")
    let counter = Counter()
    let start = queue.now
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      queue.schedule(after: queue.now.advanced(by: .milliseconds(20))) {
        counter.add()
        done.resume()
      }
    }
    #expect(start.distance(to: queue.now) >= .milliseconds(20))
    let repeating = queue.schedule(after: queue.now, interval: .milliseconds(5)) { counter.add() }
    while counter.value < 4 { try? await Task.sleep(nanoseconds: 5_000_000) }
    repeating.cancel()
    let stopped = counter.value
    try? await Task.sleep(nanoseconds: 40_000_000)
    #expect(counter.value <= stopped + 1)
  }

  @Test func operationQueueRunsScheduledActions() async {
    let queue = OperationQueue()
    let counter = Counter()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      queue.schedule(after: queue.now.advanced(by: .milliseconds(10))) {
        counter.add()
        done.resume()
      }
    }
    #expect(counter.value == 1)
  }

  @Test func runLoopRunsScheduledActionsAsItTurns() {
    var fired: [String] = []
    let runLoop = RunLoop.current
    runLoop.schedule { fired.append("now") }
    runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(10))) { fired.append("later") }
    let repeating = runLoop.schedule(after: runLoop.now, interval: .milliseconds(5)) { fired.append("tick") }
    let deadline = Date().addingTimeInterval(2)
    while fired.filter({ $0 == "tick" }).count < 3 || !fired.contains("later"), Date() < deadline {
      _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    repeating.cancel()
    #expect(fired.first == "now" || fired.first == "tick")
    #expect(fired.contains("later") && fired.filter { $0 == "tick" }.count >= 3)
  }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
