import CPangoCairo
import Foundation

/// How a path is painted by `drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawn pixels combine with the pixels already there.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter

  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusDarker: CAIRO_OPERATOR_SATURATE
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}

/// A 2D drawing destination with Apple's CGContext API, drawn by Cairo.
///
/// Linux: every Tandem context uses UIKit's y-down coordinates (origin top-left), as the contexts UIKit hands to
/// `draw(_:)` and `UIGraphicsImageRenderer` do on iOS. Shadows (`setShadow`) are not offered yet.
public final class CGContext {
  package let cairo: OpaquePointer
  /// Keeps the destination surface alive while the context is used.
  private let target: PixelSurface?

  private struct GraphicsState {
    var fillColor: CGColor = .black
    var strokeColor: CGColor = .black
    var alpha: CGFloat = 1
    var interpolation: CGInterpolationQuality = .default
    var blendMode: CGBlendMode = .normal
  }
  private var state = GraphicsState()
  private var stack: [GraphicsState] = []

  /// A context drawing into `surface`; its user space is in points when `surface.scale` is not 1.
  package init(surface: PixelSurface) {
    target = surface
    cairo = cairo_create(surface.surface)
    cairo_scale(cairo, Double(surface.scale), Double(surface.scale))
    cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
  }

  /// A context over an existing Cairo context (a reference is taken).
  package init(cairo: OpaquePointer) {
    self.cairo = cairo_reference(cairo)
    target = nil
  }

  deinit { cairo_destroy(cairo) }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (transform, clip, colors, line settings, alpha).
  public func saveGState() {
    stack.append(state)
    cairo_save(cairo)
  }

  /// Restores the graphics state saved last.
  public func restoreGState() {
    guard let saved = stack.popLast() else { return }
    state = saved
    cairo_restore(cairo)
  }

  /// Moves the origin of user space.
  public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
  /// Scales user space.
  public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
  /// Rotates user space by `angle` radians.
  public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

  /// Applies `transform` to user space (it acts before the current transform).
  public func concatenate(_ transform: CGAffineTransform) {
    var m = cairo_matrix_t(
      xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
      x0: Double(transform.tx), y0: Double(transform.ty))
    cairo_transform(cairo, &m)
  }

  /// The current transformation matrix, from user space to device pixels.
  public var ctm: CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cairo, &m)
    return CGAffineTransform(
      a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
  }

  /// Sets the color used to fill.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Sets the fill color from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the color used to stroke.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  /// Sets the stroke color from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the opacity applied to everything drawn.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
  /// Sets the stroke width in user-space units.
  public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
  /// Sets the style of stroke ends.
  public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(cap.rawValue))) }
  /// Sets the style of stroke joins.
  public func setLineJoin(_ join: CGLineJoin) {
    cairo_set_line_join(cairo, cairo_line_join_t(UInt32(join.rawValue)))
  }
  /// Sets the limit on the length of mitered joins.
  public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }
  /// Sets the dash pattern for strokes; an empty `lengths` draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let values = lengths.map(Double.init)
    cairo_set_dash(cairo, values, Int32(values.count), Double(phase))
  }
  /// Sets whether edges are antialiased.
  public func setShouldAntialias(_ should: Bool) {
    cairo_set_antialias(cairo, should ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
  }
  /// Sets how drawing combines with existing pixels.
  public func setBlendMode(_ mode: CGBlendMode) {
    state.blendMode = mode
    cairo_set_operator(cairo, mode.cairoOperator)
  }
  /// The quality used when images are resampled.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolation }
    set { state.interpolation = newValue }
  }

  // MARK: Path construction

  /// Discards the current path.
  public func beginPath() { cairo_new_path(cairo) }
  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
  /// Adds a line from the current point.
  public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
  /// Adds connected lines through `points`, starting a new subpath.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    points.dropFirst().forEach(addLine(to:))
  }
  /// Adds a cubic Bézier curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    cairo_curve_to(
      cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x),
      Double(end.y))
  }
  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    let path = CGMutablePath()
    path.move(to: currentPoint)
    path.addQuadCurve(to: end, control: control)
    appendElements(path.elements.dropFirst())
  }
  /// Closes the current subpath.
  public func closePath() { cairo_close_path(cairo) }
  /// Adds a rectangle.
  public func addRect(_ rect: CGRect) {
    cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }
  /// Adds rectangles.
  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
  /// Adds the ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) {
    let path = CGMutablePath()
    path.addEllipse(in: rect)
    addPath(path)
  }
  /// Adds an arc; `clockwise` has CoreGraphics' y-up meaning.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    let path = CGMutablePath()
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    // The arc joins the current point with a line, as CoreGraphics does.
    if cairo_has_current_point(cairo) != 0, let first = path.elements.first {
      addLine(to: first.points[0])
      appendElements(path.elements.dropFirst())
    } else {
      addPath(path)
    }
  }
  /// Adds a path.
  public func addPath(_ path: CGPath) { appendElements(path.elements[...]) }

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool {
    let path = cairo_copy_path(cairo)!
    defer { cairo_path_destroy(path) }
    return path.pointee.num_data == 0
  }

  /// The current point of the path.
  public var currentPoint: CGPoint {
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(cairo, &x, &y)
    return CGPoint(x: x, y: y)
  }

  private func appendElements(_ elements: ArraySlice<PathElement>) {
    for e in elements {
      switch e.type {
      case .moveToPoint: move(to: e.points[0])
      case .addLineToPoint: addLine(to: e.points[0])
      case .addQuadCurveToPoint:
        let start = currentPoint
        let (c, end) = (e.points[0], e.points[1])
        addCurve(
          to: end, control1: CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y)),
          control2: CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y)))
      case .addCurveToPoint: addCurve(to: e.points[2], control1: e.points[0], control2: e.points[1])
      case .closeSubpath: closePath()
      }
    }
  }

  // MARK: Painting

  private func setSource(_ color: CGColor) {
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
  }

  /// Fills the current path and clears it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    setSource(state.fillColor)
    cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    cairo_fill(cairo)
  }

  /// Strokes the current path and clears it.
  public func strokePath() {
    setSource(state.strokeColor)
    cairo_stroke(cairo)
  }

  /// Paints the current path in the given mode and clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let rule: CGPathFillRule = (mode == .eoFill || mode == .eoFillStroke) ? .evenOdd : .winding
    switch mode {
    case .fill, .eoFill: fillPath(using: rule)
    case .stroke: strokePath()
    case .fillStroke, .eoFillStroke:
      setSource(state.fillColor)
      cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
      cairo_fill_preserve(cairo)
      strokePath()
    }
  }

  /// Fills a rectangle with the fill color.
  public func fill(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    fillPath()
  }
  /// Fills rectangles with the fill color.
  public func fill(_ rects: [CGRect]) {
    beginPath()
    addRects(rects)
    fillPath()
  }
  /// Strokes a rectangle's outline.
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }
  /// Strokes a rectangle's outline with a given width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }
  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }
  /// Strokes line segments between pairs of points.
  public func strokeLineSegments(between points: [CGPoint]) {
    beginPath()
    var i = 0
    while i + 1 < points.count {
      move(to: points[i])
      addLine(to: points[i + 1])
      i += 2
    }
    strokePath()
  }
  /// Makes a rectangle fully transparent.
  public func clear(_ rect: CGRect) {
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_new_path(cairo)
    addRect(rect)
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  // MARK: Clipping

  /// Intersects the clip with the current path and clears the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    cairo_clip(cairo)
  }
  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) {
    beginPath()
    addRect(rect)
    clip()
  }
  /// Intersects the clip with the union of rectangles.
  public func clip(to rects: [CGRect]) {
    beginPath()
    addRects(rects)
    clip()
  }
  /// The bounding box of the clip in user space.
  public var boundingBoxOfClipPath: CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  // MARK: Gradients and images

  /// Fills the clip with a linear gradient from `start` to `end`.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
    paintGradient(gradient, pattern, options)
  }

  /// Fills the clip with a radial gradient between two circles.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    let pattern = cairo_pattern_create_radial(
      Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x), Double(endCenter.y),
      Double(endRadius))!
    paintGradient(gradient, pattern, options)
  }

  /// Fills the clip with a conic gradient: the gradient's locations sweep one full turn around `center`,
  /// starting at `angle` (radians) and running toward increasing angles.
  public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
    drawAngularGradient(gradient, center: center, startAngle: angle, endAngle: angle + 2 * .pi)
  }

  /// Fills the clip with an angular gradient whose locations sweep from `startAngle` to `endAngle` (radians,
  /// toward increasing angles). A sweep of more than a turn draws its last turn; a sweep of less leaves a gap
  /// filled with the last color up to the gap's middle and the first color after it (SwiftUI's
  /// `AngularGradient`). Cairo has no conic pattern: each device pixel of the clip's extents takes the color at
  /// its angle around `center` (colors interpolated unpremultiplied between stops, as CoreGraphics does), and
  /// the clip is painted with that image.
  package func drawAngularGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat, endAngle: CGFloat) {
    guard !gradient.colors.isEmpty else { return }
    var start = Double(startAngle)
    var span = Double(endAngle - startAngle)
    if span <= 0 || span > 2 * .pi {
      span = span <= 0 && span > -1e-9 ? 2 * .pi : min(abs(span), 2 * .pi)
      if endAngle - startAngle > 2 * .pi { start = Double(endAngle) - span }
    }
    // Device pixels are mapped back to the gradient's space through the inverse of the current transform.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    var inverse = matrix
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
    cairo_identity_matrix(cairo)
    defer { cairo_set_matrix(cairo, &matrix) }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    let left = x1.rounded(.down)
    let top = y1.rounded(.down)
    let width = Int(x2.rounded(.up) - left)
    let height = Int(y2.rounded(.up) - top)
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else { return }
    let table = ConicColorTable(gradient, span: span)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let cx = Double(center.x)
    let cy = Double(center.y)
    let turns = Double(ConicColorTable.size) / (2 * .pi)
    data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
      for row in 0..<height {
        let dy = top + Double(row) + 0.5
        // The gradient-space point of the row's first pixel centre, and the step to the next pixel.
        var ux = inverse.xx * (left + 0.5) + inverse.xy * dy + inverse.x0 - cx
        var uy = inverse.yx * (left + 0.5) + inverse.yy * dy + inverse.y0 - cy
        let line = pixels + row * stride
        for column in 0..<width {
          var turn = (atan2(uy, ux) - start) * turns
          turn -= (turn / Double(ConicColorTable.size)).rounded(.down) * Double(ConicColorTable.size)
          line[column] = table.colors[min(Int(turn), ConicColorTable.size - 1)]
          ux += inverse.xx
          uy += inverse.yx
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_set_source_surface(cairo, surface, left, top)
    paintWithAlpha()
  }

  /// Strokes the current path (with the stroke's width, caps, joins and dashes) with what `paint` draws
  /// filling the clip — a gradient rather than a color — and clears the path. Only the stroke's extents are
  /// painted.
  package func strokePath(paintedBy paint: () -> Void) {
    let path = cairo_copy_path(cairo)!
    defer { cairo_path_destroy(path) }
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
    cairo_new_path(cairo)
    guard x2 > x1, y2 > y1 else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_rectangle(cairo, x1, y1, x2 - x1, y2 - y1)
    cairo_clip(cairo)
    cairo_push_group(cairo)
    paint()
    cairo_pop_group_to_source(cairo)
    cairo_append_path(cairo, path)
    cairo_stroke(cairo)
  }

  private func paintGradient(_ gradient: CGGradient, _ pattern: OpaquePointer, _ options: CGGradientDrawingOptions) {
    defer { cairo_pattern_destroy(pattern) }
    gradient.addStops(to: pattern)
    let pad = options.contains(.drawsBeforeStartLocation) || options.contains(.drawsAfterEndLocation)
    cairo_pattern_set_extend(pattern, pad ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_set_source(cairo, pattern)
    paintWithAlpha()
  }

  private func paintWithAlpha() {
    if state.alpha < 1 { cairo_paint_with_alpha(cairo, Double(state.alpha)) } else { cairo_paint(cairo) }
  }

  /// Draws an image into `rect` as CoreGraphics does: with the image's first row at the bottom of `rect`.
  ///
  /// In UIKit's y-down contexts this draws the image upside down, exactly as on iOS; `UIImage.draw(in:)` draws
  /// it upright.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    saveGState()
    translateBy(x: 0, y: rect.maxY + rect.minY)
    scaleBy(x: 1, y: -1)
    drawImageUpright(image, in: rect, tiled: byTiling)
    restoreGState()
  }

  /// Draws an image into `rect` with its first row at the top (UIKit orientation), resampled with the
  /// context's interpolation quality.
  package func drawImageUpright(_ image: CGImage, in rect: CGRect, tiled: Bool = false) {
    guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
    cairo_save(cairo)
    cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
    let sx = tiled ? 1 : Double(rect.width) / Double(image.width)
    let sy = tiled ? 1 : Double(rect.height) / Double(image.height)
    cairo_new_path(cairo)
    cairo_rectangle(cairo, 0, 0, Double(rect.width), Double(rect.height))
    cairo_clip(cairo)
    cairo_scale(cairo, sx, sy)
    cairo_set_source_surface(cairo, image.storage.surface, 0, 0)
    let pattern = cairo_get_source(cairo)
    cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
    cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
    paintWithAlpha()
    cairo_restore(cairo)
  }

  /// Fills the clip with an image repeated in tiles of `tile`'s size, one of them at `tile` (upright).
  package func fillTiled(with image: CGImage, tile: CGRect) {
    guard image.width > 0, image.height > 0, tile.width > 0, tile.height > 0 else { return }
    let pattern = cairo_pattern_create_for_surface(image.storage.surface)!
    defer { cairo_pattern_destroy(pattern) }
    // The pattern matrix maps user space to image pixels.
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(
      &matrix, Double(image.width) / Double(tile.width), Double(image.height) / Double(tile.height))
    cairo_matrix_translate(&matrix, -Double(tile.minX), -Double(tile.minY))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
    cairo_save(cairo)
    cairo_set_source(cairo, pattern)
    paintWithAlpha()
    cairo_restore(cairo)
  }

  /// Draws an image as a template: `color` painted through the image's alpha, into `rect` (upright).
  package func drawImageTemplate(_ image: CGImage, in rect: CGRect, color: CGColor) {
    guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
    cairo_save(cairo)
    cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
    cairo_scale(cairo, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
    setSource(color)
    let mask = cairo_pattern_create_for_surface(image.storage.surface)!
    cairo_pattern_set_filter(mask, state.interpolation.cairoFilter)
    cairo_mask(cairo, mask)
    cairo_pattern_destroy(mask)
    cairo_restore(cairo)
  }

  /// Makes an image of what has been drawn so far, if the context draws into a bitmap.
  public func makeImage() -> CGImage? {
    guard let target else { return nil }
    return CGImage(surface: target.copy())
  }

  // MARK: Groups (engine use)

  /// Redirects drawing to a temporary layer until `endGroup` composites it with `alpha`.
  package func beginGroup() { cairo_push_group(cairo) }

  /// Composites the group begun last onto the destination with `alpha`.
  package func endGroup(alpha: CGFloat) {
    cairo_pop_group_to_source(cairo)
    if alpha < 1 { cairo_paint_with_alpha(cairo, Double(alpha)) } else { cairo_paint(cairo) }
  }

  /// Composites the group begun last onto the destination with a blend mode.
  package func endGroup(blendMode mode: CGBlendMode) {
    cairo_pop_group_to_source(cairo)
    cairo_save(cairo)
    cairo_set_operator(cairo, mode.cairoOperator)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Composites the group begun last with its colors transformed by `matrix`.
  package func endGroup(colorMatrix matrix: ColorMatrix) {
    let content = cairo_pop_group(cairo)!
    defer { cairo_pattern_destroy(content) }
    var surface: OpaquePointer?
    if cairo_pattern_get_surface(content, &surface) == CAIRO_STATUS_SUCCESS, let group = surface,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32
    {
      cairo_surface_flush(group)
      if let data = cairo_image_surface_get_data(group) {
        let stride = Int(cairo_image_surface_get_stride(group))
        let width = Int(cairo_image_surface_get_width(group))
        for row in 0..<Int(cairo_image_surface_get_height(group)) {
          (data + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
            matrix.apply(to: $0, count: width)
          }
        }
      }
      cairo_surface_mark_dirty(group)
    }
    cairo_set_source(cairo, content)
    cairo_paint(cairo)
  }

  /// Composites the group begun last through a plane projective transform (`matrix`: 3×3, row-major, applied to
  /// row vectors `(x, y, 1)` in user space, as `CGAffineTransform` and SwiftUI's `ProjectionTransform`): each pixel
  /// of `bounds` (user space: where the projected drawing can be) samples the group through the inverse mapping
  /// (bilinear, premultiplied), then the result is painted.
  package func endGroup(projecting matrix: [Double], bounds: CGRect) {
    let content = cairo_pop_group(cairo)!
    defer { cairo_pattern_destroy(content) }
    var surface: OpaquePointer?
    if matrix.count == 9, cairo_pattern_get_surface(content, &surface) == CAIRO_STATUS_SUCCESS, let group = surface,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32
    {
      project(group, userMatrix: matrix, bounds: bounds)
    }
    cairo_set_source(cairo, content)
    cairo_paint(cairo)
  }

  /// Resamples a group surface in place through a user-space projective matrix (see `endGroup(projecting:)`).
  private func project(_ group: OpaquePointer, userMatrix h: [Double], bounds: CGRect) {
    cairo_surface_flush(group)
    guard let data = cairo_image_surface_get_data(group) else { return }
    let width = Int(cairo_image_surface_get_width(group))
    let height = Int(cairo_image_surface_get_height(group))
    let rowBytes = Int(cairo_image_surface_get_stride(group))
    var dx = 0.0
    var dy = 0.0
    cairo_surface_get_device_offset(group, &dx, &dy)
    var sx = 1.0
    var sy = 1.0
    cairo_surface_get_device_scale(group, &sx, &sy)
    var user = cairo_matrix_t()
    cairo_get_matrix(cairo, &user)
    // Row-vector 3×3 matrices: surface pixels → device (the surface's scale and offset undone) → user (A⁻¹) →
    // projected (H) → device (A) → pixels.
    let a = [user.xx, user.yx, 0, user.xy, user.yy, 0, user.x0, user.y0, 1]
    guard let aInverse = Matrix3.inverse(a), sx != 0, sy != 0 else { return }
    let toPixels = [sx, 0, 0, 0, sy, 0, dx, dy, 1]
    let toDevice = [1 / sx, 0, 0, 0, 1 / sy, 0, -dx / sx, -dy / sy, 1]
    let userToPixels = Matrix3.product(a, toPixels)
    let forward = Matrix3.product(Matrix3.product(Matrix3.product(toDevice, aInverse), h), userToPixels)
    guard let b = Matrix3.inverse(forward) else { return }
    // The pixels the projected drawing can cover.
    var area = CGRect.null
    for corner in [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ] {
      if let pixel = Matrix3.apply(userToPixels, to: corner) { area = area.union(CGRect(origin: pixel, size: .zero)) }
    }
    let x0 = max(0, Int(area.minX.rounded(.down)) - 1)
    let y0 = max(0, Int(area.minY.rounded(.down)) - 1)
    let x1 = min(width, Int(area.maxX.rounded(.up)) + 1)
    let y1 = min(height, Int(area.maxY.rounded(.up)) + 1)
    let byteCount = rowBytes * height
    let source = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    defer { source.deallocate() }
    source.copyMemory(from: data, byteCount: byteCount)
    memset(data, 0, byteCount)
    guard x0 < x1, y0 < y1 else {
      cairo_surface_mark_dirty(group)
      return
    }
    let words = rowBytes / 4
    let from = source.assumingMemoryBound(to: UInt32.self)
    let to = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < width && y < height ? from[y * words + x] : 0
    }
    for y in y0..<y1 {
      let py = Double(y) + 0.5
      for x in x0..<x1 {
        let px = Double(x) + 0.5
        let w = px * b[2] + py * b[5] + b[8]
        guard w > 1e-9 else { continue }
        let u = (px * b[0] + py * b[3] + b[6]) / w - 0.5
        let v = (px * b[1] + py * b[4] + b[7]) / w - 0.5
        guard u > -1, v > -1, u < Double(width), v < Double(height) else { continue }
        let ix = Int(u.rounded(.down))
        let iy = Int(v.rounded(.down))
        let fx = u - Double(ix)
        let fy = v - Double(iy)
        let (p00, p10, p01, p11) = (fetch(ix, iy), fetch(ix + 1, iy), fetch(ix, iy + 1), fetch(ix + 1, iy + 1))
        if p00 | p10 | p01 | p11 == 0 { continue }
        var result: UInt32 = 0
        for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
          let c00 = Double((p00 >> shift) & 0xFF)
          let c10 = Double((p10 >> shift) & 0xFF)
          let c01 = Double((p01 >> shift) & 0xFF)
          let c11 = Double((p11 >> shift) & 0xFF)
          let top = c00 + (c10 - c00) * fx
          let bottom = c01 + (c11 - c01) * fx
          let value = top + (bottom - top) * fy
          result |= UInt32(min(max(value.rounded(), 0), 255)) << shift
        }
        to[y * words + x] = result
      }
    }
    cairo_surface_mark_dirty(group)
  }

  /// Fills the group begun last's shape with `color`: the group's alpha masks the color.
  package func endGroup(fillingAlphaWith color: CGColor) {
    let content = cairo_pop_group(cairo)!
    setSource(color)
    cairo_mask(cairo, content)
    cairo_pattern_destroy(content)
  }

  /// Composites the group begun last over a shadow of it: its alpha in `color`, blurred by `radius` points
  /// (a Gaussian of standard deviation radius / 2, as a layer's shadow radius) and moved by `offset` points.
  package func endGroup(shadowColor color: CGColor, radius: CGFloat, offset: CGSize) {
    let content = cairo_pop_group(cairo)!
    defer { cairo_pattern_destroy(content) }
    var surface: OpaquePointer?
    if cairo_pattern_get_surface(content, &surface) == CAIRO_STATUS_SUCCESS, let group = surface,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE
    {
      drawShadow(of: group, color: color, radius: radius, offset: offset)
    }
    cairo_set_source(cairo, content)
    cairo_paint(cairo)
  }

  /// Paints the blurred, tinted alpha of a group surface at its place in device space, moved by `offset`.
  private func drawShadow(of group: OpaquePointer, color: CGColor, radius: CGFloat, offset: CGSize) {
    // Work in device pixels: the group surface covers device rect (−dx, −dy, w, h).
    var dx = 0.0
    var dy = 0.0
    cairo_surface_get_device_offset(group, &dx, &dy)
    var scaleX = 1.0
    var scaleY = 0.0
    cairo_user_to_device_distance(cairo, &scaleX, &scaleY)
    let deviceRadius = radius * CGFloat(hypot(scaleX, scaleY))
    var ox = Double(offset.width)
    var oy = Double(offset.height)
    cairo_user_to_device_distance(cairo, &ox, &oy)
    // A layer's shadow radius is twice the Gaussian's standard deviation.
    let pad = Int(ShadowBlur.extent(radius: deviceRadius / 2))
    // Only the part of the group that holds something casts a shadow: it is blurred with room for the blur's
    // reach (and two pixels more than the three boxes can spread), which gives the same pixels as blurring the
    // whole group, whose clear remainder stays clear.
    let groupWidth = Int(cairo_image_surface_get_width(group))
    let groupHeight = Int(cairo_image_surface_get_height(group))
    guard let drawn = CGContext.alphaBounds(of: group, width: groupWidth, height: groupHeight) else { return }
    let margin = pad + 2
    let left = max(drawn.minX - margin, -pad)
    let top = max(drawn.minY - margin, -pad)
    let right = min(drawn.maxX + margin, groupWidth + pad)
    let bottom = min(drawn.maxY + margin, groupHeight + pad)
    let padded = PixelSurface(width: right - left, height: bottom - top)
    let copy = cairo_create(padded.surface)!
    cairo_surface_set_device_offset(group, 0, 0)
    cairo_set_source_surface(copy, group, Double(-left), Double(-top))
    cairo_paint(copy)
    cairo_surface_set_device_offset(group, dx, dy)
    cairo_destroy(copy)
    let shadow = ShadowBlur.shadow(ofAlphaIn: padded, sigma: deviceRadius / 2, color: color)
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_source_surface(cairo, shadow.surface, -dx + Double(left) + ox, -dy + Double(top) + oy)
    paintWithAlpha()
    cairo_restore(cairo)
  }

  /// The pixel rectangle of an image surface's pixels that are not fully transparent (nil when none is).
  private static func alphaBounds(of surface: OpaquePointer, width: Int, height: Int)
    -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  {
    cairo_surface_flush(surface)
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
      for y in 0..<height {
        let row = pixels + y * stride
        var first = -1
        for x in 0..<width where row[x] >> 24 != 0 {
          first = x
          break
        }
        guard first >= 0 else { continue }
        var last = width - 1
        while row[last] >> 24 == 0 { last -= 1 }
        minX = min(minX, first)
        maxX = max(maxX, last)
        if minY == height { minY = y }
        maxY = y
      }
    }
    return maxY < 0 ? nil : (minX, minY, maxX + 1, maxY + 1)
  }

  /// Composites the group begun last through the alpha of `mask`, another group drawn by `drawMask`.
  package func endGroup(maskedBy drawMask: () -> Void, alpha: CGFloat) {
    let content = cairo_pop_group(cairo)!
    cairo_push_group(cairo)
    drawMask()
    let mask = cairo_pop_group(cairo)!
    if alpha < 1 {
      cairo_push_group(cairo)
      cairo_set_source(cairo, content)
      cairo_mask(cairo, mask)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, Double(alpha))
    } else {
      cairo_set_source(cairo, content)
      cairo_mask(cairo, mask)
    }
    cairo_pattern_destroy(mask)
    cairo_pattern_destroy(content)
  }
}
