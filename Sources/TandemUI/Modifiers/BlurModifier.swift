import Foundation
import TandemGraphics
import TandemKit

/// Blurs the view and its descendants, drawn as one group, with a Gaussian blur.
nonisolated struct BlurModifier: PrimitiveModifier {
  let radius: CGFloat
  let opaque: Bool
  @MainActor func makeContent() -> any NodeContent { BlurContent() }
}

/// Lays out as its content; draws it blurred.
final class BlurContent: NodeContent, GroupBlur {
  func blur(node: ViewNode) -> (radius: CGFloat, opaque: Bool)? {
    guard let modifier = node.modifier(as: BlurModifier.self), modifier.radius > 0 else { return nil }
    return (modifier.radius, modifier.opaque)
  }
}

/// Content that draws its subtree as one group, blurred.
@MainActor package protocol GroupBlur {
  /// The blur's radius (the Gaussian's standard deviation, in points) and whether it keeps its edges opaque, or
  /// nil for none.
  func blur(node: ViewNode) -> (radius: CGFloat, opaque: Bool)?
}

extension ViewNode {
  /// How far a blur of `radius` spreads a view's drawing past its frame (three standard deviations).
  static func blurReach(_ radius: CGFloat) -> CGFloat { (3 * radius).rounded(.up) }
}

extension View {
  /// Blurs the view by `radius` points; an `opaque` blur keeps the view's edges opaque instead of fading out past
  /// them.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(BlurModifier(radius: max(radius, 0), opaque: opaque))
  }
}
