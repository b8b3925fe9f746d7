import CPangoCairo
import Foundation

/// The colors a symbol's layers draw in: SF Symbols' rendering modes.
package struct SymbolColors: Sendable {
  /// The primary layer's color (the base glyph).
  package var primary: CGColor
  /// The secondary layer's color (an enclosure, a badge), or nil to knock the glyph out of a filled enclosure in
  /// the primary color (monochrome).
  package var secondary: CGColor?

  /// Monochrome: every layer in one color, glyphs knocked out of filled enclosures.
  package init(_ color: CGColor) {
    primary = color
    secondary = nil
  }

  /// Separate colors per layer (palette), or the primary color at lower opacity for the secondary layer
  /// (hierarchical).
  package init(primary: CGColor, secondary: CGColor) {
    self.primary = primary
    self.secondary = secondary
  }

  /// Hierarchical rendering: the secondary layer in the primary color at SF Symbols' secondary opacity.
  package static func hierarchical(_ color: CGColor) -> SymbolColors {
    SymbolColors(primary: color, secondary: color.copy(alpha: color.alpha * 0.5) ?? color)
  }
}

/// A symbol sized and placed against a text baseline the way SF Symbols sit next to text, composed from an icon
/// glyph and the parts its name adds (a filled or outlined circle or square around it, a slash, a badge).
///
/// Sizing: a medium symbol's glyph ink is as tall as 1.3 × the cap height of the system font of the same point
/// size less the font's margins; small and large scale by SF Symbols' ratios, and an enclosure is a circle (or
/// rounded square) of SF Symbols' circle diameter with the glyph at half its size inside. Placement: the ink is
/// centred on the cap-height midline, as SF Symbols are. Weight: Phosphor's thin, light, regular and bold styles
/// follow the weight; heavier weights and the single-weight fonts stroke the outlines 0.1 × weight × em wide.
package struct SymbolLayout: Sendable {
  package let name: String
  package let pointSize: CGFloat
  package let weight: CGFloat
  package let scale: SymbolScaleName
  package let description: SymbolDescription
  /// The em size of the icon font used for the base glyph.
  package let glyphSize: CGFloat
  /// The ink rectangle relative to the text baseline at the symbol's left edge (y grows down; the baseline is y 0).
  package let inkRect: CGRect
  private let glyph: TextLayout
  private let strokeWidth: CGFloat
  /// Where the glyph's ink goes, relative to the baseline origin (inside the enclosure when there is one).
  private let glyphBox: CGRect
  /// The enclosure's (or, without one, the glyph's) box, relative to the baseline origin.
  private let shapeBox: CGRect
  /// The width of an enclosure's outline, of a slash and of a badge's marks.
  private let lineWidth: CGFloat

  /// The layout of symbol `name`, or nil (after one warning per name) when the name is unknown.
  package init?(name: String, pointSize: CGFloat, weight: CGFloat = 0, scale: SymbolScaleName = .medium) {
    guard let description = SymbolCatalog.lookUp(name) else { return nil }
    self.name = name
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
    self.description = description
    let font = description.glyph.font
    let capHeight = FontLibrary.shared.metrics(FontDescriptor(size: pointSize, weight: weight)).capHeight
    let midline = -capHeight / 2
    let inkHeight = capHeight * 1.3 * scale.factor * (20.0 / 24)
    let diameter = pointSize * 0.9961 * scale.factor
    let enclosed = description.enclosure != nil
    // An icon that draws its own circle or square (checkmark.circle) is as large as a composed enclosure.
    let unfilled = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
    let ownEnclosure =
      !enclosed && (unfilled.hasSuffix(".circle") || unfilled.hasSuffix(".square"))
      && SymbolCatalog.contains(String(unfilled.dropLast(7)))
    glyphSize = (enclosed ? diameter * 0.55 : ownEnclosure ? diameter : inkHeight) / font.inkShare
    // A glyph inside an enclosure is drawn a weight heavier, so its strokes match the enclosure's at half the size.
    let glyphWeight = enclosed ? weight + FontWeightValue.bold : weight
    // A filled symbol's glyph is the filled style, inside an enclosure too (knocked out of it).
    let text =
      font == .text
      ? description.glyph.text
      : String(
        Character(Unicode.Scalar(description.glyph.codepoint(weight: glyphWeight, filled: description.filled))!))
    let descriptor =
      font == .text
      ? FontDescriptor(size: glyphSize, weight: min(weight + FontWeightValue.medium, FontWeightValue.black))
      : FontDescriptor(family: font.family, size: glyphSize)
    glyph = TextLayout.make(StyledText(text, font: descriptor))
    // Weights the font does not draw itself: stroke the outlines (Phosphor's bold serves up to bold; its filled
    // style has one weight, whose knocked-out marks a stroke would close).
    let emulated: CGFloat =
      switch font {
      case .text: 0
      case .phosphor: description.filled ? 0 : glyphWeight - FontWeightValue.bold
      case .materialDesign, .materialIcons: glyphWeight
      }
    // Phosphor's fill style of a line icon (a check) keeps regular strokes: inside a filled enclosure it is drawn
    // with bold's (24 of 256 units rather than 16).
    let filledLines = font == .phosphor && enclosed && description.filled ? glyphSize * 8 / 256 : 0
    strokeWidth = emulated > 0 ? 0.1 * emulated * glyphSize : filledLines
    let weightFactor = 1 + max(-0.6, min(weight, 0.62)) * 0.9
    lineWidth = max(diameter * 0.065 * weightFactor, 0.5)
    let ink = glyph.inkBounds.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
    if enclosed {
      shapeBox = CGRect(x: 0, y: midline - diameter / 2, width: diameter, height: diameter)
      glyphBox = CGRect(
        x: shapeBox.midX - ink.width / 2, y: shapeBox.midY - ink.height / 2, width: ink.width, height: ink.height)
    } else {
      glyphBox = CGRect(x: 0, y: midline - ink.height / 2, width: ink.width, height: ink.height)
      shapeBox = glyphBox
    }
    var bounds = shapeBox
    if let badge = description.badge { bounds = bounds.union(SymbolLayout.badgeCircle(badge, in: shapeBox)) }
    inkRect = bounds
  }

  /// The horizontal space the symbol takes next to text (its ink width).
  package var advance: CGFloat { inkRect.width }

  /// The badge's circle for a symbol whose ink (or enclosure) is `box`: a mark over its bottom trailing corner, a
  /// dot over its top trailing corner.
  private static func badgeCircle(_ badge: SymbolDescription.Badge, in box: CGRect) -> CGRect {
    if badge == .dot {
      let diameter = box.height * 0.42
      return CGRect(x: box.maxX - diameter * 0.8, y: box.minY - diameter * 0.15, width: diameter, height: diameter)
    }
    let diameter = box.height * 0.58
    return CGRect(x: box.maxX - diameter * 0.62, y: box.maxY - diameter * 0.7, width: diameter, height: diameter)
  }

  /// Draws the symbol in one color with its left edge at `baselineOrigin.x` and its baseline at `baselineOrigin.y`.
  package func draw(in context: CGContext, baselineOrigin: CGPoint, color: CGColor) {
    draw(in: context, baselineOrigin: baselineOrigin, colors: SymbolColors(color))
  }

  /// Draws the symbol's ink scaled to fill `rect` (a resizable symbol, a symbol image drawn into a rectangle).
  package func draw(in context: CGContext, rect: CGRect, colors: SymbolColors) {
    guard rect.size != inkRect.size, inkRect.width > 0, inkRect.height > 0 else {
      draw(in: context, baselineOrigin: CGPoint(x: rect.minX, y: rect.minY - inkRect.minY), colors: colors)
      return
    }
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / inkRect.width, y: rect.height / inkRect.height)
    draw(in: context, baselineOrigin: CGPoint(x: 0, y: -inkRect.minY), colors: colors)
    context.restoreGState()
  }

  /// Draws the symbol's layers in `colors` with its left edge at `baselineOrigin.x` and its baseline at
  /// `baselineOrigin.y`.
  package func draw(in context: CGContext, baselineOrigin: CGPoint, colors: SymbolColors) {
    let origin = CGPoint(x: baselineOrigin.x - inkRect.minX, y: baselineOrigin.y)
    let composed = description.enclosure != nil || description.slash || description.badge != nil
    guard composed else {
      drawGlyph(in: context, origin: origin, color: colors.primary)
      return
    }
    let cr = context.cairo
    cairo_save(cr)
    // The group is only as large as the symbol (a group takes the clip's size).
    let clip = inkRect.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -lineWidth * 2, dy: -lineWidth * 2)
    cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
    cairo_clip(cr)
    cairo_push_group(cr)
    let shape = shapeBox.offsetBy(dx: origin.x, dy: origin.y)
    let shapeColor = colors.secondary ?? colors.primary
    if let enclosure = description.enclosure {
      addShape(enclosure, in: description.filled ? shape : shape.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), cr)
      setColor(shapeColor, cr)
      if description.filled {
        cairo_fill(cr)
      } else {
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_stroke(cr)
      }
      // Monochrome knocks the glyph out of a filled enclosure; other modes draw it over in the primary color.
      let knockOut = description.filled && colors.secondary == nil
      if knockOut { cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR) }
      drawGlyph(in: context, origin: origin, color: colors.primary)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    } else {
      drawGlyph(in: context, origin: origin, color: colors.primary)
    }
    if description.slash { drawSlash(across: shape, colors: colors, cr) }
    if let badge = description.badge { drawBadge(badge, on: shape, colors: colors, cr) }
    cairo_pop_group_to_source(cr)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  private func drawGlyph(in context: CGContext, origin: CGPoint, color: CGColor) {
    let ink = glyph.inkBounds.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
    let at = CGPoint(x: origin.x + glyphBox.minX - ink.minX, y: origin.y + glyphBox.minY - ink.minY)
    glyph.draw(in: context, at: at, defaultColor: color, emboldenBy: strokeWidth)
  }

  private func addShape(_ enclosure: SymbolDescription.Enclosure, in rect: CGRect, _ cr: OpaquePointer) {
    switch enclosure {
    case .circle:
      cairo_new_sub_path(cr)
      cairo_arc(cr, Double(rect.midX), Double(rect.midY), Double(rect.width / 2), 0, 2 * .pi)
      cairo_close_path(cr)
    case .square:
      let r = Double(rect.width * 0.225)
      let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
      cairo_new_sub_path(cr)
      cairo_arc(cr, x1 - r, y0 + r, r, -.pi / 2, 0)
      cairo_arc(cr, x1 - r, y1 - r, r, 0, .pi / 2)
      cairo_arc(cr, x0 + r, y1 - r, r, .pi / 2, .pi)
      cairo_arc(cr, x0 + r, y0 + r, r, .pi, 3 * .pi / 2)
      cairo_close_path(cr)
    }
  }

  private func setColor(_ color: CGColor, _ cr: OpaquePointer) {
    cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
  }

  /// A slash from the top leading to the bottom trailing corner, cleared a line's width either side first.
  private func drawSlash(across box: CGRect, colors: SymbolColors, _ cr: OpaquePointer) {
    let inset = box.width * 0.06
    let from = CGPoint(x: box.minX + inset, y: box.minY + inset)
    let to = CGPoint(x: box.maxX - inset, y: box.maxY - inset)
    let width = max(lineWidth, glyphSize * (description.glyph.font.strokeShare))
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_move_to(cr, Double(from.x), Double(from.y))
    cairo_line_to(cr, Double(to.x), Double(to.y))
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_set_line_width(cr, Double(width * 3))
    cairo_stroke_preserve(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    setColor(colors.primary, cr)
    cairo_set_line_width(cr, Double(width))
    cairo_stroke(cr)
  }

  /// A filled circle over the bottom trailing corner, cleared around, with its mark knocked out (or drawn over
  /// in the primary color when the badge has a color of its own).
  private func drawBadge(
    _ badge: SymbolDescription.Badge, on box: CGRect, colors: SymbolColors, _ cr: OpaquePointer
  ) {
    let circle = SymbolLayout.badgeCircle(badge, in: box)
    let gap = lineWidth
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_new_sub_path(cr)
    cairo_arc(cr, Double(circle.midX), Double(circle.midY), Double(circle.width / 2 + gap), 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    setColor(colors.secondary ?? colors.primary, cr)
    cairo_new_sub_path(cr)
    cairo_arc(cr, Double(circle.midX), Double(circle.midY), Double(circle.width / 2), 0, 2 * .pi)
    cairo_fill(cr)
    guard badge != .dot else { return }
    if colors.secondary == nil {
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    } else {
      setColor(colors.primary, cr)
    }
    let r = Double(circle.width / 2) * 0.5
    let (cx, cy) = (Double(circle.midX), Double(circle.midY))
    cairo_set_line_width(cr, Double(circle.width) * 0.14)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    switch badge {
    case .plus:
      cairo_move_to(cr, cx - r, cy)
      cairo_line_to(cr, cx + r, cy)
      cairo_move_to(cr, cx, cy - r)
      cairo_line_to(cr, cx, cy + r)
    case .minus:
      cairo_move_to(cr, cx - r, cy)
      cairo_line_to(cr, cx + r, cy)
    case .xmark:
      let d = r * 0.8
      cairo_move_to(cr, cx - d, cy - d)
      cairo_line_to(cr, cx + d, cy + d)
      cairo_move_to(cr, cx + d, cy - d)
      cairo_line_to(cr, cx - d, cy + d)
    case .checkmark:
      cairo_move_to(cr, cx - r, cy + r * 0.05)
      cairo_line_to(cr, cx - r * 0.25, cy + r * 0.75)
      cairo_line_to(cr, cx + r, cy - r * 0.7)
    case .exclamationmark, .exclam:
      cairo_move_to(cr, cx, cy - r)
      cairo_line_to(cr, cx, cy + r * 0.25)
      cairo_move_to(cr, cx, cy + r * 0.95)
      cairo_line_to(cr, cx, cy + r * 0.96)
    case .questionmark:
      cairo_arc(cr, cx, cy - r * 0.45, r * 0.5, .pi, 2.4 * .pi)
      cairo_line_to(cr, cx, cy + r * 0.3)
      cairo_move_to(cr, cx, cy + r * 0.95)
      cairo_line_to(cr, cx, cy + r * 0.96)
    case .dot:
      break
    case .ellipsis:
      cairo_set_line_width(cr, Double(circle.width) * 0.2)
      for dx in [-r * 0.9, 0, r * 0.9] {
        cairo_move_to(cr, cx + dx, cy)
        cairo_line_to(cr, cx + dx + 0.01, cy)
      }
    case .clock:
      cairo_move_to(cr, cx, cy - r)
      cairo_line_to(cr, cx, cy)
      cairo_line_to(cr, cx + r * 0.7, cy + r * 0.4)
    }
    cairo_stroke(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }
}
