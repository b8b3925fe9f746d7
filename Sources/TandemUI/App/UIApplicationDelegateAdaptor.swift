import Foundation
import TandemCombine
import TandemKit

/// Gives a SwiftUI app a UIKit app delegate: `@UIApplicationDelegateAdaptor private var appDelegate: MyAppDelegate`
/// in the `App`. SwiftUI makes one delegate with its `init()` and calls it as UIKit's lifecycle runs (launch,
/// scene configuration, discarded sessions, termination); a scene delegate class its configuration names is made
/// and called too. A delegate (or scene delegate) that is an `ObservableObject` is put in the environment of the
/// app's views (`@EnvironmentObject`). Declare it once, in the `App` only.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
  private let delegate: DelegateType

  /// The delegate SwiftUI made.
  @MainActor @preconcurrency public var wrappedValue: DelegateType { delegate }

  /// Makes the app's delegate of `delegateType` (once per launch).
  @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    delegate = AppDelegateAdaptation.adopt(delegateType)
  }
}

extension UIApplicationDelegateAdaptor
where DelegateType: ObservableObject, DelegateType.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// Makes the app's delegate, an observable object SwiftUI puts in the environment of the app's views.
  @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    delegate = AppDelegateAdaptation.adopt(delegateType)
  }

  /// Bindings to the delegate's properties (`$appDelegate.property`).
  @MainActor @preconcurrency public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: delegate).projectedValue
  }
}

extension UIApplicationDelegateAdaptor: NodeBindable {
  /// The app's body depends on an observable delegate, as on an `@ObservedObject`.
  package func bind(to node: ViewNode, key: String) {
    ObjectObservation.observe(anyObject: delegate, node: node, key: key)
  }
}

/// The delegates SwiftUI made for the app being launched: the adapted app delegate and the scene delegate its
/// scene configuration names.
@MainActor enum AppDelegateAdaptation {
  /// The app delegate of the current launch.
  private(set) static var appDelegate: (any UIApplicationDelegate)?
  /// The scene delegate class the app delegate's configuration named, and the delegate made of it.
  static var sceneDelegateClass: AnyClass?
  static var sceneDelegate: (any UISceneDelegate)?
  /// Whether an adaptor asked for a delegate since the launch began (a second adaptor is a programming error).
  private static var adopted = false

  /// Starts a launch: the next adaptor makes a fresh delegate.
  static func beginLaunch() {
    appDelegate = nil
    sceneDelegateClass = nil
    sceneDelegate = nil
    adopted = false
  }

  /// The delegate of `type` for the app being made.
  static func adopt<D: NSObject & UIApplicationDelegate>(_ type: D.Type) -> D {
    if adopted {
      fatalError(
        "UIApplicationDelegateAdaptor is declared more than once: declare the delegate adaptor only once, "
          + "in the App.")
    }
    adopted = true
    let delegate = ClassInstantiation.make(type)
    appDelegate = delegate
    return delegate
  }

  /// Makes the scene delegate the configuration named, if any.
  static func makeSceneDelegate() -> (any UISceneDelegate)? {
    guard let type = sceneDelegateClass as? NSObject.Type else { return nil }
    let made = ClassInstantiation.make(type) as? any UISceneDelegate
    if made == nil { RuntimeWarning.report("\(type) is not a UISceneDelegate: SwiftUI does not call it.") }
    sceneDelegate = made
    return made
  }

  /// The delegates that are observable objects, for the environment of the app's views.
  static var environmentObjects: [any ObservableObject] {
    [appDelegate as AnyObject?, sceneDelegate as AnyObject?].compactMap { $0 as? any ObservableObject }
  }
}

extension View {
  /// This view with each object supplied to its descendants (as `environmentObject(_:)` does for one).
  @MainActor func environmentObjects(_ objects: [any ObservableObject]) -> AnyView {
    var view = AnyView(self)
    for object in objects {
      func supply<O: ObservableObject>(_ object: O) -> AnyView { AnyView(view.environmentObject(object)) }
      view = supply(object)
    }
    return view
  }
}
