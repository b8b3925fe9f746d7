import CPangoCairo
import Foundation

/// Draws a layer tree into a context: background, contents, own content, sublayers, border; groups for opacity
/// and masks; blurred shadows. With a damage rectangle, subtrees outside it are skipped.
struct LayerPainter {
  let context: CGContext
  /// The rectangle being repainted, in screen points; nil paints everything.
  let damage: CGRect?
  /// Counts layers that painted something of their own.
  var paintedLayers = 0
  /// The layer covering all of `damage` opaquely: until it is reached, only its ancestors are walked, and they
  /// paint nothing under their sublayers.
  let cover: OpaqueCover?
  /// Whether the painter has reached `cover` (or has none).
  private var aboveCover: Bool

  init(context: CGContext, damage: CGRect?, cover: OpaqueCover? = nil) {
    self.context = context
    self.damage = damage
    self.cover = cover
    aboveCover = cover == nil
  }

  /// Paints `layer` placed by its position and transform in the current coordinate space.
  mutating func paint(_ layer: CALayer) {
    guard !layer.isHidden, layer.presentedOpacity > 0 else { return }
    if let damage, !layer.record.subtreeRect.isNull, !layer.record.subtreeRect.intersects(damage) { return }
    if !aboveCover, let cover, !cover.path.contains(ObjectIdentifier(layer)) { return }
    context.saveGState()
    context.concatenate(layer.presentedTransformToSuperlayer)
    paintContents(of: layer)
    context.restoreGState()
  }

  /// Paints `layer` in its own bounds coordinates (as `render(in:)` does).
  mutating func paintContents(of layer: CALayer) {
    if !aboveCover && layer === cover?.layer { aboveCover = true }
    let alpha = CGFloat(layer.presentedOpacity)
    let grouped = alpha < 1 || layer.mask != nil
    if layer.hasShadow && aboveCover { paintShadow(of: layer) }
    if grouped { context.beginGroup() }
    paintBody(of: layer)
    if grouped {
      if let mask = layer.mask {
        context.endGroup(
          maskedBy: {
            var maskPainter = LayerPainter(context: context, damage: nil)
            maskPainter.paint(mask)
          }, alpha: alpha)
      } else {
        context.endGroup(alpha: alpha)
      }
    }
  }

  /// Background, contents, own content, sublayers and border: everything but shadow and group effects.
  private mutating func paintBody(of layer: CALayer) {
    let bounds = layer.presentedBounds
    let cornerRadius = layer.presentedCornerRadius
    let rounded = cornerRadius > 0
    func shape(_ rect: CGRect, radius: CGFloat) -> CGPath {
      let path = CGMutablePath()
      path.addRoundedRect(in: rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
      return path
    }
    let outline = rounded ? shape(bounds, radius: cornerRadius) : nil
    // An ancestor of the cover: only its sublayers and its border (painted above them) can show.
    let ownShows = aboveCover
    if ownShows, layer.paintsOwnContent,
      damage.map({ layer.record.ownRect.isNull || layer.record.ownRect.intersects($0) }) ?? true
    {
      paintedLayers += 1
    }

    if ownShows && layer.backdropBlurRadius > 0 {
      context.blurBackdrop(in: bounds, radius: layer.backdropBlurRadius, clip: outline)
    }
    if ownShows, let color = layer.presentedBackgroundColor, color.alpha > 0 {
      context.beginPath()
      if let outline { context.addPath(outline) } else { context.addRect(bounds) }
      context.setFillColor(color)
      context.fillPath()
    }
    context.saveGState()
    if layer.masksToBounds {
      context.beginPath()
      if let outline { context.addPath(outline) } else { context.addRect(bounds) }
      context.clip()
    }
    if ownShows, let image = layer.contents as? CGImage {
      let size = CGSize(
        width: CGFloat(image.width) / layer.contentsScale, height: CGFloat(image.height) / layer.contentsScale)
      context.interpolationQuality = .medium
      context.drawImageUpright(image, in: layer.contentsGravity.rect(for: size, in: bounds))
    }
    if ownShows && layer.hasInPlaceContent { drawInPlace(layer, bounds: bounds) }
    if ownShows && layer.hasOwnContent { layer.drawOwnContent(in: context) }
    if let fill = layer.sublayerFillColor {
      context.beginGroup()
      for child in layer.orderedSublayers { paint(child) }
      context.endGroup(fillingAlphaWith: fill)
    } else {
      for child in layer.orderedSublayers { paint(child) }
    }
    context.restoreGState()

    if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
      let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
      let inner = bounds.insetBy(dx: width, dy: width)
      let ring = CGMutablePath()
      if let outline {
        ring.addPath(outline)
        ring.addPath(shape(inner, radius: max(cornerRadius - width, 0)))
      } else {
        ring.addRect(bounds)
        ring.addRect(inner)
      }
      context.beginPath()
      context.addPath(ring)
      context.setFillColor(color)
      context.fillPath(using: .evenOdd)
    }
  }

  /// Draws a layer's in-place content clipped to its bounds, as its backing store would show it: on an
  /// axis-aligned layer the clip is the whole device pixels the store would cover.
  private func drawInPlace(_ layer: CALayer, bounds: CGRect) {
    context.saveGState()
    let ctm = context.ctm
    if ctm.b == 0 && ctm.c == 0 {
      let corner = bounds.origin.applying(ctm)
      let pixels = CGRect(
        x: corner.x, y: corner.y, width: (bounds.width * abs(ctm.a) - 1e-9).rounded(.up) * (ctm.a < 0 ? -1 : 1),
        height: (bounds.height * abs(ctm.d) - 1e-9).rounded(.up) * (ctm.d < 0 ? -1 : 1)
      ).standardized.integral
      let cr = context.cairo
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, Double(pixels.minX), Double(pixels.minY), Double(pixels.width), Double(pixels.height))
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
    } else {
      context.clip(to: bounds)
    }
    layer.drawInPlace(in: context, visible: context.boundingBoxOfClipPath)
    context.restoreGState()
  }

  /// Paints the layer's shadow: its shadow path, or the alpha of its composited body, blurred and offset.
  private mutating func paintShadow(of layer: CALayer) {
    guard let color = layer.shadowColor else { return }
    let ctm = context.ctm
    let deviceScale = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), 1e-6)
    let spread = ShadowBlur.extent(radius: layer.shadowRadius * deviceScale)
    let shapeBounds = layer.shadowPath?.boundingBoxOfPath ?? subtreeBounds(of: layer)
    let offset = CGSize(width: layer.shadowOffset.width, height: layer.shadowOffset.height).applying(ctm)
    if let path = layer.shadowPath {
      return paintCachedShadow(of: layer, path: path, color: color, spread: spread, offset: offset)
    }
    // The device pixels the blurred shape could reach, limited to what the clip can show.
    let clip = context.boundingBoxOfClipPath.applying(ctm).insetBy(dx: -spread, dy: -spread)
      .offsetBy(dx: -offset.width, dy: -offset.height)
    let area = shapeBounds.applying(ctm).insetBy(dx: -spread, dy: -spread).intersection(clip).integral
    guard !area.isNull, area.width >= 1, area.height >= 1 else { return }

    let surface = PixelSurface(width: Int(area.width), height: Int(area.height))
    let offscreen = CGContext(surface: surface)
    offscreen.concatenate(ctm.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY)))
    if let path = layer.shadowPath {
      offscreen.addPath(path)
      offscreen.setFillColor(.black)
      offscreen.fillPath()
    } else {
      var shapePainter = LayerPainter(context: offscreen, damage: nil)
      shapePainter.paintBody(of: layer)
    }
    let tint = color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity))!
    let shadow = ShadowBlur.shadow(ofAlphaIn: surface, sigma: layer.shadowRadius * deviceScale, color: tint)
    paint(shadow, at: CGPoint(x: area.minX + offset.width, y: area.minY + offset.height))
  }

  /// Paints a blurred shadow surface with its top-left corner at a device point.
  private func paint(_ shadow: PixelSurface, at origin: CGPoint) {
    let cr = context.cairo
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, shadow.surface, Double(origin.x), Double(origin.y))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// A shadow cast by a path: blurred whole once and kept on the layer, so repainting part of the screen over it
  /// (a wheel turning on a platter) does not blur it again. The cache holds while the path, the transform's scale
  /// and rotation, the pixel phase, the radius and the color stay the same.
  private func paintCachedShadow(of layer: CALayer, path: CGPath, color: CGColor, spread: CGFloat, offset: CGSize) {
    let ctm = context.ctm
    let device = path.boundingBoxOfPath.applying(ctm).insetBy(dx: -spread, dy: -spread)
    let area = device.integral
    guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
    let key = ShadowCacheKey(
      path: path, linear: [ctm.a, ctm.b, ctm.c, ctm.d],
      phase: CGPoint(x: device.minX - area.minX, y: device.minY - area.minY),
      radius: layer.shadowRadius, color: color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity))!)
    let shadow: PixelSurface
    if let cached = layer.shadowCache, cached.key == key {
      shadow = cached.surface
    } else {
      let surface = PixelSurface(width: Int(area.width), height: Int(area.height))
      let offscreen = CGContext(surface: surface)
      offscreen.concatenate(ctm.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY)))
      offscreen.addPath(path)
      offscreen.setFillColor(.black)
      offscreen.fillPath()
      let deviceScale = max((ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), 1e-6)
      shadow = ShadowBlur.shadow(ofAlphaIn: surface, sigma: layer.shadowRadius * deviceScale, color: key.color)
      layer.shadowCache = (key, shadow)
    }
    paint(shadow, at: CGPoint(x: area.minX + offset.width, y: area.minY + offset.height))
  }

  /// The bounds of a layer and its visible sublayers in its own coordinates.
  private func subtreeBounds(of layer: CALayer) -> CGRect {
    var rect = layer.presentedBounds.union(layer.ownContentBounds)
    if layer.masksToBounds { return layer.presentedBounds }
    for child in layer.orderedSublayers where !child.isHidden {
      rect = rect.union(subtreeBounds(of: child).applying(child.presentedTransformToSuperlayer))
    }
    return rect
  }
}

/// What a cached path shadow was made for.
struct ShadowCacheKey: Equatable {
  let path: CGPath
  let linear: [CGFloat]
  let phase: CGPoint
  let radius: CGFloat
  let color: CGColor
}
