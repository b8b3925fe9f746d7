import Foundation
import Testing

@testable import TandemGraphics

@Suite struct CGColorTests {
  @Test func sourceOverBlendsUnpremultipliedComponents() {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let over = red.composited(over: blue)
    #expect(over == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    let overClear = red.composited(over: .clear)
    #expect(overClear == red)
    let translucent = red.composited(over: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(abs(translucent.alpha - 0.75) < 1e-12)
    #expect(abs(translucent.components![0] - 2.0 / 3.0) < 1e-12)
  }

  @Test func renderedBlendMatchesTheFormula() {
    let surface = PixelSurface(width: 4, height: 4)
    let context = CGContext(surface: surface)
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    // Cairo stores premultiplied 8-bit channels: 0.5·255 rounds to 128 (0x80) red and 127 (0x7F) blue.
    #expect(surface.pixel(x: 1, y: 1) == 0xFF80_007F)
    context.setAlpha(0.5)
    context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(surface.pixel(x: 0, y: 0) == 0xFF40_803F)
  }
}
