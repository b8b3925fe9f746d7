import Foundation
import TandemDriver
import TandemKit
import TandemPlatform
import TandemUI

extension AppDriver {
  /// Boots a SwiftUI `App` type on a device, as `@main` launches it: its app delegate adaptor and scene, its first
  /// window group's content in the window, active.
  public convenience init<A: App>(app: A.Type, device: DevicePreset = .iPhone14) throws(DriverError) {
    try self.init(device: device) { _ in AppLauncher.launch(A.self, runLoop: false) }
  }
}
