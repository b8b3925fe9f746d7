import Foundation

/// A namespace for `matchedGeometryEffect` identifiers: each view value keeps the same one for as long as it is
/// shown (stored with its node).
@propertyWrapper public struct Namespace: DynamicProperty, DynamicPropertyMarker, NodeBindable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let box = NamespaceBox()

  /// A namespace, made when its view is first shown.
  nonisolated public init() {}

  /// The namespace (a fresh one when read outside a shown view's body).
  public var wrappedValue: Namespace.ID {
    if let id = box.id { return id }
    let fresh = NamespaceBox.next()
    box.id = fresh
    return fresh
  }

  package func bind(to node: ViewNode, key: String) {
    let storageKey = "SwiftUI.Namespace." + key
    if let stored = node.persistentStorage[storageKey] as? NamespaceBox, let id = stored.id {
      box.id = id
      return
    }
    let stored = NamespaceBox()
    stored.id = NamespaceBox.next()
    node.persistentStorage[storageKey] = stored
    box.id = stored.id
  }
}

/// Where a namespace value keeps its identity once bound to a node.
final class NamespaceBox: @unchecked Sendable {
  var id: Namespace.ID?
  nonisolated(unsafe) private static var counter = 0
  static func next() -> Namespace.ID {
    counter += 1
    return Namespace.ID(value: counter)
  }
}
