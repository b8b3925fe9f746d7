import Foundation

/// A trait that can be observed with `registerForTraitChanges` (iOS 17).
public protocol UITraitDefinition {
  /// The trait's value in a collection, for change detection.
  static func value(in traits: UITraitCollection) -> AnyHashable
}

/// A trait type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The light/dark appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}
/// The text size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}
/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

/// A registration returned by `registerForTraitChanges`; pass it to `unregisterForTraitChanges` to stop.
public final class UITraitChangeRegistration: NSObject, @unchecked Sendable {
  let id: Int
  init(id: Int) { self.id = id }
}

/// Handlers registered on one trait environment.
package struct TraitChangeRegistry {
  private var entries: [(id: Int, traits: [UITrait], handler: @MainActor (AnyObject, UITraitCollection) -> Void)] = []
  @MainActor private static var nextID = 0

  package init() {}

  @MainActor mutating func add(
    _ traits: [UITrait], _ handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void
  )
    -> UITraitChangeRegistration
  {
    TraitChangeRegistry.nextID += 1
    entries.append((TraitChangeRegistry.nextID, traits, handler))
    return UITraitChangeRegistration(id: TraitChangeRegistry.nextID)
  }

  mutating func remove(_ registration: UITraitChangeRegistration) { entries.removeAll { $0.id == registration.id } }

  /// Calls the handlers whose traits differ between `previous` and `current`.
  @MainActor func notify(_ owner: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
    for entry in entries
    where entry.traits.contains(where: { $0.value(in: previous) != $0.value(in: current) }) {
      entry.handler(owner, previous)
    }
  }
}

/// Objects whose trait changes can be observed with closures (views and view controllers).
@MainActor @preconcurrency public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIView {
  /// Calls `handler` with the view and the previous traits whenever one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void)
    -> UITraitChangeRegistration
  {
    traitChangeRegistry.add(traits) { owner, previous in handler(owner as! Self, previous) }
  }
  /// Stops a registration.
  public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
    traitChangeRegistry.remove(registration)
  }
}
