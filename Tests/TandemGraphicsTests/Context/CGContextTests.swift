import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

@Suite struct CGContextTests {
  @Test func saveAndRestoreScopeColorsAndTransforms() {
    let surface = PixelSurface(width: 20, height: 10)
    let context = CGContext(surface: surface)
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.saveGState()
    context.translateBy(x: 10, y: 0)
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(context.ctm == CGAffineTransform(translationX: 10, y: 0))
    context.restoreGState()
    #expect(context.ctm == .identity)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(surface.pixel(x: 15, y: 5) == 0xFF00_00FF)
    #expect(surface.pixel(x: 5, y: 5) == 0xFFFF_0000)
  }

  @Test func clippingLimitsPainting() {
    let surface = PixelSurface(width: 10, height: 10)
    let context = CGContext(surface: surface)
    context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
    context.setFillColor(.black)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(surface.pixel(x: 2, y: 2) == 0xFF00_0000)
    #expect(surface.pixel(x: 7, y: 2) == 0)
  }

  @Test func drawImageIsFlippedLikeCoreGraphicsAndUprightForUIKit() {
    // A 1×2 image: red on top, blue below.
    let source = PixelSurface(width: 1, height: 2)
    source.withPixels { base, stride in
      base[0] = 0xFFFF_0000
      base[stride] = 0xFF00_00FF
    }
    let image = CGImage(surface: source)
    let surface = PixelSurface(width: 2, height: 2)
    let context = CGContext(surface: surface)
    context.interpolationQuality = .none
    context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    context.drawImageUpright(image, in: CGRect(x: 1, y: 0, width: 1, height: 2))
    #expect(surface.pixel(x: 0, y: 0) == 0xFF00_00FF)
    #expect(surface.pixel(x: 1, y: 0) == 0xFFFF_0000)
  }

  @Test func strokesGradientsAndDashesMatchGolden() {
    let surface = PixelSurface(width: 240, height: 120, scale: 2)
    let context = CGContext(surface: surface)
    context.setFillColor(.white)
    context.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
    let gradient = CGGradient(
      colorsSpace: nil,
      colors: [CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1), CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)],
      locations: [0, 1])!
    context.saveGState()
    context.addEllipse(in: CGRect(x: 6, y: 6, width: 48, height: 48))
    context.clip()
    context.drawLinearGradient(gradient, start: CGPoint(x: 6, y: 6), end: CGPoint(x: 54, y: 54), options: [])
    context.restoreGState()
    context.setStrokeColor(.black)
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.setLineJoin(.round)
    context.addLines(between: [CGPoint(x: 64, y: 50), CGPoint(x: 80, y: 10), CGPoint(x: 96, y: 50)])
    context.strokePath()
    context.setLineDash(phase: 0, lengths: [4, 2])
    context.setLineWidth(1)
    context.setLineCap(.butt)
    context.stroke(CGRect(x: 100, y: 8, width: 14, height: 44))
    GoldenImage.assertMatches(CGImage(surface: surface), named: "context-strokes-gradients")
  }
}
