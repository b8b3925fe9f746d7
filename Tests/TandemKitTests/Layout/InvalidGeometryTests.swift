import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// Geometry UIKit refuses is refused where it is set, with UIKit's messages; huge finite values do not crash.
@Suite(.ownsTheApplication) struct InvalidGeometryTests {
  private static func stderr(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func aNaNFrameTrapsWhereItIsSet() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) }
    }
    #expect(Self.stderr(of: result).contains("CALayer position contains NaN: [nan 5]"))
  }

  @Test func aNaNBoundsTrapsWhereItIsSet() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { UIView().bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50) }
    }
    #expect(Self.stderr(of: result).contains("CALayer bounds contains NaN: [0 0; nan 50]"))
  }

  @Test func aNaNTransformTrapsWhereItIsSet() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { UIView().transform = CGAffineTransform(rotationAngle: .nan) }
    }
    #expect(Self.stderr(of: result).contains("CALayer transform contains NaN"))
  }

  @Test func aNonFiniteConstraintConstantTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = UIView().widthAnchor.constraint(equalToConstant: .infinity) }
    }
    #expect(Self.stderr(of: result).contains("NSLayoutConstraint constant is not finite! That's illegal."))
  }

  @Test func aLocationEqualToAConstantTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 0, constant: 20)
      }
    }
    #expect(
      Self.stderr(of: result).contains(
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal "
          + "constraint of a location equal to a constant. Location attributes must be specified in pairs."))
  }

  @Test func aPriorityAboveRequiredTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { UIView().widthAnchor.constraint(equalToConstant: 20).priority = UILayoutPriority(1001) }
    }
    #expect(
      Self.stderr(of: result).contains(
        "It's illegal to set priority:1001.  Priorities must be greater than 0 and less or equal to "
          + "NSLayoutPriorityRequired, which is 1000.000000."))
  }

  @Test func aPriorityOfZeroTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { UIView().heightAnchor.constraint(equalToConstant: 20).priority = UILayoutPriority(0) }
    }
    #expect(Self.stderr(of: result).contains("It's illegal to set priority:0.  Priorities must be greater than 0"))
  }

  @MainActor @Test func prioritiesFromOneToRequiredAreAccepted() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 20)
    for value: Float in [1, 250, 999.5, 1000] {
      constraint.priority = UILayoutPriority(value)
      #expect(constraint.priority.rawValue == value)
    }
  }

  /// Frames far outside the screen, up to the largest finite values, lay out and composite without crashing.
  @MainActor @Test func hugeFiniteFramesDoNotCrash() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    for value in [
      1e12, -1e12, CGFloat.greatestFiniteMagnitude / 4, -CGFloat.greatestFiniteMagnitude, .greatestFiniteMagnitude,
    ] {
      let view = UIView(frame: CGRect(x: value, y: 20, width: 50, height: 50))
      view.backgroundColor = .systemRed
      root.view.addSubview(view)
      let huge = UIView(frame: CGRect(x: 0, y: 0, width: abs(value), height: abs(value)))
      huge.backgroundColor = .systemBlue
      root.view.addSubview(huge)
      driver.application.commit()
      _ = driver.capture()
      view.removeFromSuperview()
      huge.removeFromSuperview()
      driver.application.commit()
    }
    #expect(root.view.subviews.isEmpty)
  }
}
