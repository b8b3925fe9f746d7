import Foundation

/// A property that publishes its changes: before each change the enclosing observable object's
/// `objectWillChange` fires, and `$property` publishes the new values (on will-set, as Combine does).
@propertyWrapper
public struct Published<Value> {
  final class Storage: @unchecked Sendable {
    var value: Value
    var subject: CurrentValueSubject<Value, Never>
    /// The object holding the property (known from the first access through it).
    weak var owner: AnyObject?
    init(_ value: Value) {
      self.value = value
      subject = CurrentValueSubject(value)
    }
    /// Sets the value: the owner's objectWillChange first, then the publisher, then the stored value.
    func set(_ newValue: Value) {
      if let owner { ObjectWillChangeRegistry.existingPublisher(for: owner)?.send() }
      subject.send(newValue)
      value = newValue
    }
  }

  private let storage: Storage

  /// A published property with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  /// Published properties are only available inside classes (the enclosing-instance subscript is used).
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The publisher of the property's values: the current value first, then each new value. Setting it makes the
  /// property publish through the given publisher (what `assign(to: &$property)`'s in-out access writes back).
  public var projectedValue: Publisher {
    get { Publisher(storage) }
    set { storage.subject = newValue.storage.subject }
  }

  /// The enclosing-instance access through which changes reach `objectWillChange`.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.owner == nil { storage.owner = object }
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.owner = object
      storage.set(newValue)
    }
  }

  /// The enclosing-instance access of `$property`, which also tells the storage its owner.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.owner = object
      return Publisher(storage)
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.owner = object
      storage.subject = newValue.storage.subject
    }
  }

  /// The publisher of a `@Published` property (`$property`).
  public struct Publisher: TandemCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    fileprivate let storage: Storage
    fileprivate init(_ storage: Storage) { self.storage = storage }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.subject.receive(subscriber: subscriber)
    }
  }
}

extension TandemCombine.Publisher where Failure == Never {
  /// Republishes values into a `@Published` property (the subscription lives as long as that property).
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let keep = sink { storage.set($0) }
    Retainer.keep(keep, alongside: storage)
  }
}

/// Keeps subscriptions alive as long as an object lives.
enum Retainer {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var held: [(owner: Weak, cancellable: AnyCancellable)] = []
  private struct Weak { weak var object: AnyObject? }
  static func keep(_ cancellable: AnyCancellable, alongside owner: AnyObject) {
    lock.withLock {
      held.removeAll { $0.owner.object == nil }
      held.append((Weak(object: owner), cancellable))
    }
  }
}
