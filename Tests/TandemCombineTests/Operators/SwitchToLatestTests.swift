import Combine
import Testing

@Suite struct SwitchToLatestTests {
  let clock = VirtualTimeScheduler()

  @Test func eachNewPublisherCancelsThePreviousOne() {
    let upstream = PassthroughSubject<TestPublisher, TestError>()
    let recorder = upstream.switchToLatest().record(on: clock)
    let first = TestPublisher("a-b-c|", on: clock)
    let second = TestPublisher("x-y|", on: clock)
    upstream.send(first)
    clock.advance(by: .seconds(3))
    upstream.send(second)
    clock.advance(by: .seconds(1))
    upstream.send(completion: .finished)
    clock.run()
    #expect(recorder.marble == "a-bx-y|")
    #expect(first.log == ["subscribe@0", "request unlimited@0", "cancel@3"])
  }

  @Test func demandNotYetMetCarriesOverToTheNextPublisher() {
    let upstream = PassthroughSubject<TestPublisher, TestError>()
    let recorder = upstream.switchToLatest().record(on: clock, initialDemand: .max(3))
    let first = TestPublisher("a|", on: clock)
    upstream.send(first)
    clock.advance(by: .seconds(2))
    let second = TestPublisher("xyz|", on: clock)
    upstream.send(second)
    clock.run()
    #expect(recorder.values == ["a", "x", "y"])
    #expect(second.log == ["subscribe@2", "request max(2)@2"])
  }

  @Test func aFailureOfTheCurrentPublisherFails() {
    let upstream = PassthroughSubject<TestPublisher, TestError>()
    let recorder = upstream.switchToLatest().record(on: clock)
    upstream.send(TestPublisher("a#", on: clock))
    clock.run()
    #expect(recorder.marble == "a#")
  }

  @Test func aNeverFailingUpstreamOfFailingPublishers() {
    let upstream = PassthroughSubject<AnyPublisher<Int, TestError>, Never>()
    let recorder = upstream.switchToLatest().record()
    upstream.send(Just(1).setFailureType(to: TestError.self).eraseToAnyPublisher())
    upstream.send(Fail(error: .boom).eraseToAnyPublisher())
    #expect(recorder.values == [1])
    #expect(recorder.completion.failure == .boom)
  }
}
