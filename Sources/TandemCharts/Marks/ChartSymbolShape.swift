import Foundation
import TandemGraphics
import TandemUI

/// A shape drawn as a chart symbol at each point, in its mark's color.
@MainActor @preconcurrency public protocol ChartSymbolShape {
  /// Tandem's engine: the symbol's outline in a rectangle, whether it is filled, and its stroke width.
  func _symbolOutline(in rect: CGRect) -> (path: CGPath, filled: Bool, lineWidth: CGFloat)
}

extension Circle: ChartSymbolShape {
  public func _symbolOutline(in rect: CGRect) -> (path: CGPath, filled: Bool, lineWidth: CGFloat) {
    (path(in: rect).cgPath, true, 0)
  }
}

extension Rectangle: ChartSymbolShape {
  public func _symbolOutline(in rect: CGRect) -> (path: CGPath, filled: Bool, lineWidth: CGFloat) {
    (path(in: rect).cgPath, true, 0)
  }
}

/// A shape filled or stroked (`Circle().strokeBorder(lineWidth: 2)`) is a symbol drawn the same way.
extension _ShapeView: ChartSymbolShape where Content: ChartSymbolShape {
  @MainActor public func _symbolOutline(in rect: CGRect) -> (path: CGPath, filled: Bool, lineWidth: CGFloat) {
    outline(in: rect)
  }
}
