import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct DriverTests {
  @Test func settleNamesWhatNeverSettles() throws {
    let root = UIViewController()
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    root.view.addSubview(box)
    let driver = AppDriver(rootViewController: root)
    UIView.animate(withDuration: 0.5) { box.frame.origin.x = 100 }
    try driver.settle()
    #expect(box.layer.presentation == nil)
    UIView.animate(withDuration: 60) { box.frame.origin.x = 300 }
    #expect(throws: DriverError.self) { try driver.settle(timeout: 1) }
    do {
      try driver.settle(timeout: 1)
    } catch {
      #expect(error.description == "did not settle in 1.0 s: 1 view animations")
    }
  }

  /// Settling runs an animation's frames without drawing them: the settled screen is drawn once, with the box
  /// where it ended and nothing left where it started.
  @Test func settlingDrawsOnlyTheSettledScreen() throws {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    box.backgroundColor = .red
    root.view.addSubview(box)
    let driver = AppDriver(rootViewController: root)
    UIView.animate(withDuration: 0.5) { box.frame.origin.x = 100 }
    let commits = driver.application.commitCount
    let drawn = driver.application.renderedCommitCount
    try driver.settle()
    #expect(driver.application.commitCount - commits >= 30)
    #expect(driver.application.renderedCommitCount - drawn <= 2)
    let screen = driver.application.snapshot()
    #expect(screen.storage.pixel(x: 125 * 3, y: 125 * 3) == 0xFFFF_0000)
    #expect(screen.storage.pixel(x: 25 * 3, y: 125 * 3) == 0xFFFF_FFFF)
  }

  /// Frames driven without returning to the run loop leave at most one commit block waiting on the main queue
  /// (each frame's commit request used to queue one more, so a thousand animated presentations held megabytes).
  @Test func drivenFramesQueueAtMostOneCommit() async throws {
    let root = UIViewController()
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    root.view.addSubview(box)
    let driver = AppDriver(rootViewController: root)
    UIView.animate(withDuration: 2) { box.alpha = 0 }
    driver.advance(frames: 120)
    let before = driver.application.commitCount
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(driver.application.commitCount - before <= 1)
  }

  @Test func runLoopWaitsForRealTimeWork() async {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    var fired = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { fired = true }
    // Generous: it ends once the block runs, and parallel tests can hold the main actor for long on a loaded machine.
    let done = await driver.runLoop(until: { fired }, timeout: 120)
    #expect(done && fired)
  }

  @Test func capturesAViewAndFindsElementsByText() throws {
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    label.text = "Heart Rate"
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Add"
    button.accessibilityIdentifier = "add-button"
    button.frame = CGRect(x: 20, y: 150, width: 100, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    root.view.addSubview(label)
    root.view.addSubview(button)
    let driver = AppDriver(rootViewController: root)
    try driver.tap("add-button")
    try driver.tap("Add")
    #expect(taps == 2)
    let image = try #require(driver.capture(button))
    #expect(image.width == 300 && image.height == 132)
    #expect(
      driver.accessibilityTree()
        == "staticText 'Heart Rate' (20, 100, 200×30)\nbutton 'Add' #add-button (20, 150, 100×44)")
  }
}
