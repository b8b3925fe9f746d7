import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// Allows every pair of recognizers to run together.
final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct GestureTests {
  func screen() -> (UIViewController, UIView) {
    let root = UIViewController()
    let target = UIView(frame: CGRect(x: 50, y: 150, width: 250, height: 250))
    root.view.addSubview(target)
    return (root, target)
  }

  @Test func tapRecognizesAndCancelsTheViewsTouches() {
    let (root, _) = screen()
    let target = TouchLogView("v", frame: CGRect(x: 50, y: 150, width: 250, height: 250))
    root.view.addSubview(target)
    var states: [UIGestureRecognizer.State] = []
    let tap = UITapGestureRecognizer { states.append($0.state) }
    target.addGestureRecognizer(tap)
    let driver = AppDriver(rootViewController: root)
    driver.tap(at: CGPoint(x: 100, y: 200))
    #expect(states == [.ended])
    #expect(target.log == ["v.began", "v.cancelled"])
    #expect(tap.state == .possible)
    // A touch that moves too far is no tap.
    driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 260), duration: 0.2)
    #expect(states == [.ended])
  }

  @Test func doubleTapWithSingleTapRequiringItsFailure() {
    let (root, target) = screen()
    var log: [String] = []
    let single = UITapGestureRecognizer { _ in log.append("single") }
    let double = UITapGestureRecognizer { _ in log.append("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    target.addGestureRecognizer(single)
    target.addGestureRecognizer(double)
    let driver = AppDriver(rootViewController: root)
    driver.tap(at: CGPoint(x: 100, y: 200))
    #expect(log.isEmpty)
    driver.advance(seconds: 0.5)
    #expect(log == ["single"])
    driver.tap(at: CGPoint(x: 100, y: 200))
    driver.advance(seconds: 0.1)
    driver.tap(at: CGPoint(x: 100, y: 200))
    driver.advance(seconds: 0.5)
    #expect(log == ["single", "double"])
  }

  /// Each window arbitrates its own recognizers: a touch in a second window, while a single tap in the first waits
  /// for its double tap to fail, leaves the wait alone (the arbitration used to be process-wide and reassigned by
  /// every event, so the other window's touch made the single tap wait forever).
  @Test func windowsArbitrateTheirOwnRecognizers() {
    let (root, target) = screen()
    var log: [String] = []
    let single = UITapGestureRecognizer { _ in log.append("single") }
    let double = UITapGestureRecognizer { _ in log.append("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    target.addGestureRecognizer(single)
    target.addGestureRecognizer(double)
    let driver = AppDriver(rootViewController: root)
    let other = UIWindow(frame: CGRect(x: 0, y: 600, width: 390, height: 200))
    other.windowLevel = .alert
    let otherRoot = UIViewController()
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    button.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("other window") })
    otherRoot.view.addSubview(button)
    other.rootViewController = otherRoot
    other.isHidden = false
    driver.application.commit()

    driver.tap(at: CGPoint(x: 100, y: 200))
    // A tap in the other window while the first window's single tap waits.
    let touch = UITouch()
    touch.window = other
    for phase in [UITouch.Phase.began, .ended] {
      touch.phase = phase
      touch.locationInWindow = CGPoint(x: 100, y: 100)
      touch.previousLocationInWindow = touch.locationInWindow
      touch.timestamp = driver.application.output.clock.now
      driver.application.sendEvent(UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch]))
    }
    driver.advance(seconds: 0.5)
    #expect(log == ["other window", "single"])
    withExtendedLifetime(other) {}
  }

  @Test func longPressBeginsAfterItsDuration() {
    let (root, target) = screen()
    var states: [UIGestureRecognizer.State] = []
    let press = UILongPressGestureRecognizer { states.append($0.state) }
    target.addGestureRecognizer(press)
    let driver = AppDriver(rootViewController: root)
    let finger = driver.press(at: CGPoint(x: 100, y: 200))
    driver.advance(seconds: 0.3)
    #expect(states.isEmpty)
    driver.advance(seconds: 0.3)
    #expect(states == [.began])
    driver.move(finger, to: CGPoint(x: 120, y: 210))
    driver.release(finger)
    #expect(states == [.began, .changed, .ended])
    // Released early: it fails.
    driver.longPress(at: CGPoint(x: 100, y: 200), duration: 0.2)
    #expect(states.count == 3)
  }

  @Test func panReportsTranslationAndVelocity() {
    let (root, target) = screen()
    var translations: [CGPoint] = []
    var velocity = CGPoint.zero
    let pan = UIPanGestureRecognizer { recognizer in
      let pan = recognizer as! UIPanGestureRecognizer
      translations.append(pan.translation(in: target))
      if pan.state == .ended { velocity = pan.velocity(in: target) }
    }
    target.addGestureRecognizer(pan)
    let driver = AppDriver(rootViewController: root)
    driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 220, y: 200), duration: 0.2)
    #expect(translations.last == CGPoint(x: 120, y: 0))
    #expect(abs(velocity.x - 600) < 1)
    #expect(translations.count >= 10)
  }

  @Test func swipeRecognizesItsDirectionOnly() {
    let (root, target) = screen()
    var swipes = 0
    let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
    swipe.direction = .left
    target.addGestureRecognizer(swipe)
    let driver = AppDriver(rootViewController: root)
    driver.swipe(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 205))
    #expect(swipes == 1)
    driver.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 205))
    #expect(swipes == 1)
  }

  @Test func innermostRecognizerWinsUnlessSimultaneous() {
    let (root, outerView) = screen()
    let innerView = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    outerView.addSubview(innerView)
    var log: [String] = []
    let outer = UITapGestureRecognizer { _ in log.append("outer") }
    let inner = UITapGestureRecognizer { _ in log.append("inner") }
    outerView.addGestureRecognizer(outer)
    innerView.addGestureRecognizer(inner)
    let driver = AppDriver(rootViewController: root)
    driver.tap(at: CGPoint(x: 100, y: 200))
    #expect(log == ["inner"])
    let both = Simultaneous()
    inner.delegate = both
    driver.tap(at: CGPoint(x: 100, y: 200))
    #expect(log == ["inner", "inner", "outer"])
  }

  @Test func delaysTouchesBeganHoldsTheViewBackUntilFailure() {
    let (root, _) = screen()
    let target = TouchLogView("v", frame: CGRect(x: 50, y: 150, width: 250, height: 250))
    root.view.addSubview(target)
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    target.addGestureRecognizer(press)
    let driver = AppDriver(rootViewController: root)
    let finger = driver.press(at: CGPoint(x: 100, y: 200))
    #expect(target.log.isEmpty)
    driver.release(finger)
    // The long press failed, so the held-back touches arrive.
    #expect(target.log == ["v.began", "v.ended"])
  }
}
