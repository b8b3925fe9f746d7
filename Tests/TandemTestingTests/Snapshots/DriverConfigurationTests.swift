import Foundation
import TandemTesting
import Testing
import UIKit

/// A driver boots in the appearance, text size and direction it is given, else the environment's.
@MainActor @Suite(.serialized, .ownsTheApplication) struct DriverConfigurationTests {
  @Test func theArgumentsSetTheTraits() {
    let controller = WelcomeViewController()
    let driver = AppDriver(
      rootViewController: controller, device: .iPad, appearance: .dark, contentSize: .accessibilityLarge,
      layoutDirection: .rightToLeft)
    defer { _ = AppDriver(rootViewController: UIViewController(), layoutDirection: .leftToRight) }
    let traits = controller.view.traitCollection
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
    #expect(traits.layoutDirection == .rightToLeft)
    #expect(traits.userInterfaceIdiom == .pad)
    #expect(driver.appearance == .dark && driver.contentSize == .accessibilityLarge)
  }

  @Test func theEnvironmentIsHonouredWhenNothingIsGiven() {
    setenv("TANDEM_APPEARANCE", "dark", 1)
    setenv("TANDEM_CONTENT_SIZE", "xxl", 1)
    setenv("TANDEM_DEVICE", "iphone-se", 1)
    defer {
      unsetenv("TANDEM_APPEARANCE")
      unsetenv("TANDEM_CONTENT_SIZE")
      unsetenv("TANDEM_DEVICE")
    }
    let controller = WelcomeViewController()
    let driver = AppDriver(rootViewController: controller)
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    #expect(driver.device == .iPhoneSE)
    // An argument wins over the environment.
    let light = AppDriver(rootViewController: UIViewController(), appearance: .light)
    #expect(light.appearance == .light)
  }

  @Test func changingTheAppearanceOfARunningAppUpdatesItsViews() {
    let controller = WelcomeViewController()
    let driver = AppDriver(rootViewController: controller)
    #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    driver.appearance = .dark
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    driver.contentSize = .extraSmall
    #expect(controller.view.traitCollection.preferredContentSizeCategory == .extraSmall)
  }
}
