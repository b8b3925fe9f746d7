import UIKit

public enum Folder: Hashable, Sendable { case inbox, archive }

/// Swift 6 mode: a snapshot is a value, built and passed anywhere.
public nonisolated func folderSnapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Folder, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Folder, String>()
    snapshot.appendSections([.inbox, .archive])
    snapshot.appendItems(items, toSection: .inbox)
    return snapshot
}

/// A controller subclass is main-actor isolated, as in UIKit.
public final class FoldersViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
    }
}
