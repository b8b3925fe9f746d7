import Foundation
import TandemKit

/// A part of an app's interface the system manages: on iOS, a window group's windows.
@MainActor @preconcurrency public protocol Scene {
  /// The type of the scene's body.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// Scenes the engine reads directly: what the first window shows.
@MainActor protocol PrimitiveScene {
  /// The content of the scene's first window, or nil when the scene shows no window on iOS.
  var windowContent: AnyView? { get }
}

extension Scene {
  /// The content of the first window this scene shows.
  @MainActor var windowContent: AnyView? {
    if let primitive = self as? any PrimitiveScene { return primitive.windowContent }
    return body.windowContent
  }
}

/// A scene of windows showing the same view hierarchy; on iPhone, the app's one window.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content

  /// A window group showing `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A window group with an identifier (for opening windows by id on iPad; one window on iPhone).
  nonisolated public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A window group with a title (shown by the system's window switcher; not drawn on iPhone).
  nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A window group with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A window group with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A window group with a title and an identifier.
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A window group is primitive: it has no body.
  public var body: Never { fatalError("WindowGroup has no body") }
  @MainActor var windowContent: AnyView? { AnyView(content) }
}

/// Several scenes (what the builder makes); the first with a window is shown.
nonisolated struct TupleScene: Scene, PrimitiveScene {
  let scenes: [any Scene]
  /// A list of scenes is primitive: it has no body.
  var body: Never { fatalError("TupleScene has no body") }
  @MainActor var windowContent: AnyView? {
    for scene in scenes { if let content = scene.windowContent { return content } }
    return nil
  }
}

/// A scene whose windows' content is transformed (a scene modifier).
nonisolated struct ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
  let base: Base
  let transform: (AnyView) -> AnyView
  var body: Never { fatalError("ModifiedScene has no body") }
  @MainActor var windowContent: AnyView? { base.windowContent.map(transform) }
}

/// Builds an app's scenes.
@resultBuilder public struct SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return TupleScene(scenes: scenes)
  }
}

extension Scene {
  /// Runs `action` with the new value when `value` changes (iOS 14's form).
  @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some Scene
  {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, perform: action)) }
  }
  /// Runs `action` with the old and new value when `value` changes (checked as the app's body is evaluated).
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }
  /// Runs `action` when `value` changes (checked as the app's body is evaluated).
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }
}
