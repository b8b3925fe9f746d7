import Foundation
import Testing

@testable import TandemGraphics

/// A layer that counts how often its backing store is drawn.
final class CountingLayer: CALayer {
  var fill: CGColor = .black
  override func draw(in ctx: CGContext) {
    ctx.setFillColor(fill)
    ctx.fill(bounds)
  }
}

@Suite struct DamageTests {
  /// A root holding a 10×10 grid of 10×10 layers, 20 points apart.
  func grid() -> (CALayer, [CALayer]) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    var cells: [CALayer] = []
    for row in 0..<10 {
      for column in 0..<10 {
        let cell = CALayer()
        cell.frame = CGRect(x: column * 20 + 5, y: row * 20 + 5, width: 10, height: 10)
        cell.backgroundColor = CGColor(red: CGFloat(row) / 10, green: CGFloat(column) / 10, blue: 0.5, alpha: 1)
        root.addSublayer(cell)
        cells.append(cell)
      }
    }
    return (root, cells)
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func recolouringOneLayerDamagesExactlyItsRectangle(scale: Double) {
    let (root, cells) = grid()
    let compositor = Compositor(size: root.bounds.size, scale: CGFloat(scale), backgroundColor: .white)
    let first = compositor.composite(root)
    #expect(first.damage == [root.bounds])
    #expect(first.layersPainted == 100)
    let before = compositor.surface.packedPixels()

    cells[47].backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    let report = compositor.composite(root)
    #expect(report.damage == [CGRect(x: 145, y: 85, width: 10, height: 10)])
    #expect(report.layersPainted == 1)
    #expect(report.layersDisplayed == 0)

    let after = compositor.surface.packedPixels()
    let width = compositor.surface.width
    let s = Int(scale)
    var changedInside = 0
    var changedOutside = 0
    for (index, (old, new)) in zip(before, after).enumerated() where old != new {
      let x = index % width / s
      let y = index / width / s
      if (145..<155).contains(x) && (85..<95).contains(y) { changedInside += 1 } else { changedOutside += 1 }
    }
    #expect(changedInside == 100 * s * s)
    #expect(changedOutside == 0)
  }

  @Test func nothingChangedMeansNoDamage() {
    let (root, _) = grid()
    let compositor = Compositor(size: root.bounds.size, scale: 1)
    compositor.composite(root)
    let report = compositor.composite(root)
    #expect(report == CompositeReport(damage: [], layersPainted: 0, layersDisplayed: 0))
  }

  @Test func movingDamagesOldAndNewRectanglesAndRemovalDamagesWhereItWas() {
    let (root, cells) = grid()
    let compositor = Compositor(size: root.bounds.size, scale: 1, backgroundColor: .white)
    compositor.composite(root)
    cells[0].position = CGPoint(x: 10, y: 30)  // from (5, 5, 10, 10) to (5, 25, 10, 10): overlapping cell 10
    let moved = compositor.composite(root)
    #expect(moved.damage == [CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 5, y: 25, width: 10, height: 10)])
    cells[99].removeFromSuperlayer()
    let removed = compositor.composite(root)
    #expect(removed.damage == [CGRect(x: 185, y: 185, width: 10, height: 10)])
    #expect(compositor.surface.pixel(x: 190, y: 190) == 0xFFFF_FFFF)
  }

  @Test func backingStoresAreCachedUntilSetNeedsDisplay() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    let drawn = (0..<5).map { i -> CountingLayer in
      let layer = CountingLayer()
      layer.frame = CGRect(x: i * 20, y: 0, width: 20, height: 20)
      layer.setNeedsDisplay()
      root.addSublayer(layer)
      return layer
    }
    let compositor = Compositor(size: root.bounds.size, scale: 2)
    #expect(compositor.composite(root).layersDisplayed == 5)
    drawn[2].fill = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    drawn[2].setNeedsDisplay()
    let report = compositor.composite(root)
    #expect(report.layersDisplayed == 1)
    #expect(report.damage == [CGRect(x: 40, y: 0, width: 20, height: 20)])
    #expect(drawn.map(\.displayCount) == [1, 1, 2, 1, 1])
    #expect(compositor.surface.pixel(x: 100, y: 20) == 0xFF00_FF00)
  }
}
