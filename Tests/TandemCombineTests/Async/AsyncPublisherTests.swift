import Combine
import Testing

@Suite struct AsyncPublisherTests {
  @Test func valuesIteratesAPublisher() async {
    var values: [Int] = []
    for await value in (1...3).publisher.values { values.append(value) }
    #expect(values == [1, 2, 3])
  }

  @Test func valuesAsksForOneValueAtATime() async {
    let clock = VirtualTimeScheduler()
    let source = TestPublisher("abc|", on: clock)
    var iterator = source.values.makeAsyncIterator()
    clock.advance()
    let first = try? await iterator.next()
    #expect(first == "a")
    #expect(source.log == ["subscribe@0", "request max(1)@0"])
  }

  @Test func throwingValuesThrowTheFailure() async {
    var values: [Int] = []
    do {
      for try await value in Fail<Int, TestError>(error: .boom).prepend(1).values { values.append(value) }
      Issue.record("no error")
    } catch {
      #expect(error as? TestError == .boom)
    }
    #expect(values == [1])
  }

  @Test func publishedValuesAsAnAsyncSequence() async {
    let subject = CurrentValueSubject<Int, Never>(1)
    var iterator = subject.values.makeAsyncIterator()
    let first = await iterator.next()
    subject.send(completion: .finished)
    let end = await iterator.next()
    #expect(first == 1 && end == nil)
  }
}

@Suite struct AsyncPublisherLeakTests {
  @Test func leavingALoopEarlyCancelsTheSubscription() async {
    let subject = PassthroughSubject<Int, Never>()
    let cancellations = Counter()
    let publisher = subject.handleEvents(receiveCancel: { cancellations.add() })
    let feeder = Task {
      for value in 1...2_000 where cancellations.value == 0 {
        subject.send(value)
        try? await Task.sleep(nanoseconds: 1_000_000)
      }
    }
    for await value in publisher.values where value >= 2 { break }
    await feeder.value
    #expect(cancellations.value == 1)
  }
}
