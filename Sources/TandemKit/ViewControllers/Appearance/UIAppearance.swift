import Foundation

/// Appearance proxies: `UINavigationBar.appearance().standardAppearance = …` sets what every navigation bar made
/// after it starts with (and bars already made take when they next enter a window), as on iOS.
@MainActor @preconcurrency public protocol UIAppearance: AnyObject {
  /// The proxy of the class: properties set on it apply to the class's bars.
  static func appearance() -> Self
}

/// The proxies of the bar classes and what was set on them, in order.
@MainActor package enum AppearanceProxy {
  private static var proxies: [ObjectIdentifier: UIView] = [:]
  private static var settings: [ObjectIdentifier: [(name: String, apply: (UIView) -> Void)]] = [:]
  /// Bumped on every setting, so views know whether they are behind.
  package private(set) static var generation = 0

  /// The proxy of a class, made once.
  package static func proxy<View: UIView>(of type: View.Type, make: () -> View) -> View {
    if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
    let proxy = make()
    proxy.isAppearanceProxy = true
    proxies[ObjectIdentifier(type)] = proxy
    return proxy
  }

  /// A property was set on a proxy: later views of its class get the value (a later setting of the same property
  /// replaces the earlier).
  package static func record(_ proxy: UIView, _ name: String, _ apply: @escaping (UIView) -> Void) {
    let key = ObjectIdentifier(type(of: proxy))
    settings[key, default: []].removeAll { $0.name == name }
    settings[key, default: []].append((name, apply))
    generation += 1
  }

  /// Gives a view what was set on its class's proxy.
  package static func apply(to view: UIView) {
    guard !view.isAppearanceProxy, let list = settings[ObjectIdentifier(type(of: view))] else { return }
    for setting in list { setting.apply(view) }
  }

  /// Forgets the proxies (a new app).
  package static func reset() {
    proxies = [:]
    settings = [:]
    generation += 1
  }
}

extension UINavigationBar: UIAppearance {
  /// The proxy for navigation bars (a subclass's `appearance()` is its base class's: Linux difference).
  public static func appearance() -> Self {
    guard let proxy = AppearanceProxy.proxy(of: UINavigationBar.self, make: { UINavigationBar() }) as? Self else {
      preconditionFailure("appearance() is available on UINavigationBar itself, not on its subclasses, in Tandem")
    }
    return proxy
  }
}

extension UIToolbar: UIAppearance {
  /// The proxy for toolbars.
  public static func appearance() -> Self {
    guard let proxy = AppearanceProxy.proxy(of: UIToolbar.self, make: { UIToolbar() }) as? Self else {
      preconditionFailure("appearance() is available on UIToolbar itself, not on its subclasses, in Tandem")
    }
    return proxy
  }
}

extension UITabBar: UIAppearance {
  /// The proxy for tab bars.
  public static func appearance() -> Self {
    guard let proxy = AppearanceProxy.proxy(of: UITabBar.self, make: { UITabBar() }) as? Self else {
      preconditionFailure("appearance() is available on UITabBar itself, not on its subclasses, in Tandem")
    }
    return proxy
  }
}
