import Foundation

extension View {
  /// Puts a view made from a preference's value (as this view's content sets it) in front of this view, sized to
  /// it and aligned in it; the view is made again whenever the value changes.
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<K, V>(make: transform, alignment: alignment, isInFront: true))
  }

  /// Puts a view made from a preference's value (as this view's content sets it) behind this view.
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<K, V>(make: transform, alignment: alignment, isInFront: false))
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a layer made from the content's value of a key.
nonisolated struct PreferenceLayerModifier<K: PreferenceKey, V: View>: PrimitiveModifier, LayerModifier {
  let make: (K.Value) -> V
  let alignment: Alignment
  let isInFront: Bool
  @MainActor func makeContent() -> any NodeContent { PreferenceLayerContent<K, V>() }
}

/// Lays out as an overlay or background (`LayeredContent`); its layer is made from the value its content's
/// subtree produces for the key, and made again after an update that changed that value.
final class PreferenceLayerContent<K: PreferenceKey, V: View>: NodeContent, LayoutOnly, SpacingProviding,
  ChildViewsProviding, PreferenceReading
{
  private let layers = LayeredContent()
  private var shown: K.Value?

  /// The content's node among the children ([content, layer] in front, [layer, content] behind).
  private func contentNode(_ node: ViewNode) -> ViewNode? {
    guard node.children.count == 2, let modifier = node.modifier(as: PreferenceLayerModifier<K, V>.self) else {
      return nil
    }
    return modifier.isInFront ? node.children[0] : node.children[1]
  }

  func childViews(node: ViewNode) -> [any View] {
    guard let view = node.view as? any ModifiedContentUnwrapping,
      let modifier = node.modifier(as: PreferenceLayerModifier<K, V>.self)
    else { return [] }
    let value = contentNode(node)?.preferenceValue(K.self) ?? K.defaultValue
    shown = value
    node.graph.registerPreferenceReader(node)
    // The layer's view may read state its modifier's view did not: a change of it makes the layer again.
    var layer: V?
    ViewGraph.readingAsDependencies(of: node) { layer = modifier.make(value) }
    return modifier.isInFront ? [view.modifiedContent, layer!] : [layer!, view.modifiedContent]
  }

  func readPreference(node: ViewNode) -> (() -> Void)? {
    guard let content = contentNode(node) else { return nil }
    let value = content.preferenceValue(K.self)
    if let shown, PreferenceEquality.same(shown, value) { return nil }
    shown = value
    return { [weak node] in node?.invalidate() }
  }

  func spacing(node: ViewNode) -> ViewSpacing { layers.spacing(node: node) }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    layers.sizeThatFits(proposal, node: node)
  }
  func place(in bounds: CGRect, node: ViewNode) { layers.place(in: bounds, node: node) }
}
