import Foundation
import TandemTesting
import Testing
import UIKit

/// A screen with a title, for stacks of them.
@MainActor private func screen(_ title: String) -> UIViewController {
  let controller = UIViewController()
  controller.title = title
  controller.view.backgroundColor = .systemBackground
  return controller
}

/// The back button's title comes from the item below, as UIKit documents: its `backBarButtonItem`'s title, else its
/// `backButtonTitle`, else its title; `hidesBackButton` hides it; left items replace it unless they supplement it;
/// `largeTitleDisplayMode` chooses the title's size per screen.
@MainActor @Suite(.serialized, .ownsTheApplication) struct NavigationItemBackButtonTests {
  @Test func theItemBelowNamesTheBackButton() throws {
    let root = screen("Mailboxes")
    let navigation = UINavigationController(rootViewController: root)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()

    navigation.pushViewController(screen("Inbox"), animated: false)
    try driver.settle()
    #expect(driver.find("Mailboxes") != nil, "the title below, by default")

    root.navigationItem.backButtonTitle = "Boxes"
    try driver.settle()
    #expect(driver.find("Boxes") != nil)
    #expect(driver.find("Mailboxes") == nil)

    root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "All")
    try driver.settle()
    #expect(driver.find("All") != nil, "a back bar button item's title wins")

    try driver.tap("All")
    try driver.settle()
    #expect(navigation.viewControllers.count == 1, "the back button pops")
  }

  @Test func hiddenAndSupplementedBackButtons() throws {
    let navigation = UINavigationController(rootViewController: screen("Notes"))
    let driver = AppDriver(rootViewController: navigation)
    let editor = screen("Draft")
    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", primaryAction: UIAction { _ in })
    navigation.pushViewController(editor, animated: false)
    try driver.settle()
    #expect(driver.find("Notes") == nil, "a left item replaces the back button")
    #expect(driver.find("Cancel") != nil)

    editor.navigationItem.leftItemsSupplementBackButton = true
    try driver.settle()
    #expect(driver.find("Notes") != nil && driver.find("Cancel") != nil, "supplementing, both show")

    editor.navigationItem.hidesBackButton = true
    try driver.settle()
    #expect(driver.find("Notes") == nil)
  }

  @Test func largeTitlesFollowEachScreensDisplayMode() throws {
    let root = screen("Library")
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    let largeHeight = navigation.navigationBar.frame.height
    let detail = screen("Album")
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    try driver.settle()
    #expect(navigation.navigationBar.frame.height == 44, "an inline title on the pushed screen")
    #expect(largeHeight > 44)
    let track = screen("Track")
    navigation.pushViewController(track, animated: false)
    try driver.settle()
    #expect(navigation.navigationBar.frame.height == 44, "automatic follows the screen below, which is inline")
  }
}
