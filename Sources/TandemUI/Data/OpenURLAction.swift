import Foundation
import TandemKit

/// What opening a URL does: `Link` and `openURL` call it. Linux difference: there is no system to hand URLs to;
/// the default action hands them to `OpenURLAction.systemHandler` (nil: the URL is not opened, reported as
/// `.discarded`). Set it, or put your own action in the environment with `.environment(\.openURL, …)`. (Sendable:
/// its handler is immutable and called on the main actor.)
public struct OpenURLAction: @unchecked Sendable {
  /// What an action did with a URL.
  public struct Result: Sendable {
    let kind: Int
    /// The action handled the URL.
    public static let handled = Result(kind: 0)
    /// The action did not handle the URL.
    public static let discarded = Result(kind: 1)
    /// The action did not handle the URL; the system should open it.
    public static let systemAction = Result(kind: 2)
    /// The system should open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(kind: 2, url: url) }
    var url: URL?
    init(kind: Int, url: URL? = nil) {
      self.kind = kind
      self.url = url
    }
  }

  private let handler: (URL) -> Result
  private let isSystem: Bool

  /// An action handling URLs; `.systemAction` results go on to the system's handler.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
    isSystem = false
  }

  /// Where the default action sends URLs (Linux has no system browser; a test or app sets this). The same
  /// handler as `UIApplication.shared.open(_:)`'s.
  @MainActor public static var systemHandler: ((URL) -> Bool)? {
    get { URLOpening.handler }
    set { URLOpening.handler = newValue }
  }

  static let system = OpenURLAction(systemHandler: ())
  private init(systemHandler: ()) {
    handler = { _ in .systemAction }
    isSystem = true
  }

  /// Opens a URL.
  @MainActor public func callAsFunction(_ url: URL) {
    let result = handler(url)
    guard result.kind == 2 else { return }
    _ = URLOpening.open(result.url ?? url)
  }

  /// Opens a URL, then calls `completion` with whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    let result = handler(url)
    switch result.kind {
    case 0: completion(true)
    case 2: completion(URLOpening.open(result.url ?? url))
    default: completion(false)
    }
  }
}

struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction.system }

extension EnvironmentValues {
  /// The action that opens URLs (`Link` uses it).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
