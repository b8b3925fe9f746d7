import Foundation
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp
@testable import TandemKit

/// Seed 004's lesson screen and seed 000's first step, opened from the menu.
@MainActor @Suite(.serialized, .ownsTheApplication) struct RepresentablesScreenTests {
  @Test func theViewButtonShowsTheBlueControllerInASheet() throws {
    let session = try ShowcaseSession()
    try session.open(.representables)
    #expect(session.driver.find("SELECT YOUR IMAGE") != nil)
    try session.tap("CLICK HERE: View")
    let sheet = try #require(session.presentedViewController)
    #expect(sheet.view.backgroundColor == nil || session.driver.find("HELLO WORLD!") != nil)
    #expect(session.driver.find("HELLO WORLD!") != nil)
  }

  @Test func pickingAPhotoClosesThePickerAndShowsIt() throws {
    let session = try ShowcaseSession()
    try session.open(.representables)
    try session.tap("CLICK HERE: Image Picker")
    #expect(session.presentedViewController != nil)
    try session.pickFirstPhoto()
    #expect(session.presentedViewController == nil)
    #expect(session.driver.find("SELECTED IMAGE") != nil)
  }

  @Test func sayHelloPresentsItsPopoverAfterASecond() async throws {
    let session = try ShowcaseSession()
    try session.open(.sayHello)
    #expect(session.presentedViewController == nil)
    try await session.waitForHello()
    #expect(session.driver.find("Hello, World!") != nil)
  }
}
