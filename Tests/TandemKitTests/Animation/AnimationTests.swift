import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct AnimationTests {
  func setUp() -> (UIWindow, UIView) {
    let controller = UIViewController()
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    box.backgroundColor = .systemRed
    controller.view.addSubview(box)
    return (showInWindow(controller), box)
  }

  @Test func animateMovesThePresentationOnTheFrameClockAndCompletes() {
    let (_, box) = setUp()
    var finished: Bool?
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.frame.origin.x = 200
      box.alpha = 0.5
    } completion: {
      finished = $0
    }
    // The model is final at once; what is drawn moves with the clock.
    #expect(box.frame.minX == 200)
    #expect(box.layer.presentedPosition.x == 25)
    UIApplication.shared.advanceClock(by: 0.5)
    #expect(abs(box.layer.presentedPosition.x - 125) < 2)
    #expect(abs(CGFloat(box.layer.presentedOpacity) - 0.75) < 0.01)
    #expect(finished == nil)
    UIApplication.shared.advanceClock(by: 0.6)
    #expect(box.layer.presentation == nil)
    #expect(finished == true)
  }

  /// `UIView.animate` runs on the one animation driver beside the frame clock (the one SwiftUI shares), one track
  /// per view, and each frame presents the view where its timing curve puts it: UIKit's cubic Béziers, sampled at
  /// the frame's time.
  @Test(arguments: [
    (UIView.AnimationOptions.curveEaseInOut, TimingCurve.easeInOut), (.curveEaseIn, .easeIn),
    (.curveEaseOut, .easeOut), (.curveLinear, .linear),
  ])
  func animationsRunOnTheSharedDriverAlongTheirCurves(options: UIView.AnimationOptions, curve: TimingCurve) {
    let (_, box) = setUp()
    let driver = UIApplication.shared.animationDriver
    let frames = driver.framesDriven
    let start = UIApplication.shared.output.clock.now
    UIView.animate(withDuration: 1, delay: 0, options: options) { box.frame.origin.x = 200 }
    #expect(driver.runningCount == 1)
    for step in 1...5 {
      UIApplication.shared.advanceClock(by: 0.1)
      let time = UIApplication.shared.output.clock.now
      let expected = 25 + 200 * CGFloat(curve.progress(time - start))
      #expect(abs(box.layer.presentedPosition.x - expected) < 1e-6, "frame \(step)")
    }
    #expect(driver.framesDriven > frames)
    UIApplication.shared.advanceClock(by: 0.6)
    #expect(!driver.isAnimating)
    #expect(box.layer.presentation == nil)
  }

  @Test func easeInOutStartsSlowly() {
    let (_, box) = setUp()
    UIView.animate(withDuration: 1) { box.center.x = 225 }
    UIApplication.shared.advanceClock(by: 0.2)
    let moved = box.layer.presentedPosition.x - 25
    #expect(moved > 0 && moved < 200 * 0.2)
  }

  @Test func disabledAnimationsApplyImmediately() {
    let (_, box) = setUp()
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    UIView.animate(withDuration: 1) { box.frame.origin.x = 300 }
    #expect(box.layer.presentation == nil)
    #expect(box.frame.minX == 300)
  }

  @Test func propertyAnimatorScrubsPausesAndFinishes() {
    let (_, box) = setUp()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
    var ended: UIViewAnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.fractionComplete = 0.25
    #expect(animator.state == .active && !animator.isRunning)
    #expect(abs(box.layer.presentedPosition.x - 50) < 1e-6)
    animator.startAnimation()
    UIApplication.shared.advanceClock(by: 0.8)
    #expect(ended == .end)
    #expect(box.layer.presentation == nil && box.frame.minX == 100)
  }

  @Test func activityIndicatorSpinsWithTheClock() {
    let controller = UIViewController()
    let spinner = UIActivityIndicatorView(style: .large)
    controller.view.addSubview(spinner)
    showInWindow(controller)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    let before = spinner.layer.displayCount
    UIApplication.shared.advanceClock(by: 0.5)
    #expect(spinner.layer.displayCount - before >= 5)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
  }
}
