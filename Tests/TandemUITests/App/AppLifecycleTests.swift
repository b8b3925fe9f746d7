import Foundation
import SwiftUI
import TandemTesting
import Testing

/// What the app below saw, for the tests to read.
@MainActor enum TrailAppEvents {
  static var phases: [ScenePhase] = []
  static let store = UserDefaults(suiteName: "TandemAppLifecycleTests")!
}

final class TrailLog: ObservableObject {
  @Published var entries: [String] = ["Started"]
}

struct TrailRoot: View {
  @AppStorage("units") private var units = "km"
  @Environment(\.scenePhase) private var phase
  @EnvironmentObject private var log: TrailLog

  var body: some View {
    NavigationStack {
      Form {
        Text("Phase: \(String(describing: phase))")
        Picker("Units", selection: $units) {
          Text("km").tag("km")
          Text("mi").tag("mi")
        }
        .pickerStyle(.segmented)
        Text("Units: \(units)")
        Text("Log: \(log.entries.joined(separator: ", "))")
      }
      .navigationTitle("Trails")
      .onOpenURL { url in log.entries.append("Opened \(url.host ?? "?")") }
    }
  }
}

/// A SwiftUI-lifecycle app as a new project starts: state and the scene phase in the app.
struct TrailApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @StateObject private var log = TrailLog()

  var body: some Scene {
    WindowGroup {
      TrailRoot()
        .environmentObject(log)
        .defaultAppStorage(TrailAppEvents.store)
    }
    .onChange(of: scenePhase) { _, newPhase in
      TrailAppEvents.phases.append(newPhase)
      if newPhase == .background { log.entries.append("Saved") }
    }
  }
}

/// `@main` on an `App` opens its window group in a window, on UIKit's lifecycle: the scene phase follows the app leaving and returning, `@AppStorage` reads and writes `UserDefaults`.
@MainActor @Suite(.serialized, .ownsTheApplication) struct AppLifecycleTests {
  @Test func anAppOpensItsWindowGroupAndFollowsItsScenePhase() throws {
    TrailAppEvents.phases = []
    TrailAppEvents.store.removeObject(forKey: "units")
    let driver = try AppDriver(app: TrailApp.self)
    try driver.settle()
    #expect(driver.find("Trails") != nil)
    #expect(driver.find("Phase: active") != nil)
    #expect(driver.find("Log: Started") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-app-window-group")

    driver.sendToBackground()
    try driver.settle()
    // The scene became active after its window was made (launch shows `.active` as a change, as on iOS).
    #expect(TrailAppEvents.phases == [.active, .inactive, .background])
    #expect(driver.find("Phase: background") != nil)
    #expect(driver.find("Log: Started, Saved") != nil, "the app's state object survives its body's re-evaluation")
    driver.bringToForeground()
    try driver.settle()
    #expect(TrailAppEvents.phases == [.active, .inactive, .background, .inactive, .active])
    #expect(driver.find("Phase: active") != nil)
  }

  @Test func urlsOpenedInTheAppReachItsHandlers() throws {
    let driver = try AppDriver(app: TrailApp.self)
    try driver.settle()
    driver.open(URL(string: "trails://ridge")!)
    try driver.settle()
    #expect(driver.find("Log: Started, Opened ridge") != nil, "onOpenURL inside the window's navigation stack ran")
  }

  @Test func appStorageReadsAndWritesUserDefaults() throws {
    TrailAppEvents.store.removeObject(forKey: "units")
    let driver = try AppDriver(app: TrailApp.self)
    try driver.settle()
    #expect(driver.find("Units: km") != nil, "the default until the key has a value")
    try driver.tap("mi")
    try driver.settle()
    #expect(TrailAppEvents.store.string(forKey: "units") == "mi")
    #expect(driver.find("Units: mi") != nil)
    TrailAppEvents.store.set("km", forKey: "units")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: TrailAppEvents.store)
    try driver.settle()
    #expect(driver.find("Units: km") != nil, "a change made through UserDefaults reaches the view")
  }
}
