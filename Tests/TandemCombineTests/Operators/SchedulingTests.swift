import Combine
import Dispatch
import Foundation
import Testing

@Suite struct SchedulingTests {
  let clock = VirtualTimeScheduler()

  @Test func receiveOnDeliversValuesAndTheCompletionOnTheScheduler() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.receive(on: clock).record(on: clock)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.values.isEmpty && recorder.completion == nil)
    clock.advance()
    #expect(recorder.values == [1] && recorder.completion != nil)
  }

  @Test func receiveOnPassesTheDemandDownstreamGivesUpstream() {
    let source = TestPublisher("ab|", on: clock)
    let recorder = source.receive(on: clock).record(on: clock, initialDemand: .max(1), demandPerValue: .max(1))
    clock.run()
    #expect(recorder.values == ["a", "b"])
    // "a" is delivered at 0 (its demand goes up at once), "b" at 1.
    #expect(source.log == ["subscribe@0", "request max(1)@0", "request max(1)@0", "request max(1)@1"])
  }

  @Test func subscribeOnSubscribesRequestsAndCancelsOnTheScheduler() {
    let source = TestPublisher("a-b|", on: clock)
    let recorder = source.subscribe(on: clock).record(on: clock)
    #expect(source.subscriptions == 0)
    clock.advance()
    // The subscription, then the request it scheduled, then the first value: all at second 0.
    #expect(source.subscriptions == 1)
    #expect(source.log == ["subscribe@0", "request unlimited@0"])
    #expect(recorder.values == ["a"])
    clock.advance(by: .seconds(1))
    recorder.cancel()
    #expect(source.log.count == 2)
    clock.advance()
    #expect(source.log.last == "cancel@1")
    #expect(recorder.values == ["a"])
  }

  @MainActor @Test func receiveOnTheMainQueue() async {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
    subject.send(5)
    #expect(received.isEmpty)
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    #expect(received == [5])
    cancellable.cancel()
  }
}
