import Foundation
import TandemKit

/// A SwiftUI app: `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
///
/// The SwiftUI app lifecycle on UIKit's, as on iOS. `main()` makes the app value once, then launches a UIKit app
/// whose scene delegate shows the first `WindowGroup`'s content in a window, through a hosting controller. The app value's dynamic properties
/// (`@StateObject`, `@State`, `@AppStorage`, `@Environment`) are bound to the root of that window's graph, so its
/// `body` is evaluated like a view's: when what it read changes. The scene's phase follows the UIKit scene's
/// activation (`@Environment(\.scenePhase)`). On Linux `main()` opens an SDL window when there is a display,
/// renders headlessly otherwise; tests open an app with `AppDriver(app:)`.
@MainActor @preconcurrency public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// Makes the app (once, at launch).
  @MainActor @preconcurrency init()
}

extension App {
  /// The entry point `@main` calls: launches the app and runs the main run loop.
  @MainActor @preconcurrency public static func main() {
    AppLauncher.launch(Self.self, runLoop: true)
  }
}
