import Foundation

/// Disables the view's controls and gestures (and its descendants'); an ancestor's `.disabled(true)` wins.
nonisolated struct DisabledModifier: PrimitiveModifier, EnvironmentTransform {
  let disabled: Bool
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    if disabled { environment.isEnabled = false }
  }
}

extension View {
  /// Disables (true) or leaves enabled the controls and gestures in this view.
  nonisolated public func disabled(_ disabled: Bool) -> some View { modifier(DisabledModifier(disabled: disabled)) }
}
