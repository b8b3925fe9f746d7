import Foundation

/// One preview of a `previews` value: its view, and the traits its `.preview…` modifiers (and a
/// `preferredColorScheme`) gave it.
package struct PreviewEntry {
  package var view: AnyView
  package var traits: PreviewTraits

  package init(view: AnyView, traits: PreviewTraits) {
    self.view = view
    self.traits = traits
  }

  /// The previews a value lists: the views of `Group`s, `ForEach`es and builder blocks, one by one, with the preview
  /// traits and other modifiers applied around a list applied to each of its views.
  @MainActor package static func split(_ view: any View) -> [PreviewEntry] {
    if let list = view as? any PreviewList { return list.previewViews.flatMap { split($0) } }
    if let modified = view as? any PreviewSplittable { return modified.splitPreviews() }
    return [PreviewEntry(view: AnyView(erasing: view), traits: PreviewTraits())]
  }
}

/// A view that only lists other views (each one is a preview).
@MainActor protocol PreviewList {
  var previewViews: [any View] { get }
}

extension Group: PreviewList { @MainActor var previewViews: [any View] { [content] } }
extension TupleView: PreviewList { @MainActor var previewViews: [any View] { elements } }
extension ForEach: PreviewList where Content: View { @MainActor var previewViews: [any View] { childViews } }
extension IdentifiedContent: PreviewList { @MainActor var previewViews: [any View] { [content] } }
extension _ConditionalContent: PreviewList { @MainActor var previewViews: [any View] { childViews } }
extension Optional: PreviewList where Wrapped: View { @MainActor var previewViews: [any View] { childViews } }
extension EmptyView: PreviewList { @MainActor var previewViews: [any View] { [] } }

/// A modified view whose content may list several previews.
@MainActor protocol PreviewSplittable {
  func splitPreviews() -> [PreviewEntry]
}

extension ModifiedContent: PreviewSplittable where Content: View, Modifier: ViewModifier {
  @MainActor func splitPreviews() -> [PreviewEntry] {
    let parts = PreviewEntry.split(content)
    if let carrier = modifier as? PreviewTraitModifier {
      return parts.map { PreviewEntry(view: $0.view, traits: $0.traits.filled(from: carrier.traits)) }
    }
    var outer = PreviewTraits()
    if let scheme = modifier as? PreferenceWritingModifier<PreferredColorSchemeKey> { outer.colorScheme = scheme.value }
    if parts.count == 1, parts[0].traits == PreviewTraits() {
      return [PreviewEntry(view: AnyView(self), traits: outer)]
    }
    return parts.map { part in
      PreviewEntry(
        view: AnyView(ModifiedContent<AnyView, Modifier>(content: part.view, modifier: modifier)),
        traits: part.traits.filled(from: outer))
    }
  }
}
