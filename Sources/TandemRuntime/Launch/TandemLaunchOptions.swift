import Foundation
import TandemKit
import TandemPlatform

/// How a Tandem app starts on Linux: the device it simulates, its appearance and text size, and whether it opens
/// a window. Set these before `UIApplicationMain` / `@main` runs, or use the environment variables
/// `TANDEM_DEVICE` (iphone-se, iphone-14, iphone-14-pro, iphone-15-pro-max, ipad), `TANDEM_APPEARANCE`
/// (light, dark), `TANDEM_CONTENT_SIZE` (xs, s, m, l, xl, xxl, xxxl, ax1…ax5), `TANDEM_HEADLESS=1` (no window) and
/// `TANDEM_WINDOW_SCALE` (window pixels per point, default 1).
@MainActor @preconcurrency public enum TandemLaunchOptions {
  /// The device preset (default: `TANDEM_DEVICE`, else iPhone 14).
  public static var device: DevicePreset {
    get { LaunchConfiguration.device }
    set { LaunchConfiguration.device = newValue }
  }
  /// The appearance (default: `TANDEM_APPEARANCE`, else light).
  public static var userInterfaceStyle: UIUserInterfaceStyle {
    get { LaunchConfiguration.userInterfaceStyle }
    set { LaunchConfiguration.userInterfaceStyle = newValue }
  }
  /// The text size (default: `TANDEM_CONTENT_SIZE`, else large).
  public static var preferredContentSizeCategory: UIContentSizeCategory {
    get { LaunchConfiguration.preferredContentSizeCategory }
    set { LaunchConfiguration.preferredContentSizeCategory = newValue }
  }
  /// Whether the app opens a window when a display is available (default: yes unless `TANDEM_HEADLESS=1`).
  public static var opensWindow: Bool {
    get { LaunchConfiguration.opensWindow }
    set { LaunchConfiguration.opensWindow = newValue }
  }
  /// Window pixels per point (default: `TANDEM_WINDOW_SCALE`, else 1).
  public static var windowScale: CGFloat {
    get { LaunchConfiguration.windowScale }
    set { LaunchConfiguration.windowScale = newValue }
  }
  /// The window title (default: the process name).
  public static var windowTitle: String {
    get { LaunchConfiguration.windowTitle }
    set { LaunchConfiguration.windowTitle = newValue }
  }
}

extension UIApplication {
  /// Where `UIApplication.shared.open(_:)`, `Link` and SwiftUI's `openURL` send URLs that are not the app's own
  /// (Linux has no browser or other apps to hand them to): return whether the URL was opened. nil (the default):
  /// such URLs are not opened and `canOpenURL(_:)` is false for them.
  public static var tandemOpenURLHandler: ((URL) -> Bool)? {
    get { URLOpening.handler }
    set { URLOpening.handler = newValue }
  }
}
