import Foundation

/// Dismisses the presentation the view is in (a sheet, cover or popover) or pops the view it is in from its
/// navigation stack; where the view is neither presented nor pushed, it does nothing (as documented by Apple).
public struct DismissAction: @unchecked Sendable {
  let action: @MainActor () -> Void
  /// Whether there is a presentation or a pushed view to dismiss.
  let isPresenting: Bool

  init(isPresenting: Bool = true, action: @escaping @MainActor () -> Void) {
    self.action = action
    self.isPresenting = isPresenting
  }

  /// Dismisses the current presentation.
  @MainActor @preconcurrency public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(isPresenting: false) {}
}

extension EnvironmentValues {
  /// Dismisses the presentation this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is presented or pushed (iOS 15's `\.isPresented`).
  public var isPresented: Bool { self[DismissKey.self].isPresenting }

  /// iOS 13's way to dismiss: a binding to the presentation mode of the view's presentation or push.
  @available(iOS, deprecated: 100000.0, message: "Use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    let dismiss = self[DismissKey.self]
    let mode = PresentationMode(isPresented: dismiss.isPresenting, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}

/// Whether a view is presented, and how to dismiss it (iOS 13's `presentationMode`).
@available(iOS, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
  /// Whether the view is presented or pushed.
  public private(set) var isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the view (pops it from its stack, or dismisses its presentation).
  @MainActor public mutating func dismiss() {
    guard isPresented else { return }
    dismissAction()
    isPresented = false
  }
}
