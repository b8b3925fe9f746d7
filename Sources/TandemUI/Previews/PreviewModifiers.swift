import Foundation

/// What the `.preview…` modifiers say about a preview; nil fields are unset.
package struct PreviewTraits: Equatable {
  package var displayName: String?
  package var device: PreviewDevice?
  package var layout: PreviewLayout?
  package var orientation: InterfaceOrientation?
  package var colorScheme: ColorScheme?

  /// These traits, with `outer`'s filling the fields these leave unset (the modifier nearest the view wins).
  package func filled(from outer: PreviewTraits) -> PreviewTraits {
    PreviewTraits(
      displayName: displayName ?? outer.displayName, device: device ?? outer.device, layout: layout ?? outer.layout,
      orientation: orientation ?? outer.orientation, colorScheme: colorScheme ?? outer.colorScheme)
  }
}

/// Carries preview traits for `PreviewRenderer`; lays out and draws exactly as its content.
nonisolated struct PreviewTraitModifier: PrimitiveModifier {
  let traits: PreviewTraits
  @MainActor func makeContent() -> any NodeContent { PassthroughContent() }
}

extension View {
  /// The container a preview is shown in. At run time this does nothing, as on iOS.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(layout: value)))
  }
  /// The device a preview runs on (nil: the default). At run time this does nothing, as on iOS.
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(device: value)))
  }
  /// The name a preview is shown under. At run time this does nothing, as on iOS.
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(displayName: value)))
  }
  /// The orientation a preview is shown in. At run time this does nothing, as on iOS.
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(orientation: value)))
  }
}
