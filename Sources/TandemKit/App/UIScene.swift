import Foundation

/// One instance of the app's interface; Tandem connects a single window scene at launch.
@MainActor @preconcurrency open class UIScene: UIResponder {
  /// Activation states of a scene.
  public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

  /// Information passed when a scene connects.
  @MainActor @preconcurrency open class ConnectionOptions: NSObject {
    /// URLs to open at connection (none on Linux: URLs arrive through `scene(_:openURLContexts:)`).
    public let urlContexts: Set<UIOpenURLContext> = []
    public override init() { super.init() }
  }

  /// The scene's session.
  public let session: UISceneSession
  /// The scene's delegate.
  open weak var delegate: (any UISceneDelegate)?
  package var ownedDelegate: (any UISceneDelegate)?
  /// The scene's activation state.
  open package(set) var activationState: ActivationState = .unattached
  /// The scene's title.
  open var title: String = ""

  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  open override var next: UIResponder? { UIApplication.shared }

  /// Posted when the scene is about to enter the foreground (at launch, before it becomes active).
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when the scene became active and responds to user events.
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when the scene is about to stop being active (the user leaves the app).
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  /// Posted when the scene went to the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows.
@MainActor @preconcurrency open class UIWindowScene: UIScene {
  package var windowsStorage: [UIWindow] = []
  /// The scene's windows.
  open var windows: [UIWindow] { windowsStorage }
  /// The scene's key window.
  open var keyWindow: UIWindow? { windowsStorage.first { $0.isKeyWindow } }
  /// The scene's screen.
  open var screen: UIScreen { UIApplication.shared.screen }
  /// The scene's traits (the screen's).
  open var traitCollection: UITraitCollection { screen.traitCollection }
}

/// A scene's persistent session: its role and configuration.
@MainActor @preconcurrency open class UISceneSession: NSObject {
  /// Roles a session can have.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  /// The session's role.
  public let role: Role
  /// The configuration used to create the scene.
  open package(set) var configuration: UISceneConfiguration
  /// The scene, while connected.
  open package(set) weak var scene: UIScene?
  /// A unique identifier.
  public let persistentIdentifier = UUID().uuidString

  package init(role: Role) {
    self.role = role
    // The manifest's first configuration for the role, else UIKit's default one.
    let listed = AppInfo.current?.sceneConfigurations(for: role).first
    let name = listed.flatMap { AppInfo.current?.string($0["UISceneConfigurationName"]) }
    configuration = UISceneConfiguration(name: name ?? "Default Configuration", sessionRole: role)
  }
}

/// How to create a scene: its name, role, scene class and delegate class.
@MainActor @preconcurrency open class UISceneConfiguration: NSObject {
  /// The configuration's name.
  public let name: String?
  /// The role it is for.
  public let role: UISceneSession.Role
  /// The class of the scene object.
  open var sceneClass: AnyClass?
  /// The class of the scene's delegate, instantiated by UIKit with its `init()`.
  open var delegateClass: AnyClass?
  /// The storyboard whose initial controller becomes the root of the scene's window.
  open var storyboard: UIStoryboard?

  /// Creates a configuration; one the app's Info.plist scene manifest lists under this name and role takes its
  /// delegate class, scene class and storyboard from there, as UIKit does.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
    guard let info = AppInfo.current, let name else { return }
    let entry = info.sceneConfigurations(for: sessionRole).first { info.string($0["UISceneConfigurationName"]) == name }
    guard let entry else { return }
    delegateClass = info.resolveClass(entry["UISceneDelegateClassName"])
    sceneClass = info.resolveClass(entry["UISceneClassName"])
    if let storyboardName = info.string(entry["UISceneStoryboardFile"]) {
      storyboard = UIStoryboard(name: storyboardName, bundle: info.bundle)
    }
  }
}

/// A scene's delegate: connection and lifecycle callbacks, all optional.
@MainActor @preconcurrency public protocol UISceneDelegate: AnyObject {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The system asks the scene to open URLs.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate; it usually owns the scene's window.
@MainActor @preconcurrency public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
