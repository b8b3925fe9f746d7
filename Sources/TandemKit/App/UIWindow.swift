import Foundation
import TandemGraphics
import TandemPlatform

/// The backdrop of an app's interface: hosts the root view controller and presented controllers, gives views
/// their screen traits and safe area.
@MainActor @preconcurrency open class UIWindow: UIView {
  /// The stacking level of windows.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The scene the window belongs to.
  open weak var windowScene: UIWindowScene? {
    didSet {
      oldValue?.windowsStorage.removeAll { $0 === self }
      if let windowScene, !windowScene.windowsStorage.contains(where: { $0 === self }) {
        windowScene.windowsStorage.append(self)
      }
    }
  }
  /// The stacking level.
  open var windowLevel: Level = .normal
  /// The screen the window is on.
  open var screen: UIScreen { UIApplication.shared.screen }

  /// Creates a window filling the screen of a scene.
  public init(windowScene: UIWindowScene) {
    super.init(frame: UIApplication.shared.screen.bounds)
    isWindow = true
    self.windowScene = windowScene
    windowScene.windowsStorage.append(self)
    commonInit()
  }

  /// Creates a window with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isWindow = true
    commonInit()
  }

  /// Creates a window from an archive, filling the screen unless the archive places it (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isWindow = true
    if bounds.size == .zero { frame = UIApplication.shared.screen.bounds }
    commonInit()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func commonInit() {
    isHidden = true
    backgroundColor = nil
    UIApplication.shared.register(self)
  }

  /// The controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      let visible = !isHidden
      if let oldValue {
        if visible { oldValue.beginAppearanceTransition(false, animated: false) }
        oldValue.view.removeFromSuperview()
        oldValue.hostWindow = nil
        if visible { oldValue.endAppearanceTransition() }
      }
      if let root = rootViewController {
        root.hostWindow = self
        if visible { root.beginAppearanceTransition(true, animated: false) }
        installRootView(root)
        if visible { root.endAppearanceTransition() }
      }
    }
  }

  private func installRootView(_ controller: UIViewController) {
    let view = controller.view!
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
  }

  /// Whether this is the key window (receives keyboard events).
  open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

  /// Makes the window key and shows it; the root controller's view appears.
  open func makeKeyAndVisible() {
    makeKey()
    guard isHidden else { return }
    let root = rootViewController
    root?.beginAppearanceTransition(true, animated: false)
    isHidden = false
    if windowScene?.activationState == .unattached {
      // Shown while its scene connects: the view appears once the scene is active (see `UIApplication.activate`).
      appearanceAwaitingActivation = root
      return
    }
    // The root view is laid out between viewWillAppear and viewDidAppear, as on iOS.
    layoutIfNeeded()
    root?.endAppearanceTransition()
    UIApplication.shared.requestCommit()
  }

  /// The root controller whose appearance waits for the window's scene to become active.
  private var appearanceAwaitingActivation: UIViewController?

  /// Lays out a window shown while its scene connected and ends its root controller's appearance (viewDidAppear).
  package func finishAppearanceAwaitingActivation() {
    guard let root = appearanceAwaitingActivation else { return }
    appearanceAwaitingActivation = nil
    layoutIfNeeded()
    if root === rootViewController { root.endAppearanceTransition() }
    UIApplication.shared.requestCommit()
  }

  /// Makes the window key.
  open func makeKey() {
    let previous = UIApplication.shared.keyWindowStorage
    guard previous !== self else { return }
    previous?.resignKey()
    UIApplication.shared.keyWindowStorage = self
    becomeKey()
  }

  /// Called when the window became key.
  open func becomeKey() {}
  /// Called when the window stopped being key.
  open func resignKey() {}

  open override var next: UIResponder? { windowScene ?? UIApplication.shared }

  private lazy var touchDispatcher = TouchDispatcher(window: self)

  /// Delivers an event: touches are hit-tested and go to gesture recognizers, then to views; scroll-wheel
  /// events go to the scroll view under the pointer; key presses go to the first responder.
  open func sendEvent(_ event: UIEvent) {
    switch event.type {
    case .touches: touchDispatcher.dispatch(event)
    case .scroll: KeyboardAndWheel.deliverScroll(event, in: self)
    case .presses: KeyboardAndWheel.deliverPresses(event as! UIPressesEvent, in: self)
    default: break
    }
  }

  /// The screen's traits; a window narrower than an iPad's screen (Split View, Slide Over) is compact in width
  /// below 678 points, as iPadOS makes it.
  package override var inheritedRootTraits: UITraitCollection {
    let traits = screen.traitCollection
    guard traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular,
      bounds.width > 0, bounds.width < Self.regularWidthOnPad
    else { return traits }
    return traits.overlaid(with: UITraitCollection(horizontalSizeClass: .compact))
  }

  /// The narrowest iPad window of regular width (half of a 12.9-inch iPad's landscape screen).
  static let regularWidthOnPad: CGFloat = 678

  /// The window's bounds less the device's unsafe regions (status bar, home indicator, rounded corners), and its
  /// bounds, in the window's coordinates: where every safe area in the window starts (`UIView.safeAreaRegion`).
  var unsafeRegionsRemoved: (safe: CGRect, bounds: CGRect) {
    let inset = screen.device.safeArea
    let screenFrame = convert(screen.bounds, from: nil)
    let safe = screenFrame.inset(
      by: UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    )
    .intersection(bounds)
    return (safe, bounds)
  }

  /// Lays out and draws the window alone into an image at the screen's scale (headless rendering).
  package func renderImage() -> CGImage {
    layoutIfNeeded()
    let compositor = Compositor(size: bounds.size, scale: screen.scale, backgroundColor: .black)
    compositor.composite(layer)
    return compositor.snapshot()
  }

  package func requestCommit() { UIApplication.shared.requestCommit() }

  /// The controller on screen: the topmost presented controller, or the top of a navigation stack.
  package var visibleViewController: UIViewController? {
    var controller = rootViewController
    while true {
      if let presented = controller?.presentedViewController {
        controller = presented
      } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
        controller = top
      } else {
        return controller
      }
    }
  }
}
