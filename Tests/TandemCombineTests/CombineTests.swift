import Foundation
import Testing

@testable import TandemCombine

final class HeartData: ObservableObject {
  @Published var beatsPerMinute: Int
  var notPublished = 0
  init(beatsPerMinute: Int) { self.beatsPerMinute = beatsPerMinute }
}

final class Mirror: @unchecked Sendable {
  var value = 0
}

final class Relay: ObservableObject {
  @Published var text = ""
}

@Suite struct CombineTests {
  @Test func objectWillChangeFiresBeforeEachPublishedChange() {
    let data = HeartData(beatsPerMinute: 78)
    var seen: [Int] = []
    let cancellable = data.objectWillChange.sink { seen.append(data.beatsPerMinute) }
    data.beatsPerMinute = 94
    data.beatsPerMinute = 95
    data.notPublished = 1
    #expect(seen == [78, 94])
    #expect(data.objectWillChange === data.objectWillChange)
    cancellable.cancel()
    data.beatsPerMinute = 100
    #expect(seen == [78, 94])
  }

  @Test func projectedPublisherSendsTheCurrentThenEachNewValue() {
    let data = HeartData(beatsPerMinute: 60)
    var values: [Int] = []
    let cancellable = data.$beatsPerMinute.sink { values.append($0) }
    data.beatsPerMinute = 61
    data.beatsPerMinute = 61
    #expect(values == [60, 61, 61])
    var distinct: [String] = []
    let mapped = data.$beatsPerMinute.removeDuplicates().map { "\($0) BPM" }.sink { distinct.append($0) }
    data.beatsPerMinute = 61
    data.beatsPerMinute = 70
    #expect(distinct == ["61 BPM", "70 BPM"])
    _ = (cancellable, mapped)
  }

  @Test func assignWritesIntoObjectsAndPublishedProperties() {
    let data = HeartData(beatsPerMinute: 70)
    let mirror = Mirror()
    let assigned = data.$beatsPerMinute.filter { $0 % 2 == 0 }.assign(to: \.value, on: mirror)
    data.beatsPerMinute = 71
    data.beatsPerMinute = 72
    #expect(mirror.value == 72)
    let relay = Relay()
    var relayChanges = 0
    let relayWatch = relay.objectWillChange.sink { relayChanges += 1 }
    data.$beatsPerMinute.map { "\($0)" }.assign(to: &relay.$text)
    #expect(relay.text == "72")
    data.beatsPerMinute = 80
    #expect(relay.text == "80")
    #expect(relayChanges == 2)
    var texts: [String] = []
    let watching = relay.$text.sink { texts.append($0) }
    data.beatsPerMinute = 90
    #expect(texts.last == "90")
    _ = (assigned, watching, relayWatch)
  }

  @Test func subjectsAndJust() {
    let passthrough = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var finished = false
    let a = passthrough.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
    passthrough.send(1)
    passthrough.send(2)
    passthrough.send(completion: .finished)
    passthrough.send(3)
    #expect(received == [1, 2] && finished)
    let current = CurrentValueSubject<String, Never>("a")
    var strings: [String] = []
    let b = current.sink { strings.append($0) }
    current.value = "b"
    #expect(strings == ["a", "b"] && current.value == "b")
    var just: [Int] = []
    let c = Just(7).sink { just.append($0) }
    #expect(just == [7])
    let erased = passthrough.eraseToAnyPublisher()
    var late = false
    let d = erased.sink(receiveCompletion: { _ in late = true }, receiveValue: { _ in })
    #expect(late)
    _ = (a, b, c, d)
  }

  @MainActor @Test func receiveOnTheMainQueueDeliversLater() async {
    let subject = PassthroughSubject<Int, Never>()
    let box = Mirror()
    let cancellable = subject.receive(on: DispatchQueue.main).sink { box.value = $0 }
    subject.send(5)
    #expect(box.value == 0)
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    #expect(box.value == 5)
    _ = cancellable
  }

  @Test func subscriptionsReleaseWhatTheyHold() {
    weak var weakData: HeartData?
    weak var weakMirror: Mirror?
    do {
      let data = HeartData(beatsPerMinute: 1)
      let mirror = Mirror()
      weakData = data
      weakMirror = mirror
      var bag = Set<AnyCancellable>()
      data.$beatsPerMinute.assign(to: \.value, on: mirror).store(in: &bag)
      data.objectWillChange.sink {}.store(in: &bag)
      data.beatsPerMinute = 2
      #expect(mirror.value == 2)
      bag.removeAll()
    }
    #expect(weakData == nil)
    #expect(weakMirror == nil)
  }
}
