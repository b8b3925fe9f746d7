import Foundation
import TandemKit

/// Rotates the view's drawing in three dimensions about an axis through an anchor; its layout is unchanged.
nonisolated struct Rotation3DEffectModifier: PrimitiveModifier {
  let angle: Angle
  let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  let anchor: UnitPoint
  @MainActor func makeContent() -> any NodeContent { Rotation3DEffectContent() }
}

/// Lays out as its content; draws it rotated about the axis and projected onto the screen. Linux: the
/// projection is orthographic (Cairo draws affine transforms only), so `perspective` and `anchorZ` do not
/// foreshorten the far side as iOS does; a rotation about the z axis is exact.
final class Rotation3DEffectContent: NodeContent, DrawingTransform {
  /// The angle in radians, animated when a change animates.
  private let attribute = PresentedAttribute<Double>("SwiftUI.rotation3D")
  func update(from view: any View, node: ViewNode) {
    if let effect = node.modifier(as: Rotation3DEffectModifier.self) {
      attribute.update(effect.angle.radians, node: node)
    }
  }
  func transform(node: ViewNode) -> CGAffineTransform? {
    guard let effect = node.modifier(as: Rotation3DEffectModifier.self) else { return nil }
    let radians = attribute.shown ?? effect.angle.radians
    let length = (effect.axis.x * effect.axis.x + effect.axis.y * effect.axis.y + effect.axis.z * effect.axis.z)
      .squareRoot()
    guard radians != 0, length > 0 else { return nil }
    // Rodrigues' rotation matrix about the unit axis; its x and y rows, on screen (y down, as UIKit's
    // CATransform3DRotate on a flipped layer), make the projected transform.
    let (x, y, z) = (effect.axis.x / length, effect.axis.y / length, effect.axis.z / length)
    let c = CGFloat(cos(radians))
    let s = CGFloat(sin(radians))
    let t = 1 - c
    let rotation = CGAffineTransform(
      a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c, tx: 0, ty: 0)
    return node.transform(rotation, about: effect.anchor)
  }
}

extension View {
  /// Rotates the view's drawing by `angle` about `axis` (through `anchor`), as if in 3D; its layout is unchanged.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    modifier(Rotation3DEffectModifier(angle: angle, axis: axis, anchor: anchor))
  }
}
