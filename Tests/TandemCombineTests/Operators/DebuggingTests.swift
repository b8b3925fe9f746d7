import Combine
import Testing

@Suite struct DebuggingTests {
  let clock = VirtualTimeScheduler()

  @Test func handleEventsSeesEveryEventInOrder() {
    var events: [String] = []
    let source = TestPublisher("ab-c|", on: clock)
    let recorder = source.handleEvents(
      receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("output \($0)") },
      receiveCompletion: { _ in events.append("completion") }, receiveCancel: { events.append("cancel") },
      receiveRequest: { events.append("request \($0)") }
    ).record(on: clock, initialDemand: .max(2))
    clock.advance(by: .seconds(2))
    recorder.cancel()
    clock.run()
    #expect(events == ["subscription", "request max(2)", "output a", "output b", "cancel"])
    #expect(recorder.values == ["a", "b"])
  }

  @Test func handleEventsSeesTheCompletion() {
    var completions = 0
    let recorder = Just(1).handleEvents(receiveCompletion: { _ in completions += 1 }).record()
    #expect(recorder.values == [1] && completions == 1)
  }

  @Test func printWritesApplesFormat() {
    let log = LogText()
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = subject.print("numbers", to: Log(target: log)).record(initialDemand: .max(1))
    subject.send(7)
    recorder.request(.max(2))
    subject.send(completion: .failure(.boom))
    let plain = LogText()
    let cancellable = [1].publisher.print(to: Log(target: plain)).sink { _ in }
    #expect(
      log.text == """
        numbers: receive subscription: (PassthroughSubject)
        numbers: request max: (1)
        numbers: receive value: (7)
        numbers: request max: (2)
        numbers: receive error: (boom)

        """)
    #expect(
      plain.text == """
        receive subscription: ([1])
        request unlimited
        receive value: (1)
        receive finished

        """)
    cancellable.cancel()
  }

  @Test func assertNoFailurePassesEverythingThrough() {
    let recorder = [1, 2].publisher.setFailureType(to: TestError.self).assertNoFailure().record()
    #expect(recorder.values == [1, 2] && recorder.completion.isFinished)
  }

  @Test func assertNoFailureTrapsOnAFailure() async {
    await #expect(processExitsWith: .failure) {
      _ = Fail<Int, TestError>(error: .boom).assertNoFailure("upstream").sink { _ in }
    }
  }
}

/// The text a `Log` stream writes into.
final class LogText: @unchecked Sendable {
  var text = ""
}

struct Log: TextOutputStream {
  let target: LogText
  mutating func write(_ string: String) { target.text += string }
}
