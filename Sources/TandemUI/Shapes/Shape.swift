import Foundation
import TandemKit

/// A 2D shape: a path for a rectangle. As a view it fills the space it is offered with the foreground style; its
/// `animatableData` (none unless it declares some) animates its path.
@MainActor @preconcurrency public protocol Shape: Animatable, View {
  /// The shape's outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
  /// The data an animation of the shape interpolates (Animatable's, restated so a shape's own is nonisolated,
  /// as its path is).
  nonisolated var animatableData: AnimatableData { get set }
}

extension Shape {
  /// The shape's outline for a frame placed at `rect` (graph coordinates): the shape describes it in its own
  /// space — the rectangle at the origin, as in SwiftUI — moved to where the frame is.
  nonisolated package func placedPath(in rect: CGRect) -> CGPath {
    let local = path(in: CGRect(origin: .zero, size: rect.size))
    return rect.origin == .zero ? local.cgPath : local.offsetBy(dx: rect.minX, dy: rect.minY).cgPath
  }

  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
  }

  /// Fills the shape with a style (the foreground style by default), by a fill rule (nonzero winding unless
  /// `style.isEOFilled`) and with antialiased edges unless `style.isAntialiased` is false.
  nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, drawing: .fill(style))
  }
  /// Strokes the shape's outline, centred on the outline (half the line falls outside the frame).
  nonisolated public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: style, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
  }
  /// Strokes the shape's outline with the foreground style.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
  }
  /// Strokes the shape's outline with a style of line (width, caps, joins, dashes), centred on the outline.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, drawing: .stroke(style, antialiased: antialiased))
  }
  /// Strokes the shape's outline in the foreground style with a style of line.
  nonisolated public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style, antialiased: antialiased))
  }
}

/// A shape drawn with a style: filled or stroked.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView, ShapeDrawing {
  public var shape: Content
  public var style: Style
  let drawing: ShapeDrawingMode

  @MainActor package func makeContent() -> any NodeContent { ShapeContent() }

  @MainActor func contains(_ point: CGPoint, rect: CGRect) -> Bool { shape.placedPath(in: rect).contains(point) }

  /// The shape's outline in a rectangle, whether it is filled, and the stroke width (chart symbols draw it in
  /// their mark's color).
  @MainActor package func outline(in rect: CGRect) -> (path: CGPath, filled: Bool, lineWidth: CGFloat) {
    switch drawing {
    case .fill: return (shape.placedPath(in: rect), true, 0)
    case .stroke(let line, _): return (shape.placedPath(in: rect), false, line.lineWidth)
    }
  }

  /// Starts animating the shape's data when it changed in an animated update (shapes without data have none).
  @MainActor func updateAnimatableData(of content: ShapeContent, node: ViewNode) {
    if let color = style as? Color { content.color.update(color, node: node) }
    guard Content.AnimatableData.self != EmptyAnimatableData.self else { return }
    PresentedAttribute<Content.AnimatableData>.kept(in: &content.animatableData, name: "SwiftUI.animatableData")
      .update(shape.animatableData, node: node)
  }

  @MainActor func draw(in context: CGContext, rect: CGRect, environment: EnvironmentValues, content: ShapeContent?) {
    let shape = self.shape.presented(by: content?.animatableData as? PresentedAttribute<Content.AnimatableData>)
    let path = shape.placedPath(in: rect)
    context.saveGState()
    defer { context.restoreGState() }
    // A color on its way to another (an animated change) paints as it shows now.
    if let color = content?.color.presentedColor {
      let shown = Color(uiColor: UIColor(cgColor: color))
      return paint(path, with: shown, in: rect, context: context, environment: environment)
    }
    paint(path, with: style, in: rect, context: context, environment: environment)
  }

  @MainActor private func paint<S: ShapeStyle>(
    _ path: CGPath, with style: S, in rect: CGRect, context: CGContext, environment: EnvironmentValues
  ) {
    switch drawing {
    case .fill(let fill):
      if !fill.isAntialiased { context.setShouldAntialias(false) }
      guard fill.isEOFilled else { return style.paintFill(path, in: rect, context: context, environment: environment) }
      // The even-odd inside as a clip, then the style over the path's bounds.
      let area = path.boundingBoxOfPath
      context.addPath(path)
      context.clip(using: .evenOdd)
      style.paintFill(CGPath(rect: area, transform: nil), in: rect, context: context, environment: environment)
    case .stroke(let line, let antialiased):
      line.apply(to: context)
      if !antialiased { context.setShouldAntialias(false) }
      style.paintStroke(path, lineWidth: line.lineWidth, in: rect, context: context, environment: environment)
    }
  }
}

enum ShapeDrawingMode: Equatable {
  case fill(FillStyle)
  case stroke(StrokeStyle, antialiased: Bool = true)
}

@MainActor protocol ShapeDrawing {
  /// Draws the shape in `rect`, as its animation presents it now when `content` (its node's) animates it.
  func draw(in context: CGContext, rect: CGRect, environment: EnvironmentValues, content: ShapeContent?)
  func updateAnimatableData(of content: ShapeContent, node: ViewNode)
  /// Whether a point is inside the shape laid out in `rect`.
  func contains(_ point: CGPoint, rect: CGRect) -> Bool
}

/// Fills the offered size; draws its shape view, with the shape's animatable data as its animation presents it.
final class ShapeContent: NodeContent {
  /// The presented animatable data of the shape (a `PresentedAttribute` of its type), once it has any.
  var animatableData: AnyObject?
  /// The fill or stroke color as shown, when the style is a color.
  let color = PresentedAttribute<AnimatableColor>("SwiftUI.color")
  func update(from view: any View, node: ViewNode) {
    (view as? any ShapeDrawing)?.updateAnimatableData(of: self, node: node)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    (node.view as? any ShapeDrawing)?.draw(in: context, rect: bounds, environment: node.environment, content: self)
  }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners (continuous by default).
nonisolated public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// A rounded rectangle with elliptical corners of a size.
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path {
    guard cornerSize.width != cornerSize.height else {
      return Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }
    var path = Path()
    path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    return path
  }
  /// The corner size animates.
  nonisolated public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  nonisolated public init(style: RoundedCornerStyle = .circular) { self.style = style }
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape {
  /// The shape's outline trimmed to the part between two fractions of its length (0 its start, 1 its end).
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape's outline trimmed to a part of its length.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
  public var shape: S
  public var startFraction: CGFloat
  public var endFraction: CGFloat
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
  /// The shape's own data and both fractions animate.
  nonisolated public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
    set {
      shape.animatableData = newValue.first
      (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
    }
  }
}
