import Foundation

/// An insettable shape's inner stroke (what `strokeBorder` returns): the shape inset by half the line width,
/// stroked with a style of line and filled with a style, so the whole line stays inside the frame; drawn over a
/// background view.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: View {
  /// The shape whose border is drawn.
  public var shape: Content
  /// What the line is filled with.
  public var style: Style
  /// The line: its width, caps, joins and dashes.
  public var strokeStyle: StrokeStyle
  /// Whether the line's edges are antialiased.
  public var isAntialiased: Bool
  /// What is drawn behind the line.
  public var background: Background

  /// The inner stroke of a shape.
  nonisolated public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  /// The inset shape stroked, over the background unless it is empty.
  @ViewBuilder public var body: some View {
    let line = insetShape.stroke(style, style: strokeStyle, antialiased: isAntialiased)
    if Background.self == EmptyView.self {
      line
    } else {
      line.background(background)
    }
  }

  /// The shape inset by half the line width: the outline the line is centred on.
  nonisolated public var insetShape: Content.InsetShape { shape.inset(by: strokeStyle.lineWidth / 2) }
}

extension InsettableShape {
  /// Strokes the shape inset by half the line width with a style of line, so the line stays inside the frame,
  /// filled with `content` (the foreground style by default).
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
  }

  /// Strokes the shape inset by half of `lineWidth`, so the line stays inside the frame, filled with `content`
  /// (the foreground style by default).
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
