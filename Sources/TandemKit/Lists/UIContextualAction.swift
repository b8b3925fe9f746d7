import Foundation

/// An action revealed by swiping a list row: a titled or imaged button whose handler reports, through its
/// completion, whether the action was performed.
@MainActor @preconcurrency open class UIContextualAction: NSObject {
  /// How an action looks and what a full swipe on it does.
  public enum Style: Int, Sendable {
    /// A gray button.
    case normal
    /// A red button; performing it removes the row.
    case destructive
  }
  /// The handler: the action, the view it was shown in, and the completion to call with whether it was performed.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's image (shown above the title when the row is tall enough, alone otherwise).
  open var image: UIImage?
  /// The button's color (nil: red for destructive actions, gray otherwise).
  open var backgroundColor: UIColor!
  /// The handler run when the action is tapped or fully swiped.
  public let handler: Handler

  /// An action of a style with a title and a handler.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}
