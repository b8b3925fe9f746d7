import Combine
import Testing

/// The time-based operators on a virtual clock: exact to the second, instant to run.
@Suite struct TimingTests {
  let clock = VirtualTimeScheduler()

  @Test func debouncePublishesAfterAQuietPeriodAndDropsThePendingValueAtTheEnd() {
    let source = TestPublisher("ab---c-d|", on: clock)
    let recorder = source.debounce(for: .seconds(2), scheduler: clock).record(on: clock)
    clock.run()
    #expect(recorder.marble == "---b----|")
    #expect(source.log == ["subscribe@0", "request unlimited@0"])
  }

  @Test func debounceDropsAValueThatComesDueWithoutDemand() {
    let source = TestPublisher("a---b|", on: clock)
    let recorder = source.debounce(for: .seconds(1), scheduler: clock).record(on: clock, initialDemand: .none)
    clock.advance(by: .seconds(3))
    recorder.request(.max(1))
    clock.run()
    #expect(recorder.marble == "-----|")
  }

  @Test func throttleLatestPublishesTheFirstValueThenTheLatestOfEachInterval() {
    let source = TestPublisher("abcdef|", on: clock)
    let recorder = source.throttle(for: .seconds(3), scheduler: clock, latest: true).record(on: clock)
    clock.run()
    #expect(recorder.marble == "a--d--(f|)")
  }

  @Test func throttleFirstPublishesTheFirstValueOfEachInterval() {
    let source = TestPublisher("abcdef|", on: clock)
    let recorder = source.throttle(for: .seconds(3), scheduler: clock, latest: false).record(on: clock)
    clock.run()
    #expect(recorder.marble == "a--b--(e|)")
  }

  @Test func delayMovesValuesAndTheCompletion() {
    let source = TestPublisher("a-b|", on: clock)
    let recorder = source.delay(for: .seconds(2), scheduler: clock).record(on: clock)
    clock.run()
    #expect(recorder.marble == "--a-b|")
  }

  @Test func delayPassesDemandUpstreamAfterEachDelivery() {
    let source = TestPublisher("ab|", on: clock)
    let recorder = source.delay(for: .seconds(1), scheduler: clock).record(
      on: clock, initialDemand: .max(1), demandPerValue: .max(1))
    clock.run()
    // "b" waits at the source until "a" is delivered (second 1) and asks for it; the completion, sent at 2,
    // arrives at 3.
    #expect(recorder.marble == "-ab|")
    #expect(source.log == ["subscribe@0", "request max(1)@0", "request max(1)@1", "request max(1)@2"])
  }

  @Test func timeoutFailsWithTheCustomErrorAndCancelsUpstream() {
    let source = TestPublisher("a----b|", on: clock)
    let recorder = source.timeout(.seconds(3), scheduler: clock) { TestError.other }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "a--#")
    #expect(recorder.completion.failure == .other)
    #expect(source.log.last == "cancel@3")
  }

  @Test func timeoutWithoutAnErrorFinishes() {
    let quiet = TestPublisher("-----a|", on: clock).timeout(.seconds(2), scheduler: clock).record(on: clock)
    let busy = TestPublisher("a-a-a|", on: clock).timeout(.seconds(2), scheduler: clock).record(on: clock)
    clock.run()
    #expect(quiet.marble == "--|")
    #expect(busy.marble == "a-a-a|")
  }

  @Test func measureIntervalPublishesTheTimeBetweenValues() {
    let source = TestPublisher("-a--b|", on: clock)
    let recorder = source.measureInterval(using: clock).record(on: clock)
    clock.run()
    #expect(recorder.values == [.seconds(1), .seconds(3)])
    #expect(recorder.completion.isFinished)
  }
}
