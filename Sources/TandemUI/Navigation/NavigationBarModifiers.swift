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

  mutating func merge(_ other: NavigationBarDeclaration) {
    title = title ?? other.title
    displayMode = displayMode ?? other.displayMode
    barHidden = barHidden ?? other.barHidden
    backButtonHidden = backButtonHidden ?? other.backButtonHidden
  }
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
    let barHidden = declaration.barHidden ?? false
    if prefersNavigationBarHidden != barHidden {
      prefersNavigationBarHidden = barHidden
      navigationController?.barsNeedUpdate()
    }
    applied = declaration
  }
}
