import Foundation
import Testing

@testable import TandemGraphics

@Suite struct CGAffineTransformTests {
  @Test func concatenationAppliesLeftThenRight() {
    let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
    let u = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 3))
  }

  @Test func builderMethodsPrependTheirOperation() {
    // translatedBy applies the translation first, then the receiver (CoreGraphics semantics).
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 1)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 2))
    let r = CGAffineTransform.identity.rotated(by: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(r)
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func inversionUndoesTheTransform() {
    let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
    let p = CGPoint(x: 3.5, y: -2)
    let back = p.applying(t).applying(t.inverted())
    #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
    let product = t.concatenating(t.inverted())
    #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12 && abs(product.tx) < 1e-12)
    // A singular matrix is returned unchanged, as CoreGraphics does.
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(rect.applying(CGAffineTransform(translationX: 5, y: 5)) == CGRect(x: 5, y: 5, width: 10, height: 20))
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
    #expect(
      CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 9, y: 9))
        == CGSize(width: 4, height: 6))
    #expect(CGVector(dx: 1, dy: 2).dy == 2 && CGVector.zero == CGVector())
  }
}
