import Foundation

/// Builds a context menu's actions from the suggested ones (none on Linux).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its actions (and, on iOS, a preview).
@MainActor @preconcurrency open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier (a new UUID string when none is given).
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// A configuration. Linux difference: the menu shows beside the pressed view, without a lifted preview, so
  /// `previewProvider` is kept but not shown.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// Supplies the menu of a context menu interaction.
@MainActor @preconcurrency public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The configuration for a press at `location` (in the interaction's view), or nil for no menu.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

/// Shows a menu when the view is long-pressed (0.5 s without moving): the delegate gives the configuration, whose
/// action provider builds the menu; choosing an action runs it, a tap elsewhere closes the menu.
@MainActor @preconcurrency open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate that supplies menus.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is attached to.
  public private(set) weak var view: UIView?
  private let press = UILongPressGestureRecognizer()
  private var location: CGPoint?
  private weak var shown: UIViewController?

  /// An interaction asking `delegate` for its menus.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
    press.addTarget { [weak self] recognizer in
      guard recognizer.state == .began, let self else { return }
      self.begin(at: recognizer.location(in: self.view))
    }
  }

  public func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(press) }

  public func didMove(to view: UIView?) {
    self.view = view
    view?.addGestureRecognizer(press)
  }

  /// Where the press that opened the menu was, in a view's coordinates (the window's when nil).
  open func location(in view: UIView?) -> CGPoint {
    guard let location, let source = self.view else { return .zero }
    return source.convert(location, to: view)
  }

  /// Closes the menu if it shows.
  open func dismissMenu() { shown?.dismiss(animated: true) }

  private func begin(at point: CGPoint) {
    guard let view, let delegate else { return }
    location = point
    guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point),
      let menu = configuration.actionProvider?([]), !menu.children.isEmpty
    else { return }
    shown = MenuViewController.show(menu, from: view.bounds, in: view, sender: nil)
  }
}
