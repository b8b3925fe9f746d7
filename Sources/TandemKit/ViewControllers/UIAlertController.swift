import Foundation

/// A button of an alert or action sheet.
@MainActor @preconcurrency open class UIAlertAction: NSObject {
  /// How an action looks: cancel actions are bold (and last in action sheets), destructive ones red.
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the button can be tapped (changing it updates a shown alert's button).
  open var isEnabled = true { didSet { enabledChanged?(isEnabled) } }
  /// Updates the button shown for this action.
  var enabledChanged: ((Bool) -> Void)?
  let handler: ((UIAlertAction) -> Void)?

  /// An action with a title, a style and a handler run after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// An alert (a centred card over a dimmed screen) or an action sheet (cards at the bottom of the screen; Linux: also
/// in regular width, where UIKit shows a popover). Tapping an action dismisses it, then runs the action's handler.
@MainActor @preconcurrency open class UIAlertController: UIViewController {
  /// The alert's form.
  public enum Style: Int, Sendable { case actionSheet, alert }

  /// The message under the title.
  open var message: String? { didSet { if isViewLoaded { rebuild() } } }
  /// The alert's form.
  public let preferredStyle: Style
  /// The actions, in the order added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action shown as preferred (bold).
  open var preferredAction: UIAlertAction? { didSet { if isViewLoaded { rebuild() } } }

  static let alertWidth: CGFloat = 270
  static let buttonHeight: CGFloat = 44

  private let card = UIView()
  private let cancelCard = UIView()
  private var buttons: [(UIAlertAction, UIControl)] = []

  /// An alert with a title, message and style.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
    // Alerts fade in and out; action sheets slide up from the bottom.
    if preferredStyle == .alert { modalTransitionStyle = .crossDissolve }
  }
  public required init?(coder: NSCoder) { nil }

  /// Adds an action (at most one cancel action, as in UIKit).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      preconditionFailure(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }
    actions.append(action)
    if isViewLoaded { rebuild() }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = preferredStyle == .alert ? UIColor(white: 0, alpha: 0.2) : UIColor(white: 0, alpha: 0.4)
    for container in [card, cancelCard] {
      container.backgroundColor = .secondarySystemBackground
      container.layer.cornerRadius = preferredStyle == .alert ? 14 : 13
      container.clipsToBounds = true
      view.addSubview(container)
    }
    rebuild()
  }

  /// The actions in display order: in action sheets the cancel action goes last, on its own card.
  private var ordered: (main: [UIAlertAction], cancel: UIAlertAction?) {
    let cancel = actions.first { $0.style == .cancel }
    return (actions.filter { $0 !== cancel }, cancel)
  }

  private var texts: [UILabel] = []

  private func rebuild() {
    for view in card.subviews + cancelCard.subviews { view.removeFromSuperview() }
    buttons = []
    texts = []
    if let title, !title.isEmpty {
      let label = UILabel()
      label.text = title
      label.font =
        preferredStyle == .alert
        ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold)
      label.textColor = preferredStyle == .alert ? .label : .secondaryLabel
      texts.append(label)
    }
    if let message, !message.isEmpty {
      let label = UILabel()
      label.text = message
      label.font = .systemFont(ofSize: 13)
      label.textColor = preferredStyle == .alert ? .label : .secondaryLabel
      texts.append(label)
    }
    for label in texts {
      label.numberOfLines = 0
      label.textAlignment = .center
      card.addSubview(label)
    }
    let (main, cancel) = ordered
    let inCard = preferredStyle == .alert ? actions : main
    for action in inCard { card.addSubview(makeButton(for: action)) }
    if preferredStyle == .actionSheet, let cancel { cancelCard.addSubview(makeButton(for: cancel)) }
    cancelCard.isHidden = preferredStyle == .alert || cancel == nil
    view.setNeedsLayout()
  }

  private func makeButton(for action: UIAlertAction) -> UIControl {
    let bold = action.style == .cancel || action === preferredAction
    let button = AlertActionButton(
      title: action.title ?? "",
      font: .systemFont(ofSize: preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular),
      color: action.style == .destructive ? .systemRed : .tintColor)
    button.isEnabled = action.isEnabled
    action.enabledChanged = { [weak button] enabled in button?.isEnabled = enabled }
    button.addAction(UIAction { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
    buttons.append((action, button))
    return button
  }

  /// Dismisses the alert, then runs the action's handler.
  private func choose(_ action: UIAlertAction) {
    dismiss(animated: true) { action.handler?(action) }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let line = 1 / max(traitCollection.displayScale, 1)
    let width =
      preferredStyle == .alert
      ? UIAlertController.alertWidth : min(view.bounds.width - 16, 420)
    var y: CGFloat = texts.isEmpty ? 0 : 19
    for label in texts {
      let size = label.sizeThatFits(CGSize(width: width - 32, height: 0))
      label.frame = CGRect(x: 16, y: y, width: width - 32, height: size.height)
      y += size.height + 4
    }
    if !texts.isEmpty { y += 15 }
    let inCard = buttons.filter { $0.1.superview === card }
    // Two alert actions sit side by side; otherwise they stack.
    if preferredStyle == .alert && inCard.count == 2 {
      for (index, (_, button)) in inCard.enumerated() {
        button.frame = CGRect(
          x: CGFloat(index) * width / 2, y: y + line, width: width / 2, height: UIAlertController.buttonHeight)
      }
      y += UIAlertController.buttonHeight + line
    } else {
      let height = preferredStyle == .alert ? UIAlertController.buttonHeight : 57
      for (_, button) in inCard {
        button.frame = CGRect(x: 0, y: y + line, width: width, height: height)
        y += height + line
      }
    }
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    if preferredStyle == .alert {
      card.frame = CGRect(x: (view.bounds.width - width) / 2, y: (view.bounds.height - y) / 2, width: width, height: y)
    } else {
      var bottom = safe.maxY - 8
      if let cancel = buttons.first(where: { $0.1.superview === cancelCard })?.1 {
        cancelCard.frame = CGRect(x: (view.bounds.width - width) / 2, y: bottom - 57, width: width, height: 57)
        cancel.frame = cancelCard.bounds
        bottom -= 57 + 8
      }
      card.frame = CGRect(x: (view.bounds.width - width) / 2, y: bottom - y, width: width, height: y)
    }
    drawSeparators(in: card, width: width, line: line)
  }

  private var separators: [UIView] = []

  /// Hairlines between the texts and the buttons and between buttons.
  private func drawSeparators(in card: UIView, width: CGFloat, line: CGFloat) {
    for separator in separators { separator.removeFromSuperview() }
    separators = []
    for (_, button) in buttons where button.superview === card {
      let top = UIView(
        frame: CGRect(x: button.frame.minX, y: button.frame.minY - line, width: button.frame.width, height: line))
      top.backgroundColor = .separator
      card.addSubview(top)
      separators.append(top)
      if button.frame.minX > 0 {
        let side = UIView(
          frame: CGRect(x: button.frame.minX - line, y: button.frame.minY, width: line, height: button.frame.height))
        side.backgroundColor = .separator
        card.addSubview(side)
        separators.append(side)
      }
    }
  }

}

/// A button of an alert: its title centred in a font and color, highlighted while pressed.
@MainActor final class AlertActionButton: UIControl {
  private let label = UILabel()

  init(title: String, font: UIFont, color: UIColor) {
    super.init(frame: .zero)
    label.text = title
    label.font = font
    label.textColor = color
    label.textAlignment = .center
    addSubview(label)
    isAccessibilityElement = true
    accessibilityLabel = title
    accessibilityTraits = .button
  }
  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? .systemFill : .clear }
  }
  override var isEnabled: Bool {
    didSet { label.alpha = isEnabled ? 1 : 0.4 }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }
}
