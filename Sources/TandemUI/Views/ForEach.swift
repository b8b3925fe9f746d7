import Foundation

/// Views computed from a collection, one per element, each identified by the element's id so that state follows
/// the element when the collection changes order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public var data: Data
  /// Builds an element's view. Linux: main-actor isolated like the views it builds, so calling it needs no
  /// run-time isolation check.
  public var content: @MainActor (Data.Element) -> Content
  private let id: @MainActor (Data.Element) -> ID

  /// One view per element, identified by the element's property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  package func makeContent() -> any NodeContent { PassthroughContent() }
  package var childViews: [any View] {
    var views: [any View] = []
    views.reserveCapacity(data.count)
    for element in data { views.append(IdentifiedContent(id: AnyHashable(id(element)), content: content(element))) }
    return views
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// One view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// A view with an explicit identity (a ForEach element, or `.id(_:)`).
struct IdentifiedContent<Content: View>: View, PrimitiveView, ViewInputComparable {
  let id: AnyHashable
  let content: Content
  /// Nodes are matched by identity before they compare inputs, so only the content needs comparing.
  func hasSameInput(as other: any View) -> Bool {
    guard let other = other as? Self else { return false }
    return ViewEquality.equal(content, other.content)
  }
  var _explicitIdentity: AnyHashable? { id }
  func makeContent() -> any NodeContent { PassthroughContent() }
  var childViews: [any View] { [content] }
}

extension View {
  /// Gives the view an explicit identity: a different id makes it a new view (new state).
  public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedContent(id: AnyHashable(id), content: self) }
}
