import UIKit

public struct Post: Hashable, Sendable {
    public let id: Int
    public let title: String
}

enum Section { case main }

/// Builds a snapshot away from any view (a helper a view model or a background task calls).
func makeSnapshot(of posts: [Post]) -> NSDiffableDataSourceSnapshot<Section, Post> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Post>()
    snapshot.appendSections([.main])
    snapshot.appendItems(posts)
    return snapshot
}

public class FeedViewController: UIViewController {
    public var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Post>!
    /// Loads run one after another, off the main thread.
    private let loading = DispatchQueue(label: "feed.loading", qos: .userInitiated)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Post> { cell, _, post in
            var content = cell.defaultContentConfiguration()
            content.text = post.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Post>(collectionView: collectionView) {
            collectionView, indexPath, post in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: post)
        }
        dataSource.apply(makeSnapshot(of: [Post(id: 1, title: "Hello, Linux")]), animatingDifferences: false)
    }

    /// Loads posts on a background queue and applies them from there, as UIKit allows.
    public func reload(_ posts: [Post], completion: @escaping () -> Void) {
        let dataSource = self.dataSource!
        loading.async {
            applyPosts(posts, to: dataSource, completion: completion)
        }
    }
}

/// Applies posts to a data source from whatever queue calls it.
func applyPosts(
    _ posts: [Post], to dataSource: UICollectionViewDiffableDataSource<Section, Post>, completion: @escaping () -> Void
) {
    dataSource.apply(makeSnapshot(of: posts), animatingDifferences: false, completion: completion)
}
