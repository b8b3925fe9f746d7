import Foundation

/// Whether two view values are the same input, so a node can skip re-evaluating: `Equatable` views compare with
/// `==`; other views compare field by field — `Equatable` fields with `==`, class references by identity,
/// dynamic-property wrappers as equal (their storage lives in the node), closures and anything else as different.
@MainActor package enum ViewEquality {
  /// How values of a view type are compared (found once per type: conformance checks are slow).
  fileprivate enum Strategy {
    case equatable, custom, plainData, fields
    /// A field can never compare equal (a closure): the values always differ, without comparing the rest.
    case neverEqual
  }
  private static var strategies: [ObjectIdentifier: Strategy] = [:]
  /// For views that compare themselves: a comparison through the concrete type (an existential cast per
  /// comparison is slow).
  private static var comparators: [ObjectIdentifier: (any View, any View) -> Bool] = [:]

  private static func comparator<T: ViewInputComparable & View>(_: T.Type) -> (any View, any View) -> Bool {
    { a, b in (a as! T).hasSameInput(as: b as! T) }
  }

  private static func strategy(for value: any View) -> Strategy {
    let key = ObjectIdentifier(Swift.type(of: value))
    if let known = strategies[key] { return known }
    let found: Strategy
    if value is any Equatable {
      found = .equatable
    } else if let comparable = value as? any ViewInputComparable & View {
      func open<T: ViewInputComparable & View>(_ value: T) -> (any View, any View) -> Bool { comparator(T.self) }
      comparators[key] = open(comparable)
      found = .custom
    } else if isPlainData(value) {
      found = .plainData
    } else if Mirror(reflecting: value).children.contains(where: { isOpaque($0.value) }) {
      found = .neverEqual
    } else {
      found = .fields
    }
    strategies[key] = found
    return found
  }

  package static func equal(_ a: any View, _ b: any View) -> Bool {
    guard Swift.type(of: a) == Swift.type(of: b) else { return false }
    return equal(a, b, strategy: strategy(for: a))
  }

  /// A comparison for values of one view type, looked up once (a node keeps its view's).
  package struct Comparer {
    fileprivate let strategy: Strategy
    fileprivate let custom: ((any View, any View) -> Bool)?
    /// Whether two values of the type are the same input.
    @MainActor package func equal(_ a: any View, _ b: any View) -> Bool {
      guard Swift.type(of: a) == Swift.type(of: b) else { return false }
      if let custom { return custom(a, b) }
      return ViewEquality.equal(a, b, strategy: strategy)
    }
  }

  /// The comparer of a view's type.
  package static func comparer(for view: any View) -> Comparer {
    let strategy = strategy(for: view)
    return Comparer(
      strategy: strategy, custom: strategy == .custom ? comparators[ObjectIdentifier(Swift.type(of: view))] : nil)
  }

  private static func equal(_ a: any View, _ b: any View, strategy: Strategy) -> Bool {
    switch strategy {
    case .equatable:
      let ea = a as! any Equatable
      return isEqual(ea, b)
    case .custom: return comparators[ObjectIdentifier(Swift.type(of: a))]!(a, b)
    case .plainData: return bitwiseEqual(a, b)
    case .fields: return fieldsEqual(a, b, depth: 0)
    case .neverEqual: return false
    }
  }

  /// `equal` for two values of one known type (no casts for plain data).
  package static func equal<V: View>(_ a: V, _ b: V) -> Bool {
    let strategy = strategies[ObjectIdentifier(V.self)] ?? strategy(for: a)
    switch strategy {
    case .plainData: return bytesEqual(a, b)
    case .neverEqual: return false
    default: return equal(a as any View, b as any View, strategy: strategy)
    }
  }

  nonisolated private static func bytesEqual<V>(_ a: V, _ b: V) -> Bool {
    withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
  }

  /// Whether a field value is one `fieldsEqual` can only call different: a function or other opaque value, or a
  /// view that is never equal (a stack whose ForEach holds a closure).
  private static func isOpaque(_ field: Any) -> Bool {
    if field is any BindingSnapshot || field is any DynamicPropertyMarker || field is any Equatable { return false }
    if let view = field as? any View, strategy(for: view) == .neverEqual { return true }
    return Mirror(reflecting: field).displayStyle == nil
  }

  private static func isPlainData(_ value: any View) -> Bool {
    func open<T: View>(_: T) -> Bool { _isPOD(T.self) }
    return open(value)
  }

  /// Plain-data values (no references, no closures) are the same input when their bytes are. Nonisolated: it
  /// touches only bytes, and isolated closures here would check their executor on every comparison.
  nonisolated private static func bitwiseEqual(_ a: any View, _ b: any View) -> Bool {
    func open<T: View>(_ a: T) -> Bool {
      guard let b = b as? T else { return false }
      return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }
    return open(a)
  }

  private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
  }

  static func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
    if depth > 6 { return false }
    if let binding = a as? any BindingSnapshot { return binding.hasSameSnapshot(as: b) }
    if a is any DynamicPropertyMarker { return true }
    if let ea = a as? any Equatable { return isEqual(ea, b) }
    if let layout = ViewFieldLayout.of(typeOf: a) {
      // A struct: its fields from the type's layout (read once per type), compared one by one.
      guard Swift.type(of: b) == Swift.type(of: a) else { return false }
      for (x, y) in zip(layout.fieldValues(of: a), layout.fieldValues(of: b))
      where !fieldsEqual(x, y, depth: depth + 1) {
        return false
      }
      return true
    }
    let ma = Mirror(reflecting: a)
    let mb = Mirror(reflecting: b)
    switch ma.displayStyle {
    case .class:
      return (a as AnyObject) === (b as AnyObject)
    case .struct, .tuple, .enum, .optional, .collection:
      if ma.displayStyle == .enum && ma.children.isEmpty { return String(describing: a) == String(describing: b) }
      let ca = Array(ma.children)
      let cb = Array(mb.children)
      guard ca.count == cb.count else { return false }
      if ma.displayStyle == .enum || ma.displayStyle == .optional, ca.first?.label != cb.first?.label { return false }
      for (x, y) in zip(ca, cb) where !fieldsEqual(x.value, y.value, depth: depth + 1) { return false }
      return true
    default:
      // Functions and other opaque values cannot be compared.
      return false
    }
  }
}

/// Dynamic property wrappers (their storage lives in the node, so they never make two views differ).
package protocol DynamicPropertyMarker {}

/// Views that compare their inputs themselves (wrappers whose content is another view).
@MainActor package protocol ViewInputComparable {
  /// Whether another value of the type is the same input.
  func hasSameInput(as other: Self) -> Bool
}
