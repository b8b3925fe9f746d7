import Foundation

/// The archive path of views and controllers: `init?(coder:)` builds a view or controller as its designated
/// initializer does, then takes the properties an interface archive (a storyboard or xib, read by a loader) holds
/// for it, under keys named as UIKit's archives name them. A coder without a key leaves that property at its default, so any
/// `NSCoder` — an app's own, or one that holds nothing — makes a working object; values of the wrong type are
/// ignored, never trapped on.
package enum InterfaceCoding {
  /// The keys of a view's archived properties.
  package enum ViewKey {
    package static let bounds = "UIBounds"
    package static let center = "UICenter"
    package static let tag = "UITag"
    package static let hidden = "UIHidden"
    package static let alpha = "UIAlpha"
    package static let opaque = "UIOpaque"
    package static let clipsToBounds = "UIClipsToBounds"
    package static let userInteractionDisabled = "UIUserInteractionDisabled"
    package static let backgroundColor = "UIBackgroundColor"
    package static let tintColor = "UITintColor"
    package static let contentMode = "UIContentMode"
    package static let autoresizingMask = "UIAutoresizingMask"
    package static let subviews = "UISubviews"
    package static let accessibilityIdentifier = "UIAccessibilityIdentifier"
  }

  /// The keys of list views' and cells' archived properties.
  package enum ButtonKey {
    /// A button's classic type (`UIButton.ButtonType` raw value; absent: custom).
    package static let buttonType = "UIButtonType"
  }

  package enum ListKey {
    /// A table view's style (`UITableView.Style` raw value).
    package static let tableStyle = "UIStyle"
    /// A table view cell's style (`UITableViewCell.CellStyle` raw value).
    package static let cellStyle = "UITableViewCellStyle"
    /// A cell's, header's or footer's reuse identifier.
    package static let reuseIdentifier = "UIReuseIdentifier"
    /// A collection view's layout object.
    package static let collectionViewLayout = "UICollectionLayout"
  }

  /// The keys of a controller's archived properties.
  package enum ControllerKey {
    package static let title = "UITitle"
    /// A page view controller's transition style (`UIPageViewController.TransitionStyle` raw value).
    package static let transitionStyle = "UITransitionStyle"
    /// A page view controller's navigation orientation (raw value).
    package static let navigationOrientation = "UINavigationOrientation"
    /// A page view controller's spacing between pages.
    package static let interPageSpacing = "UIInterPageSpacing"
    /// A split view controller's style (`UISplitViewController.Style` raw value).
    package static let splitStyle = "UISplitViewControllerStyle"
  }

  /// A value of a type stored under a key (nil when the coder has none, or one of another type).
  package static func value<T>(_ type: T.Type, _ key: String, in coder: NSCoder) -> T? {
    guard coder.allowsKeyedCoding, coder.containsValue(forKey: key) else { return nil }
    return coder.decodeObject(forKey: key) as? T
  }
}

extension UIView {
  /// Takes the view properties an archive holds (the bounds and centre place the view; subviews are added in
  /// order). `UIView.init(coder:)` takes them all; a subclass that sets its own defaults after it takes the
  /// properties again, without the subviews, so the archive's values win.
  package func decodeViewProperties(from coder: NSCoder, subviews includingSubviews: Bool = true) {
    typealias Key = InterfaceCoding.ViewKey
    func value<T>(_ key: String, as type: T.Type = T.self) -> T? { InterfaceCoding.value(type, key, in: coder) }
    if let bounds: CGRect = value(Key.bounds) { self.bounds = bounds }
    if let center: CGPoint = value(Key.center) { self.center = center }
    if let tag: Int = value(Key.tag) { self.tag = tag }
    if let hidden: Bool = value(Key.hidden) { isHidden = hidden }
    if let alpha: CGFloat = value(Key.alpha) { self.alpha = alpha }
    if let opaque: Bool = value(Key.opaque) { isOpaque = opaque }
    if let clips: Bool = value(Key.clipsToBounds) { clipsToBounds = clips }
    if let disabled: Bool = value(Key.userInteractionDisabled) { isUserInteractionEnabled = !disabled }
    if let color: UIColor = value(Key.backgroundColor) { backgroundColor = color }
    if let tint: UIColor = value(Key.tintColor) { tintColor = tint }
    if let mode: Int = value(Key.contentMode), let contentMode = ContentMode(rawValue: mode) {
      self.contentMode = contentMode
    }
    if let mask: UInt = value(Key.autoresizingMask) { autoresizingMask = AutoresizingMask(rawValue: mask) }
    if let identifier: String = value(Key.accessibilityIdentifier) { accessibilityIdentifier = identifier }
    if includingSubviews {
      for subview in value(Key.subviews, as: [UIView].self) ?? [] { addSubview(subview) }
    }
    // What a storyboard or xib sets beyond these (a label's text, a button's title), after the class's defaults.
    (coder as? InterfaceArchiveCoder)?.configure?(self)
  }
}

extension UIViewController {
  /// Takes the controller properties an archive holds.
  package func decodeControllerProperties(from coder: NSCoder) {
    typealias Key = InterfaceCoding.ControllerKey
    if let title = InterfaceCoding.value(String.self, Key.title, in: coder) { self.title = title }
  }
}
