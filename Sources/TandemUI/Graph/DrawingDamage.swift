import Foundation
import TandemKit

/// The part of the graph's drawing that changed since the host last redrew: the placed graph is the retained
/// display list (each node draws its own item), so a changed item damages where its node was and is drawn.
/// Hosts redraw only the damaged rectangle and draw only the nodes that reach into it.
@MainActor package final class DrawingDamage {
  /// Nodes whose own drawing changed; their rectangles are taken after layout (when they are placed).
  @exclusivity(unchecked) var changedNodes: [ViewNode] = []
  /// Rectangles already known (where moved or removed nodes were), in graph coordinates.
  var rect: CGRect = .null
  /// Leaf nodes drawn by the last draw (for precise-update tests).
  package var drawnLeaves = 0
}

extension ViewGraph {
  /// The damaged rectangle since the last call (graph coordinates), or nil when nothing changed.
  package func takeDamage() -> CGRect? {
    var rect = damage.rect
    for node in damage.changedNodes where !node.isRemoved { rect = rect.union(node.damageRect) }
    discardDamage()
    return rect.isNull || rect.isEmpty ? nil : rect
  }

  /// Forgets the damage since the last call without computing it (a host about to redraw everything).
  package func discardDamage() {
    for node in damage.changedNodes { node.awaitsDamage = false }
    damage.changedNodes = []
    damage.rect = .null
  }

  /// Leaf nodes the last `draw` drew.
  package var drawnLeafCount: Int { damage.drawnLeaves }

  /// Draws the nodes that reach into `dirty` (everything when nil), or only one paint segment of them.
  package func draw(in context: CGContext, dirty: CGRect?, segment: (cut: PaintSegments, index: Int)? = nil) {
    damage.drawnLeaves = 0
    root.draw(in: context, dirty: dirty, segment: segment)
  }
}

extension ViewNode {
  /// How far drawing may reach past a node's frame (glyph overhangs, strokes straddling the frame).
  static let drawingOverhang: CGFloat = 4

  /// Where the node's drawing shows in graph coordinates: its frame with overhang, moved and grown by the
  /// transforms, shadows and scroll offsets around it (clipped by scroll views).
  var damageRect: CGRect {
    var rect = drawnFrame.insetBy(dx: -ViewNode.drawingOverhang, dy: -ViewNode.drawingOverhang)
    // A transform redraws its whole subtree, whose shadows reach past its frame.
    if capabilities.contains(.transform) { rect = rect.union(subtreeShadowReach) }
    var current: ViewNode? = self
    while let node = current {
      if node !== self, let scroller = node.content(.scrolling, as: (any ScrollingContainer).self) {
        rect = rect.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
          .intersection(scroller.viewport(of: node))
      }
      if let transformer = node.content(.transform, as: (any DrawingTransform).self) {
        // The node's own transform may just have changed (a pressed button's scale): damage where the subtree
        // showed untransformed too.
        if let projection = transformer.projection(node: node) {
          let projected = projection.boundingBox(of: rect)
          rect = node === self ? rect.union(projected) : projected
        } else if let transform = transformer.transform(node: node) {
          rect = node === self ? rect.union(rect.applying(transform)) : rect.applying(transform)
        }
      }
      if let shadow = node.content(.shadow, as: (any GroupShadow).self)?.shadow(node: node) {
        rect = rect.union(ViewNode.shadowReach(of: rect, shadow))
      }
      if let blur = node.content(.blur, as: (any GroupBlur).self)?.blur(node: node), !blur.opaque {
        let reach = ViewNode.blurReach(blur.radius)
        rect = rect.insetBy(dx: -reach, dy: -reach)
      }
      current = node.parent
    }
    return rect
  }

  /// Where the shadows inside this node's subtree reach (null when it has none).
  private var subtreeShadowReach: CGRect {
    var reach = CGRect.null
    forEach { node in
      if let shadow = node.content(.shadow, as: (any GroupShadow).self)?.shadow(node: node) {
        let drawn = node.frame.insetBy(dx: -ViewNode.drawingOverhang, dy: -ViewNode.drawingOverhang)
        reach = reach.union(drawn.union(ViewNode.shadowReach(of: drawn, shadow)))
      }
    }
    return reach
  }

  /// The area a shadow of `rect` covers.
  static func shadowReach(of rect: CGRect, _ shadow: (color: CGColor, radius: CGFloat, offset: CGSize)) -> CGRect {
    let spread = (1.5 * shadow.radius).rounded(.up) + 1
    return rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread)
  }

  /// Records that this node's own drawing changed.
  func drawingChanged() {
    // Declared content (toolbar items, actions) is not drawn.
    guard !isDeclared, !awaitsDamage else { return }
    awaitsDamage = true
    if graph.damage.changedNodes.capacity == 0 { graph.damage.changedNodes.reserveCapacity(16) }
    graph.damage.changedNodes.append(self)
  }

  /// Records that the node's drawing left `rect` (it moved or went away).
  func damageOldRect() {
    guard drawnFrame != .zero else { return }
    graph.damage.rect = graph.damage.rect.union(damageRect)
  }

  /// Draws the node and its children where they reach into `dirty` (everything when nil); with a paint segment,
  /// only what is painted in that segment (the group effects around it still apply).
  func draw(in context: CGContext, dirty: CGRect?, segment pass: (cut: PaintSegments, index: Int)? = nil) {
    if let pass, !pass.cut.reaches(self, pass.index) { return }
    let drawsOwn = pass.map { $0.cut.drawsOwnContent(self, in: $0.index) } ?? true
    if let dirty, children.isEmpty, departures.isEmpty {
      guard drawnFrame.insetBy(dx: -ViewNode.drawingOverhang, dy: -ViewNode.drawingOverhang).intersects(dirty) else {
        return
      }
    }
    if children.isEmpty && drawsOwn { graph.damage.drawnLeaves += 1 }
    let capabilities = self.capabilities
    let alpha = content(.opacity, as: (any GroupOpacity).self)?.opacity(node: self) ?? 1
    guard alpha > 0 else { return }
    // A blend mode composites the whole subtree (its opacity included) with what is behind it.
    let blend = content(.compositing, as: (any GroupCompositing).self)?.compositing(node: self)
    if blend != nil { context.beginGroup() }
    if alpha < 1 { context.beginGroup() }
    let shadow = content(.shadow, as: (any GroupShadow).self)?.shadow(node: self)
    if shadow != nil {
      graph.hasDrawnShadows = true
      context.beginGroup()
    }
    let filter = content(.colorFilter, as: (any GroupColorFilter).self)?.colorMatrix(node: self)
    if filter != nil { context.beginGroup() }
    let blur = content(.blur, as: (any GroupBlur).self)?.blur(node: self)
    if blur != nil { context.beginGroup() }
    let transformer = content(.transform, as: (any DrawingTransform).self)
    // A projection draws the subtree into a group resampled through it; otherwise the affine transform applies.
    let projection = transformer?.projection(node: self)
    if projection != nil { context.beginGroup() }
    let transform = projection == nil ? transformer?.transform(node: self) : nil
    let clip = content(.clip, as: (any DrawingClip).self)?.clipPath(node: self)
    if transform != nil || clip != nil { context.saveGState() }
    if let transform { context.concatenate(transform) }
    if let clip {
      context.addPath(clip)
      context.clip()
    }
    // A mask: the content and its other children are drawn through the mask child's alpha.
    let mask = content(.mask, as: (any GroupMask).self)?.maskChild(node: self)
    if mask != nil { context.beginGroup() }
    if drawsOwn { content.draw(in: context, bounds: drawnFrame, node: self) }
    if !capabilities.contains(.childrenDrawnElsewhere) {
      // Under a transform the dirty rectangle no longer matches the children's frames; under a blur, pixels
      // outside it blur into it; under a shadow, children outside it still cast into it.
      var childDirty = transform == nil && projection == nil && blur == nil ? dirty : nil
      if let rect = childDirty, let shadow {
        childDirty = rect.union(
          ViewNode.shadowReach(
            of: rect, (shadow.color, shadow.radius, CGSize(width: -shadow.offset.width, height: -shadow.offset.height)))
        )
      }
      for child in children where child !== mask { child.draw(in: context, dirty: childDirty, segment: pass) }
      if drawsOwn { for departing in departures { departing.draw(in: context) } }
    }
    if let mask { context.endGroup(maskedBy: { mask.draw(in: context, dirty: nil) }, alpha: 1) }
    if transform != nil || clip != nil { context.restoreGState() }
    if let projection {
      // The drawing can cover the projected subtree's area (its frames, grown by overhangs and shadows).
      let area = drawnFrame.insetBy(dx: -ViewNode.drawingOverhang, dy: -ViewNode.drawingOverhang)
        .union(subtreeShadowReach)
      context.endGroup(projecting: projection.matrix, bounds: projection.boundingBox(of: area))
    }
    if let blur {
      // The group holds only this subtree: blurring it in place spreads it into the clear pixels around.
      let reach = blur.opaque ? 0 : ViewNode.blurReach(blur.radius)
      context.blurBackdrop(in: drawnFrame.insetBy(dx: -reach, dy: -reach), radius: blur.radius)
      context.endGroup(alpha: 1)
    }
    if let filter { context.endGroup(colorMatrix: filter) }
    if let shadow { context.endGroup(shadowColor: shadow.color, radius: shadow.radius, offset: shadow.offset) }
    if alpha < 1 { context.endGroup(alpha: alpha) }
    if let blend { context.endGroup(blendMode: blend) }
  }
}
