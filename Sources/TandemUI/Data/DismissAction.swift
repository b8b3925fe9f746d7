import Foundation

/// Dismisses the presentation the view is in (a sheet, cover or popover); where the view is not presented, it
/// does nothing (as documented by Apple).
public struct DismissAction: @unchecked Sendable {
  let action: @MainActor () -> Void
  /// Dismisses the current presentation.
  @MainActor @preconcurrency public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction {}
}

extension EnvironmentValues {
  /// Dismisses the presentation this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
