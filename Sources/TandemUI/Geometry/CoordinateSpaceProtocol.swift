import Foundation

/// A coordinate space to measure a frame in (iOS 17's form of `CoordinateSpace`).
public protocol CoordinateSpaceProtocol {
  /// The coordinate space it stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinate space an ancestor named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
  /// The space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The window's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// A view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space an ancestor named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

/// Names the view's coordinate space for the views inside it.
nonisolated struct CoordinateSpaceModifier: PrimitiveModifier {
  let name: AnyHashable
  @MainActor func makeContent() -> any NodeContent { CoordinateSpaceContent() }
}

/// Lays out as its content; its frame is the named space's origin.
final class CoordinateSpaceContent: NodeContent, LayoutOnly {}

extension View {
  /// Names this view's coordinate space, so frames inside can be measured in it (`.named(name)`).
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
  /// Names this view's coordinate space (iOS 17's form).
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }
}
