import Combine
import Testing

@Suite struct SelectingTests {
  let clock = VirtualTimeScheduler()

  @Test func dropFirstAsksForTheDroppedValuesUpFront() {
    let source = TestPublisher("abcd|", on: clock)
    let recorder = source.dropFirst(2).record(on: clock, initialDemand: .max(1))
    clock.run()
    #expect(recorder.marble == "--c")
    #expect(source.log == ["subscribe@0", "request max(3)@0"])
  }

  @Test func dropWhileAndTryDropWhile() {
    let source = TestPublisher("aabab|", on: clock)
    let recorder = source.drop { $0 == "a" }.record(on: clock)
    let failing = TestPublisher("ab|", on: clock).tryDrop { _ in throw TestError.other }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "--bab|")
    #expect(failing.marble == "#")
  }

  @Test func prefixFinishesWithTheLastValueAndCancelsUpstream() {
    let source = TestPublisher("abcd|", on: clock)
    let recorder = source.prefix(2).record(on: clock)
    clock.run()
    #expect(recorder.marble == "a(b|)")
    #expect(source.log == ["subscribe@0", "request unlimited@0", "cancel@1"])
  }

  @Test func prefixWhileAndTryPrefixWhile() {
    let source = TestPublisher("aab-a|", on: clock)
    let recorder = source.prefix { $0 == "a" }.record(on: clock)
    let failing = TestPublisher("ab|", on: clock).tryPrefix { _ in throw TestError.other }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "aa|")
    #expect(source.log.last == "cancel@2")
    #expect(failing.marble == "#")
  }

  @Test func outputAtAndInARange() {
    let at = TestPublisher("abcd|", on: clock).output(at: 1).record(on: clock)
    let range = TestPublisher("abcd|", on: clock).output(in: 1...2).record(on: clock)
    clock.run()
    #expect(at.marble == "-(b|)")
    #expect(range.marble == "-b(c|)")
  }

  @Test func firstAsksForEverythingAndCancelsOnceItHasAValue() {
    let source = TestPublisher("-ab|", on: clock)
    let recorder = source.first().record(on: clock)
    clock.run()
    #expect(recorder.marble == "-(a|)")
    #expect(source.log == ["subscribe@0", "request unlimited@0", "cancel@1"])
  }

  @Test func firstWaitsForDemandBeforeSendingItsValue() {
    let source = TestPublisher("a|", on: clock)
    let recorder = source.first().record(on: clock, initialDemand: .none)
    clock.advance(by: .seconds(3))
    #expect(recorder.marble == "")
    // The reducer asked upstream for everything at once; the result waits for downstream demand.
    #expect(source.log == ["subscribe@0", "request unlimited@0", "cancel@0"])
    recorder.request(.max(1))
    #expect(recorder.marble == "---(a|)")
  }

  @Test func firstWhereAndTryFirstWhere() {
    let found = TestPublisher("abcb|", on: clock).first { $0 == "b" }.record(on: clock)
    let none = TestPublisher("ac|", on: clock).first { $0 == "b" }.record(on: clock)
    let failing = TestPublisher("ab|", on: clock).tryFirst { _ in throw TestError.other }.record(on: clock)
    clock.run()
    #expect(found.marble == "-(b|)")
    #expect(none.marble == "--|")
    #expect(failing.marble == "#")
  }

  @Test func lastWaitsForTheEnd() {
    let last = TestPublisher("ab-|", on: clock).last().record(on: clock)
    let lastWhere = TestPublisher("abca|", on: clock).last { $0 != "a" }.record(on: clock)
    let empty = TestPublisher("--|", on: clock).last().record(on: clock)
    let failing = TestPublisher("ab|", on: clock).tryLast { _ in throw TestError.other }.record(on: clock)
    let failed = TestPublisher("a#", on: clock).last().record(on: clock)
    clock.run()
    #expect(last.marble == "---(b|)")
    #expect(lastWhere.marble == "----(c|)")
    #expect(empty.marble == "--|")
    #expect(failing.marble == "#")
    #expect(failed.marble == "-#")
  }
}
