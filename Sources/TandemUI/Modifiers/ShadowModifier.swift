import Foundation
import TandemKit

/// Draws a blurred, offset copy of the view's alpha behind it.
nonisolated struct ShadowModifier: PrimitiveModifier {
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat
  @MainActor func makeContent() -> any NodeContent { ShadowContent() }
}

/// Lays out as its content; draws it (with its descendants, as one group) over its shadow.
final class ShadowContent: NodeContent, GroupShadow {
  func shadow(node: ViewNode) -> (color: CGColor, radius: CGFloat, offset: CGSize)? {
    guard let shadow = node.modifier(as: ShadowModifier.self) else { return nil }
    return (shadow.color.resolve(in: node.environment), shadow.radius, CGSize(width: shadow.x, height: shadow.y))
  }
}

/// Content whose subtree casts a shadow.
@MainActor package protocol GroupShadow {
  func shadow(node: ViewNode) -> (color: CGColor, radius: CGFloat, offset: CGSize)?
}

extension View {
  /// Adds a shadow: the view's shape in `color` (black at 33% by default), blurred by `radius`, moved by x and y.
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  )
    -> some View
  {
    modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
  }
}
