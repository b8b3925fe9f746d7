import Foundation
import TandemTesting
import Testing
import UIKit

/// `UIAlertController` used directly, as apps do: presented, its buttons tapped through the driver; a tap dismisses
/// the alert, then runs the action's handler ("the block to execute when the user selects the action").
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIAlertControllerTests {
  @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    var chosen: [String] = []
    let alert = UIAlertController(title: "Delete Note?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        chosen.append(root.presentedViewController == nil ? "delete after dismissal" : "delete while shown")
      })
    root.present(alert, animated: true)
    try driver.settle()
    #expect(root.presentedViewController === alert)
    #expect(driver.find("Delete Note?") != nil && driver.find("This cannot be undone.") != nil)
    try driver.tap("Delete")
    try driver.settle()
    #expect(chosen == ["delete after dismissal"])
    #expect(root.presentedViewController == nil)
    #expect(driver.find("Delete Note?") == nil)
  }

  @Test func aDisabledActionIgnoresTapsUntilItIsEnabled() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    var saved = 0
    let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
    let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
    save.isEnabled = false
    alert.addAction(save)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = save
    root.present(alert, animated: false)
    try driver.settle()
    // A finger on the disabled button (the driver refuses to tap disabled elements by name).
    let button = try #require(driver.find("Save")).0
    #expect(!button.isEnabled)
    driver.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
    try driver.settle()
    #expect(saved == 0)
    #expect(root.presentedViewController === alert)
    // Enabled while shown, the button takes the tap.
    save.isEnabled = true
    try driver.tap("Save")
    try driver.settle()
    #expect(saved == 1)
    #expect(root.presentedViewController == nil)
  }

  @Test func anActionSheetPutsCancelLastOnItsOwnCard() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    var chosen: [String] = []
    let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
    sheet.addAction(UIAlertAction(title: "Messages", style: .default) { _ in chosen.append("messages") })
    sheet.addAction(UIAlertAction(title: "Mail", style: .default) { _ in chosen.append("mail") })
    root.present(sheet, animated: true)
    try driver.settle()
    let frames = try ["Messages", "Mail", "Cancel"].map { try #require(driver.find($0)).0.frame }
    #expect(frames[0].minY < frames[1].minY && frames[1].minY < frames[2].minY)
    // Cancel sits at the bottom of the screen, above the home indicator.
    #expect(frames[2].maxY <= 844 - 34 && frames[2].maxY > 844 - 34 - 60)
    try driver.tap("Cancel")
    try driver.settle()
    #expect(chosen == ["cancel"])
  }

  @Test func onlyOneCancelActionIsAllowed() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "One", style: .cancel))
        alert.addAction(UIAlertAction(title: "Two", style: .cancel))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
  }
}
