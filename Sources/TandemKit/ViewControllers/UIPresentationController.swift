import Foundation
import TandemGraphics

/// The presentation delegate's adaptation callbacks; absent methods keep UIKit's default adaptation.
@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to for `traitCollection`. Returning `.automatic` (the default when not implemented —
  /// Linux cannot detect an absent method) keeps UIKit's default adaptation; `.none` keeps the presentation's own
  /// style.
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIViewController.ModalPresentationStyle
  /// The older variant; `.automatic` (the default) means "not implemented".
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIViewController.ModalPresentationStyle
  /// Called before a user-initiated dismissal.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a user-initiated dismissal.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Whether the user may dismiss the presentation interactively.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIViewController.ModalPresentationStyle
  { .automatic }
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIViewController.ModalPresentationStyle
  {
    .automatic
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
}

/// Manages how a presented controller is shown: its container, frame, chrome (dimming, corners, arrow) and
/// adaptation to the traits.
@MainActor @preconcurrency open class UIPresentationController: NSObject, UIContentContainer {
  /// The controller being presented. Unowned: the controller owns its presentation controller (a strong reference
  /// back would keep every presented controller alive after its dismissal).
  public unowned let presentedViewController: UIViewController
  /// The controller presenting it.
  public package(set) weak var presentingViewController: UIViewController!
  /// The presentation's delegate.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The view holding the presentation (the window's transition view).
  public package(set) var containerView: UIView?
  /// The style actually shown after adaptation.
  package var shownStyle: UIViewController.ModalPresentationStyle = .fullScreen
  /// The chrome view wrapping the presented view (sheet card, popover bubble), if any.
  package var wrapperView: UIView?
  package var dimmingView: UIView?

  /// Creates a presentation controller.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    super.init()
  }

  /// The presentation's style before adaptation.
  open var presentationStyle: UIViewController.ModalPresentationStyle {
    let style = presentedViewController.modalPresentationStyle
    return style == .automatic ? .pageSheet : style
  }

  /// The style adapted to: after asking the delegate, UIKit's default for the traits.
  open var adaptivePresentationStyle: UIViewController.ModalPresentationStyle {
    adaptivePresentationStyle(for: containerTraits)
  }

  /// The adapted style for some traits.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIViewController.ModalPresentationStyle
  {
    let style = presentationStyle
    if let delegate {
      var answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
      if answer == .automatic { answer = delegate.adaptivePresentationStyle(for: self) }
      if answer == .none { return style }
      if answer != .automatic { return answer }
    }
    if traitCollection.horizontalSizeClass == .compact && style == .popover { return .pageSheet }
    return style
  }

  package var containerTraits: UITraitCollection {
    presentingViewController?.view.window?.traitCollection ?? UIApplication.shared.screen.traitCollection
  }

  /// Whether the presenter's views leave the screen (full-screen styles).
  open var shouldRemovePresentersView: Bool { shownStyle == .fullScreen }

  /// The frame of the presented view in the container.
  open var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return PresentationLayout.frame(for: self, in: container)
  }

  /// The presented view (the wrapper when there is chrome).
  open var presentedView: UIView? { wrapperView ?? presentedViewController.viewIfLoaded }

  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// Re-lays out the presentation when the presented controller's preferred size changes.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    containerViewWillLayoutSubviews()
  }

  /// Called before the container's size changes; the default does nothing more (the presented controller gets its
  /// own call from the presenting one, and the container lays out again at the new size).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

  /// Called before the container's traits change; the default does nothing more (the style adapts on layout).
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// The size of the presented controller's view in a container of `parentSize`.
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  {
    let frame = frameOfPresentedViewInContainerView
    guard let bounds = containerView?.bounds, bounds.width > 0, bounds.height > 0 else { return parentSize }
    return CGSize(
      width: frame.width >= bounds.width - 0.5 ? parentSize.width : frame.width,
      height: frame.height >= bounds.height - 0.5 ? parentSize.height : frame.height)
  }

  /// Positions the wrapper and presented view for the current container.
  open func containerViewWillLayoutSubviews() {
    guard let container = containerView else { return }
    PresentationLayout.apply(self, in: container)
  }

  /// Called before the presentation transition starts.
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation transition finished.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal transition starts.
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal transition finished.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// A sheet's detent: a height it can rest at.
@MainActor @preconcurrency public final class UISheetPresentationControllerDetent: NSObject {
  /// A detent's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
    public static let large = Identifier(rawValue: "com.apple.UIKit.large")
  }
  package let identifier: Identifier
  package let fraction: CGFloat
  private init(identifier: Identifier, fraction: CGFloat) {
    self.identifier = identifier
    self.fraction = fraction
  }
  /// About half the screen's height (full height in compact height).
  public static func medium() -> UISheetPresentationControllerDetent { .init(identifier: .medium, fraction: 0.5) }
  /// The full sheet height.
  public static func large() -> UISheetPresentationControllerDetent { .init(identifier: .large, fraction: 1) }
}

/// Presents a controller as a sheet: a card with rounded top corners over a dimmed presenter.
@MainActor @preconcurrency open class UISheetPresentationController: UIPresentationController {
  public typealias Detent = UISheetPresentationControllerDetent
  /// The heights the sheet can rest at (default: large).
  open var detents: [Detent] = [.large()] { didSet { containerViewWillLayoutSubviews() } }
  /// The detent shown (nil: the smallest).
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { containerViewWillLayoutSubviews() } }
  /// Whether a grabber is shown at the top.
  open var prefersGrabberVisible = false { didSet { containerViewWillLayoutSubviews() } }
  /// The sheet's corner radius (nil: the system's, 10 points).
  open var preferredCornerRadius: CGFloat? { didSet { containerViewWillLayoutSubviews() } }
  /// The largest detent that does not dim the presenter (nil: every detent dims).
  open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { containerViewWillLayoutSubviews() } }

  package var currentDetent: Detent {
    if let id = selectedDetentIdentifier, let hit = detents.first(where: { $0.identifier == id }) { return hit }
    return detents.min { $0.fraction < $1.fraction } ?? .large()
  }
}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover presentation's delegate.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called before the popover is shown.
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Presents a controller in a popover bubble pointing at a source view, rectangle or bar button item; on compact
/// width it adapts to a sheet unless the delegate says otherwise.
@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at (default: its bounds).
  open var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// Where the arrow may point.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// Where the arrow points (after presentation).
  open package(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  /// The bubble's background color (nil: the system background).
  open var backgroundColor: UIColor?
  /// Views that stay interactive while the popover shows.
  open var passthroughViews: [UIView]?
  /// Insets from the container edges the popover keeps.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
}

extension UIViewController {
  /// The controller managing this controller's presentation (created on first access).
  public var presentationController: UIPresentationController? {
    if let existing = presentationControllerIfExists { return existing }
    let style = modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    let made: UIPresentationController =
      switch style {
      case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      case .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: nil)
      default: UIPresentationController(presentedViewController: self, presenting: nil)
      }
    presentationControllerIfExists = made
    return made
  }

  /// The popover presentation controller, when `modalPresentationStyle` is `.popover`.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else {
      return presentationControllerIfExists as? UIPopoverPresentationController
    }
    if !(presentationControllerIfExists is UIPopoverPresentationController) { presentationControllerIfExists = nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// The sheet presentation controller, for page and form sheets.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }
}
