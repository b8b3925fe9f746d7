import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemKit

/// A table of fruit, as the presenter of sheets.
private final class FruitList: NSObject, UITableViewDataSource {
  let fruit = ["Apples", "Bananas", "Cherries", "Dates", "Figs", "Grapes", "Kiwis", "Lemons", "Mangoes", "Oranges"]
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = fruit[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// Page sheets on iPhone as iOS 15+ draws them: what a large sheet covers recedes into a card over black, a sheet
/// over a sheet pushes the one below further back, and everything comes back on dismissal.
@MainActor @Suite(.serialized, .ownsTheApplication) struct SheetStackTests {
  private func sheet(_ title: String, grabber: Bool = true) -> UIViewController {
    let content = UIViewController()
    content.view.backgroundColor = .systemGroupedBackground
    content.title = title
    let label = UILabel()
    label.text = "Sheet content"
    label.frame = CGRect(x: 20, y: 80, width: 300, height: 30)
    content.view.addSubview(label)
    let navigation = UINavigationController(rootViewController: content)
    navigation.modalPresentationStyle = .pageSheet
    navigation.sheetPresentationController?.prefersGrabberVisible = grabber
    return navigation
  }

  private func listScreen(_ list: FruitList) -> UINavigationController {
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = list
    table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    controller.view = table
    controller.title = "Fruit"
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
  }

  @Test func aSheetOverAListRecedesItAndStackedSheetsRecedeFurther() throws {
    let list = FruitList()
    let root = listScreen(list)
    let driver = AppDriver(rootViewController: root)
    let window = driver.window
    let safeTop = window.safeAreaInsets.top
    root.present(sheet("Add Fruit"), animated: true)
    try driver.settle()
    // The list is a card 16 points in from each side, its top 10 points above the sheet's, over black.
    let card = root.view.convert(root.view.bounds, to: nil)
    #expect(abs(card.minX - 16) < 0.01 && abs(card.maxX - 374) < 0.01)
    #expect(abs(card.minY - safeTop) < 0.01)
    #expect(root.view.layer.cornerRadius == 10 && root.view.clipsToBounds)
    #expect(window.backgroundColor == .black)
    GoldenImage.assertMatches(driver.capture(), named: "sheet-over-list")

    // A second sheet: the first recedes to where the list was, the list one step further back.
    let first = try #require(root.presentedViewController)
    first.present(sheet("Details"), animated: true)
    try driver.settle()
    let firstCard = try #require(first.presentationController?.presentedView)
    let firstFrame = firstCard.convert(firstCard.bounds, to: nil)
    #expect(abs(firstFrame.minY - safeTop) < 0.01 && abs(firstFrame.minX - 16) < 0.01)
    let back = root.view.convert(root.view.bounds, to: nil)
    #expect(abs(back.minX - 32) < 0.01 && abs(back.minY - (safeTop - 10)) < 0.01)
    GoldenImage.assertMatches(driver.capture(), named: "sheets-stacked")

    // Dismissing both brings the list back as it was.
    root.dismiss(animated: true)
    try driver.settle()
    #expect(root.view.transform == .identity)
    #expect(root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
    #expect(window.backgroundColor != .black)
  }

  /// At the medium detent the list stays where it is, dimmed; moving the sheet to large recedes it.
  @Test func aMediumSheetLeavesThePresenterInPlace() throws {
    let list = FruitList()
    let root = listScreen(list)
    let driver = AppDriver(rootViewController: root)
    let presented = sheet("Filter")
    let controller = try #require(presented.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    root.present(presented, animated: false)
    try driver.settle()
    #expect(root.view.transform == .identity)
    controller.selectedDetentIdentifier = .large
    try driver.settle()
    #expect(root.view.transform != .identity)
  }

  /// A presented controller takes the presenting controller's appearance (iOS 17's trait hierarchy), so a sheet
  /// over a screen forced dark is dark too, while its size classes stay its container's.
  @Test func presentedControllersInheritThePresentersStyle() throws {
    let root = UIViewController()
    root.overrideUserInterfaceStyle = .dark
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    let presented = sheet("Dark")
    root.present(presented, animated: false)
    try driver.settle()
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
    #expect(driver.window.traitCollection.userInterfaceStyle == .light)
  }
}
