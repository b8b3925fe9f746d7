import Combine
import Testing

@Suite struct FlatMapTests {
  let clock = VirtualTimeScheduler()

  @Test func flatMapSubscribesEachInnerPublisherAndFinishesAfterAll() {
    let source = TestPublisher("a-b|", on: clock)
    var inner: [TestPublisher] = []
    let recorder = source.flatMap { value -> TestPublisher in
      inner.append(TestPublisher("\(value)\(value)|", on: clock))
      return inner.last!
    }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "aabb|")
    #expect(source.log == ["subscribe@0", "request unlimited@0"])
    #expect(inner[0].log == ["subscribe@0", "request max(1)@0", "request max(1)@0", "request max(1)@1"])
  }

  @Test func maxPublishersLimitsHowManyInnerPublishersRunAtOnce() {
    let source = TestPublisher("ab|", on: clock)
    let recorder = source.flatMap(maxPublishers: .max(1)) { value in
      TestPublisher("\(value)-\(value)|", on: clock)
    }.record(on: clock)
    clock.run()
    // "b" waits at the source until the inner publisher of "a" finishes at second 3.
    #expect(recorder.marble == "a-ab-b|")
    #expect(source.log == ["subscribe@0", "request max(1)@0", "request max(1)@3"])
  }

  @Test func anInnerFailureCancelsEverything() {
    let source = TestPublisher("ab---|", on: clock)
    var inner: [TestPublisher] = []
    let recorder = source.flatMap { value -> TestPublisher in
      inner.append(TestPublisher(value == "a" ? "---a|" : "-#", on: clock))
      return inner.last!
    }.record(on: clock)
    clock.run()
    #expect(recorder.marble == "--#")
    #expect(source.log.last == "cancel@2")
    #expect(inner[0].log.last == "cancel@2")
  }

  @Test func flatMapAcrossFailureTypes() {
    let neverFailing = [1, 2].publisher.flatMap { Just($0 * 10) }.record()
    #expect(neverFailing.values == [10, 20])
    let intoFailing = [1].publisher.flatMap { _ in Fail<Int, TestError>(error: .boom) }.record()
    #expect(intoFailing.completion.failure == .boom)
    let fromFailing = Fail<Int, TestError>(error: .other).flatMap { Just($0) }.record()
    #expect(fromFailing.completion.failure == .other)
  }

  /// A model of `flatMap(maxPublishers:)` over subjects: upstream gets `maxPublishers` demand (one more per
  /// finished inner publisher), each inner publisher one value at a time (one more when its value is delivered),
  /// values wait in arrival order for downstream demand, and a subject drops what it sends without demand.
  struct Model {
    var maxPublishers: Int
    var upstreamDemand: Int
    var downstreamDemand = 0
    var innerDemand: [Int: Int] = [:]
    var finishedInner = Set<Int>()
    var buffer: [(inner: Int, value: Int)] = []
    var delivered: [Int] = []
    var upstreamFinished = false
    var finished = false

    init(maxPublishers: Int) {
      self.maxPublishers = maxPublishers
      upstreamDemand = maxPublishers
    }

    mutating func newInner(_ id: Int) -> Bool {
      guard upstreamDemand > 0, !upstreamFinished else { return false }
      upstreamDemand -= 1
      innerDemand[id] = 1
      return true
    }

    mutating func send(_ value: Int, from id: Int) {
      guard let demand = innerDemand[id], demand > 0, !finishedInner.contains(id) else { return }
      innerDemand[id] = demand - 1
      buffer.append((id, value))
      drain()
    }

    mutating func request(_ demand: Int) {
      downstreamDemand += demand
      drain()
    }

    mutating func finishInner(_ id: Int) {
      guard innerDemand[id] != nil, !finishedInner.contains(id) else { return }
      finishedInner.insert(id)
      if !upstreamFinished { upstreamDemand += 1 }
      checkFinished()
    }

    mutating func finishUpstream() {
      upstreamFinished = true
      checkFinished()
    }

    private mutating func drain() {
      while downstreamDemand > 0, !buffer.isEmpty {
        let (id, value) = buffer.removeFirst()
        downstreamDemand -= 1
        delivered.append(value)
        if !finishedInner.contains(id) { innerDemand[id, default: 0] += 1 }
      }
      checkFinished()
    }

    private mutating func checkFinished() {
      if upstreamFinished, buffer.isEmpty, innerDemand.keys.allSatisfy(finishedInner.contains) { finished = true }
    }
  }

  @Test(arguments: 0..<40) func flatMapMatchesItsModel(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    let maxPublishers = 1 + Int(random.next() % 3)
    let upstream = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    var subjects: [PassthroughSubject<Int, Never>] = []
    var model = Model(maxPublishers: maxPublishers)
    let recorder = upstream.flatMap(maxPublishers: .max(maxPublishers)) { $0 }.record(initialDemand: .none)
    for step in 0..<120 {
      switch random.next() % 6 {
      case 0:
        let subject = PassthroughSubject<Int, Never>()
        if model.newInner(subjects.count) {
          subjects.append(subject)
          upstream.send(subject)
        }
      case 1, 2:
        guard !subjects.isEmpty else { continue }
        let id = Int(random.next() % UInt64(subjects.count))
        model.send(step, from: id)
        subjects[id].send(step)
      case 3:
        let demand = Int(random.next() % 3)
        model.request(demand)
        if demand > 0 { recorder.request(.max(demand)) }
      case 4:
        guard !subjects.isEmpty, random.next() % 3 == 0 else { continue }
        let id = Int(random.next() % UInt64(subjects.count))
        model.finishInner(id)
        subjects[id].send(completion: .finished)
      default:
        if random.next() % 20 == 0 {
          model.finishUpstream()
          upstream.send(completion: .finished)
        }
      }
      #expect(recorder.values == model.delivered, "seed \(seed), step \(step)")
      #expect((recorder.completion != nil) == model.finished, "seed \(seed), step \(step)")
    }
  }
}

/// A small deterministic random number generator for model tests.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
