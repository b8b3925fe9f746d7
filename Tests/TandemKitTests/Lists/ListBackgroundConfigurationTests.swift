import Foundation
import TandemTesting
import Testing
import UIKit

/// `UIBackgroundConfiguration.listCell()` as iOS 18 apps use it: one background for cells of any list, whose color
/// follows the list it shows in.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ListBackgroundConfigurationTests {
  final class Rows: UIViewController {
    let appearance: UICollectionLayoutListConfiguration.Appearance
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(appearance: UICollectionLayoutListConfiguration.Appearance) {
      self.appearance = appearance
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: appearance))
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
        var content = UIListContentConfiguration.cell()
        content.text = item
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listCell()
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["One", "Two"])
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped])
  func aListCellBackgroundFollowsItsList(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws {
    let screen = Rows(appearance: appearance)
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let frame = cell.convert(cell.bounds, to: nil)
    let image = driver.capture()
    let scale = CGFloat(image.width) / driver.window.bounds.width
    // Plain lists: the system background (white); inset grouped: the grouped cell color (white) on the grouped
    // background (light gray) showing at the sides.
    let inside = color(image, at: CGPoint(x: frame.maxX - 8, y: frame.midY), scale: scale)
    #expect(inside.r == 255 && inside.g == 255 && inside.b == 255)
    let beside = color(image, at: CGPoint(x: 4, y: frame.midY), scale: scale)
    if appearance == .plain {
      #expect(beside.r == 255)
    } else {
      #expect(beside.r == 242 && beside.g == 242 && beside.b == 247)
    }
    var fixed = UIBackgroundConfiguration.listCell()
    fixed.backgroundColor = .systemYellow
    cell.backgroundConfiguration = fixed
    try driver.settle()
    let yellow = color(driver.capture(), at: CGPoint(x: frame.maxX - 8, y: frame.midY), scale: scale)
    #expect(yellow.r > 200 && yellow.b < 40, "a color set on it stands")
  }
}
