import Foundation
import TandemTesting
import Testing
import UIKit

/// A controller that lays itself out for its coming size, alongside the transition, as apps do on rotation.
final class RotatingController: UIViewController {
  var sizes: [CGSize] = []
  var alongside: [CGSize] = []
  var completed = 0
  var traitsToCome: [UIUserInterfaceSizeClass] = []
  var sizeClassChanges: [UIUserInterfaceSizeClass] = []
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(badge)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    coordinator.animate(
      alongsideTransition: { _ in
        self.alongside.append(size)
        self.badge.frame.origin.x = size.width - 40
      },
      completion: { _ in self.completed += 1 })
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    traitsToCome.append(newCollection.horizontalSizeClass)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if let previousTraitCollection, previousTraitCollection.horizontalSizeClass != traitCollection.horizontalSizeClass {
      sizeClassChanges.append(traitCollection.horizontalSizeClass)
    }
  }
}

/// A controller that records the coordinator of the transitions it appears and disappears in.
final class CoordinatedController: UIViewController {
  var seen: [String] = []
  var cancelledInteractions = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else { return seen.append("appear without coordinator") }
    let from = coordinator.viewController(forKey: .from).map { "\(type(of: $0))" } ?? "nil"
    seen.append("appear animated=\(coordinator.isAnimated) from=\(from)")
    coordinator.animate(alongsideTransition: nil) { context in
      self.seen.append("appeared cancelled=\(context.isCancelled)")
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    transitionCoordinator?.notifyWhenInteractionChanges { context in
      if context.isCancelled { self.cancelledInteractions += 1 }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TransitionCoordinatorTests {
  /// Turning the phone tells the root controller, and the children of its containers, the size to come; the work
  /// registered on the coordinator runs alongside, the completions when the turn has ended.
  @Test func rotationTellsControllersTheirNewSize() throws {
    let content = RotatingController()
    let navigation = UINavigationController(rootViewController: content)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()

    driver.rotate(toLandscape: true)
    #expect(content.sizes == [CGSize(width: 844, height: 390)])
    // The alongside work runs inside the transition; its completion only when the turn has run on the clock.
    #expect(content.alongside == [CGSize(width: 844, height: 390)])
    #expect(content.completed == 0)
    #expect(navigation.transitionCoordinator != nil)
    try driver.settle()
    #expect(content.completed == 1)
    #expect(navigation.transitionCoordinator == nil)
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(content.view.bounds.width == 844)
    #expect(content.badge.frame.minX == 804)
    #expect(content.traitCollection.verticalSizeClass == .compact)
    // An iPhone 14 stays compact in width: no trait transition for the width.
    #expect(content.traitsToCome.allSatisfy { $0 == .compact })
    #expect(driver.capture().width == 844 * 3)

    driver.rotate(toLandscape: false)
    try driver.settle()
    #expect(content.sizes.last == CGSize(width: 390, height: 844))
    #expect(content.view.bounds.size == CGSize(width: 390, height: 844))
    #expect(content.badge.frame.minX == 350)
    #expect(content.completed == 2)
  }

  /// A Pro Max turned to landscape becomes regular in width: the traits to come are announced first.
  @Test func aLargePhoneInLandscapeBecomesRegular() throws {
    let content = RotatingController()
    let driver = AppDriver(rootViewController: content, device: .iPhone15ProMax)
    try driver.settle()
    driver.rotate(toLandscape: true)
    try driver.settle()
    #expect(content.traitsToCome == [.regular])
    #expect(content.sizeClassChanges == [.regular])
    #expect(content.traitCollection.horizontalSizeClass == .regular)
  }

  /// An iPad window narrowed to Slide Over's width turns compact; widened again it is regular.
  @Test func aNarrowIPadWindowIsCompact() throws {
    let content = RotatingController()
    let driver = AppDriver(rootViewController: content, device: .iPad)
    try driver.settle()
    #expect(content.traitCollection.horizontalSizeClass == .regular)
    driver.resizeWindow(to: CGSize(width: 375, height: 1180))
    try driver.settle()
    #expect(content.sizes == [CGSize(width: 375, height: 1180)])
    #expect(content.traitsToCome == [.compact])
    #expect(content.sizeClassChanges == [.compact])
    #expect(content.view.bounds.width == 375)
    driver.resizeWindow(to: CGSize(width: 820, height: 1180))
    try driver.settle()
    #expect(content.sizeClassChanges == [.compact, .regular])
  }

  /// A push and a presentation give the appearing controller their coordinator in `viewWillAppear`; an edge
  /// swipe given up reports a cancelled interaction to the controller that stayed.
  @Test func pushesPresentationsAndSwipesHaveCoordinators() throws {
    let root = CoordinatedController()
    let navigation = UINavigationController(rootViewController: root)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    let pushed = CoordinatedController()
    navigation.pushViewController(pushed, animated: true)
    #expect(pushed.seen == ["appear animated=true from=CoordinatedController"])
    try driver.settle()
    #expect(pushed.seen.last == "appeared cancelled=false")
    #expect(pushed.transitionCoordinator == nil)

    // A swipe back let go early: the interaction is cancelled and the pushed controller stays.
    driver.drag(from: CGPoint(x: 3, y: 500), to: CGPoint(x: 80, y: 500), duration: 0.5)
    try driver.settle()
    #expect(navigation.topViewController === pushed)

    let sheet = CoordinatedController()
    pushed.present(sheet, animated: true)
    #expect(sheet.seen.first?.hasPrefix("appear animated=true from=UINavigationController") == true)
    #expect(sheet.transitionCoordinator?.presentationStyle == .pageSheet)
    try driver.settle()
    #expect(sheet.transitionCoordinator == nil)
    #expect(sheet.seen.last == "appeared cancelled=false")
  }
}
