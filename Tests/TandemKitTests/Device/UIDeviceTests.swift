import Foundation
import TandemTesting
import Testing
import UIKit

/// `UIDevice.current` and `UIScreen.main` report the simulated device, as the Simulator does for each model.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIDeviceTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var testDescription: String { name }
    let preset: DevicePreset
    let name: String
    let model: String
    let system: String
    let idiom: UIUserInterfaceIdiom
    let points: CGSize
    let scale: CGFloat
  }

  nonisolated static let devices: [Expected] = [
    Expected(
      preset: .iPhoneSE, name: "iPhone SE (3rd generation)", model: "iPhone", system: "iOS", idiom: .phone,
      points: CGSize(width: 375, height: 667), scale: 2),
    Expected(
      preset: .iPhone14, name: "iPhone 14", model: "iPhone", system: "iOS", idiom: .phone,
      points: CGSize(width: 390, height: 844), scale: 3),
    Expected(
      preset: .iPhone14Pro, name: "iPhone 14 Pro", model: "iPhone", system: "iOS", idiom: .phone,
      points: CGSize(width: 393, height: 852), scale: 3),
    Expected(
      preset: .iPhone15ProMax, name: "iPhone 15 Pro Max", model: "iPhone", system: "iOS", idiom: .phone,
      points: CGSize(width: 430, height: 932), scale: 3),
    Expected(
      preset: .iPad, name: "iPad (10th generation)", model: "iPad", system: "iPadOS", idiom: .pad,
      points: CGSize(width: 820, height: 1180), scale: 2),
  ]

  @Test(arguments: devices) func deviceAndScreenValuesPerPreset(_ expected: Expected) {
    let driver = AppDriver(rootViewController: UIViewController(), device: expected.preset)
    let device = UIDevice.current
    #expect(device.name == expected.name)
    #expect(device.model == expected.model && device.localizedModel == expected.model)
    #expect(device.systemName == expected.system && device.systemVersion == "17.5")
    #expect(device.userInterfaceIdiom == expected.idiom)
    #expect(UIScreen.main.bounds.size == expected.points)
    #expect(UIScreen.main.scale == expected.scale && UIScreen.main.nativeScale == expected.scale)
    #expect(
      UIScreen.main.nativeBounds.size
        == CGSize(width: expected.points.width * expected.scale, height: expected.points.height * expected.scale))
    #expect(driver.window.traitCollection.userInterfaceIdiom == expected.idiom)
  }

  @Test func orientationFollowsTheTurnAndIsAnnounced() throws {
    let driver = AppDriver(rootViewController: UIViewController(), device: .iPhone14)
    let device = UIDevice.current
    #expect(device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    defer { device.endGeneratingDeviceOrientationNotifications() }
    #expect(device.orientation == .portrait && device.orientation.isPortrait)
    var notes = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
    ) { _ in MainActor.assumeIsolated { notes += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    driver.rotate(toLandscape: true)
    try driver.settle()
    #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(notes == 1)
    driver.rotate(toLandscape: false)
    try driver.settle()
    #expect(device.orientation == .portrait && notes == 2)
  }

  @Test func noBatteryNoProximitySensor() {
    let device = UIDevice.current
    device.isBatteryMonitoringEnabled = true
    #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    device.isProximityMonitoringEnabled = true
    #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
    let vendor = device.identifierForVendor
    #expect(vendor != nil && device.identifierForVendor == vendor)
  }
}
