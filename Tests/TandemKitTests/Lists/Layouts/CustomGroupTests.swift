import Foundation
import TandemTesting
import Testing
import UIKit

/// A custom group as Apple's samples write one: a mosaic of one large tile and two small ones, its frames worked out
/// from the environment's width.
@MainActor @Suite(.serialized, .ownsTheApplication) struct CustomGroupTests {
  final class Mosaic: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var providedWidths: [CGFloat] = []
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
      ) { [unowned self] environment in
        let width = environment.container.effectiveContentSize.width
        providedWidths.append(width)
        let large = (width * 2 / 3).rounded(.down)
        return [
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: large - 4, height: 196)),
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: large, y: 0, width: width - large, height: 96)),
          NSCollectionLayoutGroupCustomItem(
            frame: CGRect(x: large, y: 100, width: width - large, height: 96), zIndex: 2),
        ]
      }
      let section = NSCollectionLayoutSection(group: group)
      collectionView = UICollectionView(
        frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.delegate = self
      view.addSubview(collectionView)
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
        var content = UIListContentConfiguration.cell()
        content.text = "Photo \(item)"
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemTeal
        cell.backgroundConfiguration = background
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(1...8))
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func itemsTakeTheProvidedFramesGroupAfterGroup() throws {
    let screen = Mosaic()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let layout = screen.collectionView.collectionViewLayout
    let width = screen.collectionView.bounds.width
    #expect(screen.providedWidths.last == width)
    let large = (width * 2 / 3).rounded(.down)
    let frames = (0..<5).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames[0] == CGRect(x: 0, y: 0, width: large - 4, height: 196))
    #expect(frames[2] == CGRect(x: large, y: 100, width: width - large, height: 96))
    // The second group starts 200 points down and repeats the pattern.
    #expect(frames[3] == CGRect(x: 0, y: 200, width: large - 4, height: 196))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 2)
    // Eight items make three groups (the last one partly filled).
    #expect(layout.collectionViewContentSize.height == 600)
    try driver.tap("Photo 5")
    #expect(screen.selected == [IndexPath(item: 4, section: 0)])
  }
}
