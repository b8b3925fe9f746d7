import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics

/// `Ellipse` fills the ellipse inscribed in its frame: its centre and the middles of its edges are painted, its
/// corners are not; stroked, its centre stays clear.
@MainActor @Suite(.ownsTheApplication) struct EllipseTests {
  private func image<V: View>(_ view: V) throws -> CGImage {
    let renderer = ImageRenderer(content: view.frame(width: 120, height: 60).background(Color.white))
    renderer.scale = 1
    return try #require(renderer.cgImage)
  }

  @Test func anEllipseFillsTheOvalInscribedInItsFrame() throws {
    let filled = try image(Ellipse().fill(Color.red))
    let red: UInt32 = 0xFFFF_3B30
    for (x, y) in [(60, 30), (3, 30), (116, 30), (60, 2), (60, 57)] {
      #expect(filled.storage.pixel(x: x, y: y) == red, "(\(x), \(y))")
    }
    for (x, y) in [(4, 4), (115, 4), (4, 55), (115, 55)] {
      #expect(filled.storage.pixel(x: x, y: y) == 0xFFFF_FFFF, "(\(x), \(y))")
    }
  }

  @Test func aStrokedEllipseLeavesItsInsideClear() throws {
    let stroked = try image(Ellipse().strokeBorder(Color.red, lineWidth: 4))
    #expect(stroked.storage.pixel(x: 60, y: 30) == 0xFFFF_FFFF)
    #expect(stroked.storage.pixel(x: 1, y: 30) == 0xFFFF_3B30)
    #expect(stroked.storage.pixel(x: 60, y: 1) == 0xFFFF_3B30)
  }

  @Test func aDashedStrokeLeavesGapsAlongTheOutline() throws {
    let dashed = try image(Rectangle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2, dash: [5, 5])))
    let top = (0..<120).map { dashed.storage.pixel(x: $0, y: 0) == 0xFFFF_3B30 }
    let painted = top.filter { $0 }.count
    #expect(painted >= 50 && painted <= 70)
    let solid = try image(Rectangle().strokeBorder(Color.red, lineWidth: 2))
    #expect((0..<120).allSatisfy { solid.storage.pixel(x: $0, y: 0) == 0xFFFF_3B30 })
  }
}
