import Foundation
import TandemCombine

/// An observable object an ancestor supplied with `environmentObject(_:)`; the view re-evaluates when it changes.
@propertyWrapper @dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyMarker, NodeBindable
where ObjectType.ObjectWillChangePublisher == ObservableObjectPublisher {
  final class Box: @unchecked Sendable {
    weak var node: ViewNode?
  }
  private let box = Box()

  /// Reads the object from the environment.
  public init() {}

  /// The object; traps, as on Apple platforms, when no ancestor supplied one.
  public var wrappedValue: ObjectType {
    nonisolated(unsafe) var object: ObjectType?
    let box = box
    MainActor.assumeIsolated { object = box.node?.environment[object: ObjectType.self] }
    guard let object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
          + "may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  package func bind(to node: ViewNode, key: String) {
    box.node = node
    if let object = node.environment[object: ObjectType.self] {
      ObjectObservation.observe(object, node: node, key: key)
    }
  }
}

/// Supplies an observable object to the view's descendants.
nonisolated struct EnvironmentObjectModifier<T: ObservableObject>: PrimitiveModifier, EnvironmentTransform {
  let object: T
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) { environment[object: T.self] = object }
}

extension View {
  /// Supplies an observable object to this view's descendants (read with `@EnvironmentObject`).
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }
}
