import Foundation
import SwiftUI
import TandemTesting
import Testing

private struct DraftScreen: View {
  @SceneStorage("selectedTab") private var selectedTab = 0
  @SceneStorage("draft") private var draft: String?

  var body: some View {
    VStack {
      Text("Tab \(selectedTab)")
      Text(draft ?? "No draft")
      Button("Next tab") { selectedTab += 1 }
      Button("Save draft") { draft = "Dear diary" }
    }
  }
}

private struct DraftApp: App {
  var body: some Scene {
    WindowGroup { DraftScreen() }
  }
}

/// `@SceneStorage` keeps a scene's values across launches, apart from the app's defaults.
@MainActor @Suite(.serialized, .ownsTheApplication) struct SceneStorageTests {
  @Test func valuesAreRestoredWhenTheAppLaunchesAgain() throws {
    SceneStorageStore.defaults.removeObject(forKey: "main.selectedTab")
    SceneStorageStore.defaults.removeObject(forKey: "main.draft")
    let first = try AppDriver(app: DraftApp.self)
    try first.settle()
    #expect(first.find("Tab 0") != nil && first.find("No draft") != nil)
    try first.tap("Next tab")
    try first.tap("Next tab")
    try first.tap("Save draft")
    try first.settle()
    #expect(first.find("Tab 2") != nil && first.find("Dear diary") != nil)
    #expect(UserDefaults.standard.object(forKey: "selectedTab") == nil)

    let second = try AppDriver(app: DraftApp.self)
    try second.settle()
    #expect(second.find("Tab 2") != nil)
    #expect(second.find("Dear diary") != nil)
    SceneStorageStore.defaults.removeObject(forKey: "main.selectedTab")
    SceneStorageStore.defaults.removeObject(forKey: "main.draft")
  }
}
