import SwiftUI
import TandemTesting
import Testing

/// `@StateObject`: the view makes its object once for its identity, keeps it while its parent's body runs again
/// with new inputs, and re-renders when the object publishes a change. Driven by taps.
@MainActor private var madeCounters = 0

@MainActor private final class Counter: ObservableObject {
  @Published var count = 0
  init() { madeCounters += 1 }
}

private struct CounterView: View {
  let title: String
  @StateObject private var counter = Counter()
  var body: some View {
    VStack {
      Text("\(title): \(counter.count)")
      Button("Add") { counter.count += 1 }
    }
  }
}

private struct Parent: View {
  @State private var title = "Steps"
  var body: some View {
    VStack {
      CounterView(title: title)
      Button("Rename") { title = "Walks" }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct StateObjectTests {
  @Test func theObjectIsMadeOnceAndOutlivesItsParentsUpdates() throws {
    madeCounters = 0
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Parent()))
    try driver.settle()
    #expect(driver.find("Steps: 0") != nil)
    try driver.tap("Add")
    try driver.tap("Add")
    try driver.settle()
    #expect(driver.find("Steps: 2") != nil)
    // The parent's body runs again with a new title: the counter keeps its object and its count.
    try driver.tap("Rename")
    try driver.settle()
    #expect(driver.find("Walks: 2") != nil)
    #expect(madeCounters == 1)
  }
}
