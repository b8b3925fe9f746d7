import Foundation

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
  /// The tint controls and buttons use here (nil: the accent color).
  package var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// The tint in effect: the `.tint` set here, else the accent color.
  package var resolvedTint: Color { tint ?? .accentColor }
}

extension View {
  /// Tints the controls and buttons in this view (a switch's on track, a slider's fill, a button's label).
  nonisolated public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint)
  }
}
