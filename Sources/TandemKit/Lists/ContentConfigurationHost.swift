import Foundation

/// Keeps the view of a content configuration inside a content view (of a cell, header or footer): configurations
/// the current view supports update it in place, others replace it.
@MainActor final class ContentConfigurationHost {
  private unowned let contentView: UIView
  /// The view showing the configuration, if any.
  private(set) var view: (UIView & UIContentView)?

  init(contentView: UIView) { self.contentView = contentView }

  /// Shows a configuration (nil removes the view).
  func show(_ configuration: UIContentConfiguration?) {
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    if let view, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    view?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = contentView.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(made)
    view = made
  }

  /// Shows a content view made elsewhere (a table cell's legacy labels), in place of any configuration's view.
  func adopt(_ made: UIView & UIContentView) {
    view?.removeFromSuperview()
    made.frame = contentView.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(made)
    view = made
  }

  /// The content's height at a width: the configuration's view by `sizeThatFits`, otherwise the content view's
  /// constraints (self-sizing).
  func fittingHeight(width: CGFloat) -> CGFloat {
    if let view { return view.sizeThatFits(CGSize(width: width, height: 0)).height }
    return contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// Where the content's separator ends, in a view's coordinates (nil: the row's trailing edge).
  func separatorTrailing(in target: UIView) -> CGFloat? {
    guard let aligning = view as? any SeparatorAligning, let trailing = aligning.separatorTrailing else { return nil }
    return aligning.convert(CGPoint(x: trailing, y: 0), to: target).x
  }

  /// Whether the content hides its row's separator.
  var separatorHidden: Bool { (view as? any SeparatorAligning)?.separatorHidden ?? false }
  /// The color the content gives its row's separator, if any.
  var separatorTint: UIColor? { (view as? any SeparatorAligning)?.separatorTint }

  /// The swipe actions the content declares for an edge, if it declares any.
  func swipeActions(edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? {
    (view as? any SwipeActionsProviding)?.swipeActionsConfiguration(trailing: edge == .trailing)
  }

  /// Where the content's text starts, in a view's coordinates (content views that know it); right to left, how far
  /// the text starts from the view's right edge (the leading edge), so callers lay out left to right and mirror.
  func textLeading(in target: UIView) -> CGFloat? {
    guard let aligning = view as? any SeparatorAligning, let leading = aligning.separatorLeading else { return nil }
    guard target.isRightToLeft else { return aligning.convert(CGPoint(x: leading, y: 0), to: target).x }
    return target.bounds.width - aligning.convert(CGPoint(x: aligning.bounds.width - leading, y: 0), to: target).x
  }
}

/// The view drawing a background configuration behind a cell's content: its color, corner radius, stroke and
/// custom view, inset from the cell's edges.
@MainActor final class BackgroundConfigurationView: UIView {
  private(set) var configuration = UIBackgroundConfiguration.clear()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  required init?(coder: NSCoder) { nil }

  /// Shows a configuration.
  func apply(_ configuration: UIBackgroundConfiguration) {
    self.configuration = configuration
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
    layer.cornerRadius = configuration.cornerRadius
    layer.borderWidth = configuration.strokeWidth
    layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
    if let custom = configuration.customView {
      if custom.superview !== self {
        subviews.forEach { $0.removeFromSuperview() }
        addSubview(custom)
      }
    } else {
      subviews.forEach { $0.removeFromSuperview() }
    }
  }

  /// Fills a host's bounds less the configuration's insets.
  func place(in bounds: CGRect) {
    let insets = configuration.backgroundInsets
    frame = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    configuration.customView?.frame = self.bounds
  }
}
