import Foundation

/// A tree of views from hierarchical data: each element's `children` key path gives its subitems (nil for a
/// leaf). In a `List` its elements are outline rows (indented by level, with a disclosure chevron on parents, on
/// the collection view's section snapshot); elsewhere it is nested `DisclosureGroup`s.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let data: Data
  let id: @MainActor (Data.Element) -> ID
  let children: @MainActor (Data.Element) -> Data?
  let content: @MainActor (Data.Element) -> Leaf
}

/// The children of an outline group's subgroup, as its disclosure group's content.
public struct OutlineSubgroupChildren: View {
  let views: AnyView
  @MainActor public var body: some View { views }
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
  Leaf: View, Data.Element: Identifiable
{
  /// A tree of identifiable elements whose children are at `children`.
  nonisolated public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Leaf
  ) {
    nonisolated(unsafe) let path = children
    self.init(data: data, id: { $0.id }, children: { $0[keyPath: path] }, content: content)
  }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
  /// A tree of elements identified by `id`, whose children are at `children`.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Leaf
  ) {
    nonisolated(unsafe) let idPath = id
    nonisolated(unsafe) let childPath = children
    self.init(data: data, id: { $0[keyPath: idPath] }, children: { $0[keyPath: childPath] }, content: content)
  }
}

extension OutlineGroup: View where Leaf: View {
  /// Outside a list: each parent is a disclosure group of its children.
  @MainActor public var body: some View {
    ForEach(Array(data.enumerated()), id: \.offset) { _, element in
      if let subitems = children(element) {
        DisclosureGroup {
          OutlineSubgroupChildren(
            views: AnyView(
              OutlineGroup<Data, ID, Leaf, Leaf, Subgroup>(data: subitems, id: id, children: children, content: content)
            ))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

/// One row of a list's outline: its id, its parent's id, and its view.
struct OutlineRow {
  let id: AnyHashable
  let parent: AnyHashable?
  let hasChildren: Bool
  let view: @MainActor () -> any View
}

/// Any outline group in a list: its rows, depth first.
@MainActor protocol OutlineRowsProviding {
  func outlineRows() -> [OutlineRow]
}

extension OutlineGroup: OutlineRowsProviding where Leaf: View {
  @MainActor func outlineRows() -> [OutlineRow] {
    var rows: [OutlineRow] = []
    var seen = Set<AnyHashable>()
    let content = self.content
    @MainActor func visit(_ elements: Data, parent: AnyHashable?) {
      for element in elements {
        let key = AnyHashable(id(element))
        guard seen.insert(key).inserted else { continue }
        let subitems = children(element)
        // The element is only read on the main actor, where the row is built.
        nonisolated(unsafe) let captured = element
        rows.append(OutlineRow(id: key, parent: parent, hasChildren: subitems != nil) { content(captured) })
        if let subitems { visit(subitems, parent: key) }
      }
    }
    visit(data, parent: nil)
    return rows
  }
}
