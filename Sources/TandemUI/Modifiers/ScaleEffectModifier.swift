import Foundation
import TandemKit

/// Scales the view's drawing (and where it takes touches) around an anchor, without changing its layout.
nonisolated struct ScaleEffectModifier: PrimitiveModifier {
  let scale: CGSize
  let anchor: UnitPoint
  @MainActor func makeContent() -> any NodeContent { ScaleEffectContent() }
}

/// Lays out as its content; draws it scaled.
final class ScaleEffectContent: NodeContent, DrawingTransform {
  func transform(node: ViewNode) -> CGAffineTransform? {
    guard let effect = node.modifier(as: ScaleEffectModifier.self), effect.scale != CGSize(width: 1, height: 1)
    else { return nil }
    let anchor = CGPoint(
      x: node.frame.minX + node.frame.width * effect.anchor.x, y: node.frame.minY + node.frame.height * effect.anchor.y)
    return CGAffineTransform(translationX: anchor.x, y: anchor.y).scaledBy(
      x: effect.scale.width, y: effect.scale.height
    )
    .translatedBy(x: -anchor.x, y: -anchor.y)
  }
}

/// Content that draws its subtree through a transform (hit-testing undoes it).
@MainActor package protocol DrawingTransform {
  /// The transform, in graph coordinates, or nil for none.
  func transform(node: ViewNode) -> CGAffineTransform?
}

extension View {
  /// Scales the view's drawing by `s` around `anchor` (its centre by default).
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(ScaleEffectModifier(scale: CGSize(width: s, height: s), anchor: anchor))
  }
  /// Scales the view's drawing by `scale` (width and height factors) around `anchor`.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(ScaleEffectModifier(scale: scale, anchor: anchor))
  }
  /// Scales the view's drawing by `x` horizontally and `y` vertically around `anchor`.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    modifier(ScaleEffectModifier(scale: CGSize(width: x, height: y), anchor: anchor))
  }
}
