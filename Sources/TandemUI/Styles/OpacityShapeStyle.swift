import Foundation
import TandemKit

/// A shape style drawn at a fraction of its opacity.
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintedShapeStyle {
  let base: Base
  let opacity: Double

  func color(in environment: EnvironmentValues) -> Color {
    base.paintColor(in: environment).opacity(opacity)
  }

  @MainActor func fill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.beginGroup()
    base.paintFill(path, in: rect, context: context, environment: environment)
    context.endGroup(alpha: CGFloat(min(max(opacity, 0), 1)))
  }

  @MainActor func stroke(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.beginGroup()
    base.painted(in: environment).stroke(path, in: rect, context: context, environment: environment)
    context.endGroup(alpha: CGFloat(min(max(opacity, 0), 1)))
  }
}

extension ShapeStyle {
  /// This style at `opacity` times its own opacity.
  public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }
}
