import Foundation
import TandemCombine
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

private final class Chrome: ObservableObject {
  @Published var immersive = false
}

private struct PhotoScreen: View {
  @ObservedObject var chrome: Chrome
  var body: some View {
    Text(chrome.immersive ? "Immersive" : "Browsing")
      .statusBarHidden(chrome.immersive)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct StatusBarHiddenTests {
  @Test func theContentHidesTheStatusBarThroughItsHostingController() throws {
    let chrome = Chrome()
    let hosting = UIHostingController(rootView: PhotoScreen(chrome: chrome))
    let navigation = UINavigationController(rootViewController: hosting)
    let driver = AppDriver(rootViewController: navigation)
    driver.application.commit()
    #expect(!hosting.prefersStatusBarHidden)
    #expect(!driver.application.systemChrome.statusBar.isHidden)
    chrome.immersive = true
    try driver.settle()
    #expect(hosting.prefersStatusBarHidden)
    #expect(driver.application.systemChrome.statusBar.isHidden)
  }

  @Test func aDarkPreferredColorSchemeTurnsTheStatusBarLight() throws {
    let hosting = UIHostingController(rootView: Text("Night").preferredColorScheme(.dark))
    let driver = AppDriver(rootViewController: hosting)
    driver.application.commit()
    #expect(driver.application.systemChrome.statusBar.contentColor == .white)
  }
}
