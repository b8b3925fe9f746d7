import Foundation

/// What the graph knows about one view type — whether its values are primitive views and how to read one as
/// such — found once per type. A value is then read as its own static type (it is known to be one), never
/// boxed as a protocol existential nor cast to one, so building and reconciling nodes costs no conformance
/// lookups and no copies of the view into boxes.
@MainActor class ViewTypeInfo {
  /// The info of a value's type.
  static func of(_ view: any View) -> ViewTypeInfo {
    let key = ObjectIdentifier(type(of: view))
    // A direct-mapped cache in front of the dictionary: the few types a graph builds most hit it without hashing.
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (recentTypes.count - 1)
    if let recent = recentTypes[slot], recent.key == key { return recent.info }
    let info: ViewTypeInfo
    if let known = byType[key] {
      info = known
    } else {
      info = make(for: view)
      byType[key] = info
    }
    recentTypes[slot] = (key, info)
    return info
  }
  @exclusivity(unchecked) private static var byType: [ObjectIdentifier: ViewTypeInfo] = [:]
  @exclusivity(unchecked) private static var recentTypes = [(key: ObjectIdentifier, info: ViewTypeInfo)?](
    repeating: nil, count: 64)

  private static func make(for view: any View) -> ViewTypeInfo {
    if let primitive = view as? any PrimitiveView { return primitiveInfo(primitive) }
    if let representable = view as? any UIViewRepresentable { return viewRepresentableInfo(representable) }
    if let representable = view as? any UIViewControllerRepresentable {
      return controllerRepresentableInfo(representable)
    }
    if let animatable = view as? any Animatable { return animatableInfo(animatable) }
    return ViewTypeInfo()
  }
  private static func animatableInfo<A: Animatable>(_: A) -> ViewTypeInfo {
    A.AnimatableData.self == EmptyAnimatableData.self ? ViewTypeInfo() : AnimatableTypeInfo<A>()
  }
  private static func primitiveInfo<P: PrimitiveView>(_: P) -> ViewTypeInfo { PrimitiveTypeInfo<P>() }
  private static func viewRepresentableInfo<R: UIViewRepresentable>(_: R) -> ViewTypeInfo {
    RepresentableTypeInfo { UIViewRepresentableContent<R>() }
  }
  private static func controllerRepresentableInfo<R: UIViewControllerRepresentable>(_: R) -> ViewTypeInfo {
    RepresentableTypeInfo { UIViewControllerRepresentableContent<R>() }
  }

  /// Whether the type's values are laid out and drawn by node content (primitive views and representables);
  /// a composite view's body describes it instead. The members below describe a composite type.
  var isPrimitive: Bool { false }
  /// The content of a node of the type: a composite view's node only groups its body's node.
  func makeContent(for view: any View) -> any NodeContent { PassthroughContent() }
  /// The value a composite view's body is evaluated on: an `Animatable` view's with its data as its animation
  /// presents it now (`AnimatableTypeInfo`), any other the node's own.
  func bodyInput(of node: ViewNode) -> any View { node.view }
  /// A primitive value's child views (a composite view's child is its body, which the graph evaluates).
  func childViews(of view: any View) -> [any View] { [] }
  /// The identity a value gives itself in place of its position (`.id(_:)`, a ForEach element), if any.
  func explicitIdentity(of view: any View) -> AnyHashable? { nil }
  /// Copies the modifier of a modified view into `destination` when it is an `M`; whether it did.
  func copyModifier<M>(of view: any View, into destination: UnsafeMutablePointer<M>) -> Bool { false }
  /// Given that two values of the type are different inputs, whether their only child views are known to differ
  /// (`PrimitiveView.differsOnlyInChild(from:)`).
  func differsOnlyInChild(_ old: any View, _ new: any View) -> Bool { false }
}

/// A primitive view type: values are read as `P` itself.
private final class PrimitiveTypeInfo<P: PrimitiveView>: ViewTypeInfo {
  /// Calls `body` with the address of a value of this type read as `P` (its dynamic type is `P`: the info is the
  /// type's). An address rather than a value: passing the value on would copy it whole (a modified view holds all
  /// the views it modifies).
  private func open<R>(_ view: any View, _ body: (UnsafePointer<P>) -> R) -> R {
    func project<V: View>(_ value: V) -> R {
      assert(V.self == P.self, "a view read through another type's info")
      return withAddress(of: value, as: P.self, body)
    }
    return project(view)
  }
  override var isPrimitive: Bool { true }
  override func makeContent(for view: any View) -> any NodeContent { open(view) { $0.pointee.makeContent() } }
  override func childViews(of view: any View) -> [any View] { open(view) { $0.pointee.childViews } }
  override func explicitIdentity(of view: any View) -> AnyHashable? { open(view) { P.explicitIdentity(of: $0) } }
  override func copyModifier<M>(of view: any View, into destination: UnsafeMutablePointer<M>) -> Bool {
    open(view) { P.copyModifier(of: $0, into: destination) }
  }
  override func differsOnlyInChild(_ old: any View, _ new: any View) -> Bool {
    guard Swift.type(of: new) == P.self else { return false }
    return open(old) { old in open(new) { old.pointee.differsOnlyInChild(from: $0.pointee) } }
  }
}

/// A composite view type that is `Animatable` with data to animate (a custom modifier's body is one when the
/// modifier is): a change of its data in an animated update travels there frame by frame, the body evaluated at
/// each value in between.
private final class AnimatableTypeInfo<A: Animatable>: ViewTypeInfo {
  private static var key: String { "SwiftUI.animatableData" }
  override func bodyInput(of node: ViewNode) -> any View {
    guard let value = node.view as? A else { return node.view }
    let attribute = PresentedAttribute<A.AnimatableData>.kept(
      in: &node.persistentStorage[Self.key], name: Self.key, reevaluates: true)
    attribute.update(value.animatableData, node: node)
    guard attribute.presented != nil else { return node.view }
    return value.presented(by: attribute) as? any View ?? node.view
  }
}

/// A representable type: its node's content makes and updates the UIKit side (reading the representable from the
/// node's view); it has no child views.
private final class RepresentableTypeInfo: ViewTypeInfo {
  let make: () -> any NodeContent
  init(_ make: @escaping () -> any NodeContent) { self.make = make }
  override var isPrimitive: Bool { true }
  override func makeContent(for view: any View) -> any NodeContent { make() }
}

extension ViewTypeInfo {
  /// The modifier of a type a view value is modified by at its outermost level (`.tag`, `.tabItem`), if any.
  static func outermostModifier<M>(_ type: M.Type, of view: any View) -> M? {
    withUnsafeTemporaryAllocation(of: M.self, capacity: 1) { buffer in
      of(view).copyModifier(of: view, into: buffer.baseAddress!) ? buffer.baseAddress!.move() : nil
    }
  }
}

/// Calls `body` with the address of `value` read as a `P` (its dynamic type). Nonisolated: Swift 6 puts a main-actor
/// check at the start of every isolated closure handed to the standard library, and this runs for every node.
nonisolated private func withAddress<V, P, R>(of value: V, as type: P.Type, _ body: (UnsafePointer<P>) -> R) -> R {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: P.self)) }
}
