import Foundation
import TandemKit

/// iOS 13's navigation container. In the stack style (and in the automatic style on iPhone) it is a
/// `NavigationStack` showing its first view as the root; in the column style (and in the automatic style on iPad,
/// given two or three views) its views are the columns of a `NavigationSplitView` — sidebar, content, detail —
/// which collapses to one stack in a compact width.
@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content
  @Environment(\.navigationViewUsesColumns) private var usesColumns

  /// A navigation view showing `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor public var body: some View {
    let views: [AnyView] = ((content as? any TupleViewElements)?.allElements ?? [content]).map {
      AnyView(erasing: $0)
    }
    let columns = usesColumns ?? (UIApplication.shared.screen.traitCollection.userInterfaceIdiom == .pad)
    if columns && views.count > 2 {
      NavigationSplitView {
        views[0]
      } content: {
        views[1]
      } detail: {
        views[2]
      }
    } else if columns && views.count == 2 {
      NavigationSplitView {
        views[0]
      } detail: {
        views[1]
      }
    } else {
      NavigationStack { views[0] }
    }
  }
}

/// A view builder's views, to take them apart.
protocol TupleViewElements {
  var allElements: [any View] { get }
}

extension TupleView: TupleViewElements {
  var allElements: [any View] { elements }
}

/// How a `NavigationView` arranges its views.
public protocol NavigationViewStyle {
  /// Whether the views are columns (nil: the device's choice).
  var usesColumns: Bool? { get }
}

/// The context's choice: a stack on iPhone, columns on iPad.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var usesColumns: Bool? { nil }
}

/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var usesColumns: Bool? { false }
}

/// The views as columns side by side (one stack in a compact width).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var usesColumns: Bool? { true }
}

/// The views as a primary and a detail column.
@available(iOS, deprecated: 100000.0, renamed: "ColumnNavigationViewStyle")
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The context's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

struct NavigationViewColumnsKey: EnvironmentKey {
  static var defaultValue: Bool? { nil }
}

extension EnvironmentValues {
  var navigationViewUsesColumns: Bool? {
    get { self[NavigationViewColumnsKey.self] }
    set { self[NavigationViewColumnsKey.self] = newValue }
  }
}

extension View {
  /// Sets how navigation views in this view arrange their views: a stack, or columns.
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    environment(\.navigationViewUsesColumns, style.usesColumns)
  }
}
