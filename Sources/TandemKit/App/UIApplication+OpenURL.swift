import Foundation

/// Where URLs the app opens go on Linux, which has no system to hand them to: a URL with one of the app's own
/// schemes (`CFBundleURLTypes`) comes back to the app, as on iOS; any other goes to `handler` (TandemRuntime's
/// `UIApplication.tandemOpenURLHandler`, SwiftUI's `OpenURLAction.systemHandler`), which says whether it opened it.
package enum URLOpening {
  /// Opens a URL the app itself does not handle; nil: such URLs cannot be opened.
  @MainActor package static var handler: ((URL) -> Bool)?

  /// Opens a URL now: back to the app for its own schemes, else through the handler; whether it was opened.
  @MainActor package static func open(_ url: URL) -> Bool {
    if isAppsOwn(url) {
      UIApplication.shared.deliverURL(url)
      return true
    }
    return handler?(url) ?? false
  }

  /// Whether the app's Info.plist registers the URL's scheme.
  @MainActor static func isAppsOwn(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return AppInfo.current?.urlSchemes.contains(scheme) ?? false
  }
}

extension UIApplication {
  /// Options for opening a URL.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Open only universal links (ignored: there are no other apps to prefer).
    public static let universalLinksOnly = OpenExternalURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The URL that opens the app's page in Settings (opened through the handler like any other URL).
  nonisolated public static let openSettingsURLString = "app-settings:"
  /// The URL that opens the app's notification settings.
  nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

  /// Whether a URL can be opened: the app's own schemes, or any URL with a scheme when an open-URL handler is set.
  public func canOpenURL(_ url: URL) -> Bool {
    URLOpening.isAppsOwn(url) || (URLOpening.handler != nil && url.scheme != nil)
  }

  /// Opens a URL — the app's own schemes come back to the app (`scene(_:openURLContexts:)` or
  /// `application(_:open:options:)`), others go to the open-URL handler — then calls `completion` on the main queue
  /// with whether it was opened, as iOS does asynchronously.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        let opened = URLOpening.open(url)
        completion?(opened)
      }
    }
  }

  /// Opens a URL and returns whether it was opened.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    await withCheckedContinuation { continuation in
      open(url, options: options) { continuation.resume(returning: $0) }
    }
  }
}
