import Combine
import Testing

@Suite struct FilteringTests {
  let clock = VirtualTimeScheduler()

  @Test func filterDropsValuesAndAsksForReplacements() {
    let source = TestPublisher("abcd|", on: clock)
    let recorder = source.filter { $0 == "a" || $0 == "c" }.record(on: clock, initialDemand: .max(2))
    clock.advance(by: .seconds(6))
    // "b" was replaced (demand one more), "c" spent the demand: "d" waits at the source.
    #expect(recorder.marble == "a-c")
    recorder.request(.max(1))
    #expect(recorder.marble == "a-c---|")
    #expect(source.log == ["subscribe@0", "request max(2)@0", "request max(1)@6"])
  }

  @Test func tryFilterFailsWhenThePredicateThrows() {
    let source = TestPublisher("abc|", on: clock)
    let recorder = source.tryFilter { value in
      if value == "b" { throw TestError.other }
      return true
    }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "a#")
    #expect(source.log.last == "cancel@1")
  }

  @Test func removeDuplicatesDropsRepeatsOfThePreviousValue() {
    let source = TestPublisher("aabba|", on: clock)
    let recorder = source.removeDuplicates().record(on: clock)
    clock.run()
    #expect(recorder.marble == "a-b-a|")
    let custom = [1, 2, 12, 3].publisher.removeDuplicates { $0 % 10 == $1 % 10 }.record()
    #expect(custom.values == [1, 2, 3])
  }

  @Test func tryRemoveDuplicatesFailsWhenThePredicateThrows() {
    let recorder = ["a", "b"].publisher.setFailureType(to: TestError.self).tryRemoveDuplicates { _, _ in
      throw TestError.boom
    }.record()
    #expect(recorder.values == ["a"])
    #expect(recorder.completion.failure as? TestError == .boom)
  }

  @Test func replaceEmptyPublishesOnlyWhenNothingCame() {
    let empty = TestPublisher("--|", on: clock).replaceEmpty(with: "x").record(on: clock)
    let full = TestPublisher("a-|", on: clock).replaceEmpty(with: "x").record(on: clock)
    clock.run()
    #expect(empty.marble == "--(x|)")
    #expect(full.marble == "a-|")
  }

  @Test func replaceErrorSendsItsValueWhenDemandAllows() {
    let source = TestPublisher("a#", on: clock)
    let recorder = source.replaceError(with: "x").record(on: clock, initialDemand: .max(1))
    clock.advance(by: .seconds(5))
    #expect(recorder.marble == "a")
    #expect(recorder.completion == nil)
    recorder.request(.max(1))
    #expect(recorder.marble == "a----(x|)")
  }
}
