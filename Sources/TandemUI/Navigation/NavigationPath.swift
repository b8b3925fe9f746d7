import Foundation

/// A type-erased list of the values a `NavigationStack` has pushed, root first: append a value to push the
/// destination declared for its type, remove values to pop. A path whose values are all `Codable` has a
/// `codable` representation to save and restore it (for state restoration).
nonisolated public struct NavigationPath: @unchecked Sendable {
  /// One value: the value itself and, when its type is codable, how to encode it.
  struct Element {
    let value: AnyHashable
    let encode: ((inout UnkeyedEncodingContainer) throws -> Void)?
  }
  private(set) var elements: [Element] = []

  /// The number of values.
  public var count: Int { elements.count }
  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// An empty path.
  public init() {}

  /// A path of the values of a sequence.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { append(element) }
  }

  /// A path of the values of a sequence of codable values (the path then has a codable representation).
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    for element in elements { append(element) }
  }

  /// A path decoded from its codable representation.
  public init(_ codable: CodableRepresentation) {
    elements = codable.elements
  }

  /// A path of type-erased values (how the engine rebuilds a path after a pop).
  init(values: [AnyHashable], keeping old: NavigationPath) {
    var remaining = old.elements[...]
    for value in values {
      if let first = remaining.first, first.value == value {
        elements.append(first)
        remaining = remaining.dropFirst()
      } else {
        elements.append(Element(value: value, encode: nil))
      }
    }
  }

  /// The values, root first.
  var values: [AnyHashable] { elements.map(\.value) }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) {
    if let codable = value as? any (Codable & Hashable) { return appendCodable(codable) }
    elements.append(Element(value: AnyHashable(value), encode: nil))
  }

  /// Pushes a codable value (it is kept in the codable representation).
  public mutating func append<V: Hashable & Codable>(_ value: V) { appendCodable(value) }

  private mutating func appendCodable<V: Hashable & Codable>(_ value: V) {
    elements.append(
      Element(
        value: AnyHashable(value),
        encode: { container in
          try container.encode(_mangledTypeName(V.self) ?? _typeName(V.self, qualified: true))
          let data = try JSONEncoder().encode(value)
          try container.encode(String(decoding: data, as: UTF8.self))
        }))
  }

  /// Pops `k` values (traps when the path has fewer).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

  /// The path in a codable form, or nil when a value's type is not codable.
  public var codable: CodableRepresentation? {
    guard elements.allSatisfy({ $0.encode != nil }) else { return nil }
    return CodableRepresentation(elements: elements)
  }

  /// A navigation path as it is encoded: each value's type name and its JSON, last pushed first (as SwiftUI
  /// writes it). Decoding fails with a clear error for a type this program does not have or a value that does not
  /// decode.
  public struct CodableRepresentation: Codable, Equatable {
    let elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var decoded: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        guard let type = _typeByName(typeName) as? any (Codable & Hashable).Type else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "NavigationPath: no codable, hashable type named \(typeName)")
        }
        decoded.append(try Self.decode(type, from: json))
      }
      elements = decoded.reversed()
    }

    private static func decode<V: Codable & Hashable>(_ type: V.Type, from json: String) throws -> Element {
      var path = NavigationPath()
      path.append(try JSONDecoder().decode(V.self, from: Data(json.utf8)))
      return path.elements[0]
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements.reversed() { try element.encode?(&container) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements.map(\.value) == rhs.elements.map(\.value) }
  }
}

extension NavigationPath: Equatable {
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.values == rhs.values }
}
