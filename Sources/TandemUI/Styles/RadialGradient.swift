import Foundation
import TandemKit

/// A gradient between two circles around a center of the frame, radii in points; beyond the end radius the last
/// color continues. As a view it fills the space it is offered.
nonisolated public struct RadialGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext) {
    let point = center.point(in: rect)
    context.drawRadialGradient(
      cg, startCenter: point, startRadius: startRadius, endCenter: point, endRadius: endRadius,
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
  }

  @MainActor package func makeContent() -> any NodeContent { GradientContent() }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient style.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient style between evenly spaced colors.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient style through color stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient style of a gradient such as a color's `gradient`.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> some ShapeStyle {
    RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
