import Foundation

/// A value the scene keeps for state restoration: it lasts while the scene's session does — on Linux, across
/// launches of the app's one scene — apart from every other scene's. Read and written like `@AppStorage` (reading
/// it in a body makes the body depend on it); the values live in a store of their own (`SceneStorageStore`), not
/// the app's defaults.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty, NodeBindable {
  private let storage: AppStorage<Value>

  private init(_ storage: AppStorage<Value>) { self.storage = storage }

  /// The restored value, or the default when the scene has none.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { storage.projectedValue }

  package func bind(to node: ViewNode, key: String) { storage.bind(to: node, key: key) }

  /// A Boolean kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// A number kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// A URL kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// Data kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An enumeration kept as its integer raw value.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable & Sendable, Value.RawValue == Int {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An enumeration kept as its string raw value.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable & Sendable, Value.RawValue == String {
    self.init(AppStorage(wrappedValue: wrappedValue, SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key`.
  public init(_ key: String) where Value == Bool? {
    self.init(AppStorage(SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An optional integer kept under `key`.
  public init(_ key: String) where Value == Int? {
    self.init(AppStorage(SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An optional number kept under `key`.
  public init(_ key: String) where Value == Double? {
    self.init(AppStorage(SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An optional string kept under `key`.
  public init(_ key: String) where Value == String? {
    self.init(AppStorage(SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// An optional URL kept under `key`.
  public init(_ key: String) where Value == URL? {
    self.init(AppStorage(SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
  /// Optional data kept under `key`.
  public init(_ key: String) where Value == Data? {
    self.init(AppStorage(SceneStorageStore.key(key), store: SceneStorageStore.defaults))
  }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

/// Where scene storage lives: a defaults suite of its own, keys prefixed with the scene's identifier (the app's
/// one scene on Linux).
package enum SceneStorageStore {
  /// The suite (thread-safe, as `UserDefaults` is).
  nonisolated(unsafe) package static var defaults: UserDefaults =
    UserDefaults(suiteName: "\(ProcessInfo.processInfo.processName).SceneStorage") ?? .standard
  /// The scene whose values are read and written.
  nonisolated(unsafe) package static var sceneIdentifier = "main"

  static func key(_ key: String) -> String { "\(sceneIdentifier).\(key)" }
}
