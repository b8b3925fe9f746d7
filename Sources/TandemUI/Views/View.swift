import Foundation
import TandemKit

/// A piece of user interface: a value whose `body` describes its content, built from other views.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view Tandem draws and lays out itself (its `Body` is `Never`).
@MainActor package protocol PrimitiveView: View where Body == Never {
  /// Makes the node content that lays out and draws this view.
  func makeContent() -> any NodeContent
  /// The child views (in order) this view contains.
  var childViews: [any View] { get }
  /// The identity the view at `view` gives itself in place of its position (`.id(_:)`, a ForEach element), if
  /// any. Static, on the value's address, as `copyModifier`.
  static func explicitIdentity(of view: UnsafePointer<Self>) -> AnyHashable?
  /// Copies the modifier of the modified view at `view` into `destination` (uninitialized) when it is an `M`, and
  /// says whether it did (its node's content reads the modifier's parameters). An out-pointer rather than an
  /// `M?`: read through a type's info the call is not specialized, and an optional result would look up `M?`'s
  /// metadata on every call. The view is read in place: a copy of it would copy every view it modifies.
  static func copyModifier<M>(of view: UnsafePointer<Self>, into destination: UnsafeMutablePointer<M>) -> Bool
  /// Given that `other` is a different input, whether the difference is known to lie in the view's only child
  /// view (so that child differs too, without comparing it again): a modified view whose modifier is the same.
  func differsOnlyInChild(from other: Self) -> Bool
}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
  package var childViews: [any View] { [] }
  package static func explicitIdentity(of view: UnsafePointer<Self>) -> AnyHashable? { nil }
  package static func copyModifier<M>(of view: UnsafePointer<Self>, into destination: UnsafeMutablePointer<M>)
    -> Bool
  { false }
  package func differsOnlyInChild(from other: Self) -> Bool { false }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
  nonisolated public init() {}
  @MainActor package func makeContent() -> any NodeContent { EmptyContent() }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
  package let wrapped: any View
  /// Wraps a view.
  nonisolated public init<V: View>(_ view: V) { wrapped = view }
  /// Wraps any view value.
  nonisolated public init<V: View>(erasing view: V) { wrapped = view }
  @MainActor package func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor package var childViews: [any View] { [wrapped] }
  /// The wrapped view is all there is to compare.
  @MainActor package func differsOnlyInChild(from other: AnyView) -> Bool { true }
}

/// A group of views laid out by its container.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  package let content: Content
  /// Groups views.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor package func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// The views of a `@ViewBuilder` block.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  package let elements: [any View]
  package init(value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }
  @MainActor package func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor package var childViews: [any View] { elements }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  package enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  package let storage: Storage
  @MainActor package func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor package var childViews: [any View] {
    switch storage {
    case .trueContent(let v): [v]
    case .falseContent(let v): [v]
    }
  }
  /// Which branch is shown (part of the children's identity).
  @MainActor package var branch: Int {
    if case .trueContent = storage { return 0 }
    return 1
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  package func makeContent() -> any NodeContent { PassthroughContent() }
  package var childViews: [any View] { self.map { [$0] } ?? [] }
}

/// Builds views from a closure's statements.
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    var elements: [any View] = []
    for view in repeat each content { elements.append(view) }
    return TupleView(value: (repeat each content), elements: elements)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
