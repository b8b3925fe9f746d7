import CPangoCairo
import Foundation

/// What one composite did: the damaged rectangles (screen points), how many layers painted, how many backing
/// stores were redrawn and how many layers' records the walk of the dirty tree visited.
package struct CompositeReport: Equatable {
  package var damage: [CGRect]
  package var layersPainted: Int
  package var layersDisplayed: Int
  package var layersVisited = 0
}

/// Draws a layer tree onto a pixel surface, repainting only what changed since the last composite.
///
/// Order of one composite: (1) walk the dirty parts of the tree, redrawing backing stores still out of date (an
/// app's commit has redrawn them in its display phase, `display(_:)`) and collecting the old and new screen
/// rectangles of every changed layer as damage; (2) for each damaged rectangle, clip to it, clear it and paint the
/// layers that intersect it. Each layer's drawn content stays cached as its `contents` image until
/// `setNeedsDisplay`. A layer tree is composited by one compositor.
package final class Compositor {
  /// Pixels per point.
  package let scale: CGFloat
  /// The surface's size in points.
  package let size: CGSize
  /// The pixels.
  package let surface: PixelSurface
  /// Painted under everything (nil: transparent).
  package var backgroundColor: CGColor?
  /// Whether what an opaque layer covers whole is left unpainted (on; off only to compare pixels).
  package var skipsCoveredLayers = true
  private weak var lastRoot: CALayer?

  package init(size: CGSize, scale: CGFloat, backgroundColor: CGColor? = nil) {
    self.size = size
    self.scale = scale
    self.backgroundColor = backgroundColor
    surface = PixelSurface(
      width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)), scale: scale)
  }

  private var screen: CGRect { CGRect(origin: .zero, size: size) }

  /// Brings the surface up to date with `root` (placed by its own position and transform).
  @discardableResult
  package func composite(_ root: CALayer) -> CompositeReport {
    var damage = DamageRegion(scale: scale)
    var displayed = 0
    var visited = 0
    let fresh = lastRoot !== root
    if fresh {
      lastRoot = root
      damage.add(screen, within: screen)
    }
    // A clean tree is not walked at all.
    if fresh || !root.dirt.isEmpty || root.needsDisplay() {
      update(
        root, parentToScreen: .identity, forced: fresh, visible: true, damage: &damage, displayed: &displayed,
        visited: &visited)
    }

    if !damage.isEmpty { widenAcrossInPlaceContent(root, damage: &damage) }

    var painted = 0
    for rect in damage.rects {
      let context = CGContext(surface: surface)
      context.clip(to: rect)
      // What an opaque layer covers whole is neither cleared nor painted under it.
      let cover = skipsCoveredLayers ? OpaqueCover.find(for: rect, in: root) : nil
      if cover == nil {
        let cr = context.cairo
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let color = backgroundColor {
          cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        } else {
          cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
        cairo_paint(cr)
        cairo_restore(cr)
      }
      var painter = LayerPainter(context: context, damage: rect, cover: cover)
      painter.paint(root)
      painted += painter.paintedLayers
    }
    cairo_surface_flush(surface.surface)
    return CompositeReport(
      damage: damage.rects, layersPainted: painted, layersDisplayed: displayed, layersVisited: visited)
  }

  /// Redraws every out-of-date backing store in the dirty part of the tree under `root` (a commit's display
  /// phase, before it composites); returns how many layers redrew.
  @discardableResult
  package func display(_ root: CALayer) -> Int {
    var displayed = 0
    func visit(_ layer: CALayer) {
      // A hidden layer's content (and its sublayers') waits until it is shown, as on iOS: showing it
      // invalidates its subtree, and what still needs display is displayed then.
      guard !layer.isHidden else { return }
      displayed += Self.displayOwnContent(of: layer)
      for child in layer.orderedSublayers where !child.dirt.isEmpty || child.needsDisplay() { visit(child) }
    }
    if !root.dirt.isEmpty || root.needsDisplay() { visit(root) }
    return displayed
  }

  /// Redraws a layer's and its mask's backing stores when out of date; returns how many redrew.
  private static func displayOwnContent(of layer: CALayer) -> Int {
    var displayed = 0
    if layer.needsDisplay() {
      layer.displayIfNeeded()
      displayed += 1
    }
    if let mask = layer.mask, mask.needsDisplay() {
      mask.displayIfNeeded()
      displayed += 1
    }
    return displayed
  }

  /// Updates the records of the dirty part of the tree under `layer`, collecting damage.
  private func update(
    _ layer: CALayer, parentToScreen: CGAffineTransform, forced: Bool, visible: Bool, damage: inout DamageRegion,
    displayed: inout Int, visited: inout Int
  ) {
    visited += 1
    let shown = visible && !layer.isHidden
    if shown { displayed += Self.displayOwnContent(of: layer) }
    let dirt = layer.dirt
    layer.dirt = []
    let subtreeChanged = forced || dirt.contains(.subtree)
    let toScreen = layer.presentedTransformToSuperlayer.concatenating(parentToScreen)
    let ownRect = shown ? layer.ownVisualRect.applying(toScreen) : CGRect.null
    if subtreeChanged || dirt.contains(.own) {
      damage.add(layer.record.ownRect, within: screen)
      damage.add(ownRect, within: screen)
    } else if dirt.contains(.content), shown {
      damage.add(layer.contentDamage.applying(toScreen), within: screen)
    }
    layer.contentDamage = .null
    for rect in layer.removedDamage { damage.add(rect, within: screen) }
    layer.removedDamage = []
    layer.record.ownRect = ownRect

    var subtree = ownRect
    for child in layer.orderedSublayers {
      if subtreeChanged || !child.dirt.isEmpty || child.needsDisplay() {
        update(
          child, parentToScreen: toScreen, forced: subtreeChanged, visible: shown, damage: &damage,
          displayed: &displayed, visited: &visited)
      }
      subtree = subtree.union(child.record.subtreeRect)
    }
    if layer.masksToBounds && shown {
      subtree = subtree.intersection(layer.presentedBounds.applying(toScreen).union(ownRect))
    }
    layer.record.subtreeRect = subtree
  }

  /// Widens damage that cuts through in-place content sideways to the content's whole width, and damage that
  /// touches part of a blurred backdrop to all of it (its blur reads every pixel behind it).
  ///
  /// In-place content is drawn again wherever damage falls on it, clipped to the damage; Cairo rasterises a path
  /// clipped at a left or right edge with coverage that differs by a little from the unclipped path along the cut
  /// (rows cut above and below come out exact). Damage spanning the content's width keeps its pixels those of
  /// drawing it whole, whatever damaged it.
  private func widenAcrossInPlaceContent(_ root: CALayer, damage: inout DamageRegion) {
    for _ in 0..<4 {
      var additions: [CGRect] = []
      func visit(_ layer: CALayer) {
        guard !layer.isHidden else { return }
        let subtree = layer.record.subtreeRect
        guard !subtree.isNull, damage.rects.contains(where: { $0.intersects(subtree) }) else { return }
        let own = layer.record.ownRect.intersection(screen)
        // A blurred backdrop is blurred from fresh pixels only when all of it is repainted.
        if layer.backdropBlurRadius > 0, !own.isNull, !own.isEmpty,
          damage.rects.contains(where: { $0.intersects(own) && !$0.contains(own) })
        {
          additions.append(own)
        }
        if layer.hasInPlaceContent, !own.isNull, !own.isEmpty {
          for rect in damage.rects where rect.intersects(own) && (rect.minX > own.minX || rect.maxX < own.maxX) {
            let rows = rect.intersection(own)
            additions.append(CGRect(x: own.minX, y: rows.minY, width: own.width, height: rows.height))
          }
        }
        for child in layer.orderedSublayers { visit(child) }
      }
      visit(root)
      if additions.isEmpty { return }
      for rect in additions { damage.add(rect, within: screen) }
    }
  }

  /// A copy of the current pixels as an image.
  package func snapshot() -> CGImage { CGImage(surface: surface.copy()) }
}
