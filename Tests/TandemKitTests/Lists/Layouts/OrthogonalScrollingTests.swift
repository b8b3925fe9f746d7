import Foundation
import TandemTesting
import Testing
import UIKit

/// A store front as Apple's compositional layout samples build one: a band of large featured cards that pages one
/// card at a time, a band of small tiles that scrolls freely, and a list below.
@MainActor final class StoreFront: UIViewController, UICollectionViewDelegate {
  enum Section: Int, CaseIterable { case featured, tiles, list }
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var selected: [IndexPath] = []
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging

  static let colors: [UIColor] = [.systemBlue, .systemPink, .systemOrange, .systemGreen, .systemPurple, .systemTeal]

  static let badgeKind = "badge"
  static let panelKind = "panel"

  /// The tiles' background panel.
  final class Panel: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .secondarySystemBackground
      layer.cornerRadius = 16
    }
    required init?(coder: NSCoder) { nil }
  }

  /// A "New" badge.
  final class Badge: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemYellow
      layer.cornerRadius = 11
      label.text = "New"
      label.font = .systemFont(ofSize: 12, weight: .bold)
      label.textAlignment = .center
      label.textColor = .black
      addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds
    }
  }

  func layout() -> UICollectionViewLayout {
    let layout = makeLayout()
    layout.register(Panel.self, forDecorationViewOfKind: StoreFront.panelKind)
    return layout
  }

  private func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [unowned self] index, environment in
      switch Section(rawValue: index)! {
      case .featured:
        // A "New" badge on each card's top trailing corner, half over its edge.
        let badge = NSCollectionLayoutSupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(44), heightDimension: .absolute(22)),
          elementKind: StoreFront.badgeKind,
          containerAnchor: NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: -0.2, y: 0.5)))
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        return section
      case .tiles:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(200)),
          repeatingSubitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        // A rounded panel behind the tiles, from a class registered with the layout.
        let background = NSCollectionLayoutDecorationItem.background(elementKind: StoreFront.panelKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.decorationItems = [background]
        return section
      case .list:
        return NSCollectionLayoutSection.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
    let card = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, path, item in
      var background = UIBackgroundConfiguration.clear()
      background.backgroundColor = StoreFront.colors[path.item % StoreFront.colors.count]
      background.cornerRadius = path.section == 0 ? 14 : 10
      cell.backgroundConfiguration = background
      var content = UIListContentConfiguration.cell()
      content.text = item
      content.textProperties.color = .white
      content.textProperties.font = .preferredFont(forTextStyle: path.section == 0 ? .title2 : .footnote)
      cell.contentConfiguration = content
    }
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
      path.section == Section.list.rawValue
        ? view.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        : view.dequeueConfiguredReusableCell(using: card, for: path, item: item)
    }
    let badge = UICollectionView.SupplementaryRegistration<Badge>(elementKind: StoreFront.badgeKind) { _, _, _ in }
    dataSource.supplementaryViewProvider = { view, kind, path in
      view.dequeueConfiguredReusableSupplementary(using: badge, for: path)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems((1...12).map { "Featured \($0)" }, toSection: .featured)
    snapshot.appendItems((1...200).map { "Tile \($0)" }, toSection: .tiles)
    snapshot.appendItems(["Account", "Purchases", "Gift Cards"], toSection: .list)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

extension UICollectionView {
  /// How far a section's band has scrolled sideways: the offset of its first cell's scroll view.
  fileprivate func orthogonalScrollOffset(section: Int) -> CGFloat? {
    (cellForItem(at: IndexPath(item: 0, section: section))?.superview as? UIScrollView)?.contentOffset.x
      ?? visibleCells.first { indexPath(for: $0)?.section == section }.flatMap {
        ($0.superview as? UIScrollView)?.contentOffset.x
      }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct OrthogonalScrollingTests {
  @Test func bandsScrollSidewaysAndPageByGroup() throws {
    let screen = StoreFront()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let collection = screen.collectionView!
    // The featured band: cards 85 % of the width inside 20-point insets, side by side.
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let width = (collection.bounds.width - 40) * 0.85
    #expect(abs(first.frame.width - width) < 0.5)
    #expect(first.frame.height == 180)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) != nil, "the next card peeks in")
    // Only the tiles near the visible part of their band have cells, of 200.
    let tiles = collection.indexPathsForVisibleItems.filter { $0.section == 1 }
    #expect(tiles.count > 4 && tiles.count < 20)

    // A flick to the left moves the featured band one card on: the second card rests at the leading inset.
    let band = first.convert(first.bounds, to: nil)
    driver.swipe(from: CGPoint(x: band.maxX - 20, y: band.midY), to: CGPoint(x: band.maxX - 120, y: band.midY))
    try driver.settle()
    let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(second.convert(second.bounds, to: collection).minX - collection.contentOffset.x - 20) < 0.5)
    #expect(collection.contentOffset.y == -collection.adjustedContentInset.top, "a sideways drag leaves the page")
    // A tap on the card now in view selects it.
    try driver.tap("Featured 2")
    #expect(screen.selected == [IndexPath(item: 1, section: 0)])

    let offsetBefore = collection.orthogonalScrollOffset(section: 0)
    // The tiles scroll freely and far: a long flick shows tiles well past the first screen.
    let tile = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
    let tileFrame = tile.convert(tile.bounds, to: nil)
    driver.swipe(
      from: CGPoint(x: 360, y: tileFrame.midY), to: CGPoint(x: 60, y: tileFrame.midY))
    try driver.settle()
    let shown = collection.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item)
    #expect((shown.min() ?? 0) > 8)
    #expect(shown.count < 20)

    // An up-and-down drag that starts on a band moves the page (which bounces back: it all fits on screen).
    let resting = collection.contentOffset.y
    let finger = driver.press(at: CGPoint(x: band.midX, y: band.maxY - 10))
    for step in 1...10 {
      driver.advance(frames: 1)
      driver.move(finger, to: CGPoint(x: band.midX, y: band.maxY - 10 - CGFloat(step) * 12))
    }
    #expect(collection.contentOffset.y > resting + 20)
    #expect(collection.orthogonalScrollOffset(section: 0) == offsetBefore)
    driver.release(finger)
    try driver.settle()
    #expect(collection.contentOffset.y == resting)
  }

  @Test func backgroundsAndBadges() throws {
    let screen = StoreFront()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let collection = screen.collectionView!
    let layout = collection.collectionViewLayout
    // The panel covers the tiles' section inside its insets, behind the tiles.
    let panel = try #require(
      layout.layoutAttributesForDecorationView(ofKind: StoreFront.panelKind, at: IndexPath(item: 0, section: 1)))
    let firstTile = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    #expect(panel.frame.minX == 10 && panel.frame.width == collection.bounds.width - 20)
    #expect(panel.frame.minY == firstTile.frame.minY - 4 - 12, "the tile's own inset, then the section's")
    #expect(abs(panel.frame.height - (200 + 24)) < 0.01)
    #expect(panel.zIndex == -1)
    let panels = collection.subviews.filter { $0 is StoreFront.Panel }
    #expect(panels.count == 1)
    #expect(collection.subviews.firstIndex { $0 is StoreFront.Panel } == 0, "the panel is behind everything")
    // Each card's badge sits on its top trailing corner, moved by fractions of its own size.
    let card = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let badge = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: StoreFront.badgeKind, at: IndexPath(item: 0, section: 0)))
    #expect(badge.frame.size == CGSize(width: 44, height: 22))
    #expect(abs(badge.frame.maxX - (card.frame.maxX - 0.2 * 44)) < 0.01)
    #expect(abs(badge.frame.minY - (card.frame.minY + 0.5 * 22)) < 0.01)
    #expect(driver.find("New") != nil)
    // Badges scroll with their cards.
    let view = try #require(
      collection.supplementaryView(forElementKind: StoreFront.badgeKind, at: IndexPath(item: 0, section: 0)))
    #expect(view.superview is UIScrollView && view.superview !== collection)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func storeFrontLooks(_ style: UIUserInterfaceStyle) throws {
    let screen = StoreFront()
    screen.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    GoldenImage.assertMatches(
      driver.capture(), named: "collection-orthogonal-scrolling-\(style == .dark ? "dark" : "light")")
  }
}
