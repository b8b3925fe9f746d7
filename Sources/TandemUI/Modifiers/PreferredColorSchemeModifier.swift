import Foundation
import TandemKit

/// The color scheme a view's presentation prefers, flowing up the graph as a preference: a declaration replaces
/// what its content declares, and of siblings the first wins, so the outermost, first declaration is the one the
/// hosting controller applies to its presentation (its window's root or the presented controller) as
/// `overrideUserInterfaceStyle`.
struct PreferredColorSchemeKey: PreferenceKey {
  /// nil: follow the system.
  static let defaultValue: ColorScheme? = nil
  static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {}
}

extension View {
  /// Sets the color scheme of the nearest enclosing presentation (a window, sheet or popover); nil follows the
  /// system. The first declaration from the top of the presentation's content wins.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }
}

extension ViewGraph {
  /// The color scheme the content prefers (nil: it declares none; `.some(nil)`: it asks to follow the system).
  @MainActor var preferredColorScheme: ColorScheme?? {
    root.preferenceIfSet(PreferredColorSchemeKey.self)
  }
}
