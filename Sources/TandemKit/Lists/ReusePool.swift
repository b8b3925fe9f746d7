import Foundation

/// A view a list makes from a registered class and reuses: cells, headers, footers, supplementary views.
@MainActor protocol RegisteredReusable: UIView {
  /// A new view for a reuse identifier (the class's standard initializer).
  init(_registeredReuseIdentifier identifier: String)
  /// Readies the view for its next element.
  func prepareForReuse()
}

extension UITableViewCell: RegisteredReusable {}
extension UITableViewHeaderFooterView: RegisteredReusable {}
extension UICollectionReusableView: RegisteredReusable {}

/// Views waiting for reuse by identifier, and the classes registered to make new ones.
@MainActor struct ReusePool<View: RegisteredReusable> {
  /// What UIKit calls the views in its messages.
  let kindName: String
  private var waiting: [String: [View]] = [:]
  private var classes: [String: View.Type] = [:]
  /// Makers of new views other than a class's initializer: a nib's or a storyboard's prototype.
  private var factories: [String: () -> View] = [:]

  init(kindName: String) { self.kindName = kindName }

  /// Registers a class for an identifier (nil unregisters); a class of another kind traps as in UIKit.
  mutating func register(_ viewClass: AnyClass?, for identifier: String) {
    factories[identifier] = nil
    guard let viewClass else {
      classes[identifier] = nil
      return
    }
    guard let type = viewClass as? View.Type else { preconditionFailure("must pass a class of kind \(kindName)") }
    classes[identifier] = type
  }

  /// A waiting view, prepared for reuse, or nil.
  mutating func reuse(_ identifier: String) -> View? {
    guard var views = waiting[identifier], let view = views.popLast() else { return nil }
    waiting[identifier] = views
    view.prepareForReuse()
    return view
  }

  /// Registers a maker of new views for an identifier (a nib, a storyboard's prototype), in place of a class.
  mutating func register(factory: @escaping () -> View, for identifier: String) {
    classes[identifier] = nil
    factories[identifier] = factory
  }

  /// A new view from the maker or class registered for an identifier, or nil when none is.
  func make(_ identifier: String) -> View? {
    if let factory = factories[identifier] { return factory() }
    return classes[identifier].map { $0.init(_registeredReuseIdentifier: identifier) }
  }

  /// Puts a view in the pool.
  mutating func put(_ view: View, for identifier: String) { waiting[identifier, default: []].append(view) }
}
