import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A ring as apps write an insettable shape: its own inset amount, shrinking its circle.
struct Ring: InsettableShape {
  var insetAmount: CGFloat = 0
  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }
  func inset(by amount: CGFloat) -> Ring {
    var ring = self
    ring.insetAmount += amount
    return ring
  }
}

@MainActor struct InsettableShapeTests {
  private let frame = CGRect(x: 0, y: 0, width: 100, height: 60)

  @Test func insetShapesDrawInsideTheirFrameByTheAmount() {
    #expect(Rectangle().inset(by: 10).path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 40))
    #expect(
      Ellipse().inset(by: 5).inset(by: 5).path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 40))
    #expect(Circle().inset(by: 10).path(in: frame).boundingRect == CGRect(x: 30, y: 10, width: 40, height: 40))
    #expect(Ring().inset(by: 10).path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 40))
  }

  @Test func aRoundedRectanglesCornersShrinkWithIt() {
    // Inset by 4, corners of 10 become corners of 6: the outline stays concentric with the original.
    let inset = RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 4).path(in: frame)
    let expected = RoundedRectangle(cornerRadius: 6, style: .circular).path(in: frame.insetBy(dx: 4, dy: 4))
    #expect(inset == expected)
    #expect(!inset.contains(CGPoint(x: 4.5, y: 4.5)) && inset.contains(CGPoint(x: 10, y: 10)))
  }
}
