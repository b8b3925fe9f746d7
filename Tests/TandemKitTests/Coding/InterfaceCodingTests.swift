import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// A keyed coder holding values by key, as an interface loader's coder would.
private final class ArchiveCoder: NSCoder, @unchecked Sendable {
  let values: [String: Any]
  init(_ values: [String: Any] = [:]) {
    self.values = values
    super.init()
  }
  override var allowsKeyedCoding: Bool { true }
  override func containsValue(forKey key: String) -> Bool { values[key] != nil }
  override func decodeObject(forKey key: String) -> Any? { values[key] }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct InterfaceCodingTests {
  /// Every view and controller class made from an archive is made (it used to be nil), and works as one made in
  /// code.
  @Test func everyViewAndControllerClassIsMadeFromAnEmptyArchive() throws {
    let empty = ArchiveCoder()
    let views: [UIView?] = [
      UIView(coder: empty), UILabel(coder: empty), UIButton(coder: empty), UIImageView(coder: empty),
      UIScrollView(coder: empty), UIStackView(coder: empty), UITextField(coder: empty), UIPageControl(coder: empty),
      UIActivityIndicatorView(coder: empty), UITableView(coder: empty), UITableViewCell(coder: empty),
      UITableViewHeaderFooterView(coder: empty), UICollectionView(coder: empty),
      UICollectionReusableView(coder: empty), UICollectionViewCell(coder: empty),
      UICollectionViewListCell(coder: empty), UIListContentView(coder: empty), UINavigationBar(coder: empty),
      UIWindow(coder: empty),
    ]
    #expect(views.allSatisfy { $0 != nil })
    let controllers: [UIViewController?] = [
      UIViewController(coder: empty), UINavigationController(coder: empty), UIPageViewController(coder: empty),
      UIImagePickerController(coder: empty),
    ]
    #expect(controllers.allSatisfy { $0 != nil })
    let table = try #require(UITableView(coder: empty))
    #expect(table.style == .plain)
    let collection = try #require(UICollectionView(coder: empty))
    #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
    let cell = try #require(UITableViewCell(coder: empty))
    #expect(cell.bounds.size == CGSize(width: 320, height: 44))
    #expect(cell.style == .default)
  }

  /// The archive's properties reach the view: geometry, tag, visibility, colors and subviews; a class's own
  /// defaults apply unless the archive says otherwise.
  @Test func theArchivesPropertiesReachTheView() throws {
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let view = try #require(
      UIView(
        coder: ArchiveCoder([
          "UIBounds": CGRect(x: 0, y: 0, width: 200, height: 100), "UICenter": CGPoint(x: 150, y: 250),
          "UITag": 7, "UIHidden": true, "UIAlpha": CGFloat(0.5), "UIBackgroundColor": UIColor.systemRed,
          "UIClipsToBounds": true, "UISubviews": [child], "UIAccessibilityIdentifier": "card",
        ])))
    #expect(view.frame == CGRect(x: 50, y: 200, width: 200, height: 100))
    #expect(view.tag == 7)
    #expect(view.isHidden)
    #expect(view.alpha == 0.5)
    #expect(view.backgroundColor == .systemRed)
    #expect(view.clipsToBounds)
    #expect(view.subviews == [child])
    #expect(view.accessibilityIdentifier == "card")

    // A label takes no touches by default; an archive that enables them wins.
    let plain = try #require(UILabel(coder: ArchiveCoder()))
    #expect(!plain.isUserInteractionEnabled)
    let touchable = try #require(UILabel(coder: ArchiveCoder(["UIUserInteractionDisabled": false])))
    #expect(touchable.isUserInteractionEnabled)

    // A value of the wrong type is ignored.
    let odd = try #require(UIView(coder: ArchiveCoder(["UITag": "seven", "UIAlpha": "half"])))
    #expect(odd.tag == 0)
    #expect(odd.alpha == 1)
  }

  /// Lists and cells take their style and reuse identifier; a controller its title; an archived navigation
  /// controller shows the controllers it is given, as in code.
  @Test func listsCellsAndControllersTakeTheirArchivedProperties() throws {
    let table = try #require(UITableView(coder: ArchiveCoder(["UIStyle": 2])))
    #expect(table.style == .insetGrouped)
    let cell = try #require(
      UITableViewCell(coder: ArchiveCoder(["UITableViewCellStyle": 3, "UIReuseIdentifier": "row"])))
    #expect(cell.style == .subtitle)
    #expect(cell.reuseIdentifier == "row")
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let collection = try #require(UICollectionView(coder: ArchiveCoder(["UICollectionLayout": layout])))
    #expect(collection.collectionViewLayout === layout)

    let root = try #require(UIViewController(coder: ArchiveCoder(["UITitle": "Inbox"])))
    #expect(root.title == "Inbox")
    let navigation = try #require(UINavigationController(coder: ArchiveCoder()))
    navigation.viewControllers = [root]
    let driver = AppDriver(rootViewController: navigation)
    #expect(driver.find("Inbox") != nil)
  }
}
