import SwiftUI
import TandemTesting
import Testing
import UIKit

/// Image strategies: a controller's screen, a view at its own size, a SwiftUI view, a driven app.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ImageSnapshotTests {
  @Test func aControllersScreen() {
    assertSnapshot(of: WelcomeViewController(), as: .image)
  }

  @Test func aControllerOnAnotherDeviceInDarkAtAnAccessibilityTextSize() {
    assertSnapshot(
      of: WelcomeViewController(),
      as: .image(device: .iPhoneSE, appearance: .dark, contentSize: .accessibilityMedium))
  }

  @Test func aControllerRightToLeft() {
    assertSnapshot(of: WelcomeViewController(), as: .image(layoutDirection: .rightToLeft))
    // The process goes back to left to right for what follows.
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }

  @Test func aViewIsDrawnAloneAtItsOwnSize() throws {
    assertSnapshot(of: makeCard(), as: .image, named: "card")
    let golden = try #require(
      UIImage(contentsOfFile: goldens().appendingPathComponent("aViewIsDrawnAloneAtItsOwnSize.card.png").path))
    #expect(golden.size == CGSize(width: 600, height: 240))
  }

  @Test func aSwiftUIViewAtItsFittingSize() throws {
    assertSnapshot(of: FavoriteBadge(), as: .image)
    let golden = try #require(
      UIImage(contentsOfFile: goldens().appendingPathComponent("aSwiftUIViewAtItsFittingSize.1.png").path))
    // Smaller than the screen both ways: the badge's own size.
    #expect(golden.size.width < 390 * 3 / 2 && golden.size.height < 100)
  }

  @Test func aSwiftUIViewOnTheWholeScreen() {
    assertSnapshot(of: FavoriteBadge(), as: .image(layout: .device, appearance: .dark))
  }

  @Test func aDrivenAppInDarkComesBackInLight() throws {
    let driver = AppDriver(rootViewController: WelcomeViewController())
    assertSnapshot(of: driver, as: .image(appearance: .dark))
    #expect(driver.appearance == .light)
    // The same screen as the controller's own light snapshot.
    let light = driver.capture()
    let golden = try #require(
      UIImage(contentsOfFile: goldens().appendingPathComponent("aControllersScreen.1.png").path)?.cgImage)
    #expect(light == golden)
  }

  @Test func unnamedSnapshotsOfOneTestAreNumberedInOrder() {
    assertSnapshot(of: FavoriteBadge(), as: .image)
    assertSnapshot(of: Text("Second"), as: .image)
    let folder = goldens()
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("unnamedSnapshotsOfOneTestAreNumberedInOrder.1.png").path))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("unnamedSnapshotsOfOneTestAreNumberedInOrder.2.png").path))
  }
}
