import Foundation
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp

/// Showcase launched the way `make run` launches it (its app delegate, then its scene delegate), in process: the
/// menu appears once the scene is active and a tap on its first row opens the heart-rate screen.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ShowcaseLaunchTests {
  @Test func launchedThroughItsDelegatesTheMenuTakesATap() throws {
    let driver = try AppDriver(delegate: ShowcaseAppDelegate.self)
    try driver.settle()
    let scene = try #require(driver.application.connectedScenes.first)
    let navigation = try #require(driver.window.rootViewController as? UINavigationController)
    #expect(scene.activationState == .foregroundActive)
    #expect(driver.find(ShowcaseTopic.allCases[0].title) != nil)
    try driver.tap(ShowcaseTopic.allCases[0].title)
    try driver.settle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == ShowcaseTopic.allCases[0].title)
  }
}
