import Foundation
import TandemDriver
import TandemKit
import TandemPlatform
import TandemUI

extension AppDriver {
  /// Boots a SwiftUI `App` type on a device, as `@main` launches it: its app delegate adaptor and scene, its first
  /// window group's content in the window, active; in an appearance, text size and layout direction (from the
  /// environment when not given: `TANDEM_DEVICE`, `TANDEM_APPEARANCE`, `TANDEM_CONTENT_SIZE`,
  /// `TANDEM_LAYOUT_DIRECTION`).
  public convenience init<A: App>(
    app: A.Type, device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil,
    contentSize: UIContentSizeCategory? = nil, layoutDirection: UITraitEnvironmentLayoutDirection? = nil
  ) throws(DriverError) {
    try self.init(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection
    ) { _ in AppLauncher.launch(A.self, runLoop: false) }
  }
}
