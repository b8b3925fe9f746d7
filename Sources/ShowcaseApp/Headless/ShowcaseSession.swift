import Foundation
import Seed003Cells
import Tandem
import TandemDriver

/// Showcase booted on a headless screen, with the user's steps on each screen as the headless driver performs them
/// (touches through hit-testing and UIKit's event path, keys through the text system). The headless renderer and
/// the tests take the same steps.
@MainActor public final class ShowcaseSession {
  /// The driver the steps go through.
  public let driver: AppDriver
  /// The app being driven.
  public let showcase: Showcase

  /// Boots Showcase on a device in an appearance, showing the main menu, at the text size `TANDEM_CONTENT_SIZE`
  /// asks for (large by default).
  public init(device: DevicePreset = .iPhone14, style: UIUserInterfaceStyle = .light) throws {
    showcase = Showcase()
    driver = AppDriver(rootViewController: showcase.navigationController, device: device)
    if let size = LaunchConfiguration.environmentContentSize {
      driver.application.screen.setPreferredContentSizeCategory(size)
    }
    driver.window.overrideUserInterfaceStyle = style
    try driver.settle()
  }

  /// The controller on top of the navigation stack.
  public var topViewController: UIViewController? { showcase.navigationController.topViewController }

  /// What the topmost presented controller is, if any.
  public var presentedViewController: UIViewController? {
    var presented = showcase.navigationController.presentedViewController
    while let next = presented?.presentedViewController { presented = next }
    return presented
  }

  /// Taps a topic's row in the main menu and waits for its screen to be pushed.
  public func open(_ topic: ShowcaseTopic) throws {
    // A row below the screen's edge is swiped up into view first, as a person would.
    if let (_, row) = driver.find(topic.title), let window = row.window {
      let frame = row.convert(row.bounds, to: nil)
      let visibleBottom = window.bounds.height - window.safeAreaInsets.bottom - 24
      if frame.maxY > visibleBottom {
        let x = window.bounds.midX
        driver.drag(
          from: CGPoint(x: x, y: visibleBottom - 40),
          to: CGPoint(x: x, y: visibleBottom - 40 - (frame.maxY - visibleBottom) - 120))
        try driver.settle()
      }
    }
    try driver.tap(topic.title)
    try driver.settle()
  }

  /// Taps the view showing `text` (a label, a button's title, an accessibility label).
  public func tap(_ text: String) throws {
    try driver.tap(text)
    try driver.settle()
  }

  /// The screen as an image.
  public func capture() -> CGImage { driver.capture() }

  // MARK: Heart rate

  private func heartRateTable() throws -> UITableView {
    guard let table = showcase.heartRate?.tableView else { throw ShowcaseError("the heart rate screen is not open") }
    return table
  }

  /// A heart rate row's frame in the window.
  public func heartRateRowFrame(_ row: Int) throws -> CGRect {
    let table = try heartRateTable()
    return table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
  }

  /// Taps a row's title ("Heart Rate" beside the heart): raises that sample's BPM by one.
  public func tapHeartRateTitle(row: Int) throws {
    let frame = try heartRateRowFrame(row)
    driver.tap(at: CGPoint(x: frame.minX + 70, y: frame.minY + 20))
    try driver.settle()
  }

  /// Taps a row's content below the title: opens the detail view (a popover on iPad, a sheet on iPhone).
  public func openHeartRateDetail(row: Int) throws {
    let frame = try heartRateRowFrame(row)
    driver.tap(at: CGPoint(x: frame.midX, y: frame.maxY - 12))
    try driver.settle()
  }

  /// Taps a row in its leading margin, outside the SwiftUI content: the table selects it.
  public func selectHeartRateRow(_ row: Int) throws {
    let frame = try heartRateRowFrame(row)
    driver.tap(at: CGPoint(x: frame.minX + 6, y: frame.midY))
    try driver.settle()
  }

  /// Swipes a row to the left, revealing its trailing swipe actions.
  public func swipeHeartRateRow(_ row: Int) throws {
    let frame = try heartRateRowFrame(row)
    try swipeLeft(across: frame)
  }

  // MARK: Cell configurations

  private func cellConfigurationsTable() throws -> UITableView {
    guard let table = showcase.cellConfigurations?.tableView else {
      throw ShowcaseError("the cell configurations screen is not open")
    }
    return table
  }

  /// Drags the cell configurations list up until it shows its last section.
  public func scrollToBottom() throws {
    let table = try cellConfigurationsTable()
    let frame = table.convert(table.bounds, to: nil)
    for _ in 0..<6 where table.contentOffset.y + table.bounds.height < table.contentSize.height {
      driver.drag(
        from: CGPoint(x: frame.midX, y: frame.maxY - 120), to: CGPoint(x: frame.midX, y: frame.minY + 120),
        duration: 0.5)
      try driver.settle()
    }
  }

  /// Taps a row of the cell state section (its SwiftUI content has no gestures: the table selects the row).
  public func selectCellStateRow(_ row: Int) throws {
    let table = try cellConfigurationsTable()
    let section = CellConfigurationsSeed.sectionCount - 1
    let frame = table.convert(table.rectForRow(at: IndexPath(row: row, section: section)), to: nil)
    driver.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    try driver.settle()
  }

  /// Drags leftwards across a row from its centre, as a swipe revealing trailing actions.
  private func swipeLeft(across frame: CGRect) throws {
    driver.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX - 150, y: frame.midY))
    try driver.settle()
  }

  // MARK: Hosting controllers

  /// How long a wait for real-time work may take: it ends as soon as the work is done, and is generous because
  /// tests sharing the main actor can hold it for a long time on a loaded machine.
  static let realTimeLimit: TimeInterval = 120

  /// Waits (in real time) until the hosting controllers screen's next sample has arrived.
  public func waitForNextHeartRateSample() async throws {
    guard let screen = showcase.hostingControllers as? HostingControllersViewController else {
      throw ShowcaseError("the hosting controllers screen is not open")
    }
    let arrived = await driver.runLoop(
      until: { screen.observable.beatsPerMinute == 94 },
      timeout: HostingControllersViewController.sampleDelay + Self.realTimeLimit)
    guard arrived else { throw ShowcaseError("the 94 BPM sample did not arrive") }
    try driver.settle()
  }

  // MARK: Medical conditions

  private func conditionsList() throws -> UICollectionView {
    guard let list = showcase.medicalConditions?.collectionView else {
      throw ShowcaseError("the medical conditions screen is not open")
    }
    return list
  }

  /// A condition cell's frame in the window.
  public func conditionFrame(_ item: Int) throws -> CGRect {
    let list = try conditionsList()
    guard let attributes = list.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else {
      throw ShowcaseError("no condition at \(item)")
    }
    return list.convert(attributes.frame, to: nil)
  }

  /// Taps into a condition's text field (in editing mode) and types `text` at the end.
  public func typeIntoCondition(_ item: Int, _ text: String) throws {
    let frame = try conditionFrame(item)
    driver.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    try driver.settle()
    driver.type(text)
    try driver.settle()
  }

  /// Swipes a condition to the left, revealing Delete.
  public func swipeCondition(_ item: Int) throws {
    let frame = try conditionFrame(item)
    try swipeLeft(across: frame)
  }

  // MARK: Landmarks

  private func views<V: UIView>(_ type: V.Type, in view: UIView) -> [V] {
    ((view as? V).map { [$0] } ?? []) + view.subviews.flatMap { views(type, in: $0) }
  }

  /// The featured page's page control (the PageControl representable's; the page view controller's own dots
  /// are hidden, as the seed's data source gives no presentation count).
  public func pageControl() throws -> UIPageControl {
    guard let view = topViewController?.view,
      let control = views(UIPageControl.self, in: view).first(where: { !$0.isHidden && $0.numberOfPages > 0 })
    else { throw ShowcaseError("no page control on screen") }
    return control
  }

  /// Swipes the featured card to the left: the next page.
  public func swipeToNextLandmark() throws {
    // Across the card, above the dots (which sit on its bottom edge).
    let control = try pageControl()
    let y = control.convert(control.bounds, to: nil).minY - 80
    driver.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 60, y: y), duration: 0.2)
    try driver.settle()
  }

  /// Swipes the featured card to the right: the previous page (from the first, the last: the seed's data source
  /// wraps around).
  public func swipeToPreviousLandmark() throws {
    let control = try pageControl()
    let y = control.convert(control.bounds, to: nil).minY - 80
    driver.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 320, y: y), duration: 0.2)
    try driver.settle()
  }

  /// Taps the page control's trailing half: the next page, as on iOS.
  public func tapNextPageDot() throws {
    let control = try pageControl()
    let frame = control.convert(control.bounds, to: nil)
    driver.tap(at: CGPoint(x: frame.maxX - 4, y: frame.midY))
    try driver.settle()
  }

  // MARK: Representables

  /// Presses the view showing `text` and keeps the finger down (a pressed button shows its pressed style).
  public func pressAndHold(_ text: String) throws {
    held = try driver.press(text)
    try driver.settle()
  }
  /// The finger `pressAndHold` keeps down.
  private var held: AppDriver.Finger?

  /// Picks the first photo of the open image picker.
  public func pickFirstPhoto() throws {
    guard let picker = presentedViewController, let grid = views(UICollectionView.self, in: picker.view).first,
      let cell = grid.visibleCells.min(by: { $0.frame.minY < $1.frame.minY || $0.frame.minX < $1.frame.minX })
    else { throw ShowcaseError("no photo to pick") }
    try driver.tap(cell)
    try driver.settle()
  }

  // MARK: Say hello

  /// Waits (in real time) until the seed presents SayHelloView, a second after its screen loads.
  public func waitForHello() async throws {
    let shown = await driver.runLoop(until: { self.presentedViewController != nil }, timeout: Self.realTimeLimit)
    guard shown else { throw ShowcaseError("SayHelloView was not presented") }
    try driver.settle()
  }
}

/// A Showcase step that could not be taken.
public struct ShowcaseError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
