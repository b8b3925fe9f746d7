import Foundation

/// Overrides what assistive technologies (and the test driver) see for a view.
nonisolated struct AccessibilityModifier: PrimitiveModifier {
  var label: String?
  var identifier: String?
  var value: String?
  var isHidden = false
  /// Whether the view becomes one element standing for its children (`accessibilityElement(children:)`).
  var children: AccessibilityChildBehavior?
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
  /// The value VoiceOver reads for this view (a setting's state, a gauge's level).
  nonisolated public func accessibilityValue(_ value: Text) -> some View {
    modifier(AccessibilityModifier(value: value.content))
  }
  /// The value VoiceOver reads for this view.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    modifier(AccessibilityModifier(value: String(value)))
  }
  /// Makes this view one accessibility element: `.combine` names it by its children's text, `.ignore` hides the
  /// children (name it with `accessibilityLabel`), `.contain` keeps the children as elements.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(AccessibilityModifier(children: children))
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

/// How an accessibility element made from a view treats the view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case ignore, combine, contain }
  let kind: Kind
  /// The children are not elements; the element has only what modifiers give it.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// The children's text becomes the element's label.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
  /// The children stay elements of their own.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
}
