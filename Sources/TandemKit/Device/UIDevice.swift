import Foundation
import TandemPlatform

/// The orientation of the device in space.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  /// Turned with the home side on the right.
  case landscapeLeft = 3
  /// Turned with the home side on the left.
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The simulated device: its name, model, system and orientation. Linux difference: the values are those of the
/// app's device preset (`TANDEM_DEVICE`) running iOS 17.5, as the Simulator reports them — `name` is the
/// preset's name ("iPhone 14"), `model` "iPhone" or "iPad", `systemName` "iOS" (iPadOS on an iPad). There is no
/// battery to read (`batteryLevel` −1, state `.unknown`) and no proximity sensor, as in the Simulator.
@MainActor @preconcurrency open class UIDevice: NSObject {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// Posted when the orientation changes, while orientation notifications are generated.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")

  /// The charging state of the battery.
  public enum BatteryState: Int, Sendable {
    case unknown = 0
    case unplugged = 1
    case charging = 2
    case full = 3
  }

  /// The iOS version the simulated devices run.
  package static let simulatedSystemVersion = "17.5"

  private var preset: DevicePreset { UIApplication.shared.screen.device }
  private var generatingOrientationNotifications = 0
  private var lastOrientation: UIDeviceOrientation = .unknown

  /// The device's name (the preset's, as the Simulator's device name).
  open var name: String { preset.name }
  /// "iPhone" or "iPad".
  open var model: String { preset.idiom == .pad ? "iPad" : "iPhone" }
  /// The model, localized.
  open var localizedModel: String { model }
  /// "iOS", or "iPadOS" on an iPad.
  open var systemName: String { preset.idiom == .pad ? "iPadOS" : "iOS" }
  /// The system version, "17.5".
  open var systemVersion: String { Self.simulatedSystemVersion }
  /// The interface idiom of the device.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { preset.idiom == .pad ? .pad : .phone }
  /// An identifier stable for the app on this machine (made once and kept in the app's user defaults).
  open var identifierForVendor: UUID? {
    let key = "UIDevice.identifierForVendor"
    if let stored = UserDefaults.standard.string(forKey: key).flatMap(UUID.init(uuidString:)) { return stored }
    let made = UUID()
    UserDefaults.standard.set(made.uuidString, forKey: key)
    return made
  }
  /// Whether several apps can run at once (yes, as on every current device).
  open var isMultitaskingSupported: Bool { true }

  /// The orientation: portrait, or landscape left when the device turned; `.unknown` until orientation
  /// notifications are generated, as on iOS.
  open var orientation: UIDeviceOrientation {
    guard generatingOrientationNotifications > 0 else { return .unknown }
    return preset.isLandscape ? .landscapeLeft : .portrait
  }
  /// Whether orientation notifications are generated.
  open var isGeneratingDeviceOrientationNotifications: Bool { generatingOrientationNotifications > 0 }
  /// Starts orientation notifications (calls nest).
  open func beginGeneratingDeviceOrientationNotifications() {
    generatingOrientationNotifications += 1
    lastOrientation = orientation
  }
  /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
  open func endGeneratingDeviceOrientationNotifications() {
    generatingOrientationNotifications = max(0, generatingOrientationNotifications - 1)
  }

  /// The device turned: posts `orientationDidChangeNotification` while notifications are generated.
  package func deviceDidTurn() {
    guard generatingOrientationNotifications > 0, orientation != lastOrientation else { return }
    lastOrientation = orientation
    NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
  }

  /// Whether the battery is monitored (there is no battery to read).
  open var isBatteryMonitoringEnabled = false
  /// The battery's charge, 0…1, or −1 when unknown (always: there is no battery to read).
  open var batteryLevel: Float { -1 }
  /// The battery's state (`.unknown`: there is no battery to read).
  open var batteryState: BatteryState { .unknown }
  /// Whether the proximity sensor is monitored; setting it on stays off, as on a device without the sensor.
  open var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// Whether something is near the proximity sensor (no: there is none).
  open var proximityState: Bool { false }

  /// Plays the keyboard click when an input view that adopts `UIInputViewAudioFeedback` asks (no sound on Linux,
  /// as on iOS when keyboard clicks are off).
  open func playInputClick() {}
}
