import Foundation
import TandemCombine
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

private final class Appearance: ObservableObject {
  @Published var scheme: ColorScheme? = .dark
}

private struct SettingsScreen: View {
  @ObservedObject var appearance: Appearance
  @Environment(\.colorScheme) private var colorScheme
  var body: some View {
    Text(colorScheme == .dark ? "Dark" : "Light")
      .preferredColorScheme(appearance.scheme)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PreferredColorSchemeTests {
  @Test func theContentSetsItsPresentationsSchemeAndGivesItBack() throws {
    let appearance = Appearance()
    let hosting = UIHostingController(rootView: SettingsScreen(appearance: appearance))
    let navigation = UINavigationController(rootViewController: hosting)
    let driver = AppDriver(rootViewController: navigation)
    // The presentation (the window's root, not only the hosting controller) turns dark, and the content sees it.
    #expect(navigation.overrideUserInterfaceStyle == .dark)
    #expect(navigation.view.traitCollection.userInterfaceStyle == .dark)
    #expect(driver.find("Dark") != nil)

    appearance.scheme = .light
    try driver.settle()
    #expect(navigation.overrideUserInterfaceStyle == .light)
    #expect(driver.find("Light") != nil)

    // nil follows the system again.
    appearance.scheme = nil
    try driver.settle()
    #expect(navigation.overrideUserInterfaceStyle == .unspecified)
    #expect(driver.find("Light") != nil)
  }
}
