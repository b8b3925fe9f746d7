import Foundation

/// The buttons of a row's swipe actions, shown beside the row as it is swiped aside. The table handles the touches
/// (the view takes none): it asks which action is at a point.
@MainActor final class SwipeActionsView: UIView {
  /// Which edge of the row the actions sit at.
  enum Edge { case leading, trailing }

  let configuration: UISwipeActionsConfiguration
  /// Whether the actions sit at the row's right (trailing left to right, leading right to left).
  let onRight: Bool
  private var buttons: [(action: UIContextualAction, view: UIView, width: CGFloat)] = []
  /// The width that shows every button at its natural width.
  private(set) var revealWidth: CGFloat = 0

  static let minimumButtonWidth: CGFloat = 74
  static let titlePadding: CGFloat = 15
  /// Rows at least this tall show an action's image above its title; shorter rows show the image alone.
  static let imageAndTitleHeight: CGFloat = 60

  init(configuration: UISwipeActionsConfiguration, onRight: Bool, rowHeight: CGFloat) {
    self.configuration = configuration
    self.onRight = onRight
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    clipsToBounds = true
    for action in configuration.actions {
      let button = UIView()
      button.backgroundColor = action.backgroundColor
      // VoiceOver (and the headless driver) find an action by its title even when only its image shows.
      button.isAccessibilityElement = true
      button.accessibilityLabel = action.title
      button.accessibilityTraits = .button
      var contentWidth: CGFloat = 0
      let showsTitle = action.image == nil || rowHeight >= SwipeActionsView.imageAndTitleHeight
      if let image = action.image {
        let imageView = UIImageView(image: image)
        imageView.tintColor = .white
        button.addSubview(imageView)
        contentWidth = image.size.width
      }
      if showsTitle, let title = action.title {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = .white
        label.textAlignment = .center
        button.addSubview(label)
        contentWidth = max(contentWidth, label.sizeThatFits(.zero).width)
      }
      let width = max(contentWidth + 2 * SwipeActionsView.titlePadding, SwipeActionsView.minimumButtonWidth)
      addSubview(button)
      buttons.append((action, button, width))
      revealWidth += width
    }
  }
  required init?(coder: NSCoder) { nil }

  /// The first action (the one a full swipe performs).
  var firstAction: UIContextualAction? { buttons.first?.action }

  /// Lays the buttons out in the revealed width: each grows in proportion, and past a full-swipe threshold the
  /// first one takes the whole width.
  func layout(revealed: CGFloat, fullSwipe: Bool) {
    let scale = revealWidth > 0 ? revealed / revealWidth : 0
    // The first button is next to the row's outer edge: rightmost for actions at the right.
    var x: CGFloat = onRight ? revealed : 0
    for (index, button) in buttons.enumerated() {
      var width = button.width * scale
      if fullSwipe { width = index == 0 ? revealed : 0 }
      if onRight { x -= width }
      button.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      if !onRight { x += width }
      layoutContent(of: button.view, width: width)
    }
    // The first button is drawn on top, so it covers the others as they shrink.
    if let first = buttons.first?.view { bringSubviewToFront(first) }
  }

  private func layoutContent(of button: UIView, width: CGFloat) {
    let parts = button.subviews
    let sizes = parts.map { ($0 as? UILabel)?.sizeThatFits(.zero) ?? ($0 as? UIImageView)?.image?.size ?? .zero }
    let total = sizes.reduce(0) { $0 + $1.height } + CGFloat(max(parts.count - 1, 0)) * 4
    var y = (bounds.height - total) / 2
    // The content stays next to the row while the button widens.
    let inner = min(width, max(sizes.map(\.width).max() ?? 0, 0) + 2 * SwipeActionsView.titlePadding)
    let originX = onRight ? 0 : width - inner
    for (part, size) in zip(parts, sizes) {
      part.frame = CGRect(x: originX + (inner - size.width) / 2, y: y, width: size.width, height: size.height)
      y += size.height + 4
    }
  }

  /// The action whose button is at a point (in this view), or nil.
  func action(at point: CGPoint) -> UIContextualAction? {
    buttons.first { $0.view.frame.contains(point) }?.action
  }
}
