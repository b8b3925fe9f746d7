import Foundation
import TandemKit

extension GraphicsContext {
  /// What a context fills or strokes with: a color, any shape style, or a gradient laid out in the context's
  /// coordinates.
  public struct Shading {
    let style: any ShapeStyle

    /// A color.
    public static func color(_ color: Color) -> Shading { Shading(style: color) }
    /// A color of sRGB components.
    public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
      Shading(style: Color(red: red, green: green, blue: blue, opacity: opacity))
    }
    /// Any shape style, laid out over the bounds of what is drawn.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }
    /// The environment's foreground style.
    public static var foreground: Shading { Shading(style: ForegroundStyle()) }

    /// A linear gradient between two points of the context.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(style: PlacedGradient(gradient: gradient, geometry: .linear(startPoint, endPoint)))
    }
    /// A radial gradient around a point of the context.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(style: PlacedGradient(gradient: gradient, geometry: .radial(center, startRadius, endRadius)))
    }
    /// A conic gradient turning once around a point of the context, from `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(style: PlacedGradient(gradient: gradient, geometry: .conic(center, angle)))
    }

    /// Fills `path` (already in device-ready coordinates of `context`) with the shading.
    @MainActor func fill(_ path: CGPath, evenOdd: Bool, context: CGContext, environment: EnvironmentValues) {
      let area = path.boundingBoxOfPath
      guard evenOdd else { return style.paintFill(path, in: area, context: context, environment: environment) }
      context.saveGState()
      context.addPath(path)
      context.clip(using: .evenOdd)
      style.paintFill(CGPath(rect: area, transform: nil), in: area, context: context, environment: environment)
      context.restoreGState()
    }

    /// Strokes `path` with the shading in a style of line.
    @MainActor func stroke(_ path: CGPath, style line: StrokeStyle, context: CGContext, environment: EnvironmentValues)
    {
      line.apply(to: context)
      style.paintStroke(
        path, lineWidth: line.lineWidth, in: path.boundingBoxOfPath, context: context, environment: environment)
    }
  }

  /// How a gradient shading extends past its ends. Linux: the gradient pads with its end colors in every case.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient past its end.
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Repeats the gradient, every other copy reversed.
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Interpolates in linear light.
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }
}

/// A gradient at fixed points of a graphics context (not relative to what it fills).
struct PlacedGradient: GradientShapeStyle {
  enum Geometry {
    case linear(CGPoint, CGPoint)
    case radial(CGPoint, CGFloat, CGFloat)
    case conic(CGPoint, Angle)
  }
  let gradient: Gradient
  let geometry: Geometry

  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext) {
    let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    switch geometry {
    case .linear(let start, let end):
      context.drawLinearGradient(cg, start: start, end: end, options: extend)
    case .radial(let center, let startRadius, let endRadius):
      context.drawRadialGradient(
        cg, startCenter: center, startRadius: startRadius, endCenter: center, endRadius: endRadius, options: extend)
    case .conic(let center, let angle):
      context.drawConicGradient(cg, center: center, angle: CGFloat(angle.radians))
    }
  }
}
