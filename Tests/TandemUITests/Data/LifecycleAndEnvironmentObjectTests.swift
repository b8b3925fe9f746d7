import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemCombine
@testable import TandemUI

@MainActor private final class Settings: ObservableObject {
  @Published var name = "Ada"
  @Published var showDetail = true
}

@MainActor private final class Log {
  var entries: [String] = []
}

private struct NameBadge: View {
  @EnvironmentObject var settings: Settings
  var body: some View { Text("Hello, \(settings.name)") }
}

private struct Screen: View {
  @ObservedObject var settings: Settings
  let log: Log
  var body: some View {
    VStack {
      NameBadge()
      if settings.showDetail {
        Text("Detail").onDisappear { log.entries.append("detail gone") }
      }
    }
    .onChange(of: settings.name) { old, new in log.entries.append("\(old) → \(new)") }
    .environmentObject(settings)
  }
}

private struct TapCounter: View {
  @State var taps = 0
  let log: Log
  var body: some View {
    Text("Tapped \(taps)")
      .accessibilityIdentifier("counter")
      .onTapGesture { taps += 1 }
      .onChange(of: taps) { log.entries.append("taps \($0)") }
  }
}

@MainActor @Suite(.ownsTheApplication) struct LifecycleAndEnvironmentObjectTests {
  @Test func environmentObjectReachesDescendantsAndUpdatesThem() {
    let settings = Settings()
    let log = Log()
    let graph = layOut(Screen(settings: settings, log: log), in: CGSize(width: 300, height: 300))
    #expect(graph.texts == ["Hello, Ada", "Detail"])
    settings.name = "Grace"
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.texts == ["Hello, Grace", "Detail"])
    #expect(log.entries == ["Ada → Grace"])
  }

  @Test func onDisappearRunsWhenTheViewLeaves() {
    let settings = Settings()
    let log = Log()
    let graph = layOut(Screen(settings: settings, log: log), in: CGSize(width: 300, height: 300))
    settings.showDetail = false
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.texts == ["Hello, Ada"])
    #expect(log.entries == ["detail gone"])
  }

  @Test func onChangeSeesStateSetByATapThroughTheDriver() throws {
    let log = Log()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: TapCounter(log: log)))
    try driver.tap("counter")
    try driver.tap("counter")
    #expect(log.entries == ["taps 1", "taps 2"])
    #expect(driver.find("Tapped 2") != nil)
    #expect(driver.accessibilityTree().hasPrefix("staticText 'Tapped 2' #counter"))
  }
}
