/// Immediate-mode drawing: `Canvas` hands its renderer a `GraphicsContext` over the node's Cairo context (clipped
/// to the canvas, its origin at the canvas's top-leading corner) each time the canvas is drawn; text and images
/// drawn into it are laid out and drawn by the same engine as views.
import Foundation
import TandemKit

/// A view that draws with a closure: the renderer gets a graphics context and the canvas's size. The canvas
/// takes the space it is offered; it draws again when its renderer changes or the state it read changes.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  /// Draws the canvas.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is opaque (Linux: drawing is the same either way).
  public var isOpaque: Bool
  /// The color space the canvas draws in (Linux: drawing is the same either way).
  public var colorMode: ColorRenderingMode
  /// Whether drawing happens off the main thread (Linux: it is drawn with the rest of the frame).
  public var rendersAsynchronously: Bool
  let symbols: Symbols

  @MainActor package func makeContent() -> any NodeContent { CanvasContent() }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
    symbols = EmptyView()
  }
}

/// Takes the offered size; draws with the canvas's renderer, which depends on the state it reads.
final class CanvasContent: NodeContent {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    guard let canvas = node.view as? any CanvasDrawing else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.clip(to: bounds)
    context.translateBy(x: bounds.minX, y: bounds.minY)
    var graphics = GraphicsContext(context: context, environment: node.environment)
    ViewGraph.readingAsDependencies(of: node) { canvas.render(&graphics, size: bounds.size) }
  }
}

/// Any canvas, for its node content.
@MainActor protocol CanvasDrawing {
  func render(_ context: inout GraphicsContext, size: CGSize)
}

extension Canvas: CanvasDrawing {
  @MainActor func render(_ context: inout GraphicsContext, size: CGSize) { renderer(&context, size) }
}
