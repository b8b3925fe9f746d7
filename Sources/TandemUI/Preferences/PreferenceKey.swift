import Foundation

/// A named value a view produces for its ancestors: values set in a subtree are combined, in view order, with
/// `reduce(value:nextValue:)`; a subtree that sets none has `defaultValue`.
public protocol PreferenceKey {
  /// The type of the preference's value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
  /// Combines the value accumulated so far with the next one in view order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Sets a preference's value for this view (replacing what its content set for the key).
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(value: value))
  }

  /// Changes a preference's value as it leaves this view (what its content set, or the default).
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformingModifier<K>(transform: callback))
  }

  /// Performs `action` with a preference's value from this view's content when it first appears and whenever
  /// it changes (after the update that changed it).
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceReadingModifier<K>(action: action))
  }
}

/// `preference(key:value:)`: sets the key's value for the subtree.
nonisolated struct PreferenceWritingModifier<K: PreferenceKey>: PrimitiveModifier {
  let value: K.Value
  @MainActor func makeContent() -> any NodeContent { PreferenceWritingContent<K>() }
}

/// `transformPreference(_:_:)`: changes the subtree's value of the key.
nonisolated struct PreferenceTransformingModifier<K: PreferenceKey>: PrimitiveModifier {
  let transform: (inout K.Value) -> Void
  @MainActor func makeContent() -> any NodeContent { PreferenceTransformingContent<K>() }
}

/// `onPreferenceChange(_:perform:)`: reads the content's value of the key after updates.
nonisolated struct PreferenceReadingModifier<K: PreferenceKey>: PrimitiveModifier where K.Value: Equatable {
  let action: (K.Value) -> Void
  @MainActor func makeContent() -> any NodeContent { PreferenceReadingContent<K>() }
}
