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
  /// The scale, animated when a change animates.
  private let attribute = PresentedAttribute<CGSize>("SwiftUI.scale")
  func update(from view: any View, node: ViewNode) {
    if let effect = node.modifier(as: ScaleEffectModifier.self) { attribute.update(effect.scale, node: node) }
  }
  func transform(node: ViewNode) -> CGAffineTransform? {
    guard let effect = node.modifier(as: ScaleEffectModifier.self) else { return nil }
    let scale = attribute.shown ?? effect.scale
    guard scale != CGSize(width: 1, height: 1) else { return nil }
    return node.transform(CGAffineTransform(scaleX: scale.width, y: scale.height), about: effect.anchor)
  }
}

extension ViewNode {
  /// `transform` applied about a point of the node's frame (graph coordinates), as the effects' anchors say.
  func transform(_ transform: CGAffineTransform, about anchor: UnitPoint) -> CGAffineTransform {
    let point = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
    return CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(transform)
      .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
  }
}

/// Content that draws its subtree through a transform (hit-testing undoes it).
@MainActor package protocol DrawingTransform {
  /// The transform, in graph coordinates, or nil for none (for a projection: its affine approximation, which
  /// hit-testing and geometry use).
  func transform(node: ViewNode) -> CGAffineTransform?
  /// A projective transform the drawing goes through instead, in graph coordinates (nil: the affine one).
  func projection(node: ViewNode) -> ProjectionTransform?
}

extension DrawingTransform {
  package func projection(node: ViewNode) -> ProjectionTransform? { nil }
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
