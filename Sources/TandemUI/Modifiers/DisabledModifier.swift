import Foundation

/// Disables the view's controls and gestures (and its descendants'); an ancestor's `.disabled(true)` wins.
struct DisabledModifier: PrimitiveModifier, EnvironmentTransform {
  let disabled: Bool
  func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  func apply(to environment: inout EnvironmentValues) {
    if disabled { environment.isEnabled = false }
  }
}

extension View {
  /// Disables (true) or leaves enabled the controls and gestures in this view.
  public func disabled(_ disabled: Bool) -> some View { modifier(DisabledModifier(disabled: disabled)) }
}
