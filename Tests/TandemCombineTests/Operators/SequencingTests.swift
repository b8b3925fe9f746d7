import Combine
import Testing

@Suite struct SequencingTests {
  let clock = VirtualTimeScheduler()

  @Test func appendSubscribesTheSuffixWhenThePrefixFinishes() {
    let prefix = TestPublisher("ab|", on: clock)
    let suffix = TestPublisher("cd|", on: clock)
    let recorder = prefix.append(suffix).record(on: clock)
    clock.run()
    #expect(recorder.marble == "abcd|")
    #expect(suffix.log == ["subscribe@2", "request unlimited@2"])
  }

  @Test func demandNotYetMetCarriesOverToTheSuffix() {
    let prefix = TestPublisher("a|", on: clock)
    let suffix = TestPublisher("bcd|", on: clock)
    let recorder = prefix.append(suffix).record(on: clock, initialDemand: .max(3))
    clock.run()
    #expect(recorder.values == ["a", "b", "c"])
    #expect(suffix.log == ["subscribe@1", "request max(2)@1"])
  }

  @Test func appendAndPrependValuesAndSequences() {
    #expect(Just(2).append(3, 4).prepend(1).record().values == [1, 2, 3, 4])
    #expect([2].publisher.append([3]).prepend([0, 1]).record().values == [0, 1, 2, 3])
    #expect(Just(2).prepend(Just(1)).record().values == [1, 2])
  }

  @Test func aFailingPrefixNeverSubscribesTheSuffix() {
    let suffix = TestPublisher("c|", on: clock)
    let recorder = TestPublisher("a#", on: clock).append(suffix).record(on: clock)
    clock.run()
    #expect(recorder.marble == "a#")
    #expect(suffix.subscriptions == 0)
  }

  @Test func catchReplacesTheFailureWithAnotherPublisher() {
    let recovery = TestPublisher("xy|", on: clock)
    let recorder = TestPublisher("a#", on: clock).catch { _ in recovery }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "axy|")
    let neverFails = Fail<Int, TestError>(error: .boom).catch { _ in Just(0) }.record()
    #expect(neverFails.values == [0])
  }

  @Test func tryCatchFailsWithWhatTheHandlerThrows() {
    let recorder = TestPublisher("a#", on: clock).tryCatch { error -> TestPublisher in
      throw TestError.other
    }.record(on: clock)
    let recovered = TestPublisher("a#", on: clock).tryCatch { _ in TestPublisher("z|", on: clock) }.record(
      on: clock)
    clock.run()
    #expect(recorder.marble == "a#")
    #expect(recorder.completion.failure as? TestError == .other)
    #expect(recovered.marble == "az|")
  }

  @Test func retrySubscribesAgainAfterEachFailure() {
    let source = TestPublisher("a#", on: clock)
    let recorder = source.retry(2).record(on: clock)
    clock.run()
    #expect(recorder.marble == "aaa#")
    #expect(source.subscriptions == 3)
    let succeeding = TestPublisher("a|", on: clock)
    let once = succeeding.retry(5).record(on: clock)
    clock.run()
    #expect(once.values == ["a"] && succeeding.subscriptions == 1)
  }
}
