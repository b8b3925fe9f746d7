import Foundation

/// A modifier that turns a view into another: `body(content:)` describes the result.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its body sees it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: any View
  @MainActor package func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// A modifier Tandem lays out or draws itself.
@MainActor package protocol PrimitiveModifier: ViewModifier where Body == Never {
  func makeContent() -> any NodeContent
  /// The child views of the modified view (the content, plus e.g. a background).
  func childViews(content: any View) -> [any View]
}

extension PrimitiveModifier {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
  package func childViews(content: any View) -> [any View] { [content] }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  package static func copyModifier<M>(of view: UnsafePointer<Self>, into destination: UnsafeMutablePointer<M>)
    -> Bool
  {
    // The content of the modifier's node asks for the modifier's own type: no cast.
    if Modifier.self == M.self {
      UnsafeMutableRawPointer(destination).initializeMemory(
        as: Modifier.self, repeating: view.pointee.modifier, count: 1)
      return true
    }
    return copy(view.pointee.modifier, castInto: destination)
  }
  /// The cast for a protocol type a modifier may conform to (apart, so the exact-type path needs no `M?`).
  @inline(never) private static func copy<M>(_ modifier: Modifier, castInto destination: UnsafeMutablePointer<M>)
    -> Bool
  {
    guard let cast = modifier as? M else { return false }
    destination.initialize(to: cast)
    return true
  }
  package func makeContent() -> any NodeContent {
    if let primitive = modifier as? any PrimitiveModifier { return primitive.makeContent() }
    return Modifier.self is any GeometryEffect.Type ? GeometryEffectContent() : PassthroughContent()
  }
  package var childViews: [any View] {
    if let primitive = modifier as? any PrimitiveModifier { return primitive.childViews(content: content) }
    if Modifier.self is any GeometryEffect.Type { return [content] }
    return [ModifierBody(modifier: modifier, content: content)]
  }
  /// With the same modifier, a different value differs in its content; the node's only child is the content
  /// itself when the modifier is primitive and shows nothing beside it (a body's child also holds the modifier).
  package func differsOnlyInChild(from other: Self) -> Bool {
    (Modifier.self is any PrimitiveModifier.Type || Modifier.self is any GeometryEffect.Type)
      && ViewEquality.sameValue(modifier, other.modifier)
  }
}

/// Evaluates a custom modifier's body as a composite view (so its dynamic properties have a node).
nonisolated struct ModifierBody<Modifier: ViewModifier>: View, ModifierBodyView {
  var modifier: Modifier
  @MainActor var modifierValue: Any { modifier }
  let content: any View
  @MainActor var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: content)) }
}

extension View {
  /// Applies a modifier.
  nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// An `Animatable` modifier's data animates as its body view's.
extension ModifierBody: Animatable where Modifier: Animatable {
  var animatableData: Modifier.AnimatableData {
    get { modifier.animatableData }
    set { modifier.animatableData = newValue }
  }
}

/// A custom modifier's body view; its dynamic properties are the modifier's.
@MainActor protocol ModifierBodyView {
  var modifierValue: Any { get }
}

extension ViewNode {
  /// The modifier of this node's view, if it is a `ModifiedContent` with a modifier of type `M`.
  func modifier<M>(as type: M.Type) -> M? {
    withTemporary(of: M.self) { destination in
      typeInfo.copyModifier(of: view, into: destination) ? destination.move() : nil
    }
  }
}

/// Calls `body` with room for one uninitialized `M` on the stack. Nonisolated: Swift 6 puts a main-actor check at
/// the start of every isolated closure handed to the standard library, and modifiers are read for every node.
nonisolated private func withTemporary<M, R>(of type: M.Type, _ body: (UnsafeMutablePointer<M>) -> R) -> R {
  withUnsafeTemporaryAllocation(of: M.self, capacity: 1) { body($0.baseAddress!) }
}
