import Foundation
import TandemKit

/// The action a scrollable view runs when the user pulls it to refresh (`.refreshable`); read it from the
/// environment's `refresh` to start a refresh of your own.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Runs the refresh, returning when it has finished.
  public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
  /// The refresh action of the views here (nil when none is refreshable).
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

extension View {
  /// Makes lists and scroll views here refreshable: pulling them down shows a spinner and runs `action`; the
  /// spinner stays until the action returns.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

/// The UIKit refresh control of a refreshable scroll view or list: it runs the environment's refresh action in a
/// main-actor task and ends refreshing when the action returns.
@MainActor final class RefreshControlLink {
  private var control: UIRefreshControl?
  private var action: RefreshAction?

  /// Shows a refresh control on `scrollView` while there is an action, and none without.
  func update(_ scrollView: UIScrollView, action: RefreshAction?) {
    self.action = action
    guard action != nil else {
      if control != nil, scrollView.refreshControl === control { scrollView.refreshControl = nil }
      control = nil
      return
    }
    if control == nil {
      let control = UIRefreshControl()
      control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
      self.control = control
    }
    if scrollView.refreshControl !== control { scrollView.refreshControl = control }
  }

  private func refresh() {
    guard let action, let control else { return }
    Task { @MainActor in
      await action()
      control.endRefreshing()
    }
  }
}
