import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemKit

/// UIKit right to left: a forced semantic content attribute (or an app in a right-to-left language) mirrors Auto
/// Layout's leading and trailing, stack views, list cells, separators and navigation bars; `.playback` stays left to
/// right.
@MainActor @Suite(.serialized, .ownsTheApplication) struct RightToLeftTests {
  @Test func theDirectionFollowsTheAttributeAndTheTraits() {
    let root = UIViewController()
    let child = UIView()
    let player = UIView()
    root.view.addSubview(child)
    child.addSubview(player)
    player.semanticContentAttribute = .playback
    showInWindow(root)
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.view.semanticContentAttribute = .forceRightToLeft
    #expect(root.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.traitCollection.layoutDirection == .rightToLeft)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    // Directional margins: leading is the right margin.
    child.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
    #expect(child.layoutMargins.right == 30 && child.layoutMargins.left == 5)
  }

  @Test func leadingAndTrailingConstraintsMirror() throws {
    let root = UIViewController()
    let first = UIView()
    let second = UIView()
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(view)
    }
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      first.widthAnchor.constraint(equalToConstant: 100),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      second.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -16),
      first.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      second.topAnchor.constraint(equalTo: first.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 40),
      second.heightAnchor.constraint(equalToConstant: 40),
    ])
    let window = showInWindow(root)
    #expect(same(first.frame, CGRect(x: 20, y: 100, width: 100, height: 40)))
    #expect(same(second.frame, CGRect(x: 128, y: 100, width: 246, height: 40)))
    // Forcing right to left after the constraints exist re-makes them.
    window.semanticContentAttribute = .forceRightToLeft
    window.layoutIfNeeded()
    #expect(same(first.frame, CGRect(x: 390 - 120, y: 100, width: 100, height: 40)))
    #expect(same(second.frame, CGRect(x: 16, y: 100, width: 246, height: 40)))
  }

  @Test func horizontalStacksRunFromTheRight() {
    let root = UIViewController()
    let labels = ["א", "ב", "ג"].map { text in
      let label = UILabel()
      label.text = text
      return label
    }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.frame = CGRect(x: 0, y: 100, width: 300, height: 40)
    root.view.addSubview(stack)
    root.view.semanticContentAttribute = .forceRightToLeft
    showInWindow(root)
    stack.layoutIfNeeded()
    #expect(labels.map(\.frame.minX) == [200, 100, 0])
  }

  private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = ["כללי", "פרטיות ואבטחה", "מסך ובהירות"][indexPath.row]
      content.image = UIImage(systemName: ["gear", "hand.raised.fill", "sun.max.fill"][indexPath.row])
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  /// The settings of an app in Hebrew: the table's icons, texts, separators and chevrons mirrored, the back button
  /// and large title on the right, the bar's trailing button on the left.
  @Test func aRightToLeftListWithANavigationBar() throws {
    LaunchConfiguration.layoutDirection = .rightToLeft
    defer { LaunchConfiguration.layoutDirection = .leftToRight }
    let rows = Rows()
    let home = UIViewController()
    home.title = "הגדרות"
    let detail = UIViewController()
    let table = UITableView(frame: .zero, style: .insetGrouped)
    detail.view = table
    detail.title = "כללי"
    table.dataSource = rows
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: home)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.pushViewController(detail, animated: false)
    let driver = AppDriver(rootViewController: navigation, layoutDirection: .rightToLeft)
    try driver.settle()
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let content = try #require(cell.contentView.subviews.first as? UIListContentView)
    let image = content.subviews.compactMap { $0 as? UIImageView }.first { !$0.isHidden }
    let label = content.subviews.compactMap { $0 as? UILabel }.first { $0.text == "כללי" }
    #expect((image?.frame.minX ?? 0) > (label?.frame.maxX ?? .infinity))
    // The back button leads on the right and takes the user back.
    let back = try #require(driver.find("הגדרות"))
    #expect(back.0.frame.minX > 195)
    GoldenImage.assertMatches(driver.capture(), named: "rtl-list-navigation-bar")
    try driver.tap("הגדרות")
    try driver.settle()
    #expect(navigation.topViewController === home)
  }
}
