import Foundation

/// Gives a view a tag: the value a picker (or tab view) selects when this view is chosen.
nonisolated struct TagModifier: PrimitiveModifier {
  let tag: AnyHashable
  @MainActor func makeContent() -> any NodeContent { TagContent() }
}

extension TagModifier {
  /// The tag set on a view value (its outermost `.tag`), if any.
  @MainActor static func tag(of view: any View) -> AnyHashable? {
    ViewTypeInfo.outermostModifier(TagModifier.self, of: view)?.tag
  }
}

/// Lays out as its content; carries the tag.
final class TagContent: NodeContent, LayoutOnly {
  var isTransparent: Bool { true }
}

extension View {
  /// Tags the view with a value: a picker's option selects it (an optional selection matches the value it wraps).
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}
