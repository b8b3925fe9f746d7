import Foundation
import TandemKit

/// How a list looks. iOS's styles only (Apple defines no way to write one).
public protocol ListStyle {}

/// The style the context chooses: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
  public init() {}
}
/// Rows edge to edge on the plain background, separated by lines.
public struct PlainListStyle: ListStyle {
  public init() {}
}
/// Sections of rows edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
  public init() {}
}
/// Sections as rounded cards inset from the edges on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}
/// Rows inset from the edges on the plain background (drawn as the plain style on Linux).
public struct InsetListStyle: ListStyle {
  public init() {}
}
/// A sidebar: on iPhone, inset grouped sections.
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListAppearanceKey: EnvironmentKey {
  static let defaultValue = UICollectionLayoutListConfiguration.Appearance.insetGrouped
}
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The list appearance the list style here asks for.
  var listAppearance: UICollectionLayoutListConfiguration.Appearance {
    get { self[ListAppearanceKey.self] }
    set { self[ListAppearanceKey.self] = newValue }
  }
  /// Whether scrollable containers here show their background.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
  /// Whether the view is (inside) a list row: controls lay out as rows (a menu picker shows its label).
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of lists in this view.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let appearance: UICollectionLayoutListConfiguration.Appearance =
      switch style {
      case is PlainListStyle, is InsetListStyle: .plain
      case is GroupedListStyle: .grouped
      default: .insetGrouped
      }
    return environment(\.listAppearance, appearance)
  }

  /// Shows or hides the background of scrollable views here (a list's grouped background).
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}
