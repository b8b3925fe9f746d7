import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` with `animated: true`: the presented view
/// slides up from below the screen on the frame clock; `viewDidAppear` and the completion ("the block to execute
/// after the presentation finishes") come when it has arrived, and dismissal mirrors it. UIKit documents no
/// duration; the test reads the transition's progress, not a figure.
@MainActor @Suite(.serialized, .ownsTheApplication) struct AnimatedPresentationTests {
  @Test func anAnimatedSheetSlidesInAndOutAndCallsBackWhenDone() throws {
    let log = EventLog()
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let sheet = LoggingController("S", log: log)
    var completions: [String] = []
    root.present(sheet, animated: true) { completions.append("presented") }
    #expect(log.take() == ["S.loadView", "S.viewDidLoad", "S.viewWillAppear"])
    #expect(sheet.isBeingPresented && completions.isEmpty)
    let moving = try #require(sheet.presentationController?.presentedView)
    let rest = moving.frame
    // Part-way, the sheet is below where it rests, and still above the screen's bottom.
    driver.advance(frames: 6)
    let midway = rest.minY + moving.layer.presentedTransform.m42
    #expect(midway > rest.minY && midway < 844)
    #expect(log.take().isEmpty && completions.isEmpty)
    try driver.settle()
    #expect(log.take() == ["S.viewDidAppear"])
    #expect(completions == ["presented"] && !sheet.isBeingPresented)
    #expect(moving.layer.presentedTransform == CATransform3DIdentity && moving.frame == rest)

    sheet.dismiss(animated: true) { completions.append("dismissed") }
    #expect(log.take() == ["S.viewWillDisappear"])
    #expect(sheet.isBeingDismissed && root.presentedViewController === sheet)
    // A second dismissal while the first runs is ignored, as UIKit does.
    sheet.dismiss(animated: true) { completions.append("dismissed twice") }
    driver.advance(frames: 6)
    #expect(moving.layer.presentedTransform.m42 > 0)
    try driver.settle()
    #expect(log.take() == ["S.viewDidDisappear"])
    #expect(completions == ["presented", "dismissed"])
    #expect(root.presentedViewController == nil && sheet.view.window == nil)
  }

  @Test func aCrossDissolveFadesInsteadOfSliding() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let faded = UIViewController()
    faded.modalTransitionStyle = .crossDissolve
    faded.modalPresentationStyle = .overFullScreen
    root.present(faded, animated: true)
    let moving = try #require(faded.presentationController?.presentedView)
    driver.advance(frames: 6)
    #expect(moving.layer.presentedTransform == CATransform3DIdentity)
    #expect(moving.layer.presentedOpacity > 0 && moving.layer.presentedOpacity < 1)
    try driver.settle()
    #expect(moving.alpha == 1)
  }

  @Test func unanimatedPresentationIsImmediate() throws {
    let log = EventLog()
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let sheet = LoggingController("S", log: log)
    var done = false
    root.present(sheet, animated: false) { done = true }
    #expect(log.take() == ["S.loadView", "S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
    #expect(done)
    withExtendedLifetime(driver) {}
  }

  /// Dismissing a controller lower in a stack of presentations dismisses the ones above it too; "only the top-most
  /// view is dismissed in an animated fashion", the ones between are removed at once (UIKit's documentation of
  /// `dismiss(animated:completion:)`).
  @Test func dismissingBelowAStackAnimatesOnlyTheTopMost() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let middle = UIViewController()
    let top = UIViewController()
    root.present(middle, animated: false)
    middle.present(top, animated: false)
    driver.application.commit()
    var done = false
    root.dismiss(animated: true) { done = true }
    // The controller between is gone at once; the top-most is still leaving.
    #expect(middle.view.superview == nil)
    #expect(top.view.window != nil)
    driver.advance(seconds: 0.6)
    #expect(top.view.superview == nil)
    #expect(root.presentedViewController == nil)
    #expect(done)
  }
}
