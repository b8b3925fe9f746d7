import Foundation
import TandemKit

/// Rows of SwiftUI content shown by a UIKit collection view list, the structure SwiftUI's `List` stands on: only
/// visible rows have cells; each cell hosts its item's row graph, attached to this view's node (one graph, many
/// hosts), so the environment above reaches every row and a row's state follows its item's id across cell reuse
/// and reordering. Fills the space it is offered, as a list does.
nonisolated package struct HostedRowCollection<Data: RandomAccessCollection, ID: Hashable & Sendable, Row: View>: View,
  PrimitiveView
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let row: (Data.Element) -> Row

  /// Rows for the elements of `data`, identified by `id`.
  package init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
    self.data = data
    self.id = id
    self.row = row
  }

  @MainActor package func makeContent() -> any NodeContent { HostedRowCollectionContent() }
  @MainActor package var childViews: [any View] { [] }
}

/// A row's item id as a diffable item identifier: an `AnyHashable` made from the collection's `Sendable` id
/// (the reason the unchecked conformance is sound).
struct RowID: Hashable, @unchecked Sendable {
  let value: AnyHashable
}

/// The rows of a hosted row collection, type-erased.
@MainActor protocol HostedRowsValue {
  /// The items' ids in order, with each item's row view.
  var rows: (ids: [RowID], views: [AnyHashable: () -> any View]) { get }
}

extension HostedRowCollection: HostedRowsValue {
  var rows: (ids: [RowID], views: [AnyHashable: () -> any View]) {
    var ids: [RowID] = []
    ids.reserveCapacity(data.count)
    var views: [AnyHashable: () -> any View] = [:]
    views.reserveCapacity(data.count)
    for element in data {
      let key = AnyHashable(element[keyPath: id])
      if views[key] != nil {
        // As in SwiftUI, an id used twice shows the first item once.
        continue
      }
      ids.append(RowID(value: key))
      views[key] = { [row] in row(element) }
    }
    return (ids, views)
  }
}

/// A collection view list whose cells show attached row graphs; the data's changes reach it as a diffable
/// snapshot (rows that stay keep their cells and state, visible ones are reconfigured with their new views).
@MainActor final class HostedRowCollectionContent: NodeContent, PlatformViewContent {
  private var collectionView: UICollectionView?
  private var dataSource: UICollectionViewDiffableDataSource<Int, RowID>?
  /// The rows' graphs, by item id.
  private(set) var rowGraphs: AttachedRowGraphs?

  var platformView: UIView { collectionView ?? UIView() }

  func update(from view: any View, node: ViewNode) {
    guard let value = view as? any HostedRowsValue else { return }
    let (ids, views) = value.rows
    let rows = rowGraphs ?? AttachedRowGraphs(node: node)
    if rowGraphs == nil {
      rowGraphs = rows
      makeCollectionView(rows: rows)
      node.graph.registerPlatformNode(node)
    }
    guard let collectionView, let dataSource else { return }
    let before = Set(dataSource.snapshot().itemIdentifiers)
    rows.setRows(views)
    var snapshot = NSDiffableDataSourceSnapshot<Int, RowID>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids)
    // Visible rows whose item stays take its new view in their cell (the graph keeps its state).
    let visible = collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
    snapshot.reconfigureItems(visible.filter { before.contains($0) && views[$0.value] != nil })
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func makeCollectionView(rows: AttachedRowGraphs) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, RowID> { cell, _, id in
      cell.contentConfiguration = AttachedRowConfiguration(rows: rows, id: id.value)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    self.collectionView = collectionView
  }

  /// A list takes the space it is offered.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

/// A collection row's cell content: its item's row graph, the root the item's row view inside the cell's margins.
@MainActor struct AttachedRowConfiguration: HostedCellConfiguration {
  let rows: AttachedRowGraphs
  let id: AnyHashable

  var sharedGraph: ViewGraph? { rows.graph(for: id) }

  func hostedRoot(defaultMargins: EdgeInsets) -> any View {
    let row =
      rows.rowView(for: id).map { AnyView(erasing: $0.environment(\.listRowMargins, defaultMargins)) }
      ?? AnyView(EmptyView())
    return UIHostingConfiguration(content: row, background: EmptyView()).hostedRoot(defaultMargins: defaultMargins)
  }

  func makeContentView() -> UIView & UIContentView { HostingConfigurationView(configuration: self) }
  func updated(for state: UIConfigurationState) -> Self { self }
}
