import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// A screen with a title, whose status bar preferences a test sets.
final class StatusBarScreen: UIViewController {
  var style = UIStatusBarStyle.default
  var hidden = false
  var hidesHomeIndicator = false
  var forwardsTo: UIViewController?
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
  override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
  override var childForStatusBarStyle: UIViewController? { forwardsTo }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = "Status bar"
    label.font = .preferredFont(forTextStyle: .largeTitle)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct StatusBarTests {
  /// How many pixels of the status bar's band are near `target` (black or white).
  private func pixels(near target: Int, in image: CGImage, band: CGRect, scale: CGFloat = 3) -> Int {
    var count = 0
    for y in stride(from: band.minY, to: band.maxY, by: 1) {
      for x in stride(from: band.minX, to: band.maxX, by: 1) {
        let (r, g, b, _) = color(image, at: CGPoint(x: x, y: y), scale: scale)
        if abs(r - target) < 40 && abs(g - target) < 40 && abs(b - target) < 40 { count += 1 }
      }
    }
    return count
  }
  private let timeBand = CGRect(x: 40, y: 14, width: 45, height: 18)
  private let glyphBand = CGRect(x: 290, y: 14, width: 80, height: 18)

  @Test func theStatusBarAndHomeIndicatorDrawOnEveryIPhoneAndIPadMatchingTheirGoldens() throws {
    for (device, name) in [
      (DevicePreset.iPhone14, "status-bar-iphone14-light"), (.iPhone14Pro, "status-bar-iphone14pro-light"),
      (.iPhoneSE, "status-bar-iphonese-light"), (.iPad, "status-bar-ipad-light"),
    ] {
      let driver = AppDriver(rootViewController: StatusBarScreen(), device: device)
      driver.application.commit()
      GoldenImage.assertMatches(driver.capture(), named: name)
    }
    let dark = StatusBarScreen()
    dark.overrideUserInterfaceStyle = .dark
    let driver = AppDriver(rootViewController: dark)
    driver.application.commit()
    GoldenImage.assertMatches(driver.capture(), named: "status-bar-iphone14-dark")
    let darkPad = StatusBarScreen()
    darkPad.overrideUserInterfaceStyle = .dark
    let padDriver = AppDriver(rootViewController: darkPad, device: .iPad)
    padDriver.application.commit()
    GoldenImage.assertMatches(padDriver.capture(), named: "status-bar-ipad-dark")
  }

  /// In a right-to-left language the status bar is mirrored: the time at the right, the glyphs at the left.
  @Test func aRightToLeftSystemMirrorsTheStatusBar() throws {
    defer { LaunchConfiguration.layoutDirection = .leftToRight }
    let driver = AppDriver(rootViewController: StatusBarScreen(), layoutDirection: .rightToLeft)
    driver.application.commit()
    let image = driver.capture()
    let mirroredTime = CGRect(x: 390 - timeBand.maxX, y: timeBand.minY, width: timeBand.width, height: timeBand.height)
    let mirroredGlyphs = CGRect(
      x: 390 - glyphBand.maxX, y: glyphBand.minY, width: glyphBand.width, height: glyphBand.height)
    #expect(pixels(near: 0, in: image, band: mirroredTime) > 40)
    #expect(pixels(near: 0, in: image, band: mirroredGlyphs) > 100)
    // Nothing is drawn where the left-to-right glyphs end (the mirrored time stops short of the edge).
    #expect(pixels(near: 0, in: image, band: CGRect(x: 355, y: 14, width: 20, height: 18)) == 0)
    GoldenImage.assertMatches(image, named: "status-bar-iphone14-rtl")
    let pad = AppDriver(rootViewController: StatusBarScreen(), device: .iPad, layoutDirection: .rightToLeft)
    pad.application.commit()
    GoldenImage.assertMatches(pad.capture(), named: "status-bar-ipad-rtl")
  }

  @Test func theStyleFollowsTheControllerItsChildAndTheInterfaceStyle() {
    let screen = StatusBarScreen()
    let driver = AppDriver(rootViewController: screen)
    driver.application.commit()
    // Default in a light interface: dark content.
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) > 30)
    #expect(pixels(near: 0, in: driver.capture(), band: glyphBand) > 60)
    // Light content over the same white screen: the status bar's pixels turn white (nothing dark is left).
    screen.style = .lightContent
    screen.setNeedsStatusBarAppearanceUpdate()
    driver.application.commit()
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) == 0)
    // A child named by childForStatusBarStyle answers instead.
    let child = StatusBarScreen()
    child.style = .darkContent
    screen.forwardsTo = child
    screen.setNeedsStatusBarAppearanceUpdate()
    driver.application.commit()
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) > 30)
    // `.default` in a dark interface is light content.
    screen.forwardsTo = nil
    screen.style = .default
    screen.overrideUserInterfaceStyle = .dark
    driver.application.commit()
    #expect(pixels(near: 255, in: driver.capture(), band: timeBand) > 30)
  }

  @Test func hidingTheStatusBarAndHomeIndicatorRemovesThemAndRedrawsOnlyThem() {
    let screen = StatusBarScreen()
    let driver = AppDriver(rootViewController: screen)
    driver.application.commit()
    let indicator = CGRect(x: 190, y: 829, width: 10, height: 5)
    #expect(pixels(near: 0, in: driver.capture(), band: indicator) > 20)
    screen.hidden = true
    screen.hidesHomeIndicator = true
    screen.setNeedsStatusBarAppearanceUpdate()
    screen.setNeedsUpdateOfHomeIndicatorAutoHidden()
    driver.application.commit()
    // Only the two bands were repainted.
    let damage = driver.application.lastCompositeReport?.damage ?? []
    #expect(!damage.isEmpty && !damage.contains { $0.intersects(CGRect(x: 0, y: 100, width: 390, height: 700)) })
    // Nothing changed: nothing is drawn again.
    driver.application.commit()
    #expect(driver.application.lastCompositeReport?.damage.isEmpty == true)
    let image = driver.capture()
    // Nothing is drawn where the left-to-right glyphs end (the mirrored time stops short of the edge).
    #expect(pixels(near: 0, in: image, band: CGRect(x: 355, y: 14, width: 20, height: 18)) == 0)
    #expect(pixels(near: 0, in: image, band: indicator) == 0)
  }

  @Test func aNavigationControllerLetsItsTopControllerHideTheStatusBarButKeepsTheStyle() {
    let top = StatusBarScreen()
    top.style = .lightContent
    let navigation = UINavigationController(rootViewController: top)
    let driver = AppDriver(rootViewController: navigation)
    driver.application.commit()
    // The navigation controller's own style (default: dark content) wins over its child's, as on iOS.
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) > 30)
    top.hidden = true
    top.setNeedsStatusBarAppearanceUpdate()
    driver.application.commit()
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) == 0)
  }

  @Test func aFullScreenPresentationDecidesAndASheetMakesTheContentLight() throws {
    let presenter = StatusBarScreen()
    let driver = AppDriver(rootViewController: presenter)
    driver.application.commit()
    let cover = StatusBarScreen()
    cover.modalPresentationStyle = .fullScreen
    cover.hidden = true
    presenter.present(cover, animated: false)
    try driver.settle()
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) == 0)
    cover.dismiss(animated: false)
    try driver.settle()
    #expect(pixels(near: 0, in: driver.capture(), band: timeBand) > 30)
    presenter.present(StatusBarScreen(), animated: false)
    try driver.settle()
    #expect(pixels(near: 255, in: driver.capture(), band: timeBand) > 30)
  }

  @Test func landscapeIPhonesShowNoStatusBarAndTheHomeButtonIPhoneNoIndicator() {
    let driver = AppDriver(rootViewController: StatusBarScreen(), device: .iPhoneSE)
    driver.application.commit()
    let image = driver.capture()
    // The SE's time ("9:41 AM") is centred in its 20-pt bar; there is no home indicator.
    #expect(pixels(near: 0, in: image, band: CGRect(x: 160, y: 4, width: 55, height: 12), scale: 2) > 20)
    #expect(pixels(near: 0, in: image, band: CGRect(x: 120, y: 640, width: 135, height: 27), scale: 2) == 0)
    let landscape = AppDriver(rootViewController: StatusBarScreen(), device: DevicePreset.iPhone14.landscape)
    landscape.application.commit()
    #expect(landscape.application.systemChrome.statusBar.isHidden)
    #expect(!landscape.application.systemChrome.homeIndicator.isHidden)
  }
}
