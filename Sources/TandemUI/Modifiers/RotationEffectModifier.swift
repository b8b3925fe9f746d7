import Foundation
import TandemKit

/// Rotates the view's drawing (and where it takes touches) around an anchor, without changing its layout.
nonisolated struct RotationEffectModifier: PrimitiveModifier {
  let angle: Angle
  let anchor: UnitPoint
  @MainActor func makeContent() -> any NodeContent { RotationEffectContent() }
}

/// Lays out as its content; draws it rotated (clockwise for positive angles, as on iOS, whose y axis points down).
final class RotationEffectContent: NodeContent, DrawingTransform {
  /// The angle in radians, animated when a change animates.
  private let attribute = PresentedAttribute<Double>("SwiftUI.rotation")
  func update(from view: any View, node: ViewNode) {
    if let effect = node.modifier(as: RotationEffectModifier.self) {
      attribute.update(effect.angle.radians, node: node)
    }
  }
  func transform(node: ViewNode) -> CGAffineTransform? {
    guard let effect = node.modifier(as: RotationEffectModifier.self) else { return nil }
    let radians = attribute.shown ?? effect.angle.radians
    guard radians != 0 else { return nil }
    return node.transform(CGAffineTransform(rotationAngle: radians), about: effect.anchor)
  }
}

extension View {
  /// Rotates the view's drawing by `angle` around `anchor` (its centre by default); its layout is unchanged.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(RotationEffectModifier(angle: angle, anchor: anchor))
  }
}
