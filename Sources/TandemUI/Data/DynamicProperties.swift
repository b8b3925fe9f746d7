import Foundation
import TandemCombine
import TandemKit

/// A view property whose storage SwiftUI manages (State, Binding, ObservedObject, Environment …).
public protocol DynamicProperty {
  /// Called before the body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// Links a view value's dynamic properties to a node before its body runs.
@MainActor package protocol NodeBindable {
  func bind(to node: ViewNode, key: String)
  /// Binds to the node and returns the property the node's copy of the view must hold instead, when this one's
  /// storage belongs to another node (a view value shown in two places keeps two states, as in SwiftUI).
  func bindReplacing(to node: ViewNode, key: String) -> (any NodeBindable)?
}

extension NodeBindable {
  package func bindReplacing(to node: ViewNode, key: String) -> (any NodeBindable)? {
    bind(to: node, key: key)
    return nil
  }
}

@MainActor package enum DynamicProperties {
  /// Links each dynamic property among the view's stored properties to the node (through the type's field layout,
  /// read once per type; a type the runtime cannot describe is reflected).
  /// Returns the view the node must evaluate instead when a property of this value had storage of another node
  /// (nil: the value as is).
  package static func bind(_ view: any View, to node: ViewNode) -> (any View)? {
    if let modifier = (view as? any ModifierBodyView)?.modifierValue {
      bindReflecting(modifier, to: node)
      return nil
    }
    func open<S: View>(_ subject: S) -> (any View)? {
      guard let layout = ViewFieldLayout.of(typeOf: subject), layout.describes(S.self) else {
        bindReflecting(subject, to: node)
        return nil
      }
      // Typed as the view's own type: inferred from the return type it would be read through `any View`.
      let rebound: S? = layout.rebindingBindables(of: subject) { property, name in
        property.bindReplacing(to: node, key: name)
      }
      return rebound
    }
    return _openExistential(view, do: open)
  }

  /// Links the dynamic properties of a value that is not the node's view (an `App`) to the node.
  package static func bindProperties(of value: Any, to node: ViewNode) { bindReflecting(value, to: node) }

  private static func bindReflecting(_ subject: Any, to node: ViewNode) {
    let layout = ViewFieldLayout.of(typeOf: subject)
    if let layout {
      func open<S>(_ subject: S) -> Bool {
        guard layout.describes(S.self) else { return false }
        layout.forEachBindable(in: subject) { property, name in property.bind(to: node, key: name) }
        return true
      }
      if _openExistential(subject, do: open) { return }
    }
    for child in Mirror(reflecting: subject).children {
      guard let label = child.label, let property = child.value as? any NodeBindable else { continue }
      property.bind(to: node, key: label)
    }
  }
}

/// Storage of one `@State`: the value, the nodes that read it, and — in fresh view values — a redirect to the
/// storage the node keeps. SwiftUI lets state be set from any thread, so every field is read and written under the
/// box's lock, and the readers are invalidated on the main actor. The box is Sendable exactly when its value is.
package final class StateBox<Value> {
  private let lock = NSLock()
  private var storedValue: Value
  /// The value the state started with (a second node showing the same view value starts from it).
  let initialValue: Value
  /// The persistent box this (fresh) box stands for.
  private weak var target: StateBox<Value>?
  private var readers: [WeakNode] = []
  /// The node keeping this box as its storage (main actor only), and whether one ever did.
  weak var owner: ViewNode?
  var wasAdopted = false

  init(_ value: Value) {
    storedValue = value
    initialValue = value
  }

  /// The box holding the value: the node's persistent one when this box was redirected to it.
  var resolved: StateBox<Value> { lock.withLock { target } ?? self }

  var value: Value { lock.withLock { storedValue } }

  /// Redirects this fresh box to the persistent box of a node.
  func redirect(to persistent: StateBox<Value>) { lock.withLock { target = persistent } }

  /// Records that a node's body read the value.
  func recordRead(by node: ViewNode) {
    lock.withLock {
      if !readers.contains(where: { $0.node === node }) { readers.append(WeakNode(node: node)) }
    }
  }

  /// Sets the value and invalidates the nodes that read it (on the main actor: at once there, else queued).
  func set(_ newValue: Value) {
    let current = lock.withLock {
      storedValue = newValue
      readers.removeAll { $0.node == nil }
      return readers
    }
    let transaction = Transaction.current
    MainQueue.run { for reader in current { reader.node?.invalidate(transaction: transaction) } }
  }

  struct WeakNode: @unchecked Sendable {
    // Kept under the box's lock; the node itself is only touched on the main actor.
    weak var node: ViewNode?
  }
}

// Sound: every field is accessed under the lock, and the value itself crosses threads only when it is Sendable.
extension StateBox: @unchecked Sendable where Value: Sendable {}

/// A value a view owns and SwiftUI keeps across updates; setting it re-evaluates the views that read it.
@propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyMarker {
  package let box: StateBox<Value>

  /// A state with an initial value.
  nonisolated public init(wrappedValue value: Value) { box = StateBox(value) }
  /// A state reading and writing a node's storage.
  init(box: StateBox<Value>) { self.box = box }
  /// A state with an initial value.
  nonisolated public init(initialValue value: Value) { box = StateBox(value) }

  /// The current value; reading it in a body makes the body depend on it.
  public var wrappedValue: Value {
    get {
      let storage = box.resolved
      // Only a body evaluation (on the main actor) records reads.
      if MainQueue.isCurrent, let node = MainActor.assumeIsolated({ ViewGraph.evaluating }) {
        storage.recordRead(by: node)
      }
      return storage.value
    }
    nonmutating set { box.resolved.set(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let state = self
    // Making `$state` does not make the body depend on the state; reading the binding does.
    return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, snapshot: box.resolved.value)
  }
}

/// A state is Sendable when its value is (as in SwiftUI).
extension State: Sendable where Value: Sendable {}

extension State: NodeBindable {
  package func bind(to node: ViewNode, key: String) { _ = bindReplacing(to: node, key: key) }

  /// A fresh box stands for the node's storage (redirected to it) or becomes it; a box that is another node's
  /// storage (the same view value shown twice, or again after its first node left) is left alone: the node's copy
  /// of the view gets the node's own storage, started from the state's initial value.
  package func bindReplacing(to node: ViewNode, key: String) -> (any NodeBindable)? {
    let ownedElsewhere = box.wasAdopted && box.owner !== node
    if let persistent = node.persistentStorage[key] as? StateBox<Value> {
      guard persistent !== box else { return nil }
      guard ownedElsewhere else {
        box.redirect(to: persistent)
        return nil
      }
      return State(box: persistent)
    }
    let storage = ownedElsewhere ? StateBox(box.initialValue) : box
    storage.owner = node
    storage.wasAdopted = true
    node.persistentStorage[key] = storage
    return ownedElsewhere ? State(box: storage) : nil
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at nil.
  nonisolated public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere: reads and writes go through its getter and setter.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty, BindingSnapshot {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// The value when the binding was made: a view holding the binding is a new input when this differs.
  private let snapshot: Value

  /// A binding from a getter and a setter.
  nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    snapshot = get()
  }

  /// A binding whose snapshot is given (so making it does not read through the getter).
  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void, snapshot: Value) {
    getter = get
    setter = set
    self.snapshot = snapshot
  }

  package func hasSameSnapshot(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let mine = snapshot as? any Equatable else { return false }
    return Self.equal(mine, other.snapshot)
  }
  private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }

  /// A binding from another binding (property-wrapper form).
  nonisolated public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The bound value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself (`$binding`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = base.wrappedValue
        value[keyPath: keyPath] = newValue
        base.wrappedValue = value
      }, snapshot: snapshot[keyPath: keyPath])
  }
}

/// An observable object the view watches: its `objectWillChange` re-evaluates the view.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyMarker, NodeBindable
where ObjectType.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The observed object.
  public var wrappedValue: ObjectType
  /// Observes an object.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Observes an object.
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties (`$model.property`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  /// Makes bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  package func bind(to node: ViewNode, key: String) {
    ObjectObservation.observe(wrappedValue, node: node, key: key)
  }
}

/// Subscribes nodes to observable objects (one subscription per node and property, replaced when the object
/// changes identity).
@MainActor enum ObjectObservation {
  static func observe<O: ObservableObject>(_ object: O, node: ViewNode, key: String) {
    let id = ObjectIdentifier(object)
    if node.observations[key]?.object == id { return }
    let cancellable = object.objectWillChange.sink { [weak node] _ in
      let transaction = Transaction.current
      MainActor.assumeIsolated { node?.invalidate(transaction: transaction) }
    }
    node.observations[key] = (id, cancellable)
  }

  /// Subscribes the node to `object` when it is an observable object (a value typed only as an object).
  static func observe(anyObject object: AnyObject, node: ViewNode, key: String) {
    guard let observable = object as? any ObservableObject else { return }
    func open<O: ObservableObject>(_ object: O) { observe(object, node: node, key: key) }
    open(observable)
  }
}

/// An observable object the view creates once and keeps for its lifetime.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyMarker, NodeBindable
where ObjectType.ObjectWillChangePublisher == ObservableObjectPublisher {
  package final class Holder: @unchecked Sendable {
    let make: () -> ObjectType
    var object: ObjectType?
    weak var target: Holder?
    init(make: @escaping () -> ObjectType) { self.make = make }
    var resolved: Holder { target ?? self }
    var value: ObjectType {
      let holder = resolved
      if let object = holder.object { return object }
      let made = holder.make()
      holder.object = made
      return made
    }
  }
  package let holder: Holder

  /// Creates the object lazily, once per view identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { holder = Holder(make: thunk) }

  /// The object.
  public var wrappedValue: ObjectType { holder.value }
  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  package func bind(to node: ViewNode, key: String) {
    if let persistent = node.persistentStorage[key] as? Holder {
      if persistent !== holder { holder.target = persistent }
    } else {
      node.persistentStorage[key] = holder
    }
    ObjectObservation.observe(holder.value, node: node, key: key)
  }
}

/// Bindings compare by the value they had when made (so a child holding one re-evaluates when the value changed).
package protocol BindingSnapshot {
  func hasSameSnapshot(as other: Any) -> Bool
}
