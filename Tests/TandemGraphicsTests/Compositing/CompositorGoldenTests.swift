import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

/// Renders `root` in a fresh compositor.
func composite(_ root: CALayer, scale: CGFloat = 2, background: CGColor? = .white) -> CGImage {
  let compositor = Compositor(size: root.bounds.size, scale: scale, backgroundColor: background)
  compositor.composite(root)
  return compositor.snapshot()
}

func square(_ frame: CGRect, _ color: CGColor) -> CALayer {
  let layer = CALayer()
  layer.frame = frame
  layer.backgroundColor = color
  return layer
}

let pink = CGColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
let blue = CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

@Suite struct CompositorGoldenTests {
  @Test func cornersAndBorders() {
    let root = square(CGRect(x: 0, y: 0, width: 200, height: 60), .white)
    let circular = square(CGRect(x: 10, y: 10, width: 40, height: 40), blue)
    circular.cornerRadius = 12
    let continuous = square(CGRect(x: 60, y: 10, width: 40, height: 40), blue)
    continuous.cornerRadius = 12
    continuous.cornerCurve = .continuous
    let someCorners = square(CGRect(x: 110, y: 10, width: 40, height: 40), pink)
    someCorners.cornerRadius = 12
    someCorners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    someCorners.borderWidth = 2
    let bordered = square(CGRect(x: 160, y: 10, width: 30, height: 40), .white)
    bordered.borderWidth = 3
    bordered.borderColor = pink
    bordered.cornerRadius = 6
    for layer in [circular, continuous, someCorners, bordered] { root.addSublayer(layer) }
    GoldenImage.assertMatches(composite(root), named: "layers-corners-borders")
  }

  @Test func masksAndOpacity() {
    let root = square(CGRect(x: 0, y: 0, width: 160, height: 60), .white)
    let clipped = square(CGRect(x: 10, y: 10, width: 40, height: 40), blue)
    clipped.cornerRadius = 20
    clipped.masksToBounds = true
    clipped.addSublayer(square(CGRect(x: 20, y: -10, width: 40, height: 40), pink))
    let masked = square(CGRect(x: 60, y: 10, width: 40, height: 40), pink)
    let mask = CAShapeLayer()
    mask.frame = masked.bounds
    let triangle = CGMutablePath()
    triangle.addLines(between: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 40), CGPoint(x: 0, y: 40)])
    triangle.closeSubpath()
    mask.path = triangle
    masked.mask = mask
    // Opacity composites the group: the overlap of the two children does not show through.
    let group = CALayer()
    group.frame = CGRect(x: 110, y: 10, width: 40, height: 40)
    group.opacity = 0.5
    group.addSublayer(square(CGRect(x: 0, y: 0, width: 30, height: 30), blue))
    group.addSublayer(square(CGRect(x: 10, y: 10, width: 30, height: 30), pink))
    for layer in [clipped, masked, group] { root.addSublayer(layer) }
    let image = composite(root, scale: 1)
    GoldenImage.assertMatches(image, named: "layers-masks-opacity")
    // The group's overlap shows only the front child at half opacity over white.
    #expect(image.storage.pixel(x: 135, y: 35) == 0xFFFF_96AA)
  }

  @Test func shadows() {
    let root = square(CGRect(x: 0, y: 0, width: 180, height: 80), CGColor(gray: 0.95, alpha: 1))
    let card = square(CGRect(x: 16, y: 16, width: 60, height: 44), .white)
    card.cornerRadius = 10
    card.shadowOpacity = 0.4
    card.shadowRadius = 4
    card.shadowOffset = CGSize(width: 0, height: 4)
    let shaped = CALayer()
    shaped.frame = CGRect(x: 100, y: 16, width: 60, height: 44)
    shaped.addSublayer(square(CGRect(x: 10, y: 6, width: 32, height: 32), blue))
    shaped.shadowOpacity = 1
    shaped.shadowColor = pink
    shaped.shadowRadius = 2
    shaped.shadowOffset = CGSize(width: 4, height: 4)
    root.addSublayer(card)
    root.addSublayer(shaped)
    let image = composite(root)
    GoldenImage.assertMatches(image, named: "layers-shadows")
    // Below the card, the shadow darkens the background; far away it does not.
    let below = PixelSurface.unpremultiply(image.storage.pixel(x: 92, y: 124))
    #expect(below.components![0] < 0.9)
    #expect(image.storage.pixel(x: 4, y: 4) == 0xFFF3_F3F3)
  }

  @Test func pathShadowsAreBlurredOnceAndMatchUncachedOnes() {
    func scene(withPath: Bool) -> (CALayer, CALayer) {
      let root = square(CGRect(x: 0, y: 0, width: 120, height: 90), CGColor(gray: 0.95, alpha: 1))
      let card = square(CGRect(x: 20, y: 20, width: 70, height: 40), .white)
      card.cornerRadius = 8
      card.shadowOpacity = 0.3
      card.shadowRadius = 12
      card.shadowOffset = CGSize(width: 0, height: 6)
      if withPath {
        let path = CGMutablePath()
        path.addRoundedRect(in: card.bounds, radius: 8, corners: card.maskedCorners, curve: card.cornerCurve)
        card.shadowPath = path
      }
      root.addSublayer(card)
      return (root, card)
    }
    // A path shadow looks as the shadow of the layer's own shape does.
    let (plain, _) = scene(withPath: false)
    let (pathed, card) = scene(withPath: true)
    let expected = composite(plain)
    let compositor = Compositor(size: pathed.bounds.size, scale: 2, backgroundColor: .white)
    compositor.composite(pathed)
    #expect(compositor.snapshot().storage.hasSamePixels(as: expected.storage))
    // Repainting keeps the blurred surface; changing the radius blurs again.
    let first = card.shadowCache?.surface
    #expect(first != nil)
    card.backgroundColor = CGColor(gray: 0.9, alpha: 1)
    compositor.composite(pathed)
    #expect(card.shadowCache?.surface === first)
    card.shadowRadius = 6
    compositor.composite(pathed)
    #expect(card.shadowCache?.surface !== first)
  }

  @Test func renderInContextDrawsTheTreeInTheLayersOwnSpace() {
    let layer = square(CGRect(x: 50, y: 50, width: 10, height: 10), pink)
    layer.addSublayer(square(CGRect(x: 5, y: 0, width: 5, height: 10), blue))
    let surface = PixelSurface(width: 10, height: 10)
    layer.render(in: CGContext(surface: surface))
    #expect(surface.pixel(x: 2, y: 5) == 0xFFFF_2D55)
    #expect(surface.pixel(x: 7, y: 5) == 0xFF00_7AFF)
  }
}
