import Combine
import Testing

@Suite struct SubjectTests {
  @Test func passthroughDropsValuesForSubscribersWithoutDemand() {
    let subject = PassthroughSubject<Int, TestError>()
    let eager = subject.record()
    let lazy = subject.record(initialDemand: .max(1))
    subject.send(1)
    subject.send(2)
    lazy.request(.max(1))
    subject.send(3)
    subject.send(completion: .failure(.boom))
    subject.send(4)
    #expect(eager.values == [1, 2, 3])
    #expect(lazy.values == [1, 3])
    #expect(lazy.completion.failure == .boom)
    let late = subject.record()
    #expect(late.completion.failure == .boom)
  }

  @Test func currentValueSendsTheCurrentValueFirstAndTheLatestAfterAMiss() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let recorder = subject.record(initialDemand: .max(1))
    #expect(recorder.values == [0])
    subject.send(1)
    subject.value = 2
    recorder.request(.max(1))
    #expect(recorder.values == [0, 2])
    #expect(subject.value == 2)
  }

  @Test func aCancelledSubscriberReceivesNothingMore() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.record()
    subject.send(1)
    recorder.cancel()
    subject.send(2)
    #expect(recorder.values == [1])
  }

  @Test func aSubjectSubscribedToAPublisherRepublishesIt() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.record()
    let cancellable = [1, 2].publisher.subscribe(subject)
    #expect(recorder.values == [1, 2] && recorder.completion != nil)
    cancellable.cancel()
    let void = PassthroughSubject<Void, Never>()
    let count = void.record()
    void.send()
    #expect(count.values.count == 1)
  }
}
