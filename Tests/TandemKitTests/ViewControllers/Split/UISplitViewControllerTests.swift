import Foundation
import TandemTesting
import Testing
import UIKit

/// A titled screen showing one label, as sidebar, list and detail screens of sample apps do.
final class ColumnController: UIViewController {
  let heading: String
  var appearances = 0

  init(_ heading: String) {
    self.heading = heading
    super.init(nibName: nil, bundle: nil)
    title = heading
  }
  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = "\(heading) content"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
  }
}

/// A delegate that records what the split tells it, and may pick the top column when it collapses.
final class SplitRecorder: UISplitViewControllerDelegate {
  var topColumn: UISplitViewController.Column?
  var events: [String] = []

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    events.append("collapse proposing \(proposedTopColumn)")
    return topColumn ?? proposedTopColumn
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("did collapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("did expand") }
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    events.append("will change to \(displayMode)")
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UISplitViewControllerTests {
  /// On an iPad a double-column split tiles a 320-point sidebar beside the secondary, each in a navigation
  /// controller the split made; the sidebar is compact in width, the secondary regular.
  @Test func aDoubleColumnSplitTilesItsColumnsOnAnIPad() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = ColumnController("Folders")
    let detail = ColumnController("Notes")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    let driver = AppDriver(rootViewController: split, device: .iPad)
    try driver.settle()

    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.viewController(for: .primary) === sidebar)
    let primaryNavigation = try #require(sidebar.navigationController)
    #expect(split.viewControllers.first === primaryNavigation)
    #expect(sidebar.splitViewController === split)
    #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
    #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
    #expect(sidebar.traitCollection.horizontalSizeClass == .compact)
    #expect(detail.traitCollection.horizontalSizeClass == .regular)
    #expect(sidebar.appearances == 1)
    #expect(detail.appearances == 1)
    #expect((driver.find("Folders content") != nil) && (driver.find("Notes content") != nil))
    GoldenImage.assertMatches(driver.capture(), named: "split-double-column-ipad")
  }

  /// Hiding the primary shows the secondary alone, with the display mode button in its bar; tapping the button
  /// brings the primary back, and the delegate hears each mode.
  @Test func theDisplayModeButtonHidesAndShowsThePrimary() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let recorder = SplitRecorder()
    split.delegate = recorder
    split.setViewController(ColumnController("Folders"), for: .primary)
    let detail = ColumnController("Notes")
    split.setViewController(detail, for: .secondary)
    let driver = AppDriver(rootViewController: split, device: .iPad)
    try driver.settle()

    split.hide(.primary)
    try driver.settle()
    #expect(split.displayMode == .secondaryOnly)
    #expect(detail.navigationController?.view.frame.width == 820)
    #expect(!(driver.find("Folders content") != nil))
    #expect(recorder.events.contains("will change to secondaryOnly"))

    try driver.tap("Sidebar")
    try driver.settle()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect((driver.find("Folders content") != nil))
    #expect(recorder.events.last == "will change to oneBesideSecondary")
  }

  /// A narrow window collapses the split: the secondary is pushed onto the primary's stack (the delegate's pick,
  /// proposed `.secondary`); back pops to the sidebar; widening again gives the secondary its column back.
  @Test func aNarrowWindowCollapsesAndAWideOneExpands() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let recorder = SplitRecorder()
    split.delegate = recorder
    let sidebar = ColumnController("Folders")
    let detail = ColumnController("Notes")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    let driver = AppDriver(rootViewController: split, device: .iPad)
    try driver.settle()

    driver.resizeWindow(to: CGSize(width: 375, height: 1180))
    try driver.settle()
    #expect(split.isCollapsed)
    #expect(recorder.events.contains("collapse proposing secondary"))
    #expect(recorder.events.contains("did collapse"))
    let stack = try #require(sidebar.navigationController)
    #expect(stack.viewControllers == [sidebar, detail])
    #expect(stack.view.frame.width == 375)
    #expect((driver.find("Notes content") != nil) && !(driver.find("Folders content") != nil))

    try driver.goBack()
    try driver.settle()
    #expect(stack.viewControllers == [sidebar])
    #expect((driver.find("Folders content") != nil))

    let other = ColumnController("Archive")
    sidebar.showDetailViewController(other, sender: nil)
    try driver.settle()
    #expect(stack.viewControllers == [sidebar, other])

    driver.resizeWindow(to: CGSize(width: 820, height: 1180))
    try driver.settle()
    #expect(!split.isCollapsed)
    #expect(recorder.events.last == "did expand")
    #expect(stack.viewControllers == [sidebar])
    #expect(split.viewController(for: .secondary) === detail || other.navigationController !== stack)
    #expect((driver.find("Archive content") != nil) && (driver.find("Folders content") != nil))
  }

  /// On an iPhone the split starts collapsed; a delegate that picks the primary shows the sidebar first, and
  /// `showDetailViewController` from it pushes.
  @Test func onAPhoneTheSplitStartsCollapsedOnTheColumnTheDelegatePicks() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let recorder = SplitRecorder()
    recorder.topColumn = .primary
    split.delegate = recorder
    let sidebar = ColumnController("Folders")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(ColumnController("Notes"), for: .secondary)
    let driver = AppDriver(rootViewController: split)
    try driver.settle()

    #expect(split.isCollapsed)
    #expect(sidebar.navigationController?.viewControllers == [sidebar])
    #expect((driver.find("Folders content") != nil))
    let note = ColumnController("Shopping")
    sidebar.showDetailViewController(note, sender: nil)
    try driver.settle()
    #expect(sidebar.navigationController?.topViewController === note)
    #expect((driver.find("Back") != nil) || (driver.find("Folders") != nil))
  }

  /// A compact column replaces the collapsed stack: a tab bar controller shows alone on an iPhone.
  @Test func theCompactColumnShowsAloneWhenCollapsed() throws {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(ColumnController("Folders"), for: .primary)
    split.setViewController(ColumnController("Notes"), for: .secondary)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: ColumnController("Recents"))]
    split.setViewController(tabs, for: .compact)
    let driver = AppDriver(rootViewController: split)
    try driver.settle()
    #expect(split.isCollapsed)
    #expect(tabs.view.window != nil)
    #expect((driver.find("Recents content") != nil) && !(driver.find("Folders content") != nil))
  }

  /// A triple-column split in a landscape iPad tiles sidebar, list and detail; in portrait the list sits beside the
  /// detail and showing the primary lays the sidebar over them.
  @Test func aTripleColumnSplitTilesOrOverlaysItsSidebar() throws {
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(ColumnController("Mailboxes"), for: .primary)
    split.setViewController(ColumnController("Inbox"), for: .supplementary)
    let message = ColumnController("Message")
    split.setViewController(message, for: .secondary)
    let driver = AppDriver(rootViewController: split, device: .iPad)
    try driver.settle()

    #expect(split.displayMode == .oneBesideSecondary)
    #expect(!(driver.find("Mailboxes content") != nil))
    #expect(message.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 500, height: 1180))
    split.show(.primary)
    try driver.settle()
    #expect(split.displayMode == .twoOverSecondary)
    #expect((driver.find("Mailboxes content") != nil))
    #expect(message.navigationController?.view.frame.width == 820)
    GoldenImage.assertMatches(driver.capture(), named: "split-triple-column-overlay-ipad")

    driver.rotate(toLandscape: true)
    try driver.settle()
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(message.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 540, height: 820))
  }

  /// A classic split (storyboard era): `viewControllers` as given; collapsed, the detail navigation controller's
  /// controllers join the master's stack; `show(_:sender:)` in a navigation controller pushes.
  @Test func aClassicSplitCollapsesItsDetailOntoTheMaster() throws {
    let split = UISplitViewController()
    let master = ColumnController("Master")
    let detail = ColumnController("Detail")
    let masterNavigation = UINavigationController(rootViewController: master)
    let detailNavigation = UINavigationController(rootViewController: detail)
    split.viewControllers = [masterNavigation, detailNavigation]
    #expect(split.style == .unspecified)
    let driver = AppDriver(rootViewController: split, device: .iPad)
    try driver.settle()
    #expect(split.viewControllers == [masterNavigation, detailNavigation])
    #expect(!split.isCollapsed)

    driver.resizeWindow(to: CGSize(width: 375, height: 1180))
    try driver.settle()
    #expect(split.isCollapsed)
    #expect(masterNavigation.viewControllers == [master, detail])
    #expect(split.viewControllers == [masterNavigation])

    driver.resizeWindow(to: CGSize(width: 820, height: 1180))
    try driver.settle()
    #expect(masterNavigation.viewControllers == [master])
    #expect(split.viewControllers == [masterNavigation, detailNavigation])
    #expect(detailNavigation.viewControllers == [detail])

    let more = ColumnController("More")
    master.show(more, sender: nil)
    try driver.settle()
    #expect(masterNavigation.topViewController === more)
  }

  /// Without a container, `show` and `showDetailViewController` present modally.
  @Test func showWithoutAContainerPresents() throws {
    let root = ColumnController("Root")
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    let shown = ColumnController("Shown")
    root.showDetailViewController(shown, sender: nil)
    try driver.settle()
    #expect(root.presentedViewController === shown)
  }

  /// Building, collapsing and expanding splits frees their controllers.
  @Test func splitsFreeTheirControllers() throws {
    weak var weakSplit: UISplitViewController?
    weak var weakDetail: UIViewController?
    do {
      let split = UISplitViewController(style: .doubleColumn)
      let detail = ColumnController("Notes")
      split.setViewController(ColumnController("Folders"), for: .primary)
      split.setViewController(detail, for: .secondary)
      weakSplit = split
      weakDetail = detail
      let driver = AppDriver(rootViewController: split, device: .iPad)
      try driver.settle()
      driver.resizeWindow(to: CGSize(width: 375, height: 1180))
      try driver.settle()
      driver.resizeWindow(to: CGSize(width: 820, height: 1180))
      try driver.settle()
      split.view.window?.rootViewController = UIViewController()
      try driver.settle()
    }
    #expect(weakSplit == nil)
    #expect(weakDetail == nil)
  }
}
