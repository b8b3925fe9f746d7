import Foundation

/// Views computed from a collection, one per element, each identified by the element's id so that state follows
/// the element when the collection changes order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public var data: Data
  public var content: (Data.Element) -> Content
  private let id: (Data.Element) -> ID

  /// One view per element, identified by the element's property at `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  package func makeContent() -> any NodeContent { PassthroughContent() }
  package var childViews: [any View] { data.map { IdentifiedContent(id: AnyHashable(id($0)), content: content($0)) } }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// One view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// A view with an explicit identity (a ForEach element, or `.id(_:)`).
struct IdentifiedContent<Content: View>: View, PrimitiveView, IdentifiedView, ViewInputComparable {
  let id: AnyHashable
  let content: Content
  func hasSameInput(as other: any View) -> Bool {
    guard let other = other as? Self, other.id == id else { return false }
    return ViewEquality.equal(content, other.content)
  }
  var explicitIdentity: AnyHashable { id }
  func makeContent() -> any NodeContent { PassthroughContent() }
  var childViews: [any View] { [content] }
}

extension View {
  /// Gives the view an explicit identity: a different id makes it a new view (new state).
  public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedContent(id: AnyHashable(id), content: self) }
}
