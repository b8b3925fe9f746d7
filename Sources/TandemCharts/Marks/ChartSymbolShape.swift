import Foundation
import TandemGraphics
import TandemUI

/// A shape drawn as a chart symbol at each point, in its mark's color: a shape (filled), or a shape filled or
/// stroked (`Circle().strokeBorder(lineWidth: 2)`, drawn the same way).
@MainActor @preconcurrency public protocol ChartSymbolShape {}

/// A symbol the engine outlines itself (a styled shape).
@MainActor protocol SymbolOutlining {
  func symbolOutline(in rect: CGRect) -> ChartSymbolOutline
}

/// A symbol's outline in a rectangle: its path, whether it is filled, and its stroke width.
struct ChartSymbolOutline {
  let path: CGPath
  let filled: Bool
  let lineWidth: CGFloat

  /// The outline of a symbol: a styled shape's fill or stroke, a shape's filled path (nil: neither).
  @MainActor static func outline(of symbol: any ChartSymbolShape, in rect: CGRect) -> ChartSymbolOutline? {
    if let outlining = symbol as? any SymbolOutlining { return outlining.symbolOutline(in: rect) }
    if let shape = symbol as? any Shape {
      return ChartSymbolOutline(path: shape.placedPath(in: rect), filled: true, lineWidth: 0)
    }
    return nil
  }
}

extension Circle: ChartSymbolShape {}

extension Rectangle: ChartSymbolShape {}

extension _ShapeView: ChartSymbolShape where Content: ChartSymbolShape {}

extension _ShapeView: SymbolOutlining where Content: ChartSymbolShape {
  @MainActor func symbolOutline(in rect: CGRect) -> ChartSymbolOutline {
    let outline = outline(in: rect)
    return ChartSymbolOutline(path: outline.path, filled: outline.filled, lineWidth: outline.lineWidth)
  }
}

extension StrokeBorderShapeView: ChartSymbolShape where Content: ChartSymbolShape {}

extension StrokeBorderShapeView: SymbolOutlining where Content: ChartSymbolShape {
  @MainActor func symbolOutline(in rect: CGRect) -> ChartSymbolOutline {
    ChartSymbolOutline(path: insetShape.placedPath(in: rect), filled: false, lineWidth: strokeStyle.lineWidth)
  }
}
