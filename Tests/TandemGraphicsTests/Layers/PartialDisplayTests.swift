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
}
