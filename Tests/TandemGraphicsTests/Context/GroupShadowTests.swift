import Foundation
import Testing

@testable import TandemGraphics

/// A group's shadow (SwiftUI's `shadow` modifier draws through one): only the part of the group that holds
/// something is blurred, with the same pixels as blurring all of it.
@Suite struct GroupShadowTests {
  /// A 20×20 square at (50, 50) drawn in a shadowed group on a 400×400 surface, the group as large as `clip`.
  func shadowed(clip: CGRect?) -> (pixels: [UInt32], blurred: Int) {
    let surface = PixelSurface(width: 400, height: 400)
    let context = CGContext(surface: surface)
    if let clip { context.clip(to: clip) }
    let before = ShadowBlur.blurredPixels
    context.beginGroup()
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
    context.fill(CGRect(x: 50, y: 50, width: 20, height: 20))
    context.endGroup(shadowColor: CGColor(gray: 0, alpha: 0.5), radius: 6, offset: CGSize(width: 2, height: 3))
    return (surface.packedPixels(), ShadowBlur.blurredPixels - before)
  }

  @Test func aSmallShapeInALargeGroupBlursOnlyItsNeighbourhood() {
    let whole = shadowed(clip: nil)
    let tight = shadowed(clip: CGRect(x: 20, y: 20, width: 100, height: 100))
    let same = whole.pixels == tight.pixels
    #expect(same)
    // The square and the blur's reach (three standard deviations and two pixels) each side: 42×42 pixels.
    #expect(whole.blurred == 42 * 42)
    #expect(tight.blurred == whole.blurred)
    // The shadow shows beside the square, offset down and right.
    let below = whole.pixels[72 * 400 + 60]
    #expect(below >> 24 > 0 && below >> 24 < 128)
  }

  @Test func anEmptyGroupCastsNoShadow() {
    let surface = PixelSurface(width: 100, height: 100)
    let context = CGContext(surface: surface)
    let before = ShadowBlur.blurredPixels
    context.beginGroup()
    context.endGroup(shadowColor: CGColor(gray: 0, alpha: 1), radius: 6, offset: .zero)
    #expect(ShadowBlur.blurredPixels == before)
    #expect(surface.packedPixels().allSatisfy { $0 == 0 })
  }
}
