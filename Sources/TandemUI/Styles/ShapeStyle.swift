import Foundation
import TandemKit

/// A color or pattern to fill or tint with (colors, gradients, hierarchical levels). A style of your own resolves
/// to another style in an environment (`resolve(in:)`, iOS 17), which is what gets painted.
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to.
  associatedtype Resolved: ShapeStyle = Never
  /// The style to paint with in an environment.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// SwiftUI's own styles are painted as they are: they resolve to nothing else.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) is a primitive shape style and does not resolve to another")
  }
}

extension Never: ShapeStyle {}

/// A shape style the engine paints itself (colors, gradients, hierarchical and foreground styles).
protocol PaintedShapeStyle: ShapeStyle {
  /// The color the style paints with in an environment (one color standing for a gradient).
  func color(in environment: EnvironmentValues) -> Color
  /// Fills a path with the style (a color fill unless the style paints otherwise).
  @MainActor func fill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues)
  /// Strokes a path with the style, with the context's line settings (a color stroke unless the style paints
  /// otherwise).
  @MainActor func stroke(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues)
}

extension PaintedShapeStyle {
  @MainActor func fill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.setFillColor(color(in: environment).resolve(in: environment))
    context.addPath(path)
    context.fillPath()
  }

  @MainActor func stroke(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.setStrokeColor(color(in: environment).resolve(in: environment))
    context.addPath(path)
    context.strokePath()
  }
}

extension ShapeStyle {
  /// The style the engine paints for this one in an environment: itself, or what it resolves to.
  func painted(in environment: EnvironmentValues) -> any PaintedShapeStyle {
    if let painted = self as? any PaintedShapeStyle { return painted }
    if Resolved.self == Never.self { return Color.clear }
    return resolve(in: environment).painted(in: environment)
  }

  /// The color this style paints with in an environment.
  func paintColor(in environment: EnvironmentValues) -> Color { painted(in: environment).color(in: environment) }

  /// Fills a path with this style.
  @MainActor func paintFill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    painted(in: environment).fill(path, in: rect, context: context, environment: environment)
  }

  /// Strokes a path with this style.
  @MainActor func paintStroke(
    _ path: CGPath, lineWidth: CGFloat, in rect: CGRect, context: CGContext, environment: EnvironmentValues
  ) {
    context.setLineWidth(lineWidth)
    painted(in: environment).stroke(path, in: rect, context: context, environment: environment)
  }
}

extension Color: PaintedShapeStyle {
  func color(in environment: EnvironmentValues) -> Color { self }
}

/// The foreground at a level of emphasis: primary, secondary, tertiary, quaternary. Linux difference: the levels
/// resolve to UIKit's label colors (`label`, `secondaryLabel` …) rather than to the current foreground's vibrancy.
public struct HierarchicalShapeStyle: ShapeStyle, PaintedShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  func color(in environment: EnvironmentValues) -> Color {
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

extension View {
  /// Sets the primary and secondary styles: text and shapes take the primary, symbol layers each in turn (in the
  /// palette rendering mode, which these styles select when no mode is set).
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    modifier(ForegroundStylesModifier(primary: primary, secondary: secondary, tertiary: nil as S2?))
  }

  /// Sets the primary, secondary and tertiary styles (see `foregroundStyle(_:_:)`).
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(ForegroundStylesModifier(primary: primary, secondary: secondary, tertiary: tertiary))
  }
}

/// Resolves the style against the inherited environment and sets the foreground color.
nonisolated struct ForegroundStyleModifier<S: ShapeStyle>: PrimitiveModifier, EnvironmentTransform {
  let style: S
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    environment.foregroundColor = style.paintColor(in: environment)
    environment.foregroundPalette = []
  }
}

/// Resolves two or three styles against the inherited environment: the foreground color and the palette after it.
nonisolated struct ForegroundStylesModifier<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>: PrimitiveModifier,
  EnvironmentTransform
{
  let primary: S1
  let secondary: S2
  let tertiary: S3?
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    let inherited = environment
    environment.foregroundColor = primary.paintColor(in: inherited)
    environment.foregroundPalette =
      [secondary.paintColor(in: inherited)] + (tertiary.map { [$0.paintColor(in: inherited)] } ?? [])
  }
}

struct ForegroundPaletteKey: EnvironmentKey { static let defaultValue: [Color] = [] }

extension EnvironmentValues {
  /// The secondary and tertiary foreground styles `foregroundStyle(_:_:)` set (empty: none).
  package var foregroundPalette: [Color] {
    get { self[ForegroundPaletteKey.self] }
    set { self[ForegroundPaletteKey.self] = newValue }
  }
}
