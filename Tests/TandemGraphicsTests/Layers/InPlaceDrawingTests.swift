import Foundation
import Testing

@testable import TandemGraphics

/// A layer drawing a red square in its middle and a blue bar running past its right edge, recording the clip
/// and the rectangle being redrawn each time it draws.
private final class MarkLayer: CALayer {
  var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  var clips: [CGRect] = []
  var redrawn: [CGRect?] = []
  override func draw(in ctx: CGContext) {
    clips.append(ctx.boundingBoxOfClipPath)
    redrawn.append(displayingRect)
    ctx.setFillColor(color)
    ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    ctx.fill(CGRect(x: 30, y: 0, width: 40, height: 5))
  }
}

@Suite struct InPlaceDrawingTests {
  /// Composites `layer` (placed at `origin` in a white 100×60 root) at 3x and returns the pixels.
  private func composite(_ layer: CALayer, at origin: CGPoint) -> (Compositor, CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    root.backgroundColor = .white
    layer.frame = CGRect(origin: origin, size: CGSize(width: 50, height: 40))
    layer.contentsScale = 3
    root.addSublayer(layer)
    layer.setNeedsDisplay()
    let compositor = Compositor(size: root.bounds.size, scale: 3, backgroundColor: .white)
    compositor.composite(root)
    return (compositor, root)
  }

  private func differingPixels(_ a: PixelSurface, _ b: PixelSurface) -> Int {
    (0..<a.height).reduce(0) { count, y in
      count + (0..<a.width).filter { x in a.pixel(x: x, y: y) != b.pixel(x: x, y: y) }.count
    }
  }

  /// Content drawn in place keeps no backing store and gives the pixels a backing store at whole pixels gives:
  /// clipped to the layer's bounds, composited over what is below.
  @Test func inPlaceContentHasNoBackingStoreAndPaintsAsOneWould() {
    let stored = MarkLayer()
    let inPlace = MarkLayer()
    inPlace.drawsInPlace = true
    let (a, _) = composite(stored, at: CGPoint(x: 20, y: 10))
    let (b, _) = composite(inPlace, at: CGPoint(x: 20, y: 10))
    #expect(stored.contents != nil)
    #expect(inPlace.contents == nil && inPlace.hasInPlaceContent)
    #expect(inPlace.displayCount == 1 && stored.displayCount == 1)
    #expect(differingPixels(a.surface, b.surface) == 0)
    // The bar is cut at the layer's right edge (x = 70 points, pixel 210).
    #expect(b.surface.pixel(x: 205, y: 36) != 0xFFFF_FFFF)
    #expect(b.surface.pixel(x: 212, y: 36) == 0xFFFF_FFFF)
  }

  /// Part of in-place content out of date damages only those rows of it (across its whole width, so a path is
  /// never cut sideways by damage); the compositor draws the layer clipped to them and tells `draw(in:)` which
  /// rectangle it redraws.
  @Test func aPartialRedrawOfInPlaceContentRepaintsOnlyThatPart() {
    let layer = MarkLayer()
    layer.drawsInPlace = true
    let (compositor, root) = composite(layer, at: CGPoint(x: 20, y: 10))
    layer.color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 20))
    let report = compositor.composite(root)
    #expect(report.damage == [CGRect(x: 20, y: 20, width: 50, height: 20)])
    #expect(layer.redrawn.last == CGRect(x: 0, y: 10, width: 50, height: 20))
    #expect(compositor.surface.pixel(x: 100, y: 70) == 0xFF00_FF00)
  }

  /// A neighbour's damage over in-place content draws that content again in the damaged rows: nothing of it is
  /// lost without a backing store, and the pixels are those of drawing it whole.
  @Test func damageFromAnotherLayerRedrawsInPlaceContentWithinIt() {
    let layer = MarkLayer()
    layer.drawsInPlace = true
    let (compositor, root) = composite(layer, at: CGPoint(x: 20, y: 10))
    let cover = CALayer()
    cover.frame = CGRect(x: 25, y: 15, width: 10, height: 10)
    cover.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    root.addSublayer(cover)
    compositor.composite(root)
    cover.removeFromSuperlayer()
    let before = layer.clips.count
    compositor.composite(root)
    #expect(layer.clips.count == before + 1)
    #expect(layer.redrawn.last == CGRect(x: 0, y: 5, width: 50, height: 10))
    #expect(layer.displayCount == 1)
    #expect(compositor.surface.pixel(x: 100, y: 70) == 0xFFFF_0000)
    let fresh = Compositor(size: root.bounds.size, scale: 3, backgroundColor: .white)
    fresh.composite(root)
    #expect(differingPixels(fresh.surface, compositor.surface) == 0)
  }

  /// Damage cutting sideways through in-place content that strokes a path is widened to the content's width:
  /// the stroke's pixels are those of a fresh composite, whatever part of it was damaged.
  @Test func damageOverAStrokedPathGivesThePixelsOfAFreshComposite() {
    final class Stroke: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.setStrokeColor(CGColor(red: 1, green: 0.2, blue: 0.3, alpha: 1))
        ctx.setLineWidth(2.7)
        ctx.move(to: CGPoint(x: 1.1, y: 30.03))
        ctx.addLine(to: CGPoint(x: 50.23, y: 6.78))
        ctx.addLine(to: CGPoint(x: 63.4, y: 26.97))
        ctx.strokePath()
      }
    }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    root.backgroundColor = .white
    let stroke = Stroke()
    stroke.drawsInPlace = true
    stroke.frame = CGRect(x: 10, y: 10, width: 70, height: 40)
    stroke.setNeedsDisplay()
    root.addSublayer(stroke)
    let compositor = Compositor(size: root.bounds.size, scale: 3, backgroundColor: .white)
    compositor.composite(root)
    for x in stride(from: 12.0, to: 70, by: 7.3) {
      let dot = CALayer()
      dot.frame = CGRect(x: x, y: 14, width: 3.1, height: 20)
      dot.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.3)
      root.addSublayer(dot)
      compositor.composite(root)
      dot.removeFromSuperlayer()
      compositor.composite(root)
    }
    let fresh = Compositor(size: root.bounds.size, scale: 3, backgroundColor: .white)
    fresh.composite(root)
    #expect(differingPixels(fresh.surface, compositor.surface) == 0)
  }
}
