import Foundation
import Observation

/// Makes bindings to the properties of an `@Observable` model (`$model.property`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The model.
  public var wrappedValue: Value
  /// Bindings to the model's properties.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps a model.
  nonisolated public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  /// Wraps a model.
  nonisolated public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }
  /// Wraps another Bindable's model.
  nonisolated public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to a property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty, DynamicPropertyMarker {}
