import Foundation
import TandemTesting
import Testing
import UIKit

/// A photo cell's context menu as UIKit apps add one: an interaction whose delegate builds the menu.
private final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
  let photo = UIView()
  var chosen: [String] = []
  var pressedAt: CGPoint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    photo.backgroundColor = .systemTeal
    photo.frame = CGRect(x: 95, y: 200, width: 200, height: 200)
    photo.addInteraction(UIContextMenuInteraction(delegate: self))
    view.addSubview(photo)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    pressedAt = location
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in self?.chosen.append("share")
        },
        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
          self?.chosen.append("delete")
        },
      ])
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UIContextMenuInteractionTests {
  @Test func aLongPressShowsTheDelegatesMenuAndATapOnAnActionRunsIt() throws {
    let controller = PhotoController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(controller.photo.interactions.count == 1)
    // A short tap shows nothing.
    driver.tap(at: CGPoint(x: 195, y: 300))
    try driver.settle()
    #expect(driver.find("Share") == nil)
    driver.longPress(at: CGPoint(x: 150, y: 260))
    try driver.settle()
    #expect(controller.pressedAt == CGPoint(x: 55, y: 60), "the location is in the view's coordinates")
    GoldenImage.assertMatches(driver.capture(), named: "context-menu-interaction")
    try driver.tap("Delete")
    try driver.settle()
    #expect(controller.chosen == ["delete"])
    #expect(driver.find("Share") == nil, "choosing closes the menu")
  }

  @Test func aNilConfigurationShowsNoMenuAndInteractionsCanBeRemoved() throws {
    final class Refusing: NSObject, UIContextMenuInteractionDelegate {
      var asked = 0
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> UIContextMenuConfiguration? {
        asked += 1
        return nil
      }
    }
    let root = UIViewController()
    let target = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    root.view.addSubview(target)
    let delegate = Refusing()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    target.addInteraction(interaction)
    #expect(interaction.view === target)
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    driver.longPress(at: CGPoint(x: 200, y: 200))
    try driver.settle()
    #expect(delegate.asked == 1)
    target.removeInteraction(interaction)
    #expect(interaction.view == nil && target.interactions.isEmpty)
    driver.longPress(at: CGPoint(x: 200, y: 200))
    try driver.settle()
    #expect(delegate.asked == 1, "a removed interaction no longer listens")
  }
}
