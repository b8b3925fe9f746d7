import SwiftUI
import TandemTesting
import Testing

private enum Section: Hashable {
  case trails, saved, settings
}

private struct Counter: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 12) {
      Text("\(name) tab")
      Button("Tap \(name)") { taps += 1 }
      Text("\(name) taps: \(taps)")
    }
  }
}

/// Tabs as apps write them: labels with symbols, tags for a selection the app keeps, a badge, a stack in a tab.
private struct TrailTabs: View {
  @State private var selection = Section.trails
  @State private var unread = 2
  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        List(["Ridge", "Canyon", "Lakeshore"], id: \.self) { name in
          NavigationLink(name) { Text("\(name) details").navigationTitle(name) }
        }
        .navigationTitle("Trails")
      }
      .tabItem { Label("Trails", systemImage: "map") }
      .tag(Section.trails)

      Counter(name: "Saved")
        .tabItem { Label("Saved", systemImage: "bookmark") }
        .badge(unread)
        .tag(Section.saved)

      VStack {
        Text("Selected: \(String(describing: selection))")
        Button("Show trails") { selection = .trails }
        Button("Clear badge") { unread = 0 }
      }
      .tabItem { Label("Settings", systemImage: "gearshape") }
      .tag(Section.settings)
    }
  }
}

/// `TabView` is a `UITabBarController`: tapping an item selects its tab and writes the selection, setting the
/// selection switches tabs, each tab keeps its state, badges show on items, and a stack in a tab pushes under the bar.
@MainActor @Suite(.serialized, .ownsTheApplication) struct TabViewTests {
  @Test func tabsSwitchByTapAndBySelectionAndKeepTheirState() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: TrailTabs()))
    try driver.settle()
    #expect(driver.find("Ridge") != nil)
    #expect(driver.accessibilityTree().contains("2 new items"))
    try driver.tap("Saved")
    try driver.settle()
    try driver.tap("Tap Saved")
    try driver.settle()
    #expect(driver.find("Saved taps: 1") != nil)
    try driver.tap("Settings")
    try driver.settle()
    #expect(driver.find("Selected: settings") != nil, "a tap writes the selection")
    try driver.tap("Clear badge")
    try driver.settle()
    #expect(!driver.accessibilityTree().contains("new items"), "a zero badge shows none")
    try driver.tap("Saved")
    try driver.settle()
    #expect(driver.find("Saved taps: 1") != nil, "the tab kept its state")
    try driver.tap("Settings")
    try driver.tap("Show trails")
    try driver.settle()
    #expect(driver.find("Ridge") != nil, "setting the selection switches tabs")
    try driver.tap("Canyon")
    try driver.settle()
    #expect(driver.find("Canyon details") != nil)
    try driver.goBack()
    try driver.settle()
    #expect(driver.find("Lakeshore") != nil)
  }

  /// The tab bar and a stack's large title, light and dark, on iPhone and iPad.
  @Test(arguments: [ColorScheme.light, .dark], [DevicePreset.iPhone14, .iPad])
  func tabsLook(_ scheme: ColorScheme, _ device: DevicePreset) throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: TrailTabs().preferredColorScheme(scheme)), device: device)
    try driver.settle()
    let name = (device == .iPad ? "ipad-" : "") + (scheme == .dark ? "dark" : "light")
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-tab-view-\(name)")
  }
}

/// An onboarding carousel as apps write one: pages swiped sideways with dots, the page in a selection.
private struct Onboarding: View {
  @State private var page = 0
  var body: some View {
    VStack {
      TabView(selection: $page) {
        ForEach(0..<3) { index in
          VStack(spacing: 12) {
            Image(systemName: ["leaf.fill", "map.fill", "flag.fill"][index]).font(.largeTitle)
            Text("Step \(index + 1)")
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page)
      .frame(height: 300)
      .background(Color.blue.opacity(0.2))
      Text("Page \(page)")
      Button("Skip to end") { page = 2 }
    }
  }
}

extension TabViewTests {
  @Test func pagesSwipeAndFollowTheSelection() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Onboarding()))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-tab-view-page")
    #expect(driver.find("Step 1") != nil)
    let step = try #require(driver.find("Step 1"))
    let y = step.0.frame.midY
    driver.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 60, y: y), duration: 0.3)
    try driver.settle()
    #expect(driver.find("Page 1") != nil, "a swipe writes the selection")
    #expect(driver.find("Step 2") != nil)
    try driver.tap("Skip to end")
    try driver.settle()
    #expect(driver.find("Step 3") != nil, "the selection turns the page")
  }
}
