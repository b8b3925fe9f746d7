import Foundation

/// Views computed from a collection, one per element, each identified by the element's id so that state follows
/// the element when the collection changes order. (Its content may also be chart content: see TandemCharts.)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  /// Builds an element's content. Linux: main-actor isolated like the views it builds, so calling it needs no
  /// run-time isolation check.
  public var content: @MainActor (Data.Element) -> Content
  package let id: @MainActor (Data.Element) -> ID

  /// A ForEach of data, an id function and a content function (for the public initialisers of each content kind).
  package init(
    data: Data, id: @escaping @MainActor (Data.Element) -> ID, content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = id
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  /// One view per element, identified by the element's property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    // Key paths are immutable values; the closure only reads through it on the main actor.
    nonisolated(unsafe) let path = id
    self.init(data: data, id: { $0[keyPath: path] }, content: content)
  }

  package func makeContent() -> any NodeContent { ForEachContent() }
  package var childViews: [any View] { elementViews().views }
}

/// Any ForEach, for its node content.
@MainActor protocol ForEachValue {
  func elementViews() -> (views: [any View], ids: Any)
}

extension ForEach: ForEachValue where Content: View {
  /// The element views, and the element ids in order (to compare with the last update's).
  func elementViews() -> (views: [any View], ids: Any) {
    var views: [any View] = []
    var ids: [ID] = []
    views.reserveCapacity(data.count)
    ids.reserveCapacity(data.count)
    for element in data {
      let elementID = id(element)
      ids.append(elementID)
      views.append(IdentifiedContent(id: elementID, content: content(element)))
    }
    return (views, ids)
  }
}

/// Groups its element views for its container, remembering the element ids: when they are the same as at the last
/// update, in the same order, the element nodes are matched by position without comparing identities.
final class ForEachContent: NodeContent, LayoutOnly {
  private var previousIDs: Any?
  var isTransparent: Bool { true }

  func childViews(node: ViewNode) -> (views: [any View], sameIdentities: Bool) {
    guard let forEach = node.view as? any ForEachValue else { return ([], false) }
    // The element views may read state the ForEach's parent did not: a change of it rebuilds the elements.
    var result: (views: [any View], ids: Any)?
    ViewGraph.readingAsDependencies(of: node) { result = forEach.elementViews() }
    let (views, ids) = result!
    let same = previousIDs.map { ForEachContent.equalIDs($0, ids) } ?? false
    previousIDs = ids
    return (views, same)
  }

  /// Whether two id arrays (of one ForEach's id type) are equal.
  private static func equalIDs(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    func open<T: Equatable>(_ a: T) -> Bool { (b as? T).map { $0 == a } ?? false }
    return open(a)
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
  /// One view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.init(data: data, id: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// A view with an explicit identity (a ForEach element, or `.id(_:)`).
nonisolated struct IdentifiedContent<ID: Hashable, Content: View>: View, PrimitiveView, ViewInputComparable {
  let id: ID
  let content: Content
  /// Nodes are matched by identity before they compare inputs, so only the content needs comparing.
  @MainActor func hasSameInput(as other: Self) -> Bool { ViewEquality.equal(content, other.content) }
  @MainActor static func explicitIdentity(of view: UnsafePointer<Self>) -> AnyHashable? { AnyHashable(view.pointee.id) }
  @MainActor func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor var childViews: [any View] { [content] }
}

extension View {
  /// Gives the view an explicit identity: a different id makes it a new view (new state).
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedContent(id: id, content: self) }
}
