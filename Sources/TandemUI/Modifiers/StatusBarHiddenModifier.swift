import Foundation
import TandemKit

/// Whether a view's presentation hides the status bar, flowing up the graph as a preference (the outermost, first
/// declaration wins); the hosting controller answers `prefersStatusBarHidden` with it.
struct StatusBarHiddenKey: PreferenceKey {
  /// nil: the content declares nothing.
  static let defaultValue: Bool? = nil
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
    if value == nil { value = nextValue() }
  }
}

extension View {
  /// Hides (or shows) the status bar while this view is shown.
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View {
    preference(key: StatusBarHiddenKey.self, value: hidden)
  }
}

extension ViewGraph {
  /// Whether the content asks for the status bar hidden (nil: it declares nothing).
  @MainActor var prefersStatusBarHidden: Bool? {
    root.preferenceIfSet(StatusBarHiddenKey.self) ?? nil
  }
}
