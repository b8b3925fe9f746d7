import Foundation

/// A transition between two controllers that a storyboard defines, with what it carries for
/// `prepare(for:sender:)`.
@MainActor @preconcurrency open class UIStoryboardSegue: NSObject {
  /// The identifier the storyboard gave it.
  public let identifier: String?
  /// The controller it starts from.
  public let source: UIViewController
  /// The controller it shows.
  public let destination: UIViewController
  /// How it shows the destination (the storyboard's kind).
  package var kind = InterfaceSegueKind.show
  /// The view a popover segue points at (the control that triggered it).
  package weak var anchor: UIView?
  private var performHandler: (() -> Void)?

  /// A segue between two controllers.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// A segue that runs `performHandler` when it performs.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Shows the destination as the segue's kind says (a subclass overrides this for its own transition).
  open func perform() {
    if let performHandler { return performHandler() }
    switch kind {
    case .show: source.show(destination, sender: nil)
    case .showDetail: source.showDetailViewController(destination, sender: nil)
    case .presentation: source.present(destination, animated: true)
    case .popoverPresentation:
      destination.modalPresentationStyle = .popover
      if let anchor, let popover = destination.popoverPresentationController {
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
      }
      source.present(destination, animated: true)
    }
  }
}

/// The kinds of triggered segue a storyboard records.
package enum InterfaceSegueKind: String, Sendable {
  case show, showDetail, presentation, popoverPresentation

  /// The kind for a storyboard's `kind` attribute (older names included), nil for relationships and embeds.
  package init?(storyboardKind: String) {
    switch storyboardKind {
    case "show", "push": self = .show
    case "showDetail", "replace": self = .showDetail
    case "presentation", "modal": self = .presentation
    case "popoverPresentation", "popover": self = .popoverPresentation
    default: return nil
    }
  }
}
