import Foundation
import TandemGraphics
import TandemKit

/// Rotates the view's drawing in three dimensions about an axis through an anchor; its layout is unchanged.
nonisolated struct Rotation3DEffectModifier: PrimitiveModifier {
  let angle: Angle
  let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  let anchor: UnitPoint
  var anchorZ: CGFloat = 0
  var perspective: CGFloat = 1
  @MainActor func makeContent() -> any NodeContent { Rotation3DEffectContent() }
}

/// Lays out as its content; draws it rotated about the axis and projected onto the screen in perspective, the
/// viewer `max(width, height) ÷ perspective` points in front of the anchor (as SwiftUI): the subtree is drawn into
/// a group that pixman resamples through the projection. Hit-testing uses the orthographic projection.
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

  func projection(node: ViewNode) -> ProjectionTransform? {
    guard let effect = node.modifier(as: Rotation3DEffectModifier.self), effect.perspective != 0 else { return nil }
    let radians = attribute.shown ?? effect.angle.radians
    let length = (effect.axis.x * effect.axis.x + effect.axis.y * effect.axis.y + effect.axis.z * effect.axis.z)
      .squareRoot()
    guard radians != 0, length > 0 else { return nil }
    let (x, y, z) = (Double(effect.axis.x / length), Double(effect.axis.y / length), Double(effect.axis.z / length))
    let (c, s) = (cos(radians), sin(radians))
    let t = 1 - c
    // Rodrigues' rotation matrix (column vectors): its third row moves points toward or away from the viewer.
    let (r00, r01, r02) = (t * x * x + c, t * x * y - s * z, t * x * z + s * y)
    let (r10, r11, r12) = (t * x * y + s * z, t * y * y + c, t * y * z - s * x)
    let (r20, r21, r22) = (t * x * z - s * y, t * y * z + s * x, t * z * z + c)
    let frame = node.frame
    let distance = Double(max(frame.width, frame.height) / effect.perspective)
    guard distance.isFinite, distance > 0 else { return nil }
    let az = Double(effect.anchorZ)
    guard abs(r20) > 1e-12 || abs(r21) > 1e-12 || abs(az - r22 * az) > 1e-12 else { return nil }
    let ax = Double(frame.minX + frame.width * effect.anchor.x)
    let ay = Double(frame.minY + frame.height * effect.anchor.y)
    // Row vectors (x, y, 1): to the anchor, rotate and project (w = 1 − z ÷ distance), back from the anchor.
    let rotate = [
      r00, r10, -r20 / distance,
      r01, r11, -r21 / distance,
      -r02 * az, -r12 * az, 1 - (az - r22 * az) / distance,
    ]
    let toAnchor = [1, 0, 0, 0, 1, 0, -ax, -ay, 1]
    let back = [1, 0, 0, 0, 1, 0, ax, ay, 1]
    return ProjectionTransform(matrix: Matrix3.product(Matrix3.product(toAnchor, rotate), back))
  }
}

extension View {
  /// Rotates the view's drawing by `angle` about `axis` (through `anchor`), as if in 3D; its layout is unchanged.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    modifier(
      Rotation3DEffectModifier(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }
}
