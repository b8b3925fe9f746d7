import Tandem

/// Showcase's main menu: an inset-grouped list of the topics, each opening its screen, as Apple's sample apps do.
final class MainMenuViewController: UIViewController, UICollectionViewDelegate {
  private let topics: [ShowcaseTopic]
  private let open: (ShowcaseTopic) -> UIViewController
  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Int, ShowcaseTopic>!

  init(topics: [ShowcaseTopic], open: @escaping (ShowcaseTopic) -> UIViewController) {
    self.topics = topics
    self.open = open
    super.init(nibName: nil, bundle: nil)
    title = "Showcase"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .none
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, ShowcaseTopic> {
      cell, _, topic in
      var content = cell.defaultContentConfiguration()
      content.text = topic.title
      content.secondaryText = topic.subtitle
      content.image = UIImage(systemName: topic.symbolName)
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, topic in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: topic)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, ShowcaseTopic>()
    snapshot.appendSections([0])
    snapshot.appendItems(topics)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let topic = dataSource.itemIdentifier(for: indexPath) else { return }
    let screen = open(topic)
    screen.title = screen.title ?? topic.title
    navigationController?.pushViewController(screen, animated: true)
  }
}
