import Foundation
import TandemTesting
import Testing
import UIKit

/// `UIMenu` as apps use it: from a bar button item with no primary action (a tap shows it), from a button that
/// shows its menu as its primary action, or on a press held on a button. A tap on an action closes the menu, then
/// runs the action's handler; a tap outside closes it.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIMenuTests {
  private func sortMenu(_ chosen: @escaping (String) -> Void) -> UIMenu {
    UIMenu(
      title: "Sort By",
      children: [
        UIAction(title: "Name", image: UIImage(systemName: "textformat"), state: .on) { _ in chosen("name") },
        UIAction(title: "Date", image: UIImage(systemName: "calendar")) { _ in chosen("date") },
        UIMenu(
          title: "", options: .displayInline,
          children: [
            UIAction(title: "Archived", attributes: .disabled) { _ in chosen("archived") },
            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
              chosen("delete")
            },
          ]),
        UIMenu(title: "More", children: [UIAction(title: "Size") { _ in chosen("size") }]),
      ])
  }

  @Test func aBarButtonItemsMenuShowsOnATapAndRunsTheChosenAction() throws {
    let root = UIViewController()
    root.view.backgroundColor = .systemGroupedBackground
    root.title = "Notes"
    var chosen: [String] = []
    let item = UIBarButtonItem(title: "Sort", menu: sortMenu { chosen.append($0) })
    root.navigationItem.rightBarButtonItem = item
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: root))
    try driver.settle()
    try driver.tap("Sort")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "menu-from-bar-button-item")
    // The rows, top to bottom: the title, the actions, the inline group after its separator, the submenu.
    let names = ["Sort By", "Name", "Date", "Archived", "Delete All", "More"]
    let frames = try names.map { try #require(driver.find($0), "\($0) is not shown").0.frame }
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.minY < $1.minY })
    #expect(try #require(driver.find("Name")).1.accessibilityTraits.contains(.selected))
    // The platter opens below the item, its trailing edge at the item's (in the trailing half of the screen).
    let sort = try #require(driver.find("Sort")).0.frame
    #expect(frames[1].minY > sort.maxY)
    // A disabled action does nothing; a chosen one runs after the menu has closed.
    driver.tap(at: CGPoint(x: frames[3].midX, y: frames[3].midY))
    try driver.settle()
    #expect(chosen.isEmpty && driver.find("Archived") != nil)
    try driver.tap("Delete All")
    try driver.settle()
    #expect(chosen == ["delete"])
    #expect(driver.find("Delete All") == nil && root.presentedViewController == nil)
  }

  @Test func aSubmenuOpensInPlaceAndATapOutsideCloses() throws {
    let root = UIViewController()
    var chosen: [String] = []
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: sortMenu { chosen.append($0) })
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: root))
    try driver.tap("Sort")
    try driver.settle()
    try driver.tap("More")
    try driver.settle()
    #expect(driver.find("Size") != nil && driver.find("Date") == nil)
    try driver.tap("Size")
    try driver.settle()
    #expect(chosen == ["size"])
    // Open again, then tap outside the platter: it closes and runs nothing.
    try driver.tap("Sort")
    try driver.settle()
    driver.tap(at: CGPoint(x: 40, y: 700))
    try driver.settle()
    #expect(driver.find("Date") == nil && root.presentedViewController == nil)
    #expect(chosen == ["size"])
  }

  @Test func aButtonShowsItsMenuAsItsPrimaryActionOrWhenHeld() throws {
    let root = UIViewController()
    var chosen: [String] = []
    var taps = 0
    let primary = UIButton(configuration: .filled())
    primary.configuration?.title = "Options"
    primary.frame = CGRect(x: 40, y: 200, width: 150, height: 44)
    primary.menu = UIMenu(children: [UIAction(title: "Share") { _ in chosen.append("share") }])
    primary.showsMenuAsPrimaryAction = true
    primary.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    let held = UIButton(configuration: .filled())
    held.configuration?.title = "Hold"
    held.frame = CGRect(x: 40, y: 300, width: 150, height: 44)
    held.menu = UIMenu(children: [UIAction(title: "Copy") { _ in chosen.append("copy") }])
    held.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    root.view.addSubview(primary)
    root.view.addSubview(held)
    let driver = AppDriver(rootViewController: root)
    // A tap on the first shows its menu (and sends no primary action).
    try driver.tap("Options")
    try driver.settle()
    try driver.tap("Share")
    try driver.settle()
    #expect(chosen == ["share"] && taps == 0)
    // A tap on the second is a tap; holding it shows its menu instead.
    try driver.tap("Hold")
    #expect(taps == 1 && driver.find("Copy") == nil)
    driver.longPress(at: CGPoint(x: held.frame.midX, y: held.frame.midY), duration: 0.8)
    try driver.settle()
    #expect(taps == 1)
    try driver.tap("Copy")
    try driver.settle()
    #expect(chosen == ["share", "copy"])
  }

  @Test func aPopUpButtonShowsAndChangesItsSelectedChoice() throws {
    let root = UIViewController()
    var picked: [String] = []
    let sizes = ["Small", "Medium", "Large"].map { size in
      UIAction(title: size) { _ in picked.append(size) }
    }
    let button = UIButton(configuration: .bordered())
    button.menu = UIMenu(children: sizes)
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    button.frame = CGRect(x: 120, y: 200, width: 150, height: 44)
    root.view.addSubview(button)
    // The first choice is selected when none is.
    #expect(button.configuration?.title == "Small" && sizes[0].state == .on)
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    driver.tap(at: CGPoint(x: 195, y: 222))
    try driver.settle()
    try driver.tap("Large")
    try driver.settle()
    #expect(picked == ["Large"])
    #expect(button.configuration?.title == "Large")
    #expect(sizes.map(\.state) == [.off, .off, .on])
  }
}
