import SwiftUI
import TandemTesting
import Testing

/// A detail whose bar is styled as apps style theirs: a custom title view, a colored background always shown, the
/// tab bar hidden while it is pushed, and iOS 13's `presentationMode` to go back.
private struct RouteDetail: View {
  @Environment(\.presentationMode) private var presentationMode
  var body: some View {
    VStack(spacing: 16) {
      Text("Route details")
      Button("Back to routes") { presentationMode.wrappedValue.dismiss() }
    }
    .toolbar {
      ToolbarItem(placement: .principal) {
        VStack(spacing: 0) {
          Text("Ridge Loop").font(.headline)
          Text("4.2 mi").font(.caption).foregroundStyle(.secondary)
        }
      }
    }
    .navigationBarTitleDisplayMode(.inline)
    .toolbarBackground(Color.orange.opacity(0.3), for: .navigationBar)
    .toolbarBackground(.visible, for: .navigationBar)
    .toolbar(.hidden, for: .tabBar)
  }
}

private struct RouteTabs: View {
  var body: some View {
    TabView {
      NavigationStack {
        List {
          NavigationLink("Ridge Loop") { RouteDetail() }
        }
        .navigationTitle("Routes")
      }
      .tabItem { Label("Routes", systemImage: "map") }
      Text("Profile").tabItem { Label("Profile", systemImage: "person") }
    }
  }
}

/// Bars follow what the shown view declares: a principal item replaces the title, `toolbarBackground` colors the
/// bar and keeps it shown, `toolbar(.hidden, for: .tabBar)` hides the tab bar while the view shows, and
/// `presentationMode` pops the pushed view.
@MainActor @Suite(.serialized, .ownsTheApplication) struct NavigationBarTests {
  @Test(arguments: [ColorScheme.light, .dark]) func barsFollowTheShownView(_ scheme: ColorScheme) throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: RouteTabs().preferredColorScheme(scheme)))
    try driver.settle()
    #expect(driver.find("Profile") != nil, "the tab bar shows")
    try driver.tap("Ridge Loop")
    try driver.settle()
    #expect(driver.find("4.2 mi") != nil, "the principal item is the title")
    #expect(driver.find("Profile") == nil, "the tab bar is hidden")
    GoldenImage.assertMatches(
      driver.capture(), named: "swiftui-navigation-bar-principal-\(scheme == .dark ? "dark" : "light")")
    try driver.tap("Back to routes")
    try driver.settle()
    #expect(driver.find("Route details") == nil, "presentationMode dismissed the pushed view")
    #expect(driver.find("Profile") != nil, "the tab bar shows again")
  }

  @Test func presentationModeOutsideAPresentationIsNotPresented() throws {
    struct Plain: View {
      @Environment(\.presentationMode) var presentationMode
      @Environment(\.isPresented) var isPresented
      var body: some View {
        Text("presented \(presentationMode.wrappedValue.isPresented) \(isPresented)")
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Plain()))
    try driver.settle()
    #expect(driver.find("presented false false") != nil)
  }

  /// `toolbarColorScheme(.dark, for: .navigationBar)` over a colored bar gives it white content and the status
  /// bar light content, as apps brand their bars.
  @Test func aDarkToolbarColorSchemeLightensTheBarsContent() throws {
    struct Branded: View {
      var body: some View {
        NavigationStack {
          List { Text("Ridge Loop") }
            .navigationTitle("Routes")
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Branded()))
    try driver.settle()
    let title = try #require(driver.find("Routes")?.1)
    #expect(title.traitCollection.userInterfaceStyle == .dark)
    #expect(driver.find("Ridge Loop")?.1.traitCollection.userInterfaceStyle == .light)
    GoldenImage.assertMatches(driver.capture(), named: "toolbar-color-scheme-dark")
  }
}
