import Combine
import Testing

@Suite struct ReducingTests {
  let clock = VirtualTimeScheduler()

  @Test func reduceAndTryReduce() {
    let source = TestPublisher("abc|", on: clock)
    let recorder = source.reduce("") { $0 + $1 }.record(on: clock)
    let failing = TestPublisher("abc|", on: clock).tryReduce("") { sum, next in
      if next == "b" { throw TestError.other }
      return sum + next
    }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "---(abc|)")
    #expect(source.log == ["subscribe@0", "request unlimited@0"])
    #expect(failing.marble == "-#")
  }

  @Test func collectGathersEverythingAndCollectByCountAsksForWholeGroups() {
    let all = TestPublisher("abc|", on: clock).collect().record(on: clock)
    let source = TestPublisher("abcde|", on: clock)
    let groups = source.collect(2).record(on: clock, initialDemand: .max(1), demandPerValue: .max(1))
    clock.run()
    #expect(all.values == [["a", "b", "c"]])
    #expect(groups.values == [["a", "b"], ["c", "d"], ["e"]])
    #expect(groups.completion.isFinished)
    // A request for one group asks for two values.
    #expect(source.log == ["subscribe@0", "request max(2)@0"])
  }

  @Test func collectByCountDropsTheRemainderOnFailure() {
    let groups = TestPublisher("abc#", on: clock).collect(2).record(on: clock)
    clock.run()
    #expect(groups.values == [["a", "b"]])
    #expect(groups.completion.failure == .boom)
  }

  @Test func countMinMax() {
    #expect([3, 1, 2].publisher.count().record().values == [3])
    #expect([3, 1, 2].publisher.min().record().values == [1])
    #expect([3, 1, 2].publisher.max().record().values == [3])
    #expect(["bb", "a", "cc"].publisher.max { $0.count < $1.count }.record().values == ["bb"])
    #expect(["bb", "a", "c"].publisher.min { $0.count < $1.count }.record().values == ["a"])
    let empty = [Int]().publisher.min().record()
    #expect(empty.values.isEmpty && empty.completion != nil)
    let failing = [1, 2].publisher.tryMax { _, _ in throw TestError.other }.record()
    #expect(failing.completion.failure as? TestError == .other)
    #expect([4, 2].publisher.tryMin { $0 < $1 }.record().values == [2])
  }

  @Test func containsEndsAsSoonAsItKnows() {
    let source = TestPublisher("abcd|", on: clock)
    let recorder = source.contains("b").record(on: clock)
    let missing = TestPublisher("ac|", on: clock).contains { $0 == "b" }.record(on: clock)
    let failing = TestPublisher("a|", on: clock).tryContains { _ in throw TestError.other }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "-(true|)")
    #expect(recorder.values == [true])
    #expect(source.log.last == "cancel@1")
    #expect(missing.values == [false])
    #expect(failing.marble == "#")
  }

  @Test func allSatisfyEndsAtTheFirstFailingValue() {
    let source = TestPublisher("aab|", on: clock)
    let recorder = source.allSatisfy { $0 == "a" }.record(on: clock)
    let all = TestPublisher("aa|", on: clock).allSatisfy { $0 == "a" }.record(on: clock)
    let failing = TestPublisher("a|", on: clock).tryAllSatisfy { _ in throw TestError.other }.record(on: clock)
    clock.run()
    #expect(recorder.values == [false])
    #expect(source.log.last == "cancel@2")
    #expect(all.values == [true])
    #expect(failing.marble == "#")
  }

  @Test func ignoreOutputPassesOnlyTheCompletion() {
    let finished = TestPublisher("ab|", on: clock).ignoreOutput().record(on: clock)
    let failed = TestPublisher("ab#", on: clock).ignoreOutput().record(on: clock)
    clock.run()
    #expect(finished.marble == "--|")
    #expect(failed.marble == "--#")
  }
}
