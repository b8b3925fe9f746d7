import Foundation
import TandemTesting
import Testing
import UIKit

/// A carousel as compositional layout tutorials build one: cards paging centred in a band, scaled down with their
/// distance from the band's centre by the section's visible-items handler.
private final class Carousel: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  var handlerCalls = 0
  var lastOffset = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let layout = UICollectionViewCompositionalLayout { [unowned self] _, environment in
      let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .absolute(260), heightDimension: .absolute(220)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPagingCentered
      section.interGroupSpacing = 12
      // The first card starts centred too: the band is inset by the space beside a centred card.
      let side = (environment.container.contentSize.width - 260) / 2
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        self.handlerCalls += 1
        self.lastOffset = offset
        let width = environment.container.contentSize.width
        for item in items {
          let distance = abs(item.frame.midX - offset.x - width / 2)
          let scale = max(1 - distance / width, 0.8)
          item.transform = CGAffineTransform(scaleX: scale, y: scale)
          item.alpha = scale
        }
      }
      return section
    }
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let colors: [UIColor] = [.systemBlue, .systemPink, .systemOrange, .systemGreen, .systemPurple]
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
      cell.contentView.backgroundColor = colors[number % colors.count]
      cell.contentView.layer.cornerRadius = 16
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, number in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<8))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func scale(ofItem item: Int) -> CGFloat? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.transform.a
  }
}

/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`: called with the section's visible items and its
/// scroll offset as the band scrolls; the transforms and opacity it sets are what the cells show.
@MainActor @Suite(.serialized, .ownsTheApplication) struct VisibleItemsInvalidationTests {
  @Test func aCarouselScalesItsCardsAsItsBandScrolls() throws {
    let carousel = Carousel()
    let driver = AppDriver(rootViewController: carousel)
    try driver.settle()
    #expect(carousel.handlerCalls > 0)
    let first = try #require(carousel.scale(ofItem: 0))
    let second = try #require(carousel.scale(ofItem: 1))
    #expect(first > 0.99, "the centred first card is full size")
    #expect(second < first, "its neighbour is smaller")
    let alpha = try #require(carousel.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha)
    #expect(abs(alpha - second) < 0.0001, "the handler's alpha shows")
    GoldenImage.assertMatches(driver.capture(), named: "collection-carousel-first")

    // A swipe pages the band to the second card, which now is full size.
    let band = try #require(carousel.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      .convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil)
    let y = band.minY + 100
    driver.swipe(from: CGPoint(x: 330, y: y), to: CGPoint(x: 150, y: y))
    try driver.settle()
    #expect(carousel.lastOffset.x > 0, "the handler hears the band's offset")
    #expect((carousel.scale(ofItem: 1) ?? 0) > 0.99)
    #expect((carousel.scale(ofItem: 0) ?? 1) < 0.99)
    GoldenImage.assertMatches(driver.capture(), named: "collection-carousel-second")
  }
}
