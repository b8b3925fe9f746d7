import Foundation

extension View {
  /// Sets a preference's value from an anchor of this view's geometry (its bounds, a point of it), updated
  /// whenever the view is placed somewhere else.
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(AnchorPreferenceModifier<A, K>(source: value, transform: transform))
  }

  /// Changes a preference's value as it leaves this view, with an anchor of this view's geometry.
  nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(AnchorPreferenceModifier<A, K>(source: value, transforming: transform))
  }
}

/// `anchorPreference` and `transformAnchorPreference`: the key's value made from where the view is placed.
nonisolated struct AnchorPreferenceModifier<A, K: PreferenceKey>: PrimitiveModifier {
  let source: Anchor<A>.Source
  /// Makes the subtree's value from the anchor and the content's value (nil when nothing inside sets the key).
  let make: (K.Value?, Anchor<A>) -> K.Value

  init(source: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) {
    self.source = source
    make = { _, anchor in transform(anchor) }
  }
  init(source: Anchor<A>.Source, transforming: @escaping (inout K.Value, Anchor<A>) -> Void) {
    self.source = source
    make = { content, anchor in
      var value = content ?? K.defaultValue
      transforming(&value, anchor)
      return value
    }
  }
  @MainActor func makeContent() -> any NodeContent { AnchorPreferenceContent<A, K>() }
}

/// Lays out as its content; contributes the key's value for the frame it was last placed in (nothing before it
/// is placed), and again whenever it is placed elsewhere.
final class AnchorPreferenceContent<A, K: PreferenceKey>: NodeContent, LayoutOnly, PreferenceContributing {
  private var modifier: AnchorPreferenceModifier<A, K>?
  private var placed: CGRect?
  var preferenceKey: ObjectIdentifier { ObjectIdentifier(K.self) }

  func update(from view: any View, node: ViewNode) {
    modifier = node.modifier(as: AnchorPreferenceModifier<A, K>.self)
    // The transform is a closure: every update may change the value.
    if placed != nil { contributionChanged(node: node) }
  }

  func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren { child.place(in: bounds) }
    guard bounds != placed else { return }
    placed = bounds
    contributionChanged(node: node)
  }

  func contribute(_ childrenValue: Any?) -> Any? {
    guard let modifier, let placed else { return childrenValue }
    return modifier.make(childrenValue as? K.Value, modifier.source.anchor(in: placed))
  }
}
