import Combine
import Foundation
import Testing

final class Thermometer: ObservableObject {
  @Published var degrees = 20
}

final class Display {
  var text = ""
}

@Suite struct SubscriberTests {
  @Test func publishedEmitsInWillSetBeforeThePropertyChanges() {
    let thermometer = Thermometer()
    var seen: [(sent: Int, stored: Int)] = []
    let cancellable = thermometer.$degrees.sink { seen.append(($0, thermometer.degrees)) }
    thermometer.degrees = 25
    #expect(seen.map(\.sent) == [20, 25])
    // At the time `$degrees` publishes 25 the property still holds 20.
    #expect(seen.map(\.stored) == [20, 20])
    cancellable.cancel()
  }

  @Test func assignToOnAndToPublished() {
    let thermometer = Thermometer()
    let display = Display()
    var bag = Set<AnyCancellable>()
    thermometer.$degrees.map { "\($0)°" }.assign(to: \.text, on: display).store(in: &bag)
    thermometer.degrees = 30
    #expect(display.text == "30°")
    let mirror = Thermometer()
    thermometer.$degrees.map { $0 * 2 }.assign(to: &mirror.$degrees)
    thermometer.degrees = 4
    #expect(mirror.degrees == 8)
    var list: [AnyCancellable] = []
    thermometer.$degrees.sink { _ in }.store(in: &list)
    #expect(bag.count == 1 && list.count == 1)
  }

  @Test func sinkWithCompletion() {
    var values: [Int] = []
    var completion: Subscribers.Completion<TestError>?
    let cancellable = Fail<Int, TestError>(error: .boom).prepend(1).sink(
      receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    #expect(values == [1] && completion == .failure(.boom))
    cancellable.cancel()
  }

  @Test func anySubscriberFromClosuresAndFromASubject() {
    var received: [Int] = []
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(2)) },
      receiveValue: {
        received.append($0)
        return .none
      }, receiveCompletion: nil)
    [1, 2, 3].publisher.subscribe(subscriber)
    #expect(received == [1, 2])
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.record()
    Just(9).subscribe(AnySubscriber(subject))
    #expect(recorder.values == [9] && recorder.completion != nil)
  }

  @Test func aCancellableCancelsWhenReleased() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { values.append($0) }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(values == [1] && cancellable == nil)
  }
}
