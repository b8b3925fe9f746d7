import Foundation
import TandemKit

/// Declares the color scheme the view's presentation prefers; the hosting controller applies it to the
/// presentation that contains it (its window's root or the presented controller) as `overrideUserInterfaceStyle`.
nonisolated struct PreferredColorSchemeModifier: PrimitiveModifier {
  let colorScheme: ColorScheme?
  @MainActor func makeContent() -> any NodeContent { DeclarationContent() }
}

extension View {
  /// Sets the color scheme of the nearest enclosing presentation (a window, sheet or popover); nil follows the
  /// system. The first declaration from the top of the presentation's content wins.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
}

extension ViewGraph {
  /// The color scheme the content prefers: the first `preferredColorScheme` declaration, outermost first.
  @MainActor var preferredColorScheme: ColorScheme?? {
    var found: ColorScheme??
    root.forEach { node in
      if found == nil, let declaration = node.modifier(as: PreferredColorSchemeModifier.self) {
        found = .some(declaration.colorScheme)
      }
    }
    return found
  }
}
