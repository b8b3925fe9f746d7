import Foundation
import Testing

@testable import TandemGraphics

/// What an opaque layer covers whole is not painted under it: the compositor skips the layers beneath and its own
/// clear, and the pixels are those of painting everything.
@Suite struct OpaqueCoverTests {
  /// A white root with a bordered blue square, a full-size opaque gray layer over it, and a translucent green
  /// square on top.
  func tree(coverAlpha: CGFloat) -> (root: CALayer, cover: CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.backgroundColor = .white
    let under = CALayer()
    under.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    under.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    under.borderWidth = 2
    under.borderColor = .black
    root.addSublayer(under)
    let cover = CALayer()
    cover.frame = root.bounds
    cover.backgroundColor = CGColor(gray: 0.5, alpha: coverAlpha)
    root.addSublayer(cover)
    let above = CALayer()
    above.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
    above.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    above.opacity = 0.5
    cover.addSublayer(above)
    return (root, cover)
  }

  /// How many pixels differ (compared as a count: an expectation on two pixel arrays would print them whole).
  func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
    zip(a, b).reduce(a.count == b.count ? 0 : 1) { $0 + ($1.0 == $1.1 ? 0 : 1) }
  }

  /// `root` composited with nothing skipped.
  func rendered(_ root: CALayer, scale: CGFloat) -> [UInt32] {
    let compositor = Compositor(size: root.bounds.size, scale: scale, backgroundColor: .black)
    compositor.skipsCoveredLayers = false
    compositor.composite(root)
    return compositor.surface.packedPixels()
  }

  @Test(arguments: [1.0, 3.0])
  func layersUnderAnOpaqueCoverAreNotPaintedAndThePixelsAreTheSame(scale: Double) {
    let (root, _) = tree(coverAlpha: 1)
    let compositor = Compositor(size: root.bounds.size, scale: CGFloat(scale), backgroundColor: .black)
    let report = compositor.composite(root)
    // The cover and the green square paint; the root's and the blue square's backgrounds lie under the cover.
    #expect(report.layersPainted == 2)
    #expect(differing(compositor.surface.packedPixels(), rendered(root, scale: CGFloat(scale))) == 0)

    // A cover that is not quite opaque hides nothing.
    let (seeThrough, _) = tree(coverAlpha: 0.99)
    let second = Compositor(size: root.bounds.size, scale: CGFloat(scale), backgroundColor: .black)
    #expect(second.composite(seeThrough).layersPainted == 4)
    #expect(differing(second.surface.packedPixels(), rendered(seeThrough, scale: CGFloat(scale))) == 0)
  }

  @Test func aCoverUnderATranslucentOrTurnedAncestorHidesNothing() {
    for change in ["opacity", "rotation", "rounded clip"] {
      let (root, cover) = tree(coverAlpha: 1)
      let holder = CALayer()
      holder.frame = root.bounds
      root.addSublayer(holder)
      cover.removeFromSuperlayer()
      holder.addSublayer(cover)
      switch change {
      case "opacity": holder.opacity = 0.8
      case "rotation": cover.setAffineTransform(CGAffineTransform(rotationAngle: 0.1))
      default:
        holder.masksToBounds = true
        holder.cornerRadius = 20
      }
      let compositor = Compositor(size: root.bounds.size, scale: 2, backgroundColor: .black)
      #expect(compositor.composite(root).layersPainted == 4, "\(change)")
      #expect(differing(compositor.surface.packedPixels(), rendered(root, scale: 2)) == 0, "\(change)")
    }
  }

  @Test func anAncestorsBorderStillShowsAboveTheCover() {
    let (root, _) = tree(coverAlpha: 1)
    root.borderWidth = 4
    root.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let compositor = Compositor(size: root.bounds.size, scale: 1, backgroundColor: .black)
    compositor.composite(root)
    #expect(compositor.surface.pixel(x: 1, y: 100) == 0xFFFF_0000)
    #expect(differing(compositor.surface.packedPixels(), rendered(root, scale: 1)) == 0)
  }

  @Test func oneChangedLayerUnderItsOwnCoverRepaintsOnlyWhatIsAboveIt() {
    let (root, cover) = tree(coverAlpha: 1)
    let compositor = Compositor(size: root.bounds.size, scale: 2, backgroundColor: .black)
    compositor.composite(root)
    // The green square changes: its damage lies inside the cover, which is painted with the square alone.
    cover.sublayers?.first?.backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    let report = compositor.composite(root)
    #expect(report.layersPainted == 2)
    let reference = Compositor(size: root.bounds.size, scale: 2, backgroundColor: .black)
    reference.skipsCoveredLayers = false
    reference.composite(root)
    #expect(differing(compositor.surface.packedPixels(), reference.surface.packedPixels()) == 0)
  }
}
