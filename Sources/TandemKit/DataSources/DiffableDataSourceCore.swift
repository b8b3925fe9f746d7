import Foundation

/// What both diffable data sources share: the current snapshot, applying a new one to the list (by difference or
/// by reload, from any queue), the identifier queries and the counts and cells they answer the list with.
@MainActor
final class DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>
{
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private(set) weak var list: (any DiffableList)?
  /// The snapshot the list shows.
  private(set) var current = Snapshot()

  init(list: any DiffableList) { self.list = list }

  /// Shows a snapshot by its difference from the current one, then runs the completion.
  func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
    let old = current
    current = snapshot.withoutMarks
    snapshot.show(in: list, replacing: old, animated: animatingDifferences)
    completion?()
  }

  /// Shows a snapshot by reloading the list, then runs the completion.
  func applyUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) {
    current = snapshot.withoutMarks
    list?.reloadData()
    completion?()
  }

  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
  func indexPath(for item: ItemIdentifierType) -> IndexPath? { current.indexPath(of: item) }
  func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
  func index(for section: SectionIdentifierType) -> Int? { current.indexOfSection(section) }
  var numberOfSections: Int { current.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { current.items(inSectionAt: section).count }

  /// The cell a provider makes for the item at an index path; a missing item or cell traps with UIKit's message
  /// (`noun`: "UITableView" and "row", or "UICollectionView" and "item").
  func cell<Cell>(
    at indexPath: IndexPath, list noun: (list: String, element: String), provider: (ItemIdentifierType) -> Cell?
  )
    -> Cell
  {
    guard let item = itemIdentifier(for: indexPath), let cell = provider(item) else {
      preconditionFailure("\(noun.list) dataSource returned a nil cell for \(noun.element) at index path: \(indexPath)")
    }
    return cell
  }
}
