import Foundation
import TandemTesting
import Testing

/// Tests carrying `.ownsTheApplication` never overlap, even when they wait: the second starts only after the first
/// has finished.
@Suite struct ApplicationOwnershipTests {
  private actor Timeline {
    var events: [String] = []
    func add(_ event: String) { events.append(event) }
  }

  @Test func testsThatOwnTheApplicationRunOneAtATime() async throws {
    let test = try #require(Test.current)
    let timeline = Timeline()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for name in ["a", "b", "c"] {
        group.addTask {
          try await ApplicationOwnershipTrait.ownsTheApplication.provideScope(for: test, testCase: nil) {
            await timeline.add("\(name) start")
            try await Task.sleep(nanoseconds: 20_000_000)
            await timeline.add("\(name) end")
          }
        }
      }
      try await group.waitForAll()
    }
    let events = await timeline.events
    #expect(events.count == 6)
    // Every start is followed directly by its own end.
    for pair in stride(from: 0, to: events.count, by: 2) {
      let name = events[pair].prefix(1)
      #expect(events[pair] == "\(name) start" && events[pair + 1] == "\(name) end")
    }
  }

  @Test func aThrowingTestReleasesTheApplication() async throws {
    let test = try #require(Test.current)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await ApplicationOwnershipTrait.ownsTheApplication.provideScope(for: test, testCase: nil) { throw Failure() }
    }
    let timeline = Timeline()
    try await ApplicationOwnershipTrait.ownsTheApplication.provideScope(for: test, testCase: nil) {
      await timeline.add("ran")
    }
    #expect(await timeline.events == ["ran"])
  }
}
