import Foundation
import TandemPlatform

/// How the app starts on Linux — the device it simulates, its appearance and text size, whether it opens a
/// window. Apps set it through `TandemLaunchOptions` (TandemRuntime) before `UIApplicationMain` / `@main` runs, or
/// with the environment variables
/// `TANDEM_DEVICE` (iphone-se, iphone-14, iphone-14-pro, iphone-15-pro-max, ipad), `TANDEM_APPEARANCE`
/// (light, dark), `TANDEM_CONTENT_SIZE` (xs, s, m, l, xl, xxl, xxxl, ax1…ax5), `TANDEM_HEADLESS=1` (no window) and
/// `TANDEM_WINDOW_SCALE` (window pixels per point, default 1), `TANDEM_LAYOUT_DIRECTION` (ltr, rtl: as an app in a
/// right-to-left language lays out) and `TANDEM_LOCALE` (the app's language and locale, e.g. `de_DE`, `ar`).
@MainActor package enum LaunchConfiguration {
  /// The device preset (default: `TANDEM_DEVICE`, else iPhone 14).
  package static var device: DevicePreset = environmentDevice ?? .default
  /// The appearance (default: `TANDEM_APPEARANCE`, else light).
  package static var userInterfaceStyle: UIUserInterfaceStyle = environmentAppearance
  /// The text size (default: `TANDEM_CONTENT_SIZE`, else large).
  package static var preferredContentSizeCategory: UIContentSizeCategory = environmentContentSize ?? .large
  /// The app's layout direction (default: `TANDEM_LAYOUT_DIRECTION`, else left to right); set before launch only.
  nonisolated(unsafe) package static var layoutDirection: UITraitEnvironmentLayoutDirection =
    environmentLayoutDirection
  /// Whether the app opens a window when a display is available (default: yes unless `TANDEM_HEADLESS=1`).
  package static var opensWindow = ProcessInfo.processInfo.environment["TANDEM_HEADLESS"] != "1"
  /// Window pixels per point (default: `TANDEM_WINDOW_SCALE`, else 1).
  package static var windowScale: CGFloat =
    ProcessInfo.processInfo.environment["TANDEM_WINDOW_SCALE"].flatMap(Double.init).map { CGFloat($0) } ?? 1
  /// The window title.
  package static var windowTitle = ProcessInfo.processInfo.processName

  /// The appearance `TANDEM_APPEARANCE` asks for (light unless it says dark).
  nonisolated package static var environmentAppearance: UIUserInterfaceStyle {
    ProcessInfo.processInfo.environment["TANDEM_APPEARANCE"]?.lowercased() == "dark" ? .dark : .light
  }

  /// The layout direction `TANDEM_LAYOUT_DIRECTION` asks for (rtl or ltr); without it, right to left when
  /// `TANDEM_LOCALE` is a right-to-left language (Arabic, Hebrew, Persian, Urdu …), as iOS lays out in one.
  nonisolated package static var environmentLayoutDirection: UITraitEnvironmentLayoutDirection {
    let environment = ProcessInfo.processInfo.environment
    if let direction = environment["TANDEM_LAYOUT_DIRECTION"]?.lowercased() {
      return direction == "rtl" ? .rightToLeft : .leftToRight
    }
    return environment["TANDEM_LOCALE"].map(layoutDirection(forLocale:)) ?? .leftToRight
  }

  /// The direction an app in a locale's language lays out in.
  nonisolated package static func layoutDirection(forLocale identifier: String) -> UITraitEnvironmentLayoutDirection {
    let language = Locale.Language(identifier: identifier.replacingOccurrences(of: "_", with: "-"))
    return language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The device `TANDEM_DEVICE` names, if any.
  package static var environmentDevice: DevicePreset? {
    guard let name = ProcessInfo.processInfo.environment["TANDEM_DEVICE"]?.lowercased() else { return nil }
    let key = name.replacingOccurrences(of: " ", with: "-")
    return DevicePreset.all.first { preset in
      let presetKey = preset.name.lowercased().replacingOccurrences(of: " ", with: "-")
      return presetKey == key || presetKey.hasPrefix(key + "-(") || (key == "ipad" && preset.idiom == .pad)
        || (key == "iphone-se" && preset == .iPhoneSE)
    }
  }

  package static var environmentContentSize: UIContentSizeCategory? {
    let table: [String: UIContentSizeCategory] = [
      "xs": .extraSmall, "s": .small, "m": .medium, "l": .large, "xl": .extraLarge, "xxl": .extraExtraLarge,
      "xxxl": .extraExtraExtraLarge, "ax1": .accessibilityMedium, "ax2": .accessibilityLarge,
      "ax3": .accessibilityExtraLarge, "ax4": .accessibilityExtraExtraLarge, "ax5": .accessibilityExtraExtraExtraLarge,
    ]
    return ProcessInfo.processInfo.environment["TANDEM_CONTENT_SIZE"].flatMap { table[$0.lowercased()] }
  }
}
