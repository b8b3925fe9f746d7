import Foundation
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp
@testable import TandemKit

/// The hosting controllers screen: by value and ObservableObject children, modal and popover presentations.
@MainActor @Suite(.serialized, .ownsTheApplication) struct HostingControllersScreenTests {
  private func open(device: DevicePreset = .iPhone14) throws -> (ShowcaseSession, HostingControllersViewController) {
    let session = try ShowcaseSession(device: device)
    try session.open(.hostingControllers)
    return (session, try #require(session.showcase.hostingControllers as? HostingControllersViewController))
  }

  @Test func bothChildrenShow78ThenTheNextSampleMovesThemTo94() async throws {
    let (session, screen) = try open()
    #expect(screen.children.count == 2)
    #expect(screen.children.allSatisfy { $0.parent === screen && $0.view.superview != nil })
    #expect(screen.byValue.beatsPerMinute == 78 && screen.observable.beatsPerMinute == 78)
    #expect(session.driver.find("78 BPM") != nil)
    try await session.waitForNextHeartRateSample()
    #expect(screen.byValue.beatsPerMinute == 94 && screen.observable.beatsPerMinute == 94)
    #expect(session.driver.find("78 BPM") == nil)
    #expect(session.driver.find("94 BPM") != nil)
  }

  @Test func presentModallyShowsTheModelInAHostingController() throws {
    let (session, screen) = try open()
    try session.tap("Present Modally")
    let presented = try #require(session.presentedViewController)
    #expect(presented.presentingViewController === session.showcase.navigationController)
    // The presented view follows the same model as the embedded one.
    screen.observable.beatsPerMinute = 101
    try session.driver.settle()
    #expect(session.driver.find("101 BPM") != nil)
  }

  @Test func presentAsPopoverOnIPadSizesThePopoverToItsContent() throws {
    let (session, screen) = try open(device: .iPad)
    try session.tap("Present as Popover")
    let presented = try #require(session.presentedViewController)
    let popover = try #require(presented.popoverPresentationController)
    #expect(popover.sourceView === screen.popoverButton)
    #expect(popover.adaptivePresentationStyle == .popover)
    // Sized by sizingOptions to the text, far smaller than the 320 × 480 default.
    #expect(presented.preferredContentSize.width > 0 && presented.preferredContentSize.width < 120)
    #expect(presented.preferredContentSize.height > 0 && presented.preferredContentSize.height < 60)
  }
}
