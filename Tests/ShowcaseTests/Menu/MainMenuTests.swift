import Foundation
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp

/// Showcase's main menu: one row per topic, each opening its screen and going back.
@MainActor @Suite(.serialized, .ownsTheApplication) struct MainMenuTests {
  @Test func everyTopicOpensItsScreenAndBackReturnsToTheMenu() throws {
    let session = try ShowcaseSession()
    for topic in ShowcaseTopic.allCases {
      #expect(session.driver.find(topic.title) != nil)
      try session.open(topic)
      #expect(session.topViewController?.title == topic.title)
      session.presentedViewController?.dismiss(animated: false)
      try session.tap("Showcase")
      #expect(session.showcase.navigationController.viewControllers.count == 1)
    }
  }
}
