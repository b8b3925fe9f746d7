import Foundation

/// iOS 13's navigation container: a stack of views with a navigation bar. In the stack style (and on iPhone, where
/// the automatic style is a stack) it is a `NavigationStack` showing its first view as the root; the views after
/// the first are the columns of the iPad column style, which Tandem does not draw yet (use `NavigationSplitView`).
@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view showing `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor public var body: some View {
    // With several views (sidebar, detail), the stack's root is the first, as on iPhone.
    let root: any View = (content as? any TupleViewElements)?.firstElement ?? content
    NavigationStack { AnyView(erasing: root) }
  }
}

/// A view builder's views, to take the first.
protocol TupleViewElements {
  var firstElement: (any View)? { get }
}

extension TupleView: TupleViewElements {
  var firstElement: (any View)? { elements.first }
}

/// How a `NavigationView` arranges its views.
public protocol NavigationViewStyle {}

/// The context's choice: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The context's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
  /// Sets how navigation views in this view arrange their views. Both styles Tandem has are the stack on iPhone,
  /// so this changes nothing there (as on iOS).
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
