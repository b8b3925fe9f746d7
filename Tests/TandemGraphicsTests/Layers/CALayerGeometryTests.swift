import Foundation
import Testing

@testable import TandemGraphics

/// A layer's frame as Core Animation keeps it: derived from position, bounds and anchor point, and read back as
/// written.
struct CALayerGeometryTests {
  @Test func aFrameReadsBackExactlyAsAssigned() {
    let layer = CALayer()
    // Thirds of points (3x screens) do not survive position = origin + size / 2, origin = position - size / 2.
    let frames = (0..<200).map { row in
      CGRect(x: 0, y: CGFloat(row) * 42.666666666666664, width: 390, height: 128.0 / 3)
    }
    for frame in frames {
      layer.frame = frame
      #expect(layer.frame == frame)
    }
  }

  @Test func movingResizingOrTransformingALayerDerivesItsFrameAgain() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    layer.bounds.size = CGSize(width: 20, height: 10)
    #expect(layer.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    layer.anchorPoint = .zero
    #expect(layer.frame == CGRect(x: 100, y: 100, width: 20, height: 10))
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(layer.frame == CGRect(x: 100, y: 100, width: 40, height: 20))
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(layer.frame.width == 80)  // a transformed layer's frame is its transformed bounds
  }
}
