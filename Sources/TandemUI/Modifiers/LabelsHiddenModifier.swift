import Foundation

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether controls here hide their labels (`.labelsHidden()`); the labels still name them for accessibility.
  package var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of controls in this view (toggles, pickers, steppers…); assistive technologies still read
  /// them.
  nonisolated public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
