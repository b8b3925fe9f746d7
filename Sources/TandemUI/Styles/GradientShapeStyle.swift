import Foundation
import TandemKit

/// A shape style painted as a gradient over the rectangle of the shape it fills (linear, radial, elliptical,
/// angular): fills clip to the shape, strokes paint the gradient through the line.
protocol GradientShapeStyle: PaintedShapeStyle {
  /// The colors and their locations.
  var gradient: Gradient { get }
  /// Fills the clip with the gradient laid out for `rect`.
  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext)
}

extension GradientShapeStyle {
  /// The first color (where one color must stand for the gradient: text, symbols).
  func color(in environment: EnvironmentValues) -> Color { gradient.stops.first?.color ?? .clear }

  @MainActor func fill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    guard let cg = gradient.resolve(in: environment) else { return }
    context.saveGState()
    context.addPath(path)
    context.clip()
    paintGradient(cg, in: rect, context: context)
    context.restoreGState()
  }

  @MainActor func stroke(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    guard let cg = gradient.resolve(in: environment) else { return }
    context.addPath(path)
    context.strokePath { paintGradient(cg, in: rect, context: context) }
  }
}

extension Gradient {
  /// The gradient's colors resolved in an environment, at their locations.
  @MainActor func resolve(in environment: EnvironmentValues) -> CGGradient? {
    CGGradient(
      colorsSpace: nil, colors: stops.map { $0.color.resolve(in: environment) }, locations: stops.map(\.location))
  }
}

/// Fills the offered size with the gradient (a gradient used as a view).
final class GradientContent: NodeContent {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    (node.view as? any GradientShapeStyle)?.fill(
      CGPath(rect: bounds, transform: nil), in: bounds, context: context, environment: node.environment)
  }
}
