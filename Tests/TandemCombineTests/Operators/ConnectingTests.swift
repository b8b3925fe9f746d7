import Combine
import Testing

@Suite struct ConnectingTests {
  let clock = VirtualTimeScheduler()

  @Test func shareSubscribesUpstreamOnceForAllSubscribers() {
    let source = TestPublisher("a-b-c|", on: clock)
    let shared = source.share()
    let first = shared.record(on: clock)
    clock.advance(by: .seconds(1))
    let second = shared.record(on: clock)
    clock.run()
    #expect(source.subscriptions == 1)
    #expect(first.marble == "a-b-c|")
    // A later subscriber does not get the values sent before it came.
    #expect(second.marble == "--b-c|")
  }

  @Test func shareDisconnectsWhenTheLastSubscriberLeavesAndReconnectsForTheNext() {
    let source = TestPublisher("a-b-c|", on: clock)
    let shared = source.share()
    let first = shared.record(on: clock)
    clock.advance(by: .seconds(1))
    first.cancel()
    #expect(source.log.last == "cancel@1")
    _ = shared.record(on: clock)
    #expect(source.subscriptions == 2)
  }

  @Test func multicastConnectsOnlyWhenToldTo() {
    let source = TestPublisher("ab|", on: clock)
    let subject = PassthroughSubject<String, TestError>()
    let multicast = source.multicast(subject: subject)
    let recorder = multicast.record(on: clock)
    clock.advance(by: .seconds(2))
    #expect(source.subscriptions == 0 && recorder.values.isEmpty)
    let connection = multicast.connect()
    clock.run()
    #expect(recorder.marble == "--ab|")
    connection.cancel()
    let made = source.multicast { CurrentValueSubject<String, TestError>("z") }
    #expect(made.record().values == ["z"])
  }

  @Test func makeConnectableAndAutoconnect() {
    let subject = PassthroughSubject<Int, Never>()
    let connectable = subject.makeConnectable()
    let recorder = connectable.record()
    subject.send(1)
    let connection = connectable.connect()
    subject.send(2)
    connection.cancel()
    subject.send(3)
    #expect(recorder.values == [2])
    let auto = subject.makeConnectable().autoconnect().record()
    subject.send(4)
    #expect(auto.values == [4])
  }

  /// A model of `share()`: subscribers attached while upstream is connected receive every value sent after they
  /// came; upstream is subscribed when the number of subscribers goes from 0 to 1 and cancelled when it drops to 0.
  @Test(arguments: 0..<30) func shareMatchesItsModel(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    let upstream = CountingSubject()
    let shared = upstream.subject.handleEvents(
      receiveSubscription: { _ in upstream.subscriptions += 1 }, receiveCancel: { upstream.cancellations += 1 }
    ).share()
    var recorders: [Recorder<Int, Never>] = []
    var expected: [[Int]] = []
    var active: [Bool] = []
    var modelSubscriptions = 0
    var modelCancellations = 0
    for step in 0..<100 {
      switch random.next() % 4 {
      case 0:
        if !active.contains(true) { modelSubscriptions += 1 }
        recorders.append(shared.record())
        expected.append([])
        active.append(true)
      case 1:
        guard let index = active.indices.filter({ active[$0] }).randomElement(using: &random) else { continue }
        recorders[index].cancel()
        active[index] = false
        if !active.contains(true) { modelCancellations += 1 }
      default:
        upstream.subject.send(step)
        for index in active.indices where active[index] { expected[index].append(step) }
      }
      #expect(recorders.map(\.values) == expected, "seed \(seed), step \(step)")
      #expect(upstream.subscriptions == modelSubscriptions, "seed \(seed), step \(step)")
      #expect(upstream.cancellations == modelCancellations, "seed \(seed), step \(step)")
    }
  }
}

/// A subject that counts how often it was subscribed and cancelled.
final class CountingSubject {
  let subject = PassthroughSubject<Int, Never>()
  var subscriptions = 0
  var cancellations = 0
}
