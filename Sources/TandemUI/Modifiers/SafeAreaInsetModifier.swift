import Foundation

/// The top or bottom edge of a view.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable { case top, bottom }

/// Puts a view along one edge and lays the modified view out in what is left, `spacing` apart (0 when nil), as
/// `safeAreaInset` does for content that lays out in its safe area. Linux: the safe area is the host's, not one per
/// view, so the modified view is laid out beside the inset rather than under it (a background the content draws
/// stops at the inset instead of reaching under it).
nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier {
  enum Placement: Equatable {
    case vertical(VerticalEdge, HorizontalAlignment)
    case horizontal(HorizontalEdge, VerticalAlignment)
  }
  let placement: Placement
  let spacing: CGFloat?
  let inset: Inset

  func body(content: Content) -> some View {
    switch placement {
    case .vertical(let edge, let alignment):
      let bar = inset.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
      VStack(spacing: spacing ?? 0) {
        if edge == .top { bar }
        content.frame(maxHeight: .infinity)
        if edge == .bottom { bar }
      }
    case .horizontal(let edge, let alignment):
      let bar = inset.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
      HStack(spacing: spacing ?? 0) {
        if edge == .leading { bar }
        content.frame(maxWidth: .infinity)
        if edge == .trailing { bar }
      }
    }
  }
}

extension View {
  /// Shows `content` along the top or bottom edge, the view laid out in the rest (a bottom bar over a screen).
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SafeAreaInsetModifier(placement: .vertical(edge, alignment), spacing: spacing, inset: content()))
  }

  /// Shows `content` along the leading or trailing edge, the view laid out in the rest.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SafeAreaInsetModifier(placement: .horizontal(edge, alignment), spacing: spacing, inset: content()))
  }
}
