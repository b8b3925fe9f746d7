import Foundation

/// The current foreground style (the environment's foreground color, or primary).
public struct ForegroundStyle: ShapeStyle, PaintedShapeStyle, Hashable {
  public init() {}
  func color(in environment: EnvironmentValues) -> Color { environment.foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment the view is in (`.foregroundStyle(_:)`'s, else primary).
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
