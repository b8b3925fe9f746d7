import Foundation
import Testing

@testable import TandemUI

@Suite struct AngleTests {
  @Test func degreesAndRadiansAreTheSameAngle() {
    #expect(Angle(degrees: 180).radians == .pi)
    #expect(Angle(radians: .pi / 2).degrees == 90)
    #expect(Angle.degrees(90) == Angle.radians(.pi / 2))
    #expect(Angle() == .zero)
    #expect(Angle.zero.degrees == 0)
    var angle = Angle(degrees: 30)
    angle.degrees = 45
    #expect(angle.radians == .pi / 4)
  }

  @Test func anglesAddScaleAndCompare() {
    let right = Angle(degrees: 90)
    #expect((right + .degrees(90)).degrees == 180)
    #expect((right - .degrees(30)).degrees.rounded() == 60)
    #expect((-right).degrees == -90)
    #expect((right * 2).degrees == 180)
    #expect((0.5 * right).degrees == 45)
    #expect((right / 3).degrees.rounded() == 30)
    var turning = Angle.degrees(10)
    turning += .degrees(20)
    turning *= 3
    turning -= .degrees(45)
    turning /= 9
    #expect(turning.degrees.rounded() == 5)
    #expect(Angle.degrees(10) < .degrees(20))
    #expect([Angle.degrees(30), .degrees(-10), .zero].sorted() == [.degrees(-10), .zero, .degrees(30)])
    #expect(Angle.degrees(-90).magnitude == .pi / 2)
    #expect(Set([Angle.degrees(90), .radians(.pi / 2)]).count == 1)
  }

  @Test func animationsInterpolateRadians() {
    var angle = Angle(degrees: 90)
    #expect(angle.animatableData == .pi / 2)
    angle.animatableData = .pi
    #expect(angle.degrees == 180)
  }
}
