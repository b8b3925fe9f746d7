import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

/// Blurred backdrops: the compositor blurs what is already painted behind a layer, inside the layer only, and an
/// incremental composite after a change behind part of it matches a fresh one pixel for pixel.
@Suite struct BackdropBlurTests {
  /// Stripes of pink and blue with a blurred, tinted bar over their top.
  private func scene() -> (root: CALayer, stripe: CALayer, bar: CALayer) {
    let root = square(CGRect(x: 0, y: 0, width: 120, height: 80), .white)
    var stripe = CALayer()
    for index in 0..<6 {
      let layer = square(CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: 80), index % 2 == 0 ? pink : blue)
      root.addSublayer(layer)
      if index == 2 { stripe = layer }
    }
    let bar = CALayer()
    bar.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    bar.backdropBlurRadius = 4
    bar.backgroundColor = CGColor(gray: 1, alpha: 0.3)
    root.addSublayer(bar)
    return (root, stripe, bar)
  }

  @Test func theBarBlursOnlyWhatIsBehindIt() {
    let (root, _, _) = scene()
    let image = composite(root, scale: 2)
    // Below the bar the stripes stay sharp: a pink column next to a white gap.
    let sharpPink = image.storage.pixel(x: 10, y: 140)
    let sharpGap = image.storage.pixel(x: 30, y: 140)
    #expect(sharpPink != sharpGap)
    #expect(sharpGap == 0xFFFF_FFFF)
    // Under the bar the gap between stripes takes color from its neighbours.
    let blurredGap = image.storage.pixel(x: 30, y: 40)
    #expect(blurredGap != 0xFFFF_FFFF)
    GoldenImage.assertMatches(image, named: "layers-backdrop-blur")
  }

  @Test func anIncrementalCompositeMatchesAFreshOne() {
    let (root, stripe, _) = scene()
    let compositor = Compositor(size: root.bounds.size, scale: 2, backgroundColor: .white)
    compositor.composite(root)
    // A change behind part of the bar: the whole bar is blurred again from fresh pixels.
    stripe.backgroundColor = CGColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
    let report = compositor.composite(root)
    #expect(report.damage.contains { $0.contains(CGRect(x: 0, y: 0, width: 120, height: 40)) })
    let incremental = compositor.snapshot()
    let fresh = composite(root, scale: 2)
    #expect(incremental.storage.packedPixels() == fresh.storage.packedPixels())
  }
}
