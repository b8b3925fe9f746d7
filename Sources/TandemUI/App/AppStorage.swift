import Foundation
import TandemKit

/// A value kept in `UserDefaults` under a key (so it lasts across launches): reading it in a body makes the body
/// depend on it, and a change — through this property, another `@AppStorage` of the same key, or `UserDefaults`
/// directly — re-evaluates the views that read it. The store is `store`, else the environment's
/// `defaultAppStorage`, else `UserDefaults.standard`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, NodeBindable {
  let key: String
  let store: UserDefaults?
  let read: @Sendable (UserDefaults) -> Value
  let write: @Sendable (UserDefaults, Value) -> Void
  private let location = AppStorageLocation()

  init(
    key: String, store: UserDefaults?, read: @escaping @Sendable (UserDefaults) -> Value,
    write: @escaping @Sendable (UserDefaults, Value) -> Void
  ) {
    self.key = key
    self.store = store
    self.read = read
    self.write = write
  }

  /// The stored value, or the default when the key has none.
  public var wrappedValue: Value {
    get {
      let defaults = resolvedStore
      if MainQueue.isCurrent {
        MainActor.assumeIsolated {
          if let node = ViewGraph.evaluating { AppStorageReaders.shared.recordRead(of: key, in: defaults, by: node) }
        }
      }
      return read(defaults)
    }
    nonmutating set {
      let defaults = resolvedStore
      write(defaults, newValue)
      let changed = ChangedStore(store: defaults, key: key)
      MainQueue.run { AppStorageReaders.shared.valueChanged(key: changed.key, in: changed.store) }
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }

  private var resolvedStore: UserDefaults {
    if let store { return store }
    let location = location
    guard MainQueue.isCurrent else { return .standard }
    nonisolated(unsafe) var named: UserDefaults?
    MainActor.assumeIsolated { named = location.node?.environment.defaultAppStorage }
    return named ?? .standard
  }

  package func bind(to node: ViewNode, key: String) { location.node = node }
}

/// A store whose key was written, handed to the main actor (`UserDefaults` is thread-safe).
private struct ChangedStore: @unchecked Sendable {
  let store: UserDefaults
  let key: String
}

/// Where an `@AppStorage` is (its environment may name the store).
final class AppStorageLocation: @unchecked Sendable {
  /// Written and read on the main actor only.
  weak var node: ViewNode?
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage {
  private init(default value: Value, key: String, store: UserDefaults?) where Value: Sendable {
    self.init(
      key: key, store: store,
      read: { defaults in defaults.object(forKey: key) == nil ? value : AppStorageCoding.decode(defaults, key) ?? value
      },
      write: { defaults, newValue in defaults.set(newValue, forKey: key) })
  }

  /// A Boolean kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(default: wrappedValue, key: key, store: store)
  }
  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(default: wrappedValue, key: key, store: store)
  }
  /// A double kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(default: wrappedValue, key: key, store: store)
  }
  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(default: wrappedValue, key: key, store: store)
  }
  /// Data kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(default: wrappedValue, key: key, store: store)
  }
  /// A URL kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, store: store, read: { $0.url(forKey: key) ?? wrappedValue },
      write: { defaults, url in defaults.set(url, forKey: key) })
  }
  /// An enumeration kept as its integer raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable & Sendable, Value.RawValue == Int {
    self.init(
      key: key, store: store,
      read: { defaults in (defaults.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) ?? wrappedValue },
      write: { defaults, value in defaults.set(value.rawValue, forKey: key) })
  }
  /// An enumeration kept as its string raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable & Sendable, Value.RawValue == String {
    self.init(
      key: key, store: store,
      read: { defaults in defaults.string(forKey: key).flatMap(Value.init(rawValue:)) ?? wrappedValue },
      write: { defaults, value in defaults.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  private init<Wrapped: Sendable>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
    self.init(
      key: key, store: store, read: { defaults in AppStorageCoding.decode(defaults, key) as Wrapped? },
      write: { defaults, value in
        if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
      })
  }
  /// An optional Boolean kept under `key` (nil: no value).
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optional: key, store: store) }
  /// An optional integer kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optional: key, store: store) }
  /// An optional double kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(optional: key, store: store)
  }
  /// An optional string kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(optional: key, store: store)
  }
  /// Optional data kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optional: key, store: store) }
  /// An optional URL kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      key: key, store: store, read: { $0.url(forKey: key) },
      write: { defaults, url in
        if let url { defaults.set(url, forKey: key) } else { defaults.removeObject(forKey: key) }
      })
  }
}

/// Reads a property-list value of a Swift type from a store (numbers are kept as numbers whatever their width).
enum AppStorageCoding {
  static func decode<T>(_ defaults: UserDefaults, _ key: String) -> T? {
    let object = defaults.object(forKey: key)
    if let value = object as? T { return value }
    switch T.self {
    case is Bool.Type: return defaults.bool(forKey: key) as? T
    case is Int.Type: return defaults.integer(forKey: key) as? T
    case is Double.Type: return defaults.double(forKey: key) as? T
    default: return nil
    }
  }
}

/// The views that read each stored key, to re-evaluate when its value changes: through `@AppStorage`, or through
/// `UserDefaults` (its change notification).
@MainActor final class AppStorageReaders {
  static let shared = AppStorageReaders()

  private struct Entry {
    weak var store: UserDefaults?
    let key: String
    var lastValue: Any?
    var readers: [WeakNode]
  }
  private struct WeakNode { weak var node: ViewNode? }
  /// A key in a store.
  private struct StoredKey: Hashable {
    let store: ObjectIdentifier
    let key: String
  }
  private var entries: [StoredKey: Entry] = [:]
  private var observing = false

  private func id(_ key: String, _ store: UserDefaults) -> StoredKey {
    StoredKey(store: ObjectIdentifier(store), key: key)
  }

  func recordRead(of key: String, in store: UserDefaults, by node: ViewNode) {
    let id = id(key, store)
    var entry = entries[id] ?? Entry(store: store, key: key, lastValue: store.object(forKey: key), readers: [])
    if !entry.readers.contains(where: { $0.node === node }) { entry.readers.append(WeakNode(node: node)) }
    entry.readers.removeAll { $0.node == nil }
    entries[id] = entry
    guard !observing else { return }
    observing = true
    _ = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) {
      _ in MainQueue.run { AppStorageReaders.shared.storesChanged() }
    }
  }

  /// A key was written through `@AppStorage`: its readers update.
  func valueChanged(key: String, in store: UserDefaults) {
    let id = id(key, store)
    guard var entry = entries[id] else { return }
    entry.lastValue = store.object(forKey: key)
    entries[id] = entry
    for reader in entry.readers { reader.node?.invalidate() }
  }

  /// Some store changed: readers of keys whose value differs from what they read update.
  func storesChanged() {
    for (id, entry) in entries {
      guard let store = entry.store else {
        entries[id] = nil
        continue
      }
      let value = store.object(forKey: entry.key)
      guard !Self.same(value, entry.lastValue) else { continue }
      valueChanged(key: entry.key, in: store)
    }
  }

  private static func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      guard let a = a as? any Equatable else { return false }
      return equal(a, b)
    default: return false
    }
  }
  private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
}

struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` uses when it names none (nil: `UserDefaults.standard`).
  var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// The store `@AppStorage` properties in this view use when they name none.
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
