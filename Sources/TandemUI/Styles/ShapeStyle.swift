import Foundation
import TandemKit

/// A color or pattern to fill or tint with (colors, hierarchical levels).
public protocol ShapeStyle: Sendable {
  /// The color this style paints with in an environment (Tandem's resolution; Apple resolves styles privately).
  func _tandemColor(in environment: EnvironmentValues) -> Color
  /// Fills a path with this style (Tandem's drawing; a color fill unless the style paints otherwise).
  @MainActor func _tandemFill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues)
  /// Strokes a path with this style.
  @MainActor func _tandemStroke(
    _ path: CGPath, lineWidth: CGFloat, in rect: CGRect, context: CGContext, environment: EnvironmentValues)
}

extension Color: ShapeStyle {
  nonisolated public func _tandemColor(in environment: EnvironmentValues) -> Color { self }
}

/// The foreground at a level of emphasis: primary, secondary, tertiary, quaternary. Linux difference: the levels
/// resolve to UIKit's label colors (`label`, `secondaryLabel` …) rather than to the current foreground's vibrancy.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  public func _tandemColor(in environment: EnvironmentValues) -> Color {
    switch level {
    case 0: .primary
    case 1: .secondary
    case 2: Color(uiColor: .tertiaryLabel)
    default: Color(uiColor: .quaternaryLabel)
    }
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
}

extension View {
  /// Sets the style text, symbols and shapes in this view are drawn with.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(ForegroundStyleModifier(style: style))
  }
}

/// Resolves the style against the inherited environment and sets the foreground color.
nonisolated struct ForegroundStyleModifier<S: ShapeStyle>: PrimitiveModifier, EnvironmentTransform {
  let style: S
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    environment.foregroundColor = style._tandemColor(in: environment)
  }
}
