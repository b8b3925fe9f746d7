import Foundation

/// What a reorder did to a diffable data source: the snapshots before and after, and the items' difference.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The snapshot before the reorder.
  public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change from the initial items to the final ones.
  public let difference: CollectionDifference<ItemIdentifierType>
}
