import Foundation
import TandemKit

/// A gradient sweeping around a center of the frame, clockwise from `startAngle` (0 points to the trailing
/// side) to `endAngle`. Equal angles sweep a full turn; a sweep of less than a turn fills the rest with the last
/// color up to its middle and the first color after; a sweep of more draws its last turn. As a view it fills
/// the space it is offered.
nonisolated public struct AngularGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient: one full turn starting at `angle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  /// A conic gradient between evenly spaced colors.
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// A conic gradient through color stops.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext) {
    let span = endAngle.radians - startAngle.radians
    context.drawAngularGradient(
      cg, center: center.point(in: rect), startAngle: startAngle.radians,
      endAngle: abs(span) < 1e-9 ? startAngle.radians + 2 * .pi : endAngle.radians)
  }

  @MainActor package func makeContent() -> any NodeContent { GradientContent() }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient style.
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient style between evenly spaced colors.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient style through color stops.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient style of a gradient such as a color's `gradient`.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> some ShapeStyle {
    AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient style: one full turn from `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A conic gradient style between evenly spaced colors.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  /// A conic gradient style through color stops.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
  /// A conic gradient style of a gradient such as a color's `gradient`.
  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
    -> some ShapeStyle
  {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}
