import Foundation
import TandemGraphics
import TandemPlatform

/// The device's display: its bounds, scale and traits, from the active device preset.
@MainActor @preconcurrency open class UIScreen: NSObject, UITraitEnvironment {
  /// The device this screen simulates (it changes when the device turns).
  public package(set) var device: DevicePreset {
    didSet { cachedTraits = nil }
  }

  package init(device: DevicePreset) {
    self.device = device
    super.init()
  }

  /// The screen of the app's device (iPhone 14 unless the app or test chose another preset).
  public static var main: UIScreen { UIApplication.shared.screen }

  /// The screen's rectangle in points.
  open var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
  /// Pixels per point.
  open var scale: CGFloat { device.scale }
  /// Physical pixels per point (the same as `scale` here).
  open var nativeScale: CGFloat { device.scale }
  /// The screen's size in pixels.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: device.portraitSize.width * scale, height: device.portraitSize.height * scale)
  }
  /// Frames per second.
  open var maximumFramesPerSecond: Int { 60 }

  private var styleOverride: UIUserInterfaceStyle = .light { didSet { cachedTraits = nil } }
  private var categoryOverride: UIContentSizeCategory = .large { didSet { cachedTraits = nil } }
  /// The traits made from the device and the overrides (made again when an override changes).
  private var cachedTraits: UITraitCollection?

  /// The screen's traits: the device's size classes, scale and idiom, light or dark, and the text size.
  open var traitCollection: UITraitCollection {
    if let cachedTraits { return cachedTraits }
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection.screen(device), UITraitCollection(userInterfaceStyle: styleOverride),
      UITraitCollection(preferredContentSizeCategory: categoryOverride),
    ])
    cachedTraits = traits
    return traits
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Switches the system appearance (what Settings > Display does), updating every window.
  package func setSystemAppearance(_ style: UIUserInterfaceStyle) {
    styleOverride = style
    UIApplication.shared.screenTraitsChanged()
  }

  /// Switches the system text size, updating every window.
  package func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    categoryOverride = category
    UIApplication.shared.screenTraitsChanged()
  }
}
