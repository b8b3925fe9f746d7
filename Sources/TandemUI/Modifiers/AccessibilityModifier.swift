import Foundation

/// Overrides what assistive technologies (and the test driver) see for a view.
nonisolated struct AccessibilityModifier: PrimitiveModifier {
  var label: String?
  var identifier: String?
  var isHidden = false
  @MainActor func makeContent() -> any NodeContent { AccessibilityContent() }
}

/// Lays out as its content; carries the accessibility overrides.
final class AccessibilityContent: NodeContent, LayoutOnly {
  var isTransparent: Bool { true }
}

extension View {
  /// The label VoiceOver reads for this view.
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityModifier(label: label.content))
  }
  /// The label VoiceOver reads for this view.
  nonisolated public func accessibilityLabel(_ label: String) -> some View {
    modifier(AccessibilityModifier(label: label))
  }
  /// An identifier for UI tests.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityModifier(identifier: identifier))
  }
  /// Hides the view (and its descendants) from assistive technologies.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AccessibilityModifier(isHidden: hidden))
  }
}
