import Foundation
import TandemKit

/// A color gradient; as a shape style it paints a linear gradient from the top (0.5, 0) to the bottom (0.5, 1)
/// of the shape.
@frozen public struct AnyGradient: Hashable, ShapeStyle, GradientShapeStyle, Sendable {
  let gradient: Gradient
  /// A gradient from a base gradient.
  public init(_ gradient: Gradient) { self.gradient = gradient }

  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext) {
    context.drawLinearGradient(
      cg, start: UnitPoint.top.point(in: rect), end: UnitPoint.bottom.point(in: rect),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
  }
}

extension Gradient: ShapeStyle, GradientShapeStyle {
  var gradient: Gradient { self }
  /// As a shape style a gradient paints linearly from the top to the bottom of the shape.
  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext) {
    AnyGradient(self).paintGradient(cg, in: rect, context: context)
  }
}

extension Color {
  /// A gradient from a slightly lighter version of the color at the top to the color at the bottom. Linux: the
  /// lighter version is the color mixed a sixth of the way toward white (in each appearance).
  nonisolated public var gradient: AnyGradient {
    let base = platformColor
    let lighter = UIColor { traits in
      let c = base.resolvedColor(with: traits).cgColor
      let k = c.components ?? [0, 0, 0, 1]
      let mix = { (v: CGFloat) in v + (1 - v) / 6 }
      return UIColor(red: mix(k[0]), green: mix(k[1]), blue: mix(k[2]), alpha: k.count > 3 ? k[3] : 1)
    }
    return AnyGradient(Gradient(colors: [Color(uiColor: lighter), self]))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style of a gradient such as a color's `gradient`.
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> some ShapeStyle
  {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}
