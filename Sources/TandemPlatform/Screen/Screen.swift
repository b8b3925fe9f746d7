import Foundation
import TandemGraphics

/// Where composited frames go: an offscreen surface (headless) or a window (SDL2, with the Input issue).
///
/// Both present the same compositor output, so a test sees exactly what a window shows.
@MainActor package protocol Screen: AnyObject {
  /// The device the screen simulates.
  var device: DevicePreset { get }
  /// The frame clock driving animations on this screen.
  var clock: FrameClock { get }
  /// Shows the compositor's surface; `damage` lists the rectangles (points) that changed.
  func present(_ surface: PixelSurface, damage: [CGRect])
  /// Pixels per point the compositor renders at for this screen.
  var renderScale: CGFloat { get }
  /// Input waiting from the platform.
  func pollEvents() -> [PlatformEvent]
  /// The device turned or changed while running: frames come at its size from now on.
  func changeDevice(to device: DevicePreset)
  /// The window system's clipboard, if the screen is a window (nil headless).
  var clipboard: (any Clipboard)? { get }
}

extension Screen {
  package var clipboard: (any Clipboard)? { nil }
}

/// The text on the window system's clipboard: set it to copy, read it to paste (nil when it holds no text).
@MainActor package protocol Clipboard: AnyObject {
  var text: String? { get set }
}

/// A screen with no window: frames stay in memory for tests and PNG output. Its clock is virtual.
@MainActor @preconcurrency public final class HeadlessScreen: Screen {
  public private(set) var device: DevicePreset
  public let clock: FrameClock
  /// How many frames were presented.
  public private(set) var presentedFrames = 0
  /// The damage of the last presented frame.
  public private(set) var lastDamage: [CGRect] = []

  public init(device: DevicePreset = .default, clock: FrameClock = FrameClock(virtual: true)) {
    self.device = device
    self.clock = clock
  }

  package var renderScale: CGFloat { device.scale }
  package func pollEvents() -> [PlatformEvent] { [] }
  package func changeDevice(to device: DevicePreset) { self.device = device }

  package func present(_ surface: PixelSurface, damage: [CGRect]) {
    presentedFrames += 1
    lastDamage = damage
  }
}
