import Foundation

/// A URL the system asks a scene to open, with how it was opened.
@MainActor @preconcurrency open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  /// How it was opened.
  public let options: UIScene.OpenURLOptions

  package init(url: URL, options: UIScene.OpenURLOptions) {
    self.url = url
    self.options = options
  }
}

extension UIScene {
  /// How a URL given to a scene was opened.
  @MainActor @preconcurrency open class OpenURLOptions: NSObject {
    /// The bundle identifier of the app that opened it (nil on Linux: there are no other apps).
    public let sourceApplication: String?
    /// Information the opening app attached.
    public let annotation: Any?
    /// Whether the file should be opened in place.
    public let openInPlace: Bool

    package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
    }
  }
}

extension UIApplication {
  /// Keys of the options an app delegate is given with a URL to open.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the opening app.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// Information the opening app attached.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file should be opened in place.
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}
