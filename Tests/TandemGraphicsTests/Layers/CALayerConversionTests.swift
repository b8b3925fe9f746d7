import Foundation
import Testing

@testable import TandemGraphics

/// Converting between layers: through their nearest common ancestor, the same points as through the root.
struct CALayerConversionTests {
  /// root ─ a (moved, scaled) ─ b (moved)
  ///      └ c (moved, rotated) ─ d (moved)
  private func tree() -> (root: CALayer, a: CALayer, b: CALayer, c: CALayer, d: CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    let a = CALayer()
    a.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
    a.setAffineTransform(CGAffineTransform(scaleX: 2, y: 0.5))
    let b = CALayer()
    b.frame = CGRect(x: 5, y: 7, width: 30, height: 30)
    let c = CALayer()
    c.frame = CGRect(x: 100, y: 300, width: 120, height: 60)
    c.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let d = CALayer()
    d.frame = CGRect(x: 11, y: 13, width: 20, height: 20)
    root.addSublayer(a)
    a.addSublayer(b)
    root.addSublayer(c)
    c.addSublayer(d)
    return (root, a, b, c, d)
  }

  /// The point through the root: up from `from` to the root, then down to `to`.
  private func throughRoot(_ point: CGPoint, from: CALayer, to: CALayer) -> CGPoint {
    point.applying(from.transform(toAncestor: nil)).applying(to.transform(toAncestor: nil).inverted())
  }

  @Test func cousinsSiblingsAndAncestorsConvertAsThroughTheRoot() {
    let (root, a, b, c, d) = tree()
    let layers = [root, a, b, c, d]
    let point = CGPoint(x: 3, y: 4)
    for from in layers {
      for to in layers {
        let converted = from.convert(point, to: to)
        let expected = throughRoot(point, from: from, to: to)
        #expect(abs(converted.x - expected.x) < 1e-9 && abs(converted.y - expected.y) < 1e-9, "\(from) → \(to)")
        let back = to.convert(converted, from: from)
        let expectedBack = throughRoot(converted, from: from, to: to)
        #expect(abs(back.x - expectedBack.x) < 1e-9 && abs(back.y - expectedBack.y) < 1e-9)
      }
    }
  }

  @Test func aSublayerConvertsToItsSuperlayerByItsOwnFrame() {
    let (_, a, b, _, _) = tree()
    #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 5, y: 7))
    #expect(b.convert(CGRect(x: 1, y: 1, width: 2, height: 2), to: a) == CGRect(x: 6, y: 8, width: 2, height: 2))
    #expect(a.convert(CGPoint(x: 5, y: 7), to: b) == .zero)
  }

  @Test func layersOfDifferentTreesConvertThroughTheirRoots() {
    let (_, _, b, _, _) = tree()
    let other = CALayer()
    other.frame = CGRect(x: 50, y: 60, width: 10, height: 10)
    let point = CGPoint(x: 1, y: 2)
    let expected = throughRoot(point, from: b, to: other)
    let converted = b.convert(point, to: other)
    #expect(abs(converted.x - expected.x) < 1e-9 && abs(converted.y - expected.y) < 1e-9)
    // nil is the root's coordinates.
    #expect(b.convert(point, to: nil) == point.applying(b.transform(toAncestor: nil)))
  }
}
