import Foundation
import Testing

@testable import TandemGraphics

@Suite struct CGPathTests {
  @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    // The cubic's extreme is at t = 0.5: y = 3/4 · 100.
    #expect(abs(path.boundingBoxOfPath.height - 75) < 1e-9)
    #expect(path.boundingBoxOfPath.width == 100)
  }

  @Test func shapesHaveTheirRectsAsBounds() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(CGPath(ellipseIn: rect, transform: nil).boundingBoxOfPath == rect)
    #expect(CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil).boundingBoxOfPath == rect)
    let continuous = CGMutablePath()
    continuous.addRoundedRect(in: rect, radius: 8, curve: .continuous)
    #expect(continuous.boundingBoxOfPath == rect)
    let quad = CGMutablePath()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(abs(quad.boundingBoxOfPath.height - 5) < 1e-9)
    #expect(CGMutablePath().boundingBox.isNull)
  }

  @Test func arcsFollowCoreGraphicsDirection() {
    let path = CGMutablePath()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    // Counter-clockwise in CG's y-up sense increases the angle: through (0, 10), below the x axis on screen.
    let box = path.boundingBoxOfPath
    #expect(abs(box.maxY - 10) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 10) < 1e-9)
    let other = CGMutablePath()
    other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // The other way round sweeps three quarters.
    #expect(abs(other.boundingBoxOfPath.minX + 10) < 1e-9 && abs(other.boundingBoxOfPath.minY + 10) < 1e-9)
    #expect(abs(other.currentPoint.y - 10) < 1e-9)
  }

  @Test func containsHonoursBothFillRules() {
    // Two nested squares drawn the same way round: winding fills the hole, even-odd does not.
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    let center = CGPoint(x: 50, y: 50)
    #expect(path.contains(center, using: .winding))
    #expect(!path.contains(center, using: .evenOdd))
    #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 150, y: 50)))
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    #expect(circle.contains(CGPoint(x: 50, y: 2)))
    #expect(!circle.contains(CGPoint(x: 5, y: 5)))
    #expect(circle.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: 100, y: 0)))
  }
}
