import Foundation

/// Sets the priority a stack offers the view space with: higher priorities are sized first, from what the
/// lower-priority children's minimum sizes leave.
nonisolated struct LayoutPriorityModifier: PrimitiveModifier {
  let priority: Double
  @MainActor func makeContent() -> any NodeContent { LayoutPriorityContent() }
}

/// Lays out as its content; carries the priority for the enclosing stack.
final class LayoutPriorityContent: NodeContent, LayoutOnly {}

extension ViewNode {
  /// The view's layout priority (0 unless set; spacers come after every priority).
  var layoutPriority: Double {
    if let cached = cachedLayoutPriority { return cached }
    let priority =
      content is SpacerContent
      ? -.infinity
      : content is LayoutPriorityContent ? modifier(as: LayoutPriorityModifier.self)?.priority ?? 0 : 0
    cachedLayoutPriority = priority
    return priority
  }
}

extension View {
  /// Sets the priority of this view when its stack divides space.
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}
