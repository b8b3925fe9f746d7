// Lists: SwiftUI's List, Section and Form stand on a UIKit collection view list, as on iOS. A list's content is
// read as sections of rows without evaluating the rows: ViewBuilder groups, conditionals and `AnyView` are looked
// through, a `Section` starts a section (its header and footer views kept for the section's supplementary views),
// a `ForEach` gives one row per element (built only when its cell shows it), and any other view is one row. Each
// row's view lives in its own graph attached to the list's node, kept by the row's id, so state follows the
// element as the data changes and only visible rows are realised.
import Foundation
import TandemKit

/// A view that groups others without showing anything itself (a view builder block, a group, a conditional, a
/// type-erased view): lists look through it to its views.
@MainActor protocol ListGrouping {
  var groupedViews: [any View] { get }
}

extension TupleView: ListGrouping {
  var groupedViews: [any View] { elements }
}
extension Group: ListGrouping {
  var groupedViews: [any View] { [content] }
}
extension _ConditionalContent: ListGrouping {
  @MainActor var groupedViews: [any View] { childViews }
}
extension Optional: ListGrouping where Wrapped: View {
  var groupedViews: [any View] { childViews }
}
extension AnyView: ListGrouping {
  var groupedViews: [any View] { [wrapped] }
}
extension EmptyView: ListGrouping {
  var groupedViews: [any View] { [] }
}

/// A row's key in a list: the `ForEach` it comes from (by order in the list; -1 for static rows) and its id there
/// (a static row's id is its position among static rows).
struct ListRowKey: Hashable {
  let scope: Int
  let id: AnyHashable
}

/// One section of a list as its content declares it.
@MainActor struct ListSectionModel {
  var id: RowID
  var header: (any View)?
  var footer: (any View)?
  var rows: [(id: RowID, view: @MainActor () -> any View)] = []
  /// The delete action of each row that has one (`ForEach.onDelete`), with the row's offset in its `ForEach`.
  var deletions: [RowID: (offset: Int, action: (IndexSet) -> Void)] = [:]
  /// The move action of each row that has one (`ForEach.onMove`), with the row's offset in its `ForEach`.
  var moves: [RowID: (offset: Int, action: (IndexSet, Int) -> Void)] = [:]
  /// For rows of an `OutlineGroup`: each row's parent row (nil for a root), and the rows that have children.
  var outlineParents: [RowID: RowID?] = [:]
  var outlineGroups: Set<RowID> = []
  /// Whether the separator below the section's last row is hidden (`listSectionSeparator`), and its color.
  var bottomSeparatorHidden: Bool?
  var bottomSeparatorTint: Color?
}

@MainActor enum ListStructure {
  /// The sections of a list's content: a `Section` is a section, and rows outside sections share one.
  static func sections(of content: any View) -> [ListSectionModel] {
    var sections: [ListSectionModel] = []
    var loose = ListSectionModel(id: RowID(value: AnyHashable("rows.0")))
    var scope = 0
    var staticIndex = 0

    func flushLoose() {
      guard !loose.rows.isEmpty else { return }
      sections.append(loose)
      loose = ListSectionModel(id: RowID(value: AnyHashable("rows.\(sections.count)")))
    }

    func addRows(of view: any View, into section: inout ListSectionModel) {
      if let grouping = view as? any ListGrouping {
        for child in grouping.groupedViews { addRows(of: child, into: &section) }
      } else if let nested = view as? any SectionValue {
        addRows(of: nested.sectionContent, into: &section)
      } else if let outline = view as? any OutlineRowsProviding {
        let current = scope
        scope += 1
        func rowID(_ id: AnyHashable) -> RowID { RowID(value: AnyHashable(ListRowKey(scope: current, id: id))) }
        for row in outline.outlineRows() {
          let id = rowID(row.id)
          section.rows.append((id, row.view))
          section.outlineParents[id] = row.parent.map(rowID)
          if row.hasChildren { section.outlineGroups.insert(id) }
        }
      } else if let forEach = view as? any ListRowsProviding {
        let current = scope
        scope += 1
        let rows = forEach.listRows()
        let delete = forEach.deleteAction
        let move = forEach.moveAction
        for (offset, row) in rows.enumerated() {
          let id = RowID(value: AnyHashable(ListRowKey(scope: current, id: row.id)))
          section.rows.append((id, row.view))
          if let delete { section.deletions[id] = (offset, delete) }
          if let move { section.moves[id] = (offset, move) }
        }
      } else {
        let id = RowID(value: AnyHashable(ListRowKey(scope: -1, id: AnyHashable(staticIndex))))
        staticIndex += 1
        // The view value is only ever read on the main actor, where the row is built.
        nonisolated(unsafe) let row = view
        section.rows.append((id, { row }))
      }
    }

    func visit(_ view: any View, sectionID: AnyHashable?) {
      if let separated = view as? any ListSectionSeparating {
        // The sections inside take the separator settings (the innermost setting of each stands).
        let first = sections.count
        visit(separated.separatedContent, sectionID: sectionID)
        for index in first..<sections.count {
          if sections[index].bottomSeparatorHidden == nil { sections[index].bottomSeparatorHidden = separated.hidden }
          if sections[index].bottomSeparatorTint == nil { sections[index].bottomSeparatorTint = separated.tint }
        }
      } else if let section = view as? any SectionValue {
        flushLoose()
        var model = ListSectionModel(
          id: RowID(value: sectionID ?? AnyHashable("section.\(sections.count)")), header: section.sectionHeader,
          footer: section.sectionFooter)
        addRows(of: section.sectionContent, into: &model)
        sections.append(model)
      } else if let grouping = view as? any ListGrouping {
        for child in grouping.groupedViews { visit(child, sectionID: nil) }
      } else if let forEach = view as? any ListRowsProviding, forEach.producesSections {
        for element in forEach.sectionElements() { visit(element.view, sectionID: element.id) }
      } else {
        addRows(of: view, into: &loose)
      }
    }

    visit(content, sectionID: nil)
    flushLoose()
    return sections
  }
}

/// A `ForEach` as a list reads it: its rows by id, built on demand, or (when its elements are sections) its
/// elements' sections.
@MainActor protocol ListRowsProviding {
  func listRows() -> [(id: AnyHashable, view: @MainActor () -> any View)]
  /// Whether each element's content is a `Section`.
  var producesSections: Bool { get }
  func sectionElements() -> [(id: AnyHashable, view: any View)]
  /// The action deleting rows by offset (`onDelete`), if any.
  var deleteAction: ((IndexSet) -> Void)? { get }
  /// The action moving rows by offset (`onMove`), if any.
  var moveAction: ((IndexSet, Int) -> Void)? { get }
}

extension ForEach: ListRowsProviding where Content: View {
  func listRows() -> [(id: AnyHashable, view: @MainActor () -> any View)] {
    var rows: [(id: AnyHashable, view: @MainActor () -> any View)] = []
    rows.reserveCapacity(data.count)
    var seen = Set<AnyHashable>()
    let content = self.content
    for element in data {
      let key = AnyHashable(id(element))
      // As in SwiftUI, an id used twice shows the first element once.
      guard seen.insert(key).inserted else { continue }
      rows.append((key, { content(element) }))
    }
    return rows
  }
  var producesSections: Bool { Content.self is any SectionValue.Type }
  func sectionElements() -> [(id: AnyHashable, view: any View)] {
    data.map { (AnyHashable(id($0)), content($0) as any View) }
  }
  var deleteAction: ((IndexSet) -> Void)? { nil }
  var moveAction: ((IndexSet, Int) -> Void)? { nil }
}
