import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// Haptics on a machine without a Taptic Engine: nothing plays, as on an iOS device without haptics, and each call
/// is recorded for tests; a button that gives feedback does so through the driver's tap.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIFeedbackGeneratorTests {
  @Test func generatorsRecordWhatTheyWereAskedToPlay() {
    UIFeedbackGenerator.playedFeedback = []
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UIImpactFeedbackGenerator().impactOccurred(intensity: 3)
    #expect(
      UIFeedbackGenerator.playedFeedback == [
        "impact heavy 1.0", "impact heavy 0.5", "selection", "notification success", "impact medium 1.0",
      ])
  }

  @Test func aTappedButtonGivesFeedback() throws {
    UIFeedbackGenerator.playedFeedback = []
    let controller = UIViewController()
    let generator = UINotificationFeedbackGenerator()
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
    button.addAction(UIAction { _ in generator.notificationOccurred(.success) }, for: .primaryActionTriggered)
    controller.view.addSubview(button)
    let driver = AppDriver(rootViewController: controller)
    driver.tap(at: CGPoint(x: 100, y: 222))
    #expect(UIFeedbackGenerator.playedFeedback == ["notification success"])
  }
}
