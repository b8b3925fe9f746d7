import Foundation
import TandemKit

/// Mirrors the view's drawing horizontally when the layout direction is right to left (and `enabled`).
nonisolated struct FlipsForRightToLeftModifier: PrimitiveModifier {
  let enabled: Bool
  @MainActor func makeContent() -> any NodeContent { FlipsForRightToLeftContent() }
}

/// Lays out as its content; draws it mirrored across its frame's vertical centre line right to left.
final class FlipsForRightToLeftContent: NodeContent, DrawingTransform {
  func transform(node: ViewNode) -> CGAffineTransform? {
    guard let flip = node.modifier(as: FlipsForRightToLeftModifier.self), flip.enabled,
      node.environment.layoutDirection == .rightToLeft
    else { return nil }
    return .mirroring(acrossX: node.frame.midX)
  }
}

extension View {
  /// Mirrors this view's drawing horizontally in a right-to-left layout (for images and shapes that point a way,
  /// such as arrows); it lays out, and takes touches, where it would anyway.
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(FlipsForRightToLeftModifier(enabled: enabled))
  }
}
