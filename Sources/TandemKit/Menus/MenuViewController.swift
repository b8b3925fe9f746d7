import Foundation
import TandemGraphics

// Menus: a `UIMenu` shown from a bar button item or a button, as iOS 14+ shows them — a rounded platter beside its
// source over the screen, one row per action (title at the leading edge, image at the trailing edge, a checkmark
// column when an action is on, destructive actions in red, disabled ones dimmed), inline submenus set apart by a
// wide separator, other submenus as rows with a chevron that open in place. A tap on an action closes the menu and
// then runs the action's handler; a tap outside closes it. The platter casts a soft shadow and is drawn in the
// grouped background color (iOS draws a blurred material).

/// Presents menus: the controller shown over the screen while a menu is open.
@MainActor final class MenuViewController: UIViewController {
  static let width: CGFloat = 250
  static let rowHeight: CGFloat = 44
  static let cornerRadius: CGFloat = 13
  static let inlineGap: CGFloat = 8

  private var menu: UIMenu
  /// The source's frame in window coordinates.
  private let source: CGRect
  /// What the actions' `sender` is while their handlers run.
  private weak var sender: AnyObject?
  private let platter = UIView()
  /// The platter's soft shadow (the platter clips its rows, so its shadow is drawn by a view behind it).
  private let platterShadow = UIView()

  init(menu: UIMenu, source: CGRect, sender: AnyObject?) {
    self.menu = menu
    self.source = source
    self.sender = sender
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .crossDissolve
  }
  required init?(coder: NSCoder) { nil }

  /// Shows a menu from a view (its frame is the anchor), presented by the topmost controller of its window.
  static func show(_ menu: UIMenu, from view: UIView, sender: AnyObject?) {
    show(menu, from: view.bounds, in: view, sender: sender)
  }

  /// Shows a menu from a rectangle of a view (SwiftUI's `Menu` anchors at its label's frame in the hosting view).
  @discardableResult
  static func show(_ menu: UIMenu, from rect: CGRect, in view: UIView, sender: AnyObject?) -> MenuViewController? {
    guard let window = view.window, var presenter = window.rootViewController else { return nil }
    while let presented = presenter.presentedViewController { presenter = presented }
    let controller = MenuViewController(menu: menu, source: view.convert(rect, to: window), sender: sender)
    presenter.present(controller, animated: true)
    return controller
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    // Behind the platter, the whole screen: a tap there closes the menu.
    let backdrop = UIControl(frame: view.bounds)
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    view.addSubview(backdrop)
    platter.backgroundColor = .secondarySystemGroupedBackground
    platter.layer.cornerRadius = MenuViewController.cornerRadius
    platter.clipsToBounds = true
    platterShadow.isUserInteractionEnabled = false
    platterShadow.backgroundColor = .secondarySystemGroupedBackground
    platterShadow.layer.cornerRadius = MenuViewController.cornerRadius
    platterShadow.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    platterShadow.layer.shadowOpacity = 0.18
    platterShadow.layer.shadowRadius = 32
    platterShadow.layer.shadowOffset = CGSize(width: 0, height: 8)
    view.addSubview(platterShadow)
    view.addSubview(platter)
    rebuild()
  }

  /// The rows of a menu: its actions, inline submenus' actions (each group set apart), other submenus as rows.
  private func rows(of menu: UIMenu) -> [[UIMenuElement]] {
    var groups: [[UIMenuElement]] = [[]]
    for element in menu.children {
      if let action = element as? UIAction, action.attributes.contains(.hidden) { continue }
      if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
        groups.append(rows(of: submenu).flatMap { $0 })
        groups.append([])
      } else {
        groups[groups.count - 1].append(element)
      }
    }
    return groups.filter { !$0.isEmpty }
  }

  private func rebuild() {
    for subview in platter.subviews { subview.removeFromSuperview() }
    let groups = rows(of: menu)
    let checks = groups.joined().contains { ($0 as? UIAction)?.state == .on }
    var y: CGFloat = 0
    if !menu.title.isEmpty {
      let title = UILabel()
      title.text = menu.title
      title.font = .preferredFont(forTextStyle: .footnote)
      title.textColor = .secondaryLabel
      title.frame = CGRect(x: 16, y: 0, width: MenuViewController.width - 32, height: 36)
      platter.addSubview(title)
      y = 36
      addSeparator(at: y, height: 1 / max(traitCollection.displayScale, 1))
    }
    for (index, group) in groups.enumerated() {
      if index > 0 {
        addSeparator(at: y, height: MenuViewController.inlineGap)
        y += MenuViewController.inlineGap
      }
      for (row, element) in group.enumerated() {
        if row > 0 { addSeparator(at: y, height: 1 / max(traitCollection.displayScale, 1)) }
        let button = MenuRow(element: element, showsCheckColumn: checks)
        button.frame = CGRect(x: 0, y: y, width: MenuViewController.width, height: MenuViewController.rowHeight)
        button.addAction(UIAction { [weak self] _ in self?.choose(element) }, for: .touchUpInside)
        platter.addSubview(button)
        y += MenuViewController.rowHeight
      }
    }
    platter.bounds.size = CGSize(width: MenuViewController.width, height: y)
    view.setNeedsLayout()
  }

  private func addSeparator(at y: CGFloat, height: CGFloat) {
    let line = UIView(frame: CGRect(x: 0, y: y, width: MenuViewController.width, height: height))
    line.backgroundColor = height > 1 ? .systemFill : .separator
    platter.addSubview(line)
  }

  private func choose(_ element: UIMenuElement) {
    if let submenu = element as? UIMenu {
      menu = submenu
      rebuild()
      return
    }
    guard let action = element as? UIAction, !action.attributes.contains(.disabled) else { return }
    let sender = self.sender
    dismiss(animated: true) { action.perform(sender: sender) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Below the source (above it if there is no room), at its leading edge in the leading half of the screen and
    // its trailing edge in the other, kept 8 points inside the safe area.
    let safe = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 8, dy: 8)
    let size = platter.bounds.size
    var x = source.midX < view.bounds.midX ? source.minX : source.maxX - size.width
    x = min(max(x, safe.minX), safe.maxX - size.width)
    var y = source.maxY + 8
    if y + size.height > safe.maxY { y = max(source.minY - 8 - size.height, safe.minY) }
    platter.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
    platterShadow.frame = platter.frame
    platterShadow.layer.shadowPath = platterShadow.roundedOutline
  }
}

/// One row of a menu: an action or a submenu.
@MainActor final class MenuRow: UIControl {
  private let title = UILabel()
  private let icon = UIImageView()
  private let check = UIImageView()

  init(element: UIMenuElement, showsCheckColumn: Bool) {
    super.init(frame: .zero)
    let action = element as? UIAction
    let destructive = action?.attributes.contains(.destructive) == true
    let disabled = action?.attributes.contains(.disabled) == true
    let color: UIColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
    title.text = element.title
    title.font = .preferredFont(forTextStyle: .body)
    title.textColor = color
    addSubview(title)
    icon.image = element is UIMenu ? UIImage(systemName: "chevron.right") : element.image
    icon.tintColor = color
    icon.contentMode = .center
    addSubview(icon)
    if showsCheckColumn {
      check.image = action?.state == .on ? UIImage(systemName: "checkmark") : nil
      check.tintColor = color
      check.contentMode = .center
      addSubview(check)
    }
    self.showsCheck = showsCheckColumn
    isEnabled = !disabled
    isAccessibilityElement = true
    accessibilityLabel = element.title
    accessibilityTraits = action?.state == .on ? [.button, .selected] : .button
  }
  required init?(coder: NSCoder) { nil }

  private var showsCheck = false

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? .systemFill : .clear }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let leading: CGFloat = showsCheck ? 44 : 16
    check.frame = CGRect(x: 12, y: 0, width: 24, height: bounds.height)
    icon.frame = CGRect(x: bounds.width - 16 - 24, y: 0, width: 24, height: bounds.height)
    title.frame = CGRect(x: leading, y: 0, width: icon.frame.minX - 8 - leading, height: bounds.height)
  }
}

/// Shows menus for the other modules (SwiftUI's `Menu`).
@MainActor package enum MenuPresentation {
  /// Shows a menu from a rectangle of a view; choosing an action closes it and runs the action.
  package static func show(_ menu: UIMenu, from rect: CGRect, in view: UIView) {
    MenuViewController.show(menu, from: rect, in: view, sender: nil)
  }
}

extension UIView {
  /// The outline of the view's rounded bounds (its layer's corners), as a shadow path: the compositor blurs a path
  /// shadow once and keeps it while what is over it repaints.
  var roundedOutline: CGPath {
    let outline = CGMutablePath()
    outline.addRoundedRect(
      in: bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    return outline
  }
}
