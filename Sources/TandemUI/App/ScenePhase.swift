import Foundation

/// Where a scene is in its life: in front and taking input, in front but not taking input, or in the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown: the user left the app.
  case background
  /// Shown but not taking input (on the way to or from the background).
  case inactive
  /// In front and taking input.
  case active
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene the view is in (in an app's body: the phase of its scenes).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
