import Foundation
import Testing

@testable import TandemGraphics

/// A layer drawing two halves in colors it can change, recording the clip it was drawn with.
private final class HalvesLayer: CALayer {
  var left: CGColor = .black
  var right: CGColor = .black
  var clips: [CGRect] = []
  override func draw(in ctx: CGContext) {
    clips.append(ctx.boundingBoxOfClipPath)
    ctx.setFillColor(left)
    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    ctx.setFillColor(right)
    ctx.fill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
  }
}

@Suite struct PartialDisplayTests {
  @Test func aDirtyRectangleIsRedrawnAndCompositedAlone() {
    let layer = HalvesLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    layer.contentsScale = 2
    layer.setNeedsDisplay()
    let compositor = Compositor(size: layer.bounds.size, scale: 2, backgroundColor: .white)
    compositor.composite(layer)
    #expect(layer.displayCount == 1)

    // Only the right half is out of date: it alone is redrawn (clipped) and composited.
    layer.right = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.setNeedsDisplay(CGRect(x: 50, y: 0, width: 50, height: 40))
    let report = compositor.composite(layer)
    #expect(layer.displayCount == 2)
    #expect(layer.clips.last == CGRect(x: 50, y: 0, width: 50, height: 40))
    #expect(report.damage == [CGRect(x: 50, y: 0, width: 50, height: 40)])
    #expect(compositor.surface.pixel(x: 150, y: 40) == 0xFFFF_0000)
    #expect(compositor.surface.pixel(x: 20, y: 40) == 0xFF00_0000)

    // A whole-layer request after a partial one redraws everything.
    layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    layer.setNeedsDisplay()
    let full = compositor.composite(layer)
    #expect(layer.clips.last == layer.bounds)
    #expect(full.damage == [layer.bounds])
  }

  /// A hidden layer's content is not drawn while it is hidden (as on iOS), in a commit's display phase or in a
  /// composite: it is drawn, once, when the layer (or its hidden ancestor) is shown.
  @Test func hiddenContentIsDrawnWhenShown() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    let group = CALayer()
    group.frame = root.bounds
    root.addSublayer(group)
    let layer = HalvesLayer()
    layer.frame = root.bounds
    layer.right = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.setNeedsDisplay()
    group.addSublayer(layer)
    group.isHidden = true
    let compositor = Compositor(size: root.bounds.size, scale: 1, backgroundColor: .white)
    #expect(compositor.display(root) == 0)
    compositor.composite(root)
    #expect(layer.displayCount == 0 && layer.needsDisplay())
    #expect(compositor.surface.pixel(x: 75, y: 20) == 0xFFFF_FFFF)

    group.isHidden = false
    #expect(compositor.display(root) == 1)
    compositor.composite(root)
    #expect(layer.displayCount == 1)
    #expect(compositor.surface.pixel(x: 75, y: 20) == 0xFFFF_0000)

    // Hidden again, content changes are kept for later; shown, the layer draws the new content.
    layer.isHidden = true
    layer.right = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.setNeedsDisplay()
    compositor.composite(root)
    #expect(layer.displayCount == 1)
    layer.isHidden = false
    compositor.composite(root)
    #expect(layer.displayCount == 2)
    #expect(compositor.surface.pixel(x: 75, y: 20) == 0xFF00_00FF)
  }
}
