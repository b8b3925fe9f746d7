import Combine
import Testing

@Suite struct CombiningTests {
  let clock = VirtualTimeScheduler()

  @Test func mergeInterleavesAndFinishesWhenAllHave() {
    let a = TestPublisher("a-c|", on: clock)
    let b = TestPublisher("-b-d|", on: clock)
    let recorder = a.merge(with: b).record(on: clock)
    clock.run()
    #expect(recorder.marble == "abcd|")
  }

  @Test func mergeFailsAtOnceAndCancelsTheOthers() {
    let a = TestPublisher("a-#", on: clock)
    let b = TestPublisher("-b---d|", on: clock)
    let recorder = a.merge(with: b).record(on: clock)
    clock.run()
    #expect(recorder.marble == "ab#")
    #expect(b.log == ["subscribe@0", "request unlimited@0", "cancel@2"])
  }

  @Test func mergeKeepsWhatArrivesBeyondDemand() {
    let a = TestPublisher("a|", on: clock)
    let b = TestPublisher("b|", on: clock)
    let recorder = a.merge(with: b).record(on: clock, initialDemand: .max(1))
    clock.advance(by: .seconds(3))
    #expect(recorder.marble == "a")
    #expect(a.log == ["subscribe@0", "request max(1)@0"])
    recorder.request(.max(1))
    #expect(recorder.marble == "a--(b|)")
  }

  @Test func mergeOfManyArities() {
    let three = Just(1).merge(with: Just(2), Just(3)).record()
    let eight = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8)).record()
    let many = Publishers.MergeMany([Just(1), Just(2)]).merge(with: Just(3)).record()
    #expect(three.values == [1, 2, 3])
    #expect(eight.values == Array(1...8))
    #expect(many.values == [1, 2, 3])
  }

  @Test func combineLatestPublishesOnceEachHasAValue() {
    let a = TestPublisher("a--c|", on: clock)
    let b = TestPublisher("-b-d|", on: clock)
    let recorder = a.combineLatest(b).map { $0 + $1 }.record(on: clock)
    clock.run()
    #expect(recorder.values == ["ab", "cb", "cd"])
    #expect(recorder.marble == "-ab-(cbcd)|")
  }

  @Test func combineLatestWithoutDemandSendsTheLatestCombinationLater() {
    let a = TestPublisher("ab|", on: clock)
    let b = TestPublisher("x--|", on: clock)
    let recorder = a.combineLatest(b) { $0 + $1 }.record(on: clock, initialDemand: .max(1))
    clock.advance(by: .seconds(5))
    #expect(recorder.values == ["ax"])
    #expect(recorder.completion == nil)
    recorder.request(.max(1))
    #expect(recorder.values == ["ax", "bx"])
    #expect(recorder.completion.isFinished)
  }

  @Test func combineLatestOfThreeAndFour() {
    let three = Just(1).combineLatest(Just("a"), Just(true)).record()
    #expect(three.values.count == 1 && three.values[0] == (1, "a", true))
    let four = Just(1).combineLatest(Just(2), Just(3), Just(4)) { $0 + $1 + $2 + $3 }.record()
    #expect(four.values == [10])
  }

  @Test func zipPairsInOrderAndFinishesWhenOneSideRunsOut() {
    let a = TestPublisher("abc|", on: clock)
    let b = TestPublisher("-x-y|", on: clock)
    let recorder = a.zip(b).map { $0 + $1 }.record(on: clock)
    clock.run()
    #expect(recorder.values == ["ax", "by"])
    #expect(recorder.marble == "-ax-by|")
  }

  @Test func zipPassesDemandToEveryUpstream() {
    let a = TestPublisher("ab|", on: clock)
    let b = TestPublisher("xy|", on: clock)
    let recorder = a.zip(b).record(on: clock, initialDemand: .max(1))
    clock.run()
    #expect(recorder.values.map { $0.0 + $0.1 } == ["ax"])
    #expect(a.log == ["subscribe@0", "request max(1)@0"])
    #expect(b.log == ["subscribe@0", "request max(1)@0"])
  }

  @Test func zipOfThreeAndFour() {
    let three = [1, 2].publisher.zip(["a", "b"].publisher, [true, false].publisher) { "\($0)\($1)\($2)" }.record()
    #expect(three.values == ["1atrue", "2bfalse"])
    let four = Just(1).zip(Just(2), Just(3), Just(4)).record()
    #expect(four.values.count == 1 && four.values[0] == (1, 2, 3, 4))
  }
}
