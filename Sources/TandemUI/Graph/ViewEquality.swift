import Foundation

/// Whether two view values are the same input, so a node can skip re-evaluating: `Equatable` views compare with
/// `==`; other views compare field by field — `Equatable` fields with `==`, class references by identity,
/// dynamic-property wrappers as equal (their storage lives in the node), closures and anything else as different.
/// Bytes are never compared as a whole: an optional that is nil, an enum case and padding leave bytes unset, so two
/// equal values can differ there.
@MainActor package enum ViewEquality {
  /// How values of a view type are compared (found once per type: conformance checks are slow).
  fileprivate enum Strategy {
    case equatable, custom, fields
    /// A field can never compare equal (a closure): the values always differ, without comparing the rest.
    case neverEqual
  }
  private static var strategies: [ObjectIdentifier: Strategy] = [:]
  /// For `Equatable` views and views that compare themselves: a comparison through the concrete type (an
  /// existential cast per comparison is slow).
  private static var comparators: [ObjectIdentifier: (any View, any View) -> Bool] = [:]

  private static func comparator<T: ViewInputComparable & View>(_: T.Type) -> (any View, any View) -> Bool {
    { a, b in (a as! T).hasSameInput(as: b as! T) }
  }

  private static func strategy(for value: any View) -> Strategy {
    let key = ObjectIdentifier(Swift.type(of: value))
    if let known = strategies[key] { return known }
    let found: Strategy
    if let equatable = value as? any Equatable & View {
      // `==` through the concrete type: a cast to `any Equatable` per comparison looks the conformance up.
      func open<T: Equatable & View>(_: T) -> (any View, any View) -> Bool {
        { a, b in (a as! T) == (b as! T) }
      }
      comparators[key] = open(equatable)
      found = .equatable
    } else if let comparable = value as? any ViewInputComparable & View {
      func open<T: ViewInputComparable & View>(_ value: T) -> (any View, any View) -> Bool { comparator(T.self) }
      comparators[key] = open(comparable)
      found = .custom
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
    /// Whether "different" from this comparer means the values differ somewhere (not just that they cannot be
    /// compared, as for a view holding a closure).
    package var isConclusive: Bool { strategy != .neverEqual }
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
      strategy: strategy,
      custom: strategy == .custom || strategy == .equatable
        ? comparators[ObjectIdentifier(Swift.type(of: view))] : nil)
  }

  private static func equal(_ a: any View, _ b: any View, strategy: Strategy) -> Bool {
    switch strategy {
    case .equatable, .custom: return comparators[ObjectIdentifier(Swift.type(of: a))]!(a, b)
    case .fields: return fieldsEqual(a, b, depth: 0)
    case .neverEqual: return false
    }
  }

  /// `equal` for two values of one known type.
  package static func equal<V: View>(_ a: V, _ b: V) -> Bool {
    let strategy = strategies[ObjectIdentifier(V.self)] ?? strategy(for: a)
    if strategy == .neverEqual { return false }
    return equal(a as any View, b as any View, strategy: strategy)
  }

  /// Whether two values of one type (a modifier, a field) are the same input.
  package static func sameValue<T>(_ a: T, _ b: T) -> Bool { fieldsEqual(a, b, depth: 0) }

  /// Whether a field value is one `fieldsEqual` can only call different: a function or other opaque value, or a
  /// view that is never equal (a stack whose ForEach holds a closure).
  private static func isOpaque(_ field: Any) -> Bool {
    if field is any BindingSnapshot || field is any DynamicPropertyMarker || field is any Equatable { return false }
    if let view = field as? any View, strategy(for: view) == .neverEqual { return true }
    return Mirror(reflecting: field).displayStyle == nil
  }

  private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
  }

  static func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
    if depth > 6 { return false }
    switch valueComparison(of: Swift.type(of: a), value: a) {
    case .binding: return (a as! any BindingSnapshot).hasSameSnapshot(as: b)
    case .dynamicProperty: return true
    case .equatable(let equal): return equal(a, b)
    case .fields(let layout, let fields):
      guard Swift.type(of: b) == Swift.type(of: a) else { return false }
      if let equal = fieldsEqual(a, b, layout: layout, fields: fields, depth: depth) { return equal }
      return reflectedEqual(a, b, depth: depth)
    case .reflected: return reflectedEqual(a, b, depth: depth)
    }
  }

  /// How `fieldsEqual` compares values of one type, found once per type (casts to protocols are slow).
  private enum ValueComparison {
    /// A binding: compared by its snapshot.
    case binding
    /// A dynamic property wrapper: always the same input.
    case dynamicProperty
    /// An `Equatable` type: `==` through the concrete type.
    case equatable((Any, Any) -> Bool)
    /// A struct whose fields the runtime describes: field by field, in place.
    case fields(ViewFieldLayout, [FieldComparison])
    /// Anything else: through a mirror.
    case reflected
  }

  /// How one field of a struct compares, read in place from the two values' bytes.
  private enum FieldComparison {
    /// An `Equatable` field: `==` on the two fields in place.
    case equatable(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// Anything else: the two fields boxed and compared as values.
    case boxed(ViewFieldLayout.Field, offset: Int)

    var isBoxed: Bool {
      if case .boxed = self { return true }
      return false
    }
  }

  private static var valueComparisons: [ObjectIdentifier: ValueComparison] = [:]

  private static func valueComparison(of type: Any.Type, value: Any) -> ValueComparison {
    let key = ObjectIdentifier(type)
    if let known = valueComparisons[key] { return known }
    let found: ValueComparison
    if type is any BindingSnapshot.Type {
      found = .binding
    } else if type is any DynamicPropertyMarker.Type {
      found = .dynamicProperty
    } else if let equatable = type as? any Equatable.Type {
      found = .equatable(boxedEquality(equatable))
    } else if let layout = ViewFieldLayout.of(typeOf: value) {
      // Fields compared in place go first: a difference there is found without boxing the nested ones.
      let comparisons = layout.fields.flatMap { fieldComparisons($0, at: $0.offset) }
      found = .fields(layout, comparisons.filter { !$0.isBoxed } + comparisons.filter(\.isBoxed))
    } else {
      found = .reflected
    }
    valueComparisons[key] = found
    return found
  }

  /// `isEqual` through a concrete type opened once, so no comparison casts to `any Equatable`.
  private static func boxedEquality<E: Equatable>(_: E.Type) -> (Any, Any) -> Bool {
    { a, b in (a as? E).map { isEqual($0, b) } ?? false }
  }

  /// How a field at `offset` in the outer value compares: a dynamic property not at all, an `Equatable` field with
  /// `==` in place, a struct of plain data field by field in place (its bytes may differ where it is equal: nil
  /// optionals, padding), anything else boxed.
  private static func fieldComparisons(_ field: ViewFieldLayout.Field, at offset: Int) -> [FieldComparison] {
    let type = field.type
    if field.isViewExistential || type is any BindingSnapshot.Type { return [.boxed(field, offset: offset)] }
    if type is any DynamicPropertyMarker.Type { return [] }
    if let equatable = type as? any Equatable.Type {
      func inPlace<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
      }
      return [.equatable(offset: offset, equal: inPlace(equatable))]
    }
    if let layout = ViewFieldLayout.ofPlainStruct(type) {
      return layout.fields.flatMap { fieldComparisons($0, at: offset + $0.offset) }
    }
    return [.boxed(field, offset: offset)]
  }

  /// Two values of a struct type compared field by field in place; nil when the values do not open as the
  /// layout's type (a value boxed with its existential), which a mirror then compares.
  private static func fieldsEqual(
    _ a: Any, _ b: Any, layout: ViewFieldLayout, fields: [FieldComparison], depth: Int
  ) -> Bool? {
    func open<T>(_ x: T) -> Bool? {
      guard layout.describes(T.self), let y = b as? T else { return nil }
      return withUnsafeBytes(of: x) { ra in
        withUnsafeBytes(of: y) { rb in fieldsEqualInPlace(ra, rb, at: 0, fields: fields, depth: depth) }
      }
    }
    return _openExistential(a, do: open)
  }

  /// Two values of a struct type compared field by field in place, at `base` in the two buffers. A nested struct
  /// whose comparison is known is compared in place too (boxing it would copy all it holds, at every level).
  private static func fieldsEqualInPlace(
    _ ra: UnsafeRawBufferPointer, _ rb: UnsafeRawBufferPointer, at base: Int, fields: [FieldComparison], depth: Int
  ) -> Bool {
    let (pa, pb) = (ra.baseAddress! + base, rb.baseAddress! + base)
    for field in fields {
      switch field {
      case .equatable(let offset, let equal):
        if !equal(pa + offset, pb + offset) { return false }
      case .boxed(let field, let offset):
        if !field.isViewExistential, case .fields(_, let nested)? = valueComparisons[ObjectIdentifier(field.type)] {
          if depth + 1 > 6 { return false }
          if !fieldsEqualInPlace(ra, rb, at: base + offset, fields: nested, depth: depth + 1) { return false }
          continue
        }
        let x = ViewFieldLayout.fieldValue(field, at: base + offset, in: ra)
        let y = ViewFieldLayout.fieldValue(field, at: base + offset, in: rb)
        if !fieldsEqual(x, y, depth: depth + 1) { return false }
      }
    }
    return true
  }

  /// Two values compared through mirrors: classes by identity, structs, tuples, enums, optionals and collections
  /// child by child; functions and other opaque values as different.
  private static func reflectedEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
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
