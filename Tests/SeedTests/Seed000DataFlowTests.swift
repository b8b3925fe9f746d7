import Foundation
import Tandem
import TandemTesting
import Testing

@testable import Seed000ByValue
@testable import Seed000Hello
@testable import Seed000Observable

/// Seed 000's first three steps, each compiled as written in its own target.
@MainActor @Suite(.serialized, .ownsTheApplication) struct Seed000DataFlowTests {
  @Test func sayHelloAppearsAfterASecondAsASheetOnIPhone() async throws {
    let controller = Seed000Hello.ViewController()
    // The storyboard's view has the system background (Xcode's default for a new scene).
    controller.view.backgroundColor = .systemBackground
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(controller.presentedViewController == nil)
    // `DispatchQueue.main.asyncAfter(deadline: .now() + 1)` runs on the real run loop; other suites share the main
    // actor, so the wait allows for them (it ends as soon as the popover shows).
    let shown = await driver.runLoop(until: { controller.presentedViewController != nil }, timeout: 120)
    #expect(shown)
    try driver.settle()
    #expect(driver.find("Hello, World!") != nil)
    let presented = try #require(controller.presentedViewController)
    #expect(presented.modalPresentationStyle == .popover)
    GoldenImage.assertMatches(driver.capture(), named: "seed000-say-hello-sheet")
  }

  @Test func theByValueControllerUpdatesTheRootView() throws {
    let controller = Seed000ByValue.HeartRateViewController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("0 BPM") != nil)
    controller.beatsPerMinute = 78
    try driver.settle()
    #expect(driver.find("78 BPM") != nil)
    controller.beatsPerMinute = 94
    try driver.settle()
    #expect(driver.find("94 BPM") != nil)
  }

  @Test func theObservableVersionShowsItsModel() throws {
    let controller = Seed000Observable.ViewController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("10 BPM") != nil)
  }
}
