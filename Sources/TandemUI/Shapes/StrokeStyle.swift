import Foundation
import TandemGraphics

/// How lines are stroked: width, end caps, joins, miter limit and dash pattern, with Apple's defaults (a 1-point
/// solid line with butt caps and miter joins, miter limit 10).
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// How the ends of open lines are drawn.
  public var lineCap: CGLineCap
  /// How segments meet.
  public var lineJoin: CGLineJoin
  /// The longest miter join, as a multiple of the line width, before it is beveled.
  public var miterLimit: CGFloat
  /// Alternating lengths of dashes and gaps (empty: a solid line).
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style; every parameter has Apple's default.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// Sets the context's caps, joins, miter limit and dashes (the width is set by whoever strokes).
  @MainActor package func apply(to context: CGContext) {
    context.setLineCap(lineCap)
    context.setLineJoin(lineJoin)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dashPhase, lengths: dash)
  }
}
