/// Writes the launch test every ported app gets: the app starts through its delegate (Info.plist, storyboard,
/// scene delegate, as on iOS) with Tandem's driver and shows a window with a root controller.
enum LaunchTestWriter {
  /// How the app starts.
  enum Entry {
    /// A UIKit app delegate class.
    case delegate(String)
    /// A SwiftUI `App` type.
    case app(String)
  }

  static func source(module: String, entry: Entry) -> String {
    let launch =
      switch entry {
      case .delegate(let name): "AppDriver(delegate: \(name).self)"
      case .app(let name): "AppDriver(app: \(name).self)"
      }
    return """
      // Written by `tandem port`: the app launches as on iOS and shows its first screen. Add tests here the way
      // TandemTesting's guide shows (tap, type, find, compare screens with goldens).
      import Testing
      import TandemTesting
      import UIKit
      @testable import \(module)

      @MainActor @Suite(.serialized, .ownsTheApplication) struct \(module)LaunchTests {
        @Test func theAppLaunchesAndShowsItsFirstScreen() throws {
          let driver = try \(launch)
          try driver.settle()
          #expect(driver.window.rootViewController != nil)
          #expect(driver.window.isKeyWindow)
        }
      }

      """
  }
}
