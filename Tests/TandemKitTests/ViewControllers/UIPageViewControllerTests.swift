import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// A page: a color with a centred title.
private final class PageController: UIViewController {
  let title_: String
  let color: UIColor
  init(_ title: String, _ color: UIColor) {
    title_ = title
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let label = UILabel()
    label.text = title_
    label.font = .preferredFont(forTextStyle: .largeTitle)
    // The pages load before the app the test drives exists: they follow its text size when they join it.
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

/// The Landmarks coordinator: pages in a ring (the first follows the last), with page dots.
@MainActor private final class Ring: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages = [
    PageController("Turtle Rock", .systemTeal), PageController("Silver Salmon Creek", .systemGreen),
    PageController("Chilkoot Trail", .systemOrange),
  ]
  var events: [String] = []

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }) else { return nil }
    return index == 0 ? pages.last : pages[index - 1]
  }
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }) else { return nil }
    return index + 1 == pages.count ? pages.first : pages[index + 1]
  }
  func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
  }
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    events.append("will \((pendingViewControllers.first as? PageController)?.title_ ?? "?")")
  }
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    events.append("did \(completed)")
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UIPageViewControllerTests {
  private func setUp() -> (UIPageViewController, Ring, AppDriver) {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let ring = Ring()
    pages.dataSource = ring
    pages.delegate = ring
    pages.setViewControllers([ring.pages[0]], direction: .forward, animated: false)
    let driver = AppDriver(rootViewController: pages)
    return (pages, ring, driver)
  }

  private func current(_ pages: UIPageViewController) -> String? {
    (pages.viewControllers?.first as? PageController)?.title_
  }

  @Test func swipingTurnsPagesAndWrapsAround() throws {
    let (pages, ring, driver) = setUp()
    try driver.settle()
    #expect(pages.children.count == 1)
    GoldenImage.assertMatches(driver.capture(), named: "page-view-first-page")
    driver.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
    try driver.settle()
    #expect(current(pages) == "Silver Salmon Creek")
    #expect(ring.events == ["will Silver Salmon Creek", "did true"])
    #expect(pages.children.count == 1 && pages.children.first === ring.pages[1])
    // Back twice: before the first page comes the last.
    driver.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 320, y: 400))
    try driver.settle()
    driver.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 320, y: 400))
    try driver.settle()
    #expect(current(pages) == "Chilkoot Trail")
    #expect(ring.pages[2].view.frame == pages.view.bounds)
  }

  @Test func aShortDragSnapsBack() throws {
    let (pages, ring, driver) = setUp()
    try driver.settle()
    driver.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.5)
    try driver.settle()
    #expect(current(pages) == "Turtle Rock")
    #expect(ring.events == ["will Silver Salmon Creek", "did false"])
    #expect(pages.children.count == 1)
    #expect(ring.pages[0].view.frame == pages.view.bounds)
  }

  @Test func settingPagesAnimatedSlidesOnTheFrameClock() throws {
    let (pages, ring, driver) = setUp()
    try driver.settle()
    var done = false
    pages.setViewControllers([ring.pages[2]], direction: .forward, animated: true) { done = $0 }
    driver.advance(seconds: UIPageViewController.pageDuration / 2)
    let shown = ring.pages[2].view.layer.presentedPosition.x
    #expect(shown < pages.view.bounds.width * 1.5 && shown > pages.view.bounds.midX)
    try driver.settle()
    #expect(done)
    #expect(current(pages) == "Chilkoot Trail")
    #expect(pages.children.count == 1)
  }

  @Test func verticalPagesTurnWithVerticalSwipes() throws {
    let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
    let ring = Ring()
    pages.dataSource = ring
    pages.setViewControllers([ring.pages[0]], direction: .forward, animated: false)
    let driver = AppDriver(rootViewController: pages)
    try driver.settle()
    // A horizontal drag does nothing; an upward one brings the next page.
    driver.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400))
    try driver.settle()
    #expect(current(pages) == "Turtle Rock")
    driver.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150))
    try driver.settle()
    #expect(current(pages) == "Silver Salmon Creek")
    #expect(ring.pages[1].view.frame == pages.view.bounds)
  }
}
