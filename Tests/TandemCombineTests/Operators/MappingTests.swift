import Combine
import Testing

/// Marble tests of the one-for-one operators: values, completion, cancellation and the demand that reaches upstream.
@Suite struct MappingTests {
  let clock = VirtualTimeScheduler()

  @Test func mapTransformsEachValueAndPassesDemandThrough() {
    let source = TestPublisher("-a-b-c|", on: clock)
    let recorder = source.map { $0.uppercased() }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "-A-B-C|")
    #expect(source.log == ["subscribe@0", "request unlimited@0"])
  }

  @Test func mapDeliversOnlyWhatWasRequested() {
    let source = TestPublisher("abc|", on: clock)
    let recorder = source.map { $0.uppercased() }.record(on: clock, initialDemand: .max(1))
    clock.advance(to: .init(nanoseconds: 9_000_000_000))
    #expect(recorder.marble == "A")
    recorder.request(.max(5))
    clock.run()
    #expect(recorder.marble == "A--------(BC|)")
    #expect(source.log == ["subscribe@0", "request max(1)@0", "request max(5)@9"])
  }

  @Test func tryMapFailsWithTheThrownErrorAndCancelsUpstream() {
    let source = TestPublisher("-a-b-c|", on: clock)
    let recorder = source.tryMap { value -> String in
      if value == "b" { throw TestError.other }
      return value
    }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "-a-#")
    #expect(recorder.completion.failure as? TestError == .other)
    #expect(source.log == ["subscribe@0", "request unlimited@0", "cancel@3"])
  }

  @Test func compactMapDropsNilsAndAsksForAReplacement() {
    let source = TestPublisher("1a2b3|", on: clock)
    let recorder = source.compactMap { Int($0) }.record(on: clock, initialDemand: .max(2))
    clock.run()
    // "a" is dropped and replaced by "2"; after "2" the demand is spent, so "3" waits.
    #expect(recorder.marble == "1-2")
    recorder.request(.max(1))
    clock.run()
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completion.isFinished)
  }

  @Test func tryCompactMapFailsWhenTheTransformThrows() {
    let source = TestPublisher("1a2|", on: clock)
    let recorder = source.tryCompactMap { value -> Int? in
      if value == "2" { throw TestError.other }
      return Int(value)
    }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "1-#")
  }

  @Test func mapErrorReplacesTheFailure() {
    let source = TestPublisher("a#", on: clock)
    let recorder = source.mapError { _ in TestError.other }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "a#")
    #expect(recorder.completion.failure == .other)
  }

  @Test func replaceNilAndSetFailureType() {
    let values = [1, nil, 3].publisher.replaceNil(with: 0).record()
    #expect(values.values == [1, 0, 3])
    let typed: AnyPublisher<Int, TestError> = Just(5).setFailureType(to: TestError.self).eraseToAnyPublisher()
    let recorder = typed.record()
    #expect(recorder.values == [5])
    #expect(recorder.completion.isFinished)
  }

  @Test func scanPublishesEveryRunningResultPerSubscriber() {
    let source = TestPublisher("abc|", on: clock)
    let scanned = source.scan("") { $0 + $1 }
    let first = scanned.record(on: clock)
    clock.run()
    let second = scanned.record(on: clock)
    clock.run()
    #expect(first.values == ["a", "ab", "abc"])
    // The running result belongs to the subscription: a second subscriber starts from the initial result.
    #expect(second.values == ["a", "ab", "abc"])
  }

  @Test func tryScanFailsWhenTheClosureThrows() {
    let source = TestPublisher("abc|", on: clock)
    let recorder = source.tryScan("") { sum, next in
      if next == "c" { throw TestError.other }
      return sum + next
    }.record(on: clock)
    clock.run()
    #expect(recorder.values == ["a", "ab"])
    #expect(recorder.events.last?.second == 2 && recorder.completion.failure as? TestError == .other)
    #expect(source.log.last == "cancel@2")
  }
}
