import Combine
import Foundation
import Testing

/// The publishers that start a pipeline: what they send, and that they wait for demand.
@Suite struct SourceTests {
  @Test func justWaitsForDemand() {
    let recorder = Just(1).record(initialDemand: .none)
    #expect(recorder.values.isEmpty && recorder.completion == nil)
    recorder.request(.max(1))
    #expect(recorder.values == [1] && recorder.completion != nil)
  }

  @Test func emptyFinishesAtOnceOrNever() {
    #expect(Empty<Int, Never>().record().completion != nil)
    #expect(Empty<Int, Never>(completeImmediately: false).record().completion == nil)
    #expect(
      Empty(completeImmediately: true, outputType: Int.self, failureType: TestError.self).record().completion.isFinished
    )
  }

  @Test func failFailsAtOnce() {
    #expect(Fail<Int, TestError>(error: .boom).record(initialDemand: .none).completion.failure == .boom)
    #expect(Fail(outputType: String.self, failure: TestError.other).record().completion.failure == .other)
  }

  @Test func sequenceHonoursDemand() {
    let recorder = (1...5).publisher.record(initialDemand: .max(2))
    #expect(recorder.values == [1, 2] && recorder.completion == nil)
    recorder.request(.max(3))
    #expect(recorder.values == [1, 2, 3, 4, 5] && recorder.completion != nil)
    let extended = [1, 2, 3].publisher.record(initialDemand: .max(1), demandPerValue: .max(1))
    #expect(extended.values == [1, 2, 3])
  }

  @Test func resultAndOptionalPublishers() {
    #expect(Result<Int, TestError>.success(3).publisher.record().values == [3])
    #expect(Result<Int, TestError>.failure(.boom).publisher.record().completion.failure == .boom)
    #expect(Optional(4).publisher.record().values == [4])
    let none: Int? = nil
    #expect(none.publisher.record().completion != nil)
  }

  @Test func recordReplaysToEachSubscriber() {
    let record = Record<Int, TestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(.boom))
    }
    for _ in 0..<2 {
      let recorder = record.record()
      #expect(recorder.values == [1, 2] && recorder.completion.failure == .boom)
    }
    #expect(Record<Int, Never>(output: [7], completion: .finished).record().values == [7])
  }

  @Test func futureRunsOnceAndGivesEverySubscriberTheResult() {
    var runs = 0
    var fulfil: ((Result<Int, TestError>) -> Void)?
    let future = Future<Int, TestError> { promise in
      runs += 1
      fulfil = promise
    }
    let early = future.record()
    let waiting = future.record(initialDemand: .none)
    #expect(runs == 1 && early.values.isEmpty)
    fulfil?(.success(42))
    fulfil?(.success(43))
    #expect(early.values == [42] && early.completion.isFinished)
    #expect(waiting.values.isEmpty)
    waiting.request(.max(1))
    #expect(waiting.values == [42])
    #expect(future.record().values == [42])
    #expect(runs == 1)
  }

  @Test func aFailedFutureFailsEvenWithoutDemand() {
    let future = Future<Int, TestError> { $0(.failure(.boom)) }
    #expect(future.record(initialDemand: .none).completion.failure == .boom)
  }

  @Test func deferredMakesAPublisherPerSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    #expect(deferred.record().values == [1])
    #expect(deferred.record().values == [2])
  }

  @Test func anyPublisherHidesTheType() {
    let erased = [1, 2].publisher.map { $0 * 2 }.eraseToAnyPublisher()
    #expect(erased.record().values == [2, 4])
    #expect(erased.eraseToAnyPublisher().description == "AnyPublisher")
  }
}
