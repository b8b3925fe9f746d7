import Foundation

/// Rows of content, in sections, scrolling in one column: a UIKit collection view list whose cells host the rows.
/// Only rows on screen are built; a row's state follows its id as the data changes. The list style sets its
/// look (inset grouped by default).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  var selection: ListSelection?

  /// The list reaches under the bars and the screen's edges where it touches them; its content insets keep the
  /// rows clear of them until they scroll.
  @MainActor public var body: some View {
    ListCore(content: content, selection: selection).ignoresSafeArea(.container)
  }
}

/// The list itself: a collection view showing the content's rows.
nonisolated struct ListCore<Content: View>: View, PrimitiveView, ListValue {
  let content: Content
  var selection: ListSelection? = nil
  @MainActor func makeContent() -> any NodeContent { ListContent() }
  @MainActor var childViews: [any View] { [] }
  @MainActor var listContent: any View { content }
  @MainActor var listSelection: ListSelection? { selection }
}

/// A list's selection binding, type-erased: the selected rows' values (their ids or tags), and whether several
/// rows can be selected (in edit mode, as on iOS) or one (by a tap, in or out of edit mode).
nonisolated struct ListSelection {
  private let binding: any ListSelectionBinding

  init<Value: Hashable>(_ binding: Binding<Set<Value>>) { self.binding = SetSelection(binding: binding) }
  init<Value: Hashable>(_ binding: Binding<Value?>) { self.binding = OptionalSelection(binding: binding) }
  init<Value: Hashable>(_ binding: Binding<Value>) { self.binding = RequiredSelection(binding: binding) }

  var allowsMultiple: Bool { binding is any MultipleSelection }
  @MainActor func get() -> Set<AnyHashable> { binding.values }
  @MainActor func set(_ values: Set<AnyHashable>) { binding.values = values }
  /// Whether a value (a navigation link's) is of the selection's type.
  func accepts(_ value: AnyHashable) -> Bool { binding.accepts(value) }

  /// The first of the values that is a `Value`.
  static func first<Value>(of type: Value.Type, in values: Set<AnyHashable>) -> Value? {
    for value in values { if let value = value.base as? Value { return value } }
    return nil
  }
}

/// A selection binding read and written as a set of type-erased values.
nonisolated protocol ListSelectionBinding {
  @MainActor var values: Set<AnyHashable> { get nonmutating set }
  /// Whether a value is of the selection's type.
  func accepts(_ value: AnyHashable) -> Bool
}
nonisolated protocol MultipleSelection {}

nonisolated private struct SetSelection<Value: Hashable>: ListSelectionBinding, MultipleSelection {
  let binding: Binding<Set<Value>>
  func accepts(_ value: AnyHashable) -> Bool { value.base is Value }
  @MainActor var values: Set<AnyHashable> {
    get {
      var values = Set<AnyHashable>()
      for value in binding.wrappedValue { values.insert(AnyHashable(value)) }
      return values
    }
    nonmutating set {
      var values = Set<Value>()
      for value in newValue { if let value = value.base as? Value { values.insert(value) } }
      binding.wrappedValue = values
    }
  }
}
nonisolated private struct OptionalSelection<Value: Hashable>: ListSelectionBinding {
  let binding: Binding<Value?>
  func accepts(_ value: AnyHashable) -> Bool { value.base is Value }
  @MainActor var values: Set<AnyHashable> {
    get { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    nonmutating set { binding.wrappedValue = ListSelection.first(of: Value.self, in: newValue) }
  }
}
nonisolated private struct RequiredSelection<Value: Hashable>: ListSelectionBinding {
  let binding: Binding<Value>
  func accepts(_ value: AnyHashable) -> Bool { value.base is Value }
  @MainActor var values: Set<AnyHashable> {
    get { [AnyHashable(binding.wrappedValue)] }
    nonmutating set {
      if let value = ListSelection.first(of: Value.self, in: newValue) { binding.wrappedValue = value }
    }
  }
}

extension List {
  /// A list whose rows can be selected, several at a time in edit mode; a row's selection value is its `ForEach`
  /// id or its `.tag`.
  nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection($0) }
  }
  /// A list where a tap selects one row (or none).
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection($0) }
  }
  /// A list where a tap selects one row, which stays selected.
  nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(selection)
  }

  /// A list with a row per identifiable element, selectable several at a time in edit mode.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }
  /// A list with a row per identifiable element, one selectable by a tap.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }
  /// A list with a row per element identified by `id`, selectable several at a time in edit mode.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }
  /// A list with a row per element identified by `id`, one selectable by a tap.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { ListSelection($0) }
  }
}

extension List where SelectionValue == Never {
  /// A list of a tree of identifiable elements: parents (elements whose `children` are not nil) expand and
  /// collapse with a disclosure chevron; children are indented.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.content = OutlineGroup(data, children: children, content: rowContent)
  }

  /// A list of a tree of elements identified by `id`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  )
  where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
  {
    self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
  }

  /// A list of the rows `content` lists.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row per identifiable element.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with a row per element, identified by the element's property at `id`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row per integer of a constant range.
  nonisolated public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping @MainActor (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}

/// Any `List`: its content.
@MainActor protocol ListValue {
  var listContent: any View { get }
  var listSelection: ListSelection? { get }
}

/// A container of grouped controls for data entry: a list in the inset grouped style, whose rows lay out controls
/// as rows (a menu picker shows its label and value).
nonisolated public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows and sections `content` lists.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}

/// Views that come from a collection, one per element (`ForEach`): lists can delete and move them.
@MainActor @preconcurrency public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the views come from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Lets a list delete these rows: a trailing swipe shows Delete, which calls `action` with the row's offset in
  /// the data (nil: rows cannot be deleted).
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableRowsContent(base: self, delete: .some(action), move: nil)
  }

  /// Lets a list move these rows: in edit mode each shows a reorder grip; dragging a row calls `action` with its
  /// offset and the offset to move it before (nil: rows cannot be moved).
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableRowsContent(base: self, delete: nil, move: .some(action))
  }
}

/// Dynamic content with a delete or move action (`.some(nil)` turns one off; nil keeps the base's).
nonisolated struct EditableRowsContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView,
  ListRowsProviding
{
  let base: Base
  let delete: ((IndexSet) -> Void)??
  let move: ((IndexSet, Int) -> Void)??
  @MainActor var data: Base.Data { base.data }
  @MainActor func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor var childViews: [any View] { [base] }
  @MainActor private var rows: (any ListRowsProviding)? { base as? any ListRowsProviding }
  @MainActor func listRows() -> [(id: AnyHashable, view: @MainActor () -> any View)] { rows?.listRows() ?? [] }
  @MainActor var producesSections: Bool { rows?.producesSections ?? false }
  @MainActor func sectionElements() -> [(id: AnyHashable, view: any View)] { rows?.sectionElements() ?? [] }
  @MainActor var deleteAction: ((IndexSet) -> Void)? { delete ?? rows?.deleteAction }
  @MainActor var moveAction: ((IndexSet, Int) -> Void)? { move ?? rows?.moveAction }
}
