import Foundation
import TandemKit

/// A navigation bar item's options, as SwiftUI names them.
public struct NavigationBarItem: Sendable {
  /// How a view's title shows in the navigation bar.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The previous view's mode (large at a stack's root).
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar's items, collapsing as the content scrolls.
    case large
  }
}

/// What a view declares for the navigation bar of the hosting controller showing it: each field is taken from the
/// first declaration in view order that sets it.
struct NavigationBarDeclaration {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var barHidden: Bool?
  var backButtonHidden: Bool?
  var tabBarHidden: Bool?
  var bottomBarHidden: Bool?
  var barBackground: BarBackgroundDeclaration?
  var tabBarBackground: BarBackgroundDeclaration?
  var bottomBarBackground: BarBackgroundDeclaration?
  /// A bar's color scheme (`.some(nil)`: declared automatic).
  var barColorScheme: ColorScheme??
  var tabBarColorScheme: ColorScheme??
  var bottomBarColorScheme: ColorScheme??

  mutating func merge(_ other: NavigationBarDeclaration) {
    barColorScheme = barColorScheme ?? other.barColorScheme
    tabBarColorScheme = tabBarColorScheme ?? other.tabBarColorScheme
    bottomBarColorScheme = bottomBarColorScheme ?? other.bottomBarColorScheme
    title = title ?? other.title
    displayMode = displayMode ?? other.displayMode
    barHidden = barHidden ?? other.barHidden
    backButtonHidden = backButtonHidden ?? other.backButtonHidden
    tabBarHidden = tabBarHidden ?? other.tabBarHidden
    bottomBarHidden = bottomBarHidden ?? other.bottomBarHidden
    barBackground = BarBackgroundDeclaration.merge(barBackground, other.barBackground)
    tabBarBackground = BarBackgroundDeclaration.merge(tabBarBackground, other.tabBarBackground)
    bottomBarBackground = BarBackgroundDeclaration.merge(bottomBarBackground, other.bottomBarBackground)
  }
}

/// A bar's background as `toolbarBackground` declares it: a color (nil: the bar's material) and whether it shows
/// always, never, or as the bar decides (at the content's edge it is transparent).
struct BarBackgroundDeclaration {
  var color: Color?
  var visibility: Visibility?

  static func merge(_ a: Self?, _ b: Self?) -> Self? {
    guard let a else { return b }
    guard let b else { return a }
    return Self(color: a.color ?? b.color, visibility: a.visibility ?? b.visibility)
  }

  var barBackground: BarBackground {
    BarBackground(color: color?.platformColor, visibility: visibility.map { $0 == .visible })
  }
}

/// The bars `toolbar(_:for:)` and `toolbarBackground(_:for:)` apply to.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Bar: Hashable, Sendable {
    case automatic, navigationBar, bottomBar, tabBar

    /// Where a declaration keeps this bar's visibility.
    var hidden: WritableKeyPath<NavigationBarDeclaration, Bool?> {
      switch self {
      case .automatic, .navigationBar: \.barHidden
      case .bottomBar: \.bottomBarHidden
      case .tabBar: \.tabBarHidden
      }
    }
    /// Where a declaration keeps this bar's color scheme.
    var colorScheme: WritableKeyPath<NavigationBarDeclaration, ColorScheme??> {
      switch self {
      case .automatic, .navigationBar: \.barColorScheme
      case .bottomBar: \.bottomBarColorScheme
      case .tabBar: \.tabBarColorScheme
      }
    }
    /// Where a declaration keeps this bar's background.
    var background: WritableKeyPath<NavigationBarDeclaration, BarBackgroundDeclaration?> {
      switch self {
      case .automatic, .navigationBar: \.barBackground
      case .bottomBar: \.bottomBarBackground
      case .tabBar: \.tabBarBackground
      }
    }
  }
  let bar: Bar
  /// The bars the context has (the navigation bar on iPhone).
  public static let automatic = ToolbarPlacement(bar: .automatic)
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

struct NavigationBarDeclarationKey: PreferenceKey {
  static var defaultValue: NavigationBarDeclaration { NavigationBarDeclaration() }
  static func reduce(value: inout NavigationBarDeclaration, nextValue: () -> NavigationBarDeclaration) {
    value.merge(nextValue())
  }
}

extension View {
  /// Adds navigation-bar options to what the content declares (this view's fields first).
  nonisolated func declaringNavigationBar(_ declaration: NavigationBarDeclaration) -> some View {
    transformPreference(NavigationBarDeclarationKey.self) { value in
      var own = declaration
      own.merge(value)
      value = own
    }
  }

  /// The title of the view in the navigation bar (and of the back button that returns to it).
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    declaringNavigationBar(NavigationBarDeclaration(title: title))
  }
  /// The title of the view in the navigation bar, localized.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }
  /// The title of the view in the navigation bar.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

  /// Whether the title shows large, inline, or as the previous view's.
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    declaringNavigationBar(NavigationBarDeclaration(displayMode: displayMode))
  }

  /// The title and its display mode (iOS 13's spelling of `navigationTitle` and `navigationBarTitleDisplayMode`).
  @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
  nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    declaringNavigationBar(NavigationBarDeclaration(title: title, displayMode: displayMode))
  }
  /// The title and its display mode, localized.
  @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(titleKey), displayMode: displayMode)
  }
  /// The title and its display mode.
  @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }
  /// The title (iOS 13's spelling of `navigationTitle`).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// The title, localized (iOS 13's spelling of `navigationTitle`).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }
  /// The title (iOS 13's spelling of `navigationTitle`).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Hides (or shows) the navigation bar while this view is on top of its stack.
  @available(iOS, deprecated: 100000.0, message: "Use toolbar(.hidden)")
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
    declaringNavigationBar(NavigationBarDeclaration(barHidden: hidden))
  }

  /// Shows or hides bars while this view is shown (`.automatic` on its own is the navigation bar).
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
    var declaration = NavigationBarDeclaration()
    for bar in bars { declaration[keyPath: bar.bar.hidden] = hidden }
    return declaringNavigationBar(declaration)
  }

  /// The background of bars while this view is shown: a color (other shape styles keep the bar's material).
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    declaringBarBackgrounds(BarBackgroundDeclaration(color: style as? Color, visibility: nil), for: bars)
  }

  /// Whether bars show their background while this view is shown (`.visible`: even at the content's edge).
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    declaringBarBackgrounds(BarBackgroundDeclaration(color: nil, visibility: visibility), for: bars)
  }

  nonisolated func declaringBarBackgrounds(_ background: BarBackgroundDeclaration, for bars: [ToolbarPlacement])
    -> some View
  {
    var declaration = NavigationBarDeclaration()
    for bar in bars { declaration[keyPath: bar.bar.background] = background }
    return declaringNavigationBar(declaration)
  }

  /// The color scheme of bars' content and background while this view is shown (nil: the system's), which also
  /// decides the status bar's over a shown navigation bar.
  nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    var declaration = NavigationBarDeclaration()
    for bar in bars { declaration[keyPath: bar.bar.colorScheme] = .some(colorScheme) }
    return declaringNavigationBar(declaration)
  }

  /// Hides the back button while this view is on top of its stack (the edge swipe back is off too).
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    declaringNavigationBar(NavigationBarDeclaration(backButtonHidden: hidesBackButton))
  }
}

extension UIHostingController {
  /// Puts the content's navigation-bar declarations into this controller's navigation item. What the content does
  /// not declare is left as UIKit code set it (a declaration that goes away gives back the item's default).
  func applyNavigationBarDeclarations(_ graph: ViewGraph, applied: inout NavigationBarDeclaration) {
    let declaration = graph.root.preferenceValue(NavigationBarDeclarationKey.self)
    if declaration.title != nil || applied.title != nil {
      let title = declaration.title.map { $0.string(in: graph.root.environment) }
      if navigationItem.title != title { navigationItem.title = title }
    }
    if declaration.displayMode != nil || applied.displayMode != nil {
      let mode: UINavigationItem.LargeTitleDisplayMode =
        switch declaration.displayMode {
        case .inline?: .never
        case .large?: .always
        case .automatic?, nil: .automatic
        }
      if navigationItem.largeTitleDisplayMode != mode { navigationItem.largeTitleDisplayMode = mode }
    }
    if declaration.backButtonHidden != nil || applied.backButtonHidden != nil {
      let hidesBack = declaration.backButtonHidden ?? false
      if navigationItem.hidesBackButton != hidesBack { navigationItem.hidesBackButton = hidesBack }
    }
    var bars = BarPreferences()
    bars.navigationBarHidden = declaration.barHidden ?? false
    bars.toolbarHidden = declaration.bottomBarHidden ?? false
    bars.tabBarHidden = declaration.tabBarHidden ?? false
    bars.navigationBarBackground = declaration.barBackground?.barBackground
    bars.toolbarBackground = declaration.bottomBarBackground?.barBackground
    bars.tabBarBackground = declaration.tabBarBackground?.barBackground
    func style(_ scheme: ColorScheme??) -> UIUserInterfaceStyle {
      switch scheme {
      case .some(.some(.dark)): .dark
      case .some(.some(.light)): .light
      default: .unspecified
      }
    }
    bars.navigationBarStyle = style(declaration.barColorScheme)
    bars.toolbarStyle = style(declaration.bottomBarColorScheme)
    bars.tabBarStyle = style(declaration.tabBarColorScheme)
    if barPreferences != bars {
      barPreferences = bars
      navigationController?.barsNeedUpdate()
      tabBarController?.view.setNeedsLayout()
    }
    applied = declaration
  }
}
