import Foundation

/// Preferences flowing up the graph: each node keeps, per key, the value its subtree produces — its own setting,
/// or its children's values reduced in order, then its own transform — computed when first asked and kept until
/// something below changes it. A change (a writer's new value, a transform, children added, removed or reordered)
/// drops the kept values of the node and its ancestors, up to the first that had none kept; readers
/// (`onPreferenceChange`) whose content changed read their value again after the update and act when it
/// differs. Hosts read the declarations of their content (toolbar items, detents, color scheme …) the same way.

/// Content that contributes to a preference key.
@MainActor protocol PreferenceContributing: AnyObject {
  /// The key the content contributes to.
  var preferenceKey: ObjectIdentifier { get }
  /// The subtree's value for the key, given what the content's children produce (nil: none set).
  func contribute(_ childrenValue: Any?) -> Any?
}

extension PreferenceContributing {
  /// What the content contributes changed: the kept values above it drop, and the key's contributors count moves.
  func contributionChanged(node: ViewNode) {
    node.preferencesChanged()
    node.graph.contributorsChanged(preferenceKey)
  }
}

/// One key's value in a subtree: nil when nothing in the subtree set it.
struct KeptPreference {
  let value: Any?
}

extension ViewNode {
  /// The value this node's subtree produces for a key (its default when nothing sets it).
  func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    (preference(ObjectIdentifier(key), reduce: { K.reducer($0, $1) }) as? K.Value) ?? K.defaultValue
  }

  /// The value this node's subtree produces for a key, or nil when nothing in it sets the key.
  func preferenceIfSet<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    preference(ObjectIdentifier(key), reduce: { K.reducer($0, $1) }).map { $0 as! K.Value }
  }

  /// The value this node's content produces for a key (the node's children, without the node's own contribution).
  func childrenPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    (childrenPreference(ObjectIdentifier(key), reduce: { K.reducer($0, $1) }) as? K.Value) ?? K.defaultValue
  }

  /// The subtree's value for a key (nil: nothing set it), from the kept values where they are valid.
  func preference(_ key: ObjectIdentifier, reduce: (Any, Any) -> Any) -> Any? {
    guard graph.mayHaveContributors(key) else { return nil }
    if let kept = keptPreferences[key] { return kept.value }
    let below = childrenPreference(key, reduce: reduce)
    var value = below
    if let contributing = content(.preferenceContributing, as: (any PreferenceContributing).self),
      contributing.preferenceKey == key
    {
      value = contributing.contribute(below)
    }
    graph.preferenceComputations += 1
    keptPreferences[key] = KeptPreference(value: value)
    return value
  }

  private func childrenPreference(_ key: ObjectIdentifier, reduce: (Any, Any) -> Any) -> Any? {
    var result: Any?
    for child in children {
      guard let value = child.preference(key, reduce: reduce) else { continue }
      result = result.map { reduce($0, value) } ?? value
    }
    return result
  }

  /// Drops the kept preference values of this node and its ancestors (something below changed).
  func preferencesChanged() {
    var node: ViewNode? = self
    while let current = node, !current.keptPreferences.isEmpty || current === self {
      current.keptPreferences = [:]
      node = current.parent
    }
    graph.preferencesMayHaveChanged()
  }
}

extension PreferenceKey {
  /// Reduces two values of the key, boxed.
  static func reducer(_ accumulated: Any, _ next: Any) -> Any {
    var value = accumulated as! Value
    reduce(value: &value) { next as! Value }
    return value
  }
}

/// `preference(key:value:)`'s content: the subtree's value is the modifier's.
final class PreferenceWritingContent<K: PreferenceKey>: NodeContent, LayoutOnly, PreferenceContributing {
  private var value: K.Value?
  var isTransparent: Bool { true }
  var preferenceKey: ObjectIdentifier { ObjectIdentifier(K.self) }
  func update(from view: any View, node: ViewNode) {
    guard let new = node.modifier(as: PreferenceWritingModifier<K>.self)?.value else { return }
    let same = value.map { PreferenceEquality.same($0, new) } ?? false
    value = new
    if !same { contributionChanged(node: node) }
  }
  func contribute(_ childrenValue: Any?) -> Any? { value }
}

/// `transformPreference(_:_:)`'s content: the subtree's value (or the default) transformed.
final class PreferenceTransformingContent<K: PreferenceKey>: NodeContent, LayoutOnly, PreferenceContributing {
  private var transform: ((inout K.Value) -> Void)?
  var isTransparent: Bool { true }
  var preferenceKey: ObjectIdentifier { ObjectIdentifier(K.self) }
  func update(from view: any View, node: ViewNode) {
    transform = node.modifier(as: PreferenceTransformingModifier<K>.self)?.transform
    // A closure cannot be compared: every update may change the value.
    contributionChanged(node: node)
  }
  func contribute(_ childrenValue: Any?) -> Any? {
    var value = (childrenValue as? K.Value) ?? K.defaultValue
    transform?(&value)
    return value
  }
}

/// `onPreferenceChange(_:perform:)`'s content: acts when its content's value of the key changes.
final class PreferenceReadingContent<K: PreferenceKey>: NodeContent, LayoutOnly, PreferenceReading
where K.Value: Equatable {
  private var action: ((K.Value) -> Void)?
  private var last: K.Value?
  var isTransparent: Bool { true }
  func update(from view: any View, node: ViewNode) {
    action = node.modifier(as: PreferenceReadingModifier<K>.self)?.action
    node.graph.registerPreferenceReader(node)
  }
  func readPreference(node: ViewNode) -> (() -> Void)? {
    let value = node.childrenPreferenceValue(K.self)
    guard value != last, let action else { return nil }
    last = value
    return { action(value) }
  }
}

/// Content that reads a preference of its content after updates.
@MainActor protocol PreferenceReading: AnyObject {
  /// The action to run when the value changed since the last read (nil: unchanged).
  func readPreference(node: ViewNode) -> (() -> Void)?
}

/// Whether two preference values are the same (Equatable values by `==`; others never).
enum PreferenceEquality {
  static func same<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return equal(a, b)
  }
  private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
}

/// Content of a declaration that adds to what its content declares (toolbar items, keyboard shortcuts, swipe
/// actions): the subtree's value is `combine(own, children's)`, where `own` comes from the modifier on each update.
final class DeclaringContent<K: PreferenceKey>: NodeContent, LayoutOnly, PreferenceContributing,
  DeclaredViewsProviding
{
  private let declare: (ViewNode) -> (value: K.Value?, views: [any View])
  private let combine: (K.Value, K.Value?) -> K.Value
  private var value: K.Value?
  private var views: [any View] = []
  var isTransparent: Bool { true }
  var preferenceKey: ObjectIdentifier { ObjectIdentifier(K.self) }

  /// `own` reads the declaration from the node's modifier; `combine` puts it together with the content's.
  convenience init(own: @escaping (ViewNode) -> K.Value?, combine: @escaping (K.Value, K.Value?) -> K.Value) {
    self.init(declaring: { (own($0), []) }, combine: combine)
  }

  /// `declaring` reads the declaration and the views it holds (evaluated as the node's declared children, which
  /// the declaration's value refers to by position) from the node's modifier, once per update.
  init(
    declaring: @escaping (ViewNode) -> (value: K.Value?, views: [any View]),
    combine: @escaping (K.Value, K.Value?) -> K.Value
  ) {
    declare = declaring
    self.combine = combine
  }

  func declaredViews(node: ViewNode) -> [any View] { views }

  func update(from view: any View, node: ViewNode) {
    (value, views) = declare(node)
    // Declarations hold closures and views: each update may change them.
    contributionChanged(node: node)
  }

  func contribute(_ childrenValue: Any?) -> Any? {
    guard let value else { return childrenValue }
    return combine(value, childrenValue as? K.Value)
  }
}
