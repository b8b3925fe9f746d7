import Foundation
import TandemKit

/// A list's collection view: a compositional list layout in the list style's appearance, cells hosting the rows'
/// attached graphs, and section headers and footers hosting their views in the style's header and footer look.
/// The content's changes reach it as a diffable snapshot: rows that stay keep their cells and graphs, visible ones
/// are reconfigured with their new views.
@MainActor final class ListContent: NodeContent, PlatformViewContent {
  private var collectionView: UICollectionView?
  private var dataSource: UICollectionViewDiffableDataSource<RowID, RowID>?
  /// The rows' graphs, by row id.
  private(set) var rowGraphs: AttachedRowGraphs?
  private var sections: [ListSectionModel] = []
  private var deletions: [RowID: (offset: Int, action: (IndexSet) -> Void)] = [:]
  private var moves: [RowID: (offset: Int, action: (IndexSet, Int) -> Void)] = [:]
  private var appliedLayout: (appearance: UICollectionLayoutListConfiguration.Appearance, headers: Bool, footers: Bool)?
  /// The environment headers and footers are built in.
  private var environment = EnvironmentValues()
  /// The selection binding, and each row's selection value (its `ForEach` id or its tag) both ways.
  private var selection: ListSelection?
  private let refreshLink = RefreshControlLink()
  /// The outline rows that have children (they show a disclosure chevron).
  private var outlineGroups: Set<RowID> = []
  private var selectionValues: [RowID: AnyHashable] = [:]
  private var rowsBySelectionValue: [AnyHashable: RowID] = [:]
  /// The rows whose value links selected their values (a selection of link values, not row ids).
  private var rowsByLinkValue: [AnyHashable: RowID] = [:]

  var platformView: UIView { collectionView ?? UIView() }

  func update(from view: any View, node: ViewNode) {
    guard let list = view as? any ListValue else { return }
    environment = node.environment
    sections = ListStructure.sections(of: list.listContent)
    let rows = rowGraphs ?? AttachedRowGraphs(node: node)
    if rowGraphs == nil {
      rowGraphs = rows
      makeCollectionView(rows: rows)
      node.graph.registerPlatformNode(node)
    }
    guard let collectionView, let dataSource else { return }
    applyLayout(to: collectionView)
    // The environment's edit mode (read as the node's dependency) puts the list in editing mode.
    var editing = false
    ViewGraph.readingAsDependencies(of: node) { editing = node.environment.editMode?.wrappedValue.isEditing ?? false }
    if collectionView.isEditing != editing { collectionView.isEditing = editing }
    // Rows are selectable only with a selection binding: one by a tap, or several in edit mode.
    selection = list.listSelection
    // Taps select rows of a single selection, and push navigation-link rows (`shouldSelectItemAt` decides).
    collectionView.allowsSelection = true
    collectionView.allowsSelectionDuringEditing = selection != nil
    collectionView.allowsMultipleSelectionDuringEditing = selection?.allowsMultiple ?? false
    collectionView.isScrollEnabled = environment.isScrollEnabled
    refreshLink.update(collectionView, action: environment.refresh)
    collectionView.showsVerticalScrollIndicator = environment.verticalScrollIndicatorVisibility.showsIndicators
    collectionView.backgroundColor =
      environment.scrollContentBackground == .hidden
      ? .clear : (environment.listAppearance == .plain ? .systemBackground : .systemGroupedBackground)

    var views: [AnyHashable: () -> any View] = [:]
    deletions = [:]
    moves = [:]
    var snapshot = NSDiffableDataSourceSnapshot<RowID, RowID>()
    var outlines: [(RowID, NSDiffableDataSourceSectionSnapshot<RowID>)] = []
    outlineGroups = []
    for section in sections {
      snapshot.appendSections([section.id])
      if section.outlineParents.isEmpty {
        snapshot.appendItems(section.rows.map(\.id), toSection: section.id)
      } else {
        // An outline: its section snapshot keeps the rows that were expanded expanded; only visible rows show.
        let previous = dataSource.snapshot(for: section.id)
        var tree = NSDiffableDataSourceSectionSnapshot<RowID>()
        for row in section.rows { tree.append([row.id], to: section.outlineParents[row.id] ?? nil) }
        tree.expand(section.outlineGroups.filter { previous.isExpanded($0) })
        snapshot.appendItems(tree.visibleItems, toSection: section.id)
        outlines.append((section.id, tree))
        outlineGroups.formUnion(section.outlineGroups)
      }
      for row in section.rows {
        let build = row.view
        views[row.id.value] = { build().environment(\.isListRow, true) }
      }
      // The section's bottom separator is its last row's.
      if let last = section.rows.last, section.bottomSeparatorHidden != nil || section.bottomSeparatorTint != nil {
        let build = last.view
        let hidden = section.bottomSeparatorHidden
        let tint = section.bottomSeparatorTint
        views[last.id.value] = {
          var row = AnyView(erasing: build())
          if let hidden { row = AnyView(erasing: row.listRowSeparator(hidden ? .hidden : .visible, edges: .bottom)) }
          if let tint { row = AnyView(erasing: row.listRowSeparatorTint(tint, edges: .bottom)) }
          return row.environment(\.isListRow, true)
        }
      }
      deletions.merge(section.deletions) { first, _ in first }
      moves.merge(section.moves) { first, _ in first }
    }
    let before = Set(dataSource.snapshot().itemIdentifiers)
    rows.setRows(views)
    // Visible rows whose item stays take its new view in their cell (the graph keeps its state).
    let visible = collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
    snapshot.reconfigureItems(visible.filter { before.contains($0) && views[$0.value] != nil })
    dataSource.apply(snapshot, animatingDifferences: false)
    for (section, tree) in outlines { dataSource.apply(tree, to: section, animatingDifferences: false) }
    refreshVisibleSupplementaries()
    updateSelectionValues()
    showSelection()
  }

  /// Scrolls the list to the row with an id (a `ForEach` element's id, or a static row's `.id`): with an anchor, to
  /// its top, middle or bottom; without, by the least scrolling that shows it. Returns whether the list has the row.
  func scroll(toRowWithID id: AnyHashable, anchor: UnitPoint?) -> Bool {
    guard let collectionView, let dataSource else { return false }
    let rows = dataSource.snapshot().itemIdentifiers
    guard
      let row = rows.first(where: { ($0.value.base as? ListRowKey)?.id == id || $0.value == id }),
      let indexPath = dataSource.indexPath(for: row)
    else { return false }
    let position: UICollectionView.ScrollPosition =
      switch anchor?.y {
      case nil: []
      case let y? where y <= 0.25: .top
      case let y? where y >= 0.75: .bottom
      default: .centeredVertically
      }
    // Rows scrolled past are placed at their estimated heights until they show: scroll, let the rows now in view
    // measure themselves, and scroll again until the row stays put (SwiftUI scrolls without animation unless the
    // call is in `withAnimation`).
    for _ in 0..<4 {
      let before = collectionView.contentOffset
      collectionView.scrollToItem(at: indexPath, at: position, animated: false)
      collectionView.layoutIfNeeded()
      if collectionView.contentOffset == before { break }
    }
    return true
  }

  /// A row was dragged to a new place: its `ForEach`'s move action gets its offset and the offset to move it
  /// before, counted among that `ForEach`'s rows.
  private func reordered(_ transaction: NSDiffableDataSourceTransaction<RowID, RowID>) {
    let inserted = transaction.difference.insertions.lazy.compactMap { change -> RowID? in
      if case .insert(_, let element, _) = change { return element }
      return nil
    }
    guard let moved = inserted.first, let move = moves[moved], let scope = (moved.value.base as? ListRowKey)?.scope
    else { return }
    let siblings = transaction.finalSnapshot.itemIdentifiers.filter { ($0.value.base as? ListRowKey)?.scope == scope }
    guard let newIndex = siblings.firstIndex(of: moved) else { return }
    let destination = newIndex > move.offset ? newIndex + 1 : newIndex
    move.action(IndexSet(integer: move.offset), destination)
  }

  /// Each row's selection value: its `ForEach` element's id, or a static row's tag.
  private func updateSelectionValues() {
    selectionValues = [:]
    rowsBySelectionValue = [:]
    guard selection != nil else { return }
    for section in sections {
      for row in section.rows {
        guard let key = row.id.value.base as? ListRowKey else { continue }
        let value = key.scope >= 0 ? key.id : TagModifier.tag(of: row.view())
        guard let value else { continue }
        selectionValues[row.id] = value
        if rowsBySelectionValue[value] == nil { rowsBySelectionValue[value] = row.id }
      }
    }
  }

  /// Selects the rows the binding holds and deselects the others.
  private func showSelection() {
    guard let collectionView, let dataSource else { return }
    let wanted = selection?.get() ?? []
    let wantedPaths = Set(
      wanted.compactMap { (rowsBySelectionValue[$0] ?? rowsByLinkValue[$0]).flatMap(dataSource.indexPath(for:)) })
    for path in collectionView.indexPathsForSelectedItems ?? [] where !wantedPaths.contains(path) {
      collectionView.deselectItem(at: path, animated: false)
    }
    let selected = Set(collectionView.indexPathsForSelectedItems ?? [])
    let multiple = collectionView.allowsMultipleSelection
    collectionView.allowsMultipleSelection = wantedPaths.count > 1
    for path in wantedPaths.sorted() where !selected.contains(path) {
      collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    }
    collectionView.allowsMultipleSelection = multiple
  }

  /// A tap changed the collection view's selection: the binding takes the selected rows' values.
  private func selectionChanged() {
    guard let selection, let collectionView, let dataSource else { return }
    let values = (collectionView.indexPathsForSelectedItems ?? []).compactMap {
      dataSource.itemIdentifier(for: $0).flatMap { selectionValues[$0] }
    }
    selection.set(Set(values))
  }

  /// The list layout for the style and whether any section has a header or footer (set again when they change).
  private func applyLayout(to collectionView: UICollectionView) {
    let wanted = (
      environment.listAppearance, sections.contains { $0.header != nil }, sections.contains { $0.footer != nil }
    )
    if let applied = appliedLayout, applied == wanted { return }
    appliedLayout = wanted
    var configuration = UICollectionLayoutListConfiguration(appearance: wanted.0)
    configuration.headerMode = wanted.1 ? .supplementary : .none
    configuration.footerMode = wanted.2 ? .supplementary : .none
    configuration.backgroundColor = .clear
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.deleteAction(at: indexPath)
    }
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// Swipe to delete for rows of a `ForEach` with `onDelete`, unless the row declares trailing actions itself.
  private func deleteAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let id = dataSource?.itemIdentifier(for: indexPath), let deletion = deletions[id],
      rowGraphs?.graph(for: id.value).swipeActions(trailing: true) == nil
    else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      deletion.action(IndexSet(integer: deletion.offset))
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  private func makeCollectionView(rows: AttachedRowGraphs) {
    let collectionView = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, RowID> {
      [weak self] cell, _, id in
      cell.contentConfiguration = AttachedRowConfiguration(rows: rows, id: id.value)
      // In edit mode, rows of a list selecting several show the selection circle; otherwise deletable rows show
      // the red delete control, which reveals the row's Delete action.
      if self?.selection?.allowsMultiple == true {
        cell.accessories = [.multiselect()]
      } else {
        cell.accessories = self?.deletions[id] != nil ? [.delete()] : []
      }
      // Movable rows show the reorder grip in edit mode.
      if self?.moves[id] != nil { cell.accessories.append(.reorder()) }
      // Outline rows with children show the disclosure chevron.
      if self?.outlineGroups.contains(id) == true { cell.accessories.append(.outlineDisclosure()) }
      // Navigation-link rows show the disclosure indicator (the row's content is evaluated to know).
      let graph = rows.graph(for: id.value)
      graph.update()
      if graph.root.preferenceValue(ListRowNavigationKey.self) != nil {
        cell.accessories.append(.disclosureIndicator())
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<RowID, RowID>(collectionView: collectionView) {
      view, indexPath, id in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] view, _, indexPath in
      self?.configure(view, section: indexPath.section, header: true)
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { [weak self] view, _, indexPath in
      self?.configure(view, section: indexPath.section, header: false)
    }
    dataSource.supplementaryViewProvider = { view, kind, indexPath in
      kind == UICollectionView.elementKindSectionHeader
        ? view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        : view.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
    dataSource.reorderingHandlers.canReorderItem = { [weak self] id in self?.moves[id] != nil }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in self?.reordered(transaction) }
    self.collectionView = collectionView
    self.dataSource = dataSource
    collectionView.delegate = self
  }

  /// A section's header or footer: its view in the style's look (grouped headers are small uppercase secondary
  /// text; plain headers are headline text; footers small secondary text), inside the list's text margins.
  private func configure(_ view: UICollectionViewListCell, section index: Int, header: Bool) {
    guard sections.indices.contains(index) else { return }
    let section = sections[index]
    let content = (header ? section.header : section.footer).map { AnyView(erasing: $0) } ?? AnyView(EmptyView())
    let plain = environment.listAppearance == .plain
    let base = header ? (plain ? UIListContentConfiguration.plainHeader() : .groupedHeader()) : .groupedFooter()
    let styled =
      content
      .font(header && plain ? .headline : .footnote)
      .foregroundStyle(header && plain ? HierarchicalShapeStyle.primary : .secondary)
      .textCase(header && !plain ? .uppercase : nil)
      .environment(\.self, environment)
    let margins = base.directionalLayoutMargins
    view.backgroundConfiguration = UIBackgroundConfiguration.clear()
    view.contentConfiguration = UIHostingConfiguration { styled }
      .margins(.vertical, EdgeInsets(top: margins.top, leading: 0, bottom: margins.bottom, trailing: 0))
  }

  /// Headers and footers on screen show their section's current views.
  private func refreshVisibleSupplementaries() {
    guard let collectionView else { return }
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        if let view = collectionView.supplementaryView(forElementKind: kind, at: path) as? UICollectionViewListCell {
          configure(view, section: path.section, header: kind == UICollectionView.elementKindSectionHeader)
        }
      }
    }
  }

  /// A list takes the space it is offered.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

extension ListContent: UICollectionViewDelegate {
  /// The navigation link a row is, if it is one.
  private func navigation(at indexPath: IndexPath) -> ListRowNavigation? {
    guard let id = dataSource?.itemIdentifier(for: indexPath), let graph = rowGraphs?.graph(for: id.value) else {
      return nil
    }
    return graph.root.preferenceValue(ListRowNavigationKey.self)
  }

  /// Outside edit mode a navigation-link row is tapped to push; otherwise rows select as the selection allows.
  private func selects(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> Bool {
    if !collectionView.isEditing, navigation(at: indexPath) != nil { return true }
    guard let selection else { return false }
    return collectionView.isEditing || !selection.allowsMultiple
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    selects(collectionView, indexPath)
  }
  /// A row moves only among its own `ForEach`'s rows (SwiftUI's `onMove` belongs to one `ForEach`): a drop
  /// elsewhere lands at the nearest end of them.
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    guard sections.indices.contains(originalIndexPath.section) else { return originalIndexPath }
    let rows = sections[originalIndexPath.section].rows
    let scope = { (index: Int) in (rows[index].id.value.base as? ListRowKey)?.scope }
    guard rows.indices.contains(originalIndexPath.item), let own = scope(originalIndexPath.item) else {
      return originalIndexPath
    }
    let siblings = rows.indices.filter { scope($0) == own }
    guard let first = siblings.first, let last = siblings.last else { return originalIndexPath }
    let item =
      proposedIndexPath.section < originalIndexPath.section
      ? first
      : proposedIndexPath.section > originalIndexPath.section ? last : min(max(proposedIndexPath.item, first), last)
    return IndexPath(item: item, section: originalIndexPath.section)
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    selects(collectionView, indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if !collectionView.isEditing, let link = navigation(at: indexPath) {
      // In a list with a selection of its type, a value link selects its value (a split view's sidebar).
      if let value = link.value, let selection, selection.accepts(value) {
        if let id = dataSource?.itemIdentifier(for: indexPath) { rowsByLinkValue = [value: id] }
        selection.set([value])
        return environment.navigationSplitColumn.showNext()
      }
      collectionView.deselectItem(at: indexPath, animated: true)
      showSelection()
      return link.push()
    }
    selectionChanged()
    // Selecting in a split view's column shows the next column (pushed, in a compact width).
    if selection?.allowsMultiple == false { environment.navigationSplitColumn.showNext() }
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    selectionChanged()
  }
}
