import Foundation
import TandemKit

/// An image: an SF Symbol name (drawn with the pinned icon font at the environment's font size, in the foreground
/// color, sitting on the text baseline) or a bitmap from an asset catalog or a UIImage (at its size in points,
/// or filling its frame once `resizable()`).
nonisolated public struct Image: Equatable, View, PrimitiveView {
  enum Source: Equatable {
    case symbol(String)
    case bitmap(UIImage?, name: String?)
  }
  let source: Source
  var isResizable = false
  var mode: TemplateRenderingMode?
  /// The symbol rendering mode set on the image (over the environment's).
  var renderingModeOverride: SymbolRenderingMode?

  /// How an image's pixels are used: as they are, or as a mask filled with the foreground color.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The image's alpha filled with the foreground color.
    case template
    /// The image's own colors.
    case original
  }

  /// An SF Symbol.
  nonisolated public init(systemName: String) { source = .symbol(systemName) }
  /// An image from the app's asset catalogs (an empty image, with a warning, when there is none of that name).
  nonisolated public init(_ name: String) {
    let image = UIImage(named: name)
    if image == nil {
      FileHandle.standardError.write(Data("Tandem: no image named '\(name)' in the asset catalogs\n".utf8))
    }
    source = .bitmap(image, name: name)
  }
  /// A UIKit image.
  nonisolated public init(uiImage: UIImage) { source = .bitmap(uiImage, name: nil) }

  /// Lets the image stretch to the frame it is given.
  nonisolated public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// Draws a bitmap as a template (tinted by the foreground color) or in its own colors (the default for bitmaps).
  /// Symbols are templates either way (Linux: the pinned icon font has no multicolor symbols).
  nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.mode = renderingMode
    return copy
  }

  nonisolated public static func == (lhs: Image, rhs: Image) -> Bool {
    guard lhs.isResizable == rhs.isResizable, lhs.mode == rhs.mode,
      lhs.renderingModeOverride == rhs.renderingModeOverride
    else { return false }
    switch (lhs.source, rhs.source) {
    case (.symbol(let a), .symbol(let b)): return a == b
    case (.bitmap(let a, let n), .bitmap(let b, let m)): return a === b && n == m
    default: return false
    }
  }

  @MainActor package func makeContent() -> any NodeContent { ImageContent() }

  /// The name VoiceOver reads: the symbol or asset name.
  @MainActor var accessibilityName: String? {
    switch source {
    case .symbol(let name): name
    case .bitmap(_, let name): name
    }
  }

  /// The symbol name, if this is an SF Symbol.
  @MainActor var symbolName: String? {
    if case .symbol(let name) = source { return name }
    return nil
  }
}

/// Sizes, places and draws an Image.
final class ImageContent: NodeContent, BaselineProviding {
  /// The colors of a symbol's layers: the foreground style, and in the hierarchical and palette modes (palette is
  /// the default once `foregroundStyle(_:_:)` set a second style) the secondary layer's.
  private func symbolColors(_ image: Image, _ environment: EnvironmentValues) -> SymbolColors {
    let primary = environment.foreground.resolve(in: environment)
    let palette = environment.foregroundPalette
    let mode = image.renderingModeOverride ?? environment.symbolRenderingMode ?? (palette.isEmpty ? nil : .palette)
    switch mode?.mode {
    case .hierarchical: return .hierarchical(primary)
    case .palette:
      guard let secondary = palette.first else { return SymbolColors(primary: primary, secondary: primary) }
      return SymbolColors(primary: primary, secondary: secondary.resolve(in: environment))
    case .monochrome, .multicolor, nil: return SymbolColors(primary)
    }
  }

  private func symbol(_ node: ViewNode) -> SymbolLayout? {
    guard let base = (node.view as? Image)?.symbolName else { return nil }
    let name = node.environment.symbolVariants.name(for: base, exists: SymbolCatalog.contains)
    let font = node.environment.resolvedFont
    let scale: SymbolScaleName =
      switch node.environment.imageScale {
      case .small: .small
      case .medium: .medium
      case .large: .large
      }
    return SymbolLayout(name: name, pointSize: font.size, weight: font.weight, scale: scale)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let image = node.view as? Image else { return .zero }
    switch image.source {
    case .symbol:
      guard let layout = symbol(node) else { return .zero }
      guard image.isResizable else { return layout.inkRect.size }
      return CGSize(
        width: proposal.width ?? layout.inkRect.width, height: proposal.height ?? layout.inkRect.height)
    case .bitmap(let ui, _):
      let natural = ui?.size ?? .zero
      guard image.isResizable else { return natural }
      return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }
  }

  func baseline(_ kind: BaselineKind, node: ViewNode) -> CGFloat {
    guard let layout = symbol(node) else { return node.frame.maxY }
    return node.frame.minY - layout.inkRect.minY
  }

  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    guard let image = node.view as? Image else { return }
    switch image.source {
    case .symbol:
      guard let layout = symbol(node) else { return }
      let colors = symbolColors(image, node.environment)
      // Symbols that point forward or backward (chevron.forward, arrow.backward) face the other way right to left.
      let flips =
        image.symbolName.map { $0.contains("forward") || $0.contains("backward") } == true
        && node.environment.layoutDirection == .rightToLeft
      if flips {
        context.saveGState()
        context.concatenate(.mirroring(acrossX: bounds.midX))
      }
      defer { if flips { context.restoreGState() } }
      if image.isResizable {
        layout.draw(in: context, rect: bounds, colors: colors)
      } else {
        layout.draw(
          in: context, baselineOrigin: CGPoint(x: bounds.minX, y: bounds.minY - layout.inkRect.minY), colors: colors)
      }
    case .bitmap(let ui, _):
      guard let cgImage = ui?.cgImage else { return }
      if image.mode == .template {
        context.drawImageTemplate(
          cgImage, in: bounds, color: node.environment.foreground.resolve(in: node.environment))
      } else {
        context.drawImageUpright(cgImage, in: bounds)
      }
    }
  }
}
