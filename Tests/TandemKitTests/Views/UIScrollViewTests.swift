import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// Records scroll delegate calls.
final class ScrollLog: NSObject, UIScrollViewDelegate {
  var events: [String] = []
  var velocity: CGPoint?
  var target: CGPoint?
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    self.velocity = velocity
    target = targetContentOffset.pointee
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UIScrollViewTests {
  func make(paging: Bool = false) -> (UIViewController, UIScrollView, ScrollLog) {
    let root = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentSize = CGSize(width: 390, height: 5000)
    scroll.isPagingEnabled = paging
    let log = ScrollLog()
    scroll.delegate = log
    root.view.addSubview(scroll)
    return (root, scroll, log)
  }

  @Test func aFlickDeceleratesToUIKitsProjectedOffset() throws {
    let (root, scroll, log) = make()
    let driver = AppDriver(rootViewController: root)
    // 300 points up in 0.2 s: 1500 points per second.
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
    #expect(abs(scroll.contentOffset.y - 300) < 1e-6)
    let velocity = try #require(log.velocity)
    #expect(abs(velocity.y - 1.5) < 1e-9)
    // Projected distance v/1000 · r/(1 − r) with r = 0.998: 1.5 · 499 = 748.5 points.
    let expected = 300 + 1.5 * 0.998 / 0.002
    #expect(abs(try #require(log.target).y - expected) < 1e-6)
    try driver.settle()
    #expect(abs(scroll.contentOffset.y - expected) < 1e-6)
    #expect(log.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "didEndDecelerating"])
    // Halfway through its decay the offset follows UIKit's curve.
    scroll.decelerationRate = .fast
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
    let start = scroll.contentOffset.y
    driver.advance(frames: 6)
    let ms = 6.0 * 1000 / 60
    let progressed = 1.5 * 0.99 * (1 - pow(0.99, ms)) / 0.01
    #expect(abs(scroll.contentOffset.y - (start + progressed)) < 0.01)
  }

  @Test func dragsBeyondTheEdgeRubberBandAndSpringBack() throws {
    let (root, scroll, _) = make()
    let driver = AppDriver(rootViewController: root)
    let finger = driver.press(at: CGPoint(x: 200, y: 100))
    driver.move(finger, to: CGPoint(x: 200, y: 120))
    driver.move(finger, to: CGPoint(x: 200, y: 300))
    // 200 points of overshoot on an 844-point view: (1 − 1/(200·0.55/844 + 1))·844.
    let banded = -(1 - 1 / (200 * 0.55 / 844 + 1)) * 844
    #expect(abs(scroll.contentOffset.y - banded) < 1e-6)
    driver.advance(seconds: 0.5)
    driver.release(finger)
    try driver.settle()
    #expect(scroll.contentOffset.y == 0)
    scroll.bounces = false
    driver.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400))
    try driver.settle()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func pagingStopsAtTheNextPage() throws {
    let (root, scroll, _) = make(paging: true)
    let driver = AppDriver(rootViewController: root)
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
    try driver.settle()
    #expect(scroll.contentOffset.y == 844)
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 560), duration: 1)
    try driver.settle()
    #expect(scroll.contentOffset.y == 844)
  }

  @Test func wheelScrollsAndClamps() {
    let (root, scroll, _) = make()
    let driver = AppDriver(rootViewController: root)
    driver.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 120))
    #expect(scroll.contentOffset.y == 120)
    driver.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: -500))
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func nestedScrollViewsResolveByDirection() throws {
    let (root, outer, _) = make()
    let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    inner.contentSize = CGSize(width: 2000, height: 200)
    outer.addSubview(inner)
    let driver = AppDriver(rootViewController: root)
    driver.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.5)
    try driver.settle()
    #expect(inner.contentOffset.x > 150 && outer.contentOffset.y == 0)
    driver.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.5)
    try driver.settle()
    #expect(outer.contentOffset.y > 50)
  }

  @Test func contentLayoutGuideSizesTheContentAndScrollRectToVisible() throws {
    let root = UIViewController()
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(scroll)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    for i in 0..<30 {
      let label = UILabel()
      label.text = "Row \(i)"
      label.translatesAutoresizingMaskIntoConstraints = false
      label.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(label)
    }
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    let driver = AppDriver(rootViewController: root)
    #expect(scroll.contentSize == CGSize(width: 390, height: 30 * 44))
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 10, height: 44), animated: false)
    #expect(scroll.contentOffset.y == CGFloat(1244 - (844 - 34)))
    scroll.setContentOffset(CGPoint(x: 0, y: -47), animated: true)
    try driver.settle()
    #expect(scroll.contentOffset.y == -47)
  }

  /// The indicator shows while scrolling and fades out over 0.25 s half a second after scrolling stops; scrolling
  /// again mid-fade shows it at once.
  @Test func theIndicatorFadesWhenScrollingStops() throws {
    let (root, scroll, _) = make()
    let driver = AppDriver(rootViewController: root)
    let indicator = scroll.verticalIndicator
    func shown() -> CGFloat { CGFloat(indicator.layer.presentedOpacity) }
    driver.scroll(at: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 300))
    #expect(shown() == 1)
    driver.advance(seconds: 0.45)
    #expect(shown() == 1)
    // Half-way through the fade.
    driver.advance(seconds: 0.18)
    #expect(shown() > 0.05 && shown() < 0.95)
    driver.scroll(at: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 100))
    #expect(shown() == 1)
    driver.advance(seconds: 1)
    #expect(shown() == 0)
    try driver.settle()
  }
}
