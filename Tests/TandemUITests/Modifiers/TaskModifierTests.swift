import Foundation
import TandemTesting
import Testing

@testable import TandemKit
@testable import TandemUI

/// What the tasks did, seen from the test.
@MainActor private final class TaskLog {
  var started: [Int] = []
  var cancelled: [Int] = []
}

/// A screen loading its text in a task, as apps do, and a detail whose task follows the selected number.
private struct Loader: View {
  let log: TaskLog
  @State private var text = "Loading…"
  @State private var number = 1
  @State private var showsDetail = true

  var body: some View {
    VStack {
      Text(text)
        .task {
          try? await Task.sleep(for: .milliseconds(10))
          text = "Loaded"
        }
      Button("Next") { number += 1 }
      Button("Hide") { showsDetail = false }
      if showsDetail {
        Text("Detail \(number)")
          .task(id: number) {
            let shown = number
            log.started.append(shown)
            do {
              try await Task.sleep(for: .seconds(60))
            } catch {
              log.cancelled.append(shown)
            }
          }
      }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TaskModifierTests {
  @Test func aTaskRunsAsTheViewAppearsAndIsCancelledWhenItDisappears() async throws {
    let log = TaskLog()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Loader(log: log)))
    try driver.settle()
    #expect(await driver.runLoop(until: { driver.find("Loaded") != nil && log.started == [1] }))

    // A new id cancels the running task and starts another.
    try driver.tap("Next")
    #expect(await driver.runLoop(until: { log.started == [1, 2] && log.cancelled == [1] }))

    // The view leaving cancels its task.
    try driver.tap("Hide")
    #expect(await driver.runLoop(until: { log.cancelled == [1, 2] }))
    #expect(log.started == [1, 2])
  }
}
