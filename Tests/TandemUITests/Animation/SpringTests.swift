import Foundation
import SwiftUI
import Testing

/// `Spring`: its parameters convert as Apple documents (bounce ↔ damping ratio, response ↔ stiffness), and its
/// value and velocity solve the damped oscillator from the given start.
struct SpringTests {
  @Test func parametersConvertBetweenTheirForms() {
    let bouncy = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
    #expect(abs(bouncy.response - 0.5) < 1e-12)
    #expect(abs(bouncy.bounce - 0.3) < 1e-12)
    #expect(abs(bouncy.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
    #expect(abs(bouncy.damping - 2 * 0.7 * 2 * Double.pi / 0.5) < 1e-9)
    let physical = Spring(mass: 1, stiffness: bouncy.stiffness, damping: bouncy.damping)
    #expect(abs(physical.response - 0.5) < 1e-9 && abs(physical.dampingRatio - 0.7) < 1e-9)
    // Overdamping is kept only when allowed; a negative bounce is overdamped.
    #expect(Spring(stiffness: 100, damping: 100).dampingRatio == 1)
    #expect(Spring(stiffness: 100, damping: 100, allowOverDamping: true).dampingRatio == 5)
    #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
    #expect(Spring.smooth.bounce == 0 && abs(Spring.snappy.bounce - 0.15) < 1e-12)
  }

  @Test func valueAndVelocityStartWhereGivenAndSettleAtTheTarget() {
    for spring in [Spring(duration: 0.4, bounce: 0.4), Spring(duration: 0.4), Spring(duration: 0.4, bounce: -0.6)] {
      #expect(abs(spring.value(target: 100.0, time: 0)) < 1e-9)
      #expect(abs(spring.velocity(target: 100.0, initialVelocity: 30, time: 0) - 30) < 1e-9)
      let settled = spring.value(target: 100.0, time: spring.settlingDuration)
      #expect(abs(settled - 100) <= 0.15, "\(spring): within about 0.1 % once settled, got \(settled)")
      // The velocity is the value's derivative.
      let t = 0.13
      let slope =
        (spring.value(target: 100.0, initialVelocity: 30, time: t + 1e-6)
          - spring.value(target: 100.0, initialVelocity: 30, time: t - 1e-6)) / 2e-6
      #expect(abs(slope - spring.velocity(target: 100.0, initialVelocity: 30, time: t)) < 1e-3)
    }
    // An underdamped spring overshoots; a critically damped one does not.
    let overshoot = (1...100).map { Spring(duration: 0.5, bounce: 0.5).value(target: 1.0, time: Double($0) / 100) }
    #expect(overshoot.max()! > 1.05)
    let critical = (1...100).map { Spring(duration: 0.5).value(target: 1.0, time: Double($0) / 100) }
    #expect(critical.max()! <= 1)
  }
}

/// `UnitCurve`: the named curves' values, and the inverse undoing the curve.
struct UnitCurveTests {
  @Test func curvesMapTheUnitIntervalOntoItself() {
    #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25 && UnitCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - (1 - (1 - 0.36).squareRoot())) < 1e-12)
    for curve in [
      UnitCurve.easeIn, .easeOut, .circularEaseInOut,
      .bezier(
        startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1)),
    ] {
      #expect(curve.value(at: 0) == 0 && abs(curve.value(at: 1) - 1) < 1e-9)
      #expect(abs(curve.inverse.value(at: curve.value(at: 0.37)) - 0.37) < 1e-6)
    }
    #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-9)
  }
}
