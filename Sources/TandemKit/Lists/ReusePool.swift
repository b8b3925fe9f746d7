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

  init(kindName: String) { self.kindName = kindName }

  /// Registers a class for an identifier (nil unregisters); a class of another kind traps as in UIKit.
  mutating func register(_ viewClass: AnyClass?, for identifier: String) {
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

  /// A new view of the class registered for an identifier, or nil when none is.
  func make(_ identifier: String) -> View? {
    classes[identifier].map { $0.init(_registeredReuseIdentifier: identifier) }
  }

  /// Puts a view in the pool.
  mutating func put(_ view: View, for identifier: String) { waiting[identifier, default: []].append(view) }
}
