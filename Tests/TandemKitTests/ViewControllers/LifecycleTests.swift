import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemKit

/// A controller that logs its lifecycle calls as "name.event".
final class LoggingController: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    log.add("\(name).loadView")
    super.loadView()
    view.backgroundColor = .systemBackground
  }
  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

@MainActor final class EventLog {
  private(set) var events: [String] = []
  func add(_ event: String) { events.append(event) }
  /// Returns the events since the last call and clears them.
  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

/// A presentation delegate that keeps popovers as popovers everywhere.
final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIViewController.ModalPresentationStyle
  { .none }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct LifecycleTests {
  @Test func windowRootAppearsOnMakeKeyAndVisible() {
    let log = EventLog()
    let root = LoggingController("A", log: log)
    _ = showInWindow(root)
    #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
  }

  @Test func pushAndPopFollowUIKitsOrder() throws {
    let log = EventLog()
    let a = LoggingController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    _ = showInWindow(nav)
    #expect(log.take() == ["A.willMove(parent)", "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    let b = LoggingController("B", log: log)
    nav.pushViewController(b, animated: false)
    #expect(
      log.take() == [
        "B.willMove(parent)", "A.viewWillDisappear", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
      ])
    #expect(nav.topViewController === b && a.view.window == nil && b.view.window != nil)
    let popped = nav.popViewController(animated: false)
    #expect(popped === b)
    #expect(
      log.take() == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        "B.didMove(nil)",
      ])
    #expect(nav.children.count == 1 && b.parent == nil)
  }

  @Test func fullScreenHidesThePresenterAndSheetsDoNot() {
    let log = EventLog()
    let a = LoggingController("A", log: log)
    _ = showInWindow(a)
    _ = log.take()
    let full = LoggingController("F", log: log)
    full.modalPresentationStyle = .fullScreen
    var completed = false
    a.present(full, animated: false) { completed = true }
    #expect(completed)
    #expect(
      log.take() == [
        "A.viewWillDisappear", "F.loadView", "F.viewDidLoad", "F.viewWillAppear", "A.viewDidDisappear",
        "F.viewDidAppear",
      ])
    #expect(a.presentedViewController === full && full.presentingViewController === a)
    full.dismiss(animated: false)
    #expect(log.take() == ["F.viewWillDisappear", "A.viewWillAppear", "F.viewDidDisappear", "A.viewDidAppear"])
    #expect(a.presentedViewController == nil)

    let sheet = LoggingController("S", log: log)
    sheet.modalPresentationStyle = .pageSheet
    a.present(sheet, animated: false)
    #expect(log.take() == ["S.loadView", "S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
    a.dismiss(animated: false)
    #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
  }

  @Test(arguments: [DevicePreset.iPhone14, .iPad])
  func popoverOnCompactAndRegularWidth(device: DevicePreset) throws {
    let log = EventLog()
    let a = LoggingController("A", log: log)
    let window = showInWindow(a, device: device)
    let anchor = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
    a.view.addSubview(anchor)
    _ = log.take()
    let p = LoggingController("P", log: log)
    p.modalPresentationStyle = .popover
    p.preferredContentSize = CGSize(width: 300, height: 200)
    p.popoverPresentationController?.sourceView = anchor
    a.present(p, animated: false)
    #expect(log.take() == ["P.loadView", "P.viewDidLoad", "P.viewWillAppear", "P.viewDidAppear"])
    let shown = try #require(p.presentationController).shownStyle
    #expect(shown == (device == .iPad ? .popover : .pageSheet))
    window.layoutIfNeeded()
    if device == .iPad {
      // Below the anchor with the arrow pointing up, sized by preferredContentSize.
      let frame = p.view.convert(p.view.bounds, to: window)
      #expect(frame.size == CGSize(width: 300, height: 200))
      #expect(abs(frame.minY - (240 + 13)) < 1e-9)
      #expect(p.popoverPresentationController?.arrowDirection == .up)
      #expect(p.traitCollection.horizontalSizeClass == .compact)
    } else {
      // A page sheet on iPhone is a card from below the status bar to the screen's bottom, full width, with the
      // presenter showing above it (the exact gap has no iOS source; Tandem's figure is not pinned here).
      let frame = p.view.convert(p.view.bounds, to: window)
      #expect(frame.minX == 0 && frame.width == 390 && frame.maxY == 844)
      #expect(frame.minY > window.safeAreaInsets.top && frame.minY < window.safeAreaInsets.top + 20)
    }
    p.dismiss(animated: false)
    #expect(log.take() == ["P.viewWillDisappear", "P.viewDidDisappear"])
  }

  @Test func popoverAdaptationCanBeRefusedByTheDelegate() throws {
    let a = LoggingController("A", log: EventLog())
    let window = showInWindow(a, device: .iPhone14)
    let p = UIViewController()
    p.modalPresentationStyle = .popover
    p.preferredContentSize = CGSize(width: 200, height: 100)
    let keep = KeepPopover()
    p.popoverPresentationController?.delegate = keep
    p.popoverPresentationController?.sourceView = a.view
    p.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 100, width: 10, height: 10)
    a.present(p, animated: false)
    #expect(p.presentationController?.shownStyle == .popover)
    window.layoutIfNeeded()
    #expect(p.view.convert(p.view.bounds, to: window).size == CGSize(width: 200, height: 100))
  }

  @Test func popoverFollowsPreferredContentSizeChanges() throws {
    let a = UIViewController()
    let window = showInWindow(a, device: .iPad)
    let p = UIViewController()
    p.modalPresentationStyle = .popover
    p.preferredContentSize = CGSize(width: 250, height: 120)
    p.popoverPresentationController?.sourceView = a.view
    p.popoverPresentationController?.sourceRect = CGRect(x: 400, y: 300, width: 20, height: 20)
    a.present(p, animated: false)
    window.layoutIfNeeded()
    #expect(p.view.convert(p.view.bounds, to: window).size == CGSize(width: 250, height: 120))
    p.preferredContentSize = CGSize(width: 280, height: 260)
    window.layoutIfNeeded()
    #expect(p.view.convert(p.view.bounds, to: window).size == CGSize(width: 280, height: 260))
  }

  @Test func popoverWithoutSourceOnRegularWidthTrapsWithApplesMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = UIViewController()
        _ = showInWindow(a, device: .iPad)
        let p = UIViewController()
        p.modalPresentationStyle = .popover
        a.present(p, animated: false)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
  }

  @Test func childContainmentForwardsAppearance() {
    let log = EventLog()
    let parent = LoggingController("P", log: log)
    _ = showInWindow(parent)
    _ = log.take()
    let child = LoggingController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      log.take() == [
        "C.willMove(parent)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear", "C.didMove(parent)",
      ])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(log.take() == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
  }
}
