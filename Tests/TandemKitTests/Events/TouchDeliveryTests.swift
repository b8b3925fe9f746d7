import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// A view that logs the touch methods it receives.
final class TouchLogView: UIView {
  var log: [String] = []
  let name: String
  let forwards: Bool
  init(_ name: String, frame: CGRect, forwards: Bool = false) {
    self.name = name
    self.forwards = forwards
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { return nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("\(name).began")
    if forwards { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name).moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("\(name).ended")
    if forwards { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name).cancelled") }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TouchDeliveryTests {
  @Test func hitTestingFollowsTransformsAndClipping() throws {
    let root = UIViewController()
    let clip = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    clip.clipsToBounds = true
    let overflowing = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    clip.addSubview(overflowing)
    let rotated = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 20))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.view.addSubview(clip)
    root.view.addSubview(rotated)
    let driver = AppDriver(rootViewController: root)
    #expect(driver.window.hitTest(CGPoint(x: 75, y: 175), with: nil) === overflowing)
    // Outside the clipping superview the overflowing part is not hit.
    #expect(driver.window.hitTest(CGPoint(x: 125, y: 175), with: nil) === root.view)
    // The rotated bar now stands upright around its centre (250, 310).
    #expect(driver.window.hitTest(CGPoint(x: 250, y: 350), with: nil) === rotated)
    #expect(driver.window.hitTest(CGPoint(x: 290, y: 310), with: nil) === root.view)
  }

  @Test func touchesGoUpTheResponderChainUntilHandled() {
    let root = UIViewController()
    let outer = TouchLogView("outer", frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    let inner = TouchLogView("inner", frame: CGRect(x: 50, y: 50, width: 50, height: 50), forwards: true)
    outer.addSubview(inner)
    root.view.addSubview(outer)
    let driver = AppDriver(rootViewController: root)
    driver.tap(at: CGPoint(x: 75, y: 175))
    #expect(inner.log == ["inner.began", "inner.ended"])
    #expect(outer.log == ["outer.began", "outer.ended"])
    #expect(inner.next === outer && outer.next === root.view && root.view.next === root)
    #expect(root.next === driver.window && driver.window.next === UIApplication.shared)
  }

  @Test func controlEventsAndHighlighting() throws {
    let root = UIViewController()
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Save"
    button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
    root.view.addSubview(button)
    var events: [String] = []
    for (name, event) in [
      ("touchDown", UIControl.Event.touchDown), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
      ("primary", .primaryActionTriggered), ("dragExit", .touchDragExit),
    ] {
      button.addAction(UIAction { _ in events.append(name) }, for: event)
    }
    let driver = AppDriver(rootViewController: root)
    let finger = driver.press(at: CGPoint(x: 160, y: 222))
    #expect(button.isHighlighted)
    driver.release(finger)
    #expect(!button.isHighlighted)
    #expect(events == ["touchDown", "touchUpInside", "primary"])
    events = []
    let away = driver.press(at: CGPoint(x: 160, y: 222))
    driver.move(away, to: CGPoint(x: 160, y: 400))
    #expect(!button.isHighlighted)
    driver.release(away)
    #expect(events == ["touchDown", "dragExit", "touchUpOutside"])
  }

  @Test func pageControlTapsChangeThePage() throws {
    let root = UIViewController()
    let pages = UIPageControl(frame: CGRect(x: 95, y: 300, width: 200, height: 26))
    pages.numberOfPages = 3
    root.view.addSubview(pages)
    var changes: [Int] = []
    pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
    let driver = AppDriver(rootViewController: root)
    driver.tap(at: CGPoint(x: 280, y: 313))
    driver.tap(at: CGPoint(x: 280, y: 313))
    driver.tap(at: CGPoint(x: 280, y: 313))
    driver.tap(at: CGPoint(x: 100, y: 313))
    #expect(changes == [1, 2, 1])
  }

  @Test func tapOnACoveredElementSaysWhatWasHit() throws {
    let root = UIViewController()
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Hidden behind"
    button.frame = CGRect(x: 100, y: 200, width: 150, height: 44)
    let cover = UIView(frame: CGRect(x: 80, y: 180, width: 200, height: 100))
    cover.accessibilityLabel = "Cover"
    root.view.addSubview(button)
    root.view.addSubview(cover)
    let driver = AppDriver(rootViewController: root)
    do {
      try driver.tap("Hidden behind")
      Issue.record("the tap went through")
    } catch {
      #expect(error.description == "tap on UIButton 'Hidden behind' at (175, 222) would hit UIView 'Cover' instead")
    }
    button.isEnabled = false
    cover.removeFromSuperview()
    #expect(throws: DriverError.self) { try driver.tap(button) }
  }

  @Test func pressedStateCanBeCaptured() throws {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Hold"
    button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
    root.view.addSubview(button)
    let driver = AppDriver(rootViewController: root)
    let probe = CGPoint(x: 104, y: 204)
    let idle = color(driver.capture(), at: probe, scale: 3)
    let finger = driver.press(at: CGPoint(x: 160, y: 222))
    let pressed = color(driver.capture(), at: probe, scale: 3)
    driver.release(finger)
    #expect(idle == (0, 122, 255, 255))
    // A pressed filled button is drawn lighter (its fill fades toward the white behind it) and returns when released;
    // how much lighter has no iOS source, so the figure is not pinned here.
    #expect(pressed.r > idle.r && pressed.g > idle.g && pressed.b == 255 && pressed.a == 255)
    #expect(color(driver.capture(), at: probe, scale: 3) == idle)
    #expect(driver.accessibilityTree().contains("button 'Hold' (100, 200, 120×44)"))
  }
}
