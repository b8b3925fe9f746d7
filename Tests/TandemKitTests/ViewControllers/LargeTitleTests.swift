import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemKit

private final class Numbers: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Reading \(indexPath.row + 1)"
    content.secondaryText = "\(60 + indexPath.row % 30) BPM"
    cell.contentConfiguration = content
    return cell
  }
}

/// Large titles as on iOS: the title's area shrinks as the list scrolls up and the inline title takes over once it
/// is gone (with the bar's background); pulled down, the area stretches; back at the top, the large title returns.
@MainActor @Suite(.serialized, .ownsTheApplication) struct LargeTitleTests {
  @Test func aLargeTitleCollapsesAsTheListScrolls() throws {
    let numbers = Numbers()
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = numbers
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    controller.view = table
    controller.title = "Heart Rate"
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = true
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    let bar = navigation.navigationBar
    let expanded = bar.frame.height
    #expect(expanded == 96)
    #expect(driver.find("Heart Rate") != nil)
    #expect(navigation.barBackground.isHidden)

    // 30 points up: the bar is 30 points shorter, the large title still showing.
    table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top + 30), animated: false)
    try driver.settle()
    #expect(bar.frame.height == 66)
    #expect(!bar.isLargeTitleCollapsed && navigation.barBackground.isHidden)

    // Scrolled by a drag past the title's area: the inline title and the bar's background show.
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
    try driver.settle()
    #expect(bar.frame.height == 44)
    #expect(bar.isLargeTitleCollapsed && !navigation.barBackground.isHidden)
    // The content's safe area stays at the expanded bar, so the list does not jump.
    #expect(table.adjustedContentInset.top == driver.window.safeAreaInsets.top + expanded)
    // The picture at a set offset (where a fling comes to rest is not part of what it shows).
    table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top + 320), animated: false)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "navigation-large-title-collapsed")

    // Pulled down past the top, the title's area stretches with the list.
    table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top - 40), animated: false)
    driver.application.commit()
    #expect(bar.frame.height == 136)
    table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
    try driver.settle()
    #expect(bar.frame.height == 96 && !bar.isLargeTitleCollapsed)
  }
}
