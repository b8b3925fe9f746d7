import Foundation
import TandemKit

/// The drawing state and operations a `Canvas` renderer gets. A value: a copy keeps its own transform, opacity,
/// blend mode and clip, and drawing through it leaves the original's state as it was.
public struct GraphicsContext {
  let context: CGContext
  /// The environment of the canvas (colors resolve in it, text takes its font).
  public var environment: EnvironmentValues
  /// The transform from this context's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The opacity everything drawn is given.
  public var opacity: Double = 1
  /// How drawing combines with what is below it.
  public var blendMode: BlendMode = .normal
  /// The clip paths (in the canvas's coordinates) every drawing is limited to.
  private var clips: [(path: CGPath, evenOdd: Bool)] = []

  init(context: CGContext, environment: EnvironmentValues) {
    self.context = context
    self.environment = environment
  }

  /// How a context's blend mode combines drawing with what is below.
  public typealias BlendMode = TandemUI.BlendMode

  // MARK: Transforms

  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }
  /// Scales the coordinates.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }
  /// Rotates the coordinates (clockwise on screen for positive angles).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }
  /// Applies a transform before the current one.
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

  // MARK: Clipping

  /// Limits later drawing to the inside of `path` (in this context's coordinates).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    var shape = path.applying(transform).cgPath
    if options.contains(.inverse) {
      let outside = CGMutablePath()
      outside.addRect(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
      outside.addPath(shape)
      shape = outside
      clips.append((shape, true))
      return
    }
    clips.append((shape, style.isEOFilled))
  }

  /// Options of a clip.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the path instead.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  // MARK: Drawing

  /// Fills a path with a shading.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    nonisolated(unsafe) let shading = shading
    drawing { context, environment in
      if !style.isAntialiased { context.setShouldAntialias(false) }
      shading.fill(path.cgPath, evenOdd: style.isEOFilled, context: context, environment: environment)
    }
  }

  /// Strokes a path with a shading, in a line `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes a path with a shading, in a style of line.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    nonisolated(unsafe) let shading = shading
    drawing { context, environment in
      shading.stroke(path.cgPath, style: style, context: context, environment: environment)
    }
  }

  /// Draws text with its anchor at `point`, at its ideal size, in the canvas's environment.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws text wrapped to `rect`'s width, from its top-leading corner.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws resolved text wrapped to `rect`'s width, from its top-leading corner.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    nonisolated(unsafe) let text = text
    drawing { context, _ in text.view.render(in: context, rect: rect, environment: text.environment) }
  }

  /// Draws resolved text with its anchor at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    draw(
      text,
      in: CGRect(
        x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
        height: size.height))
  }

  /// Draws an image filling `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    nonisolated(unsafe) let image = image
    drawing { context, environment in
      AnyView(image.resizable()).render(in: context, rect: rect, environment: environment)
    }
  }

  /// Draws an image at its own size with its anchor at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = resolve(image).size
    draw(
      image,
      in: CGRect(
        x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
        height: size.height))
  }

  /// Text ready to measure and draw in this context's environment.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(view: AnyView(text), environment: environment) }

  /// An image ready to measure and draw in this context's environment.
  public func resolve(_ image: Image) -> ResolvedImage {
    nonisolated(unsafe) let image = image
    nonisolated(unsafe) let environment = environment
    let size = onMainActor { AnyView(image).idealSize(in: environment) }
    return ResolvedImage(image: image, size: size)
  }

  /// Draws into a layer of its own, composited with this context's opacity and blend mode when `content` ends.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    begin()
    defer { end() }
    // The layer draws in this context's coordinates, its clips and transform already applied around it.
    var layer = self
    layer.opacity = 1
    layer.blendMode = .normal
    layer.clips = []
    layer.transform = .identity
    try content(&layer)
  }

  /// Hands the Core Graphics context to `content`, set up with this context's transform, clip and opacity.
  public func withCGContext(content: (CGContext) throws -> Void) rethrows {
    begin()
    defer { end() }
    try content(context)
  }

  /// Runs a drawing on the main actor (where the canvas draws) with this context's state applied.
  private func drawing(_ body: @MainActor (CGContext, EnvironmentValues) -> Void) {
    begin()
    nonisolated(unsafe) let context = context
    nonisolated(unsafe) let environment = environment
    onMainActor { body(context, environment) }
    end()
  }

  /// Applies this context's state: clips, then layers for a blend mode and opacity, then the transform.
  private func begin() {
    context.saveGState()
    for clip in clips {
      context.addPath(clip.path)
      clip.evenOdd ? context.clip(using: .evenOdd) : context.clip()
    }
    if blendMode != .normal { context.beginGroup() }
    if opacity < 1 { context.beginGroup() }
    context.saveGState()
    context.concatenate(transform)
  }

  /// Undoes `begin()`, compositing its layers.
  private func end() {
    context.restoreGState()
    if opacity < 1 { context.endGroup(alpha: CGFloat(Swift.max(opacity, 0))) }
    if blendMode != .normal { context.endGroup(blendMode: blendMode.cgBlendMode) }
    context.restoreGState()
  }
}

extension GraphicsContext {
  /// Text resolved in a context's environment.
  public struct ResolvedText {
    let view: AnyView
    let environment: EnvironmentValues
    /// The text's size when offered `size` (wrapped to its width).
    public func measure(in size: CGSize) -> CGSize {
      let proposal = ProposedViewSize(
        width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)
      nonisolated(unsafe) let view = view
      nonisolated(unsafe) let environment = environment
      return onMainActor { view.measure(proposal, environment: environment) }
    }
  }

  /// An image resolved in a context's environment.
  public struct ResolvedImage {
    let image: Image
    /// The image's size in points.
    public let size: CGSize
  }
}
