import Foundation

/// How a symbol's layers take color: one color, the primary color at lower opacities, one color per layer, or the
/// symbol's own colors.
nonisolated public struct SymbolRenderingMode: Hashable, Sendable {
  enum Mode: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
  let mode: Mode

  /// Every layer in the foreground style; a filled enclosure's glyph is knocked out.
  public static let monochrome = SymbolRenderingMode(mode: .monochrome)
  /// The symbol's own colors. Linux: Tandem's symbol glyphs carry no color annotations, so they draw as in
  /// monochrome, as SF Symbols without multicolor annotations do.
  public static let multicolor = SymbolRenderingMode(mode: .multicolor)
  /// The primary layer in the foreground style and the secondary one in it at a lower opacity.
  public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
  /// Each layer in its own foreground style (`.foregroundStyle(_:_:)`).
  public static let palette = SymbolRenderingMode(mode: .palette)
}

struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
  /// How symbols in this environment take color (nil: the symbol's default, monochrome).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Sets how symbol images in this view take color.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}

extension Image {
  /// This symbol image drawn in a rendering mode (over the environment's).
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.renderingModeOverride = mode
    return copy
  }
}
