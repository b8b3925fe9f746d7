import Foundation
import TandemGraphics

/// Frames and chrome of presentations: full screen, sheets (iPhone: a card below the status bar with rounded top
/// corners; iPad: a centred card), and popovers (a bubble with an arrow at the source).
///
/// Figures: sheet corner radius 10, sheet top 10 points below the safe area on iPhone, dimming black at 40 % over
/// the presenter (20 % behind iPad cards); iPad page sheet 704 points wide, form sheet 540×620; popovers 13-point
/// corners, a 13×26-point arrow, 320×480 points when the content states no preferred size, and 10 points from the
/// container's edges. These are Tandem's figures, read off iOS screenshots; none has an Apple or measured source
/// yet (see ../shared/reference/ios-reference.md's list of gaps).
@MainActor enum PresentationLayout {
  /// How long an animated presentation or dismissal takes (Tandem's figure; UIKit documents none).
  static let transitionDuration: TimeInterval = 0.35
  static let sheetCornerRadius: CGFloat = 10
  /// How far below the safe area's top a large sheet on iPhone starts.
  static let sheetTopGap: CGFloat = 10
  /// The grabber: 36×5 points, 5 points below the sheet's top.
  static let grabberSize = CGSize(width: 36, height: 5)
  static let popoverCornerRadius: CGFloat = 13
  static let arrowHeight: CGFloat = 13
  static let arrowWidth: CGFloat = 26

  /// Builds the chrome for the shown style and adds it, with the presented view, to the container.
  static func install(_ presentation: UIPresentationController, in container: UIView) {
    let presented = presentation.presentedViewController.view!
    switch presentation.shownStyle {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none, .automatic:
      container.addSubview(presented)
    case .pageSheet, .formSheet:
      let dim = UIView()
      dim.backgroundColor = UIColor(
        white: 0, alpha: container.traitCollection.horizontalSizeClass == .regular ? 0.2 : 0.4)
      container.addSubview(dim)
      presentation.dimmingView = dim
      let card = UIView()
      card.clipsToBounds = true
      card.layer.cornerCurve = .continuous
      container.addSubview(card)
      card.addSubview(presented)
      presentation.wrapperView = card
    case .popover:
      let bubble = PopoverBubbleView()
      container.addSubview(bubble)
      bubble.addSubview(presented)
      presentation.wrapperView = bubble
      // Popover content is compact width, as on iPad.
      bubble.traitOverrides = UITraitCollection(horizontalSizeClass: .compact)
    }
    apply(presentation, in: container)
  }

  /// Positions chrome and presented view for the container's current size.
  static func apply(_ presentation: UIPresentationController, in container: UIView) {
    let presented = presentation.presentedViewController.view!
    let frame = self.frame(for: presentation, in: container)
    switch presentation.shownStyle {
    case .pageSheet, .formSheet:
      let sheet = presentation as? UISheetPresentationController
      let radius = sheet?.preferredCornerRadius ?? sheetCornerRadius
      presentation.dimmingView?.frame = container.bounds
      if let card = presentation.wrapperView {
        card.frame = frame
        card.layer.cornerRadius = radius
        card.layer.maskedCorners =
          container.traitCollection.horizontalSizeClass == .regular
          ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
          : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presented.frame = card.bounds
        let grabber = card.subviews.first { $0 is SheetGrabberView }
        if sheet?.prefersGrabberVisible == true {
          let view = grabber ?? SheetGrabberView()
          if view.superview == nil { card.addSubview(view) }
          card.bringSubviewToFront(view)
          view.frame = CGRect(
            x: (card.bounds.width - grabberSize.width) / 2, y: 5, width: grabberSize.width,
            height: grabberSize.height)
        } else {
          grabber?.removeFromSuperview()
        }
      }
      // Once presented, what the sheet covers follows its detent (during the transition, the animation moves it).
      if !presentation.presentedViewController.isBeingPresentedFlag {
        SheetStack.update(in: container.window)
      }
      if let sheet, let undimmed = sheet.largestUndimmedDetentIdentifier,
        sheet.detents.first(where: { $0.identifier == undimmed }).map({ $0.fraction >= sheet.currentDetent.fraction })
          ?? false
      {
        presentation.dimmingView?.isHidden = true
      } else {
        presentation.dimmingView?.isHidden = false
      }
    case .popover:
      guard let bubble = presentation.wrapperView as? PopoverBubbleView,
        let popover = presentation as? UIPopoverPresentationController
      else { return }
      let (body, arrow, direction) = popoverGeometry(popover, in: container)
      popover.arrowDirection = direction
      bubble.backgroundFill = popover.backgroundColor ?? .systemBackground
      bubble.configure(body: body, arrowTip: arrow, direction: direction)
      presented.frame = bubble.contentFrame
    default:
      presented.frame = frame
    }
  }

  /// The presented view's frame in the container.
  static func frame(for presentation: UIPresentationController, in container: UIView) -> CGRect {
    let bounds = container.bounds
    let traits = container.traitCollection
    switch presentation.shownStyle {
    case .pageSheet, .formSheet:
      let safe = container.safeAreaInsets
      if traits.horizontalSizeClass == .regular {
        let size =
          presentation.shownStyle == .formSheet
          ? CGSize(width: min(540, bounds.width - 40), height: min(620, bounds.height - safe.top - safe.bottom - 40))
          : CGSize(width: min(704, bounds.width - 40), height: bounds.height - safe.top - 20 - max(safe.bottom, 20))
        return CGRect(
          x: (bounds.width - size.width) / 2,
          y: presentation.shownStyle == .formSheet ? (bounds.height - size.height) / 2 : safe.top + 20,
          width: size.width, height: size.height)
      }
      if traits.verticalSizeClass == .compact { return bounds }
      let top = safe.top + sheetTopGap
      let full = bounds.height - top
      let fraction = (presentation as? UISheetPresentationController)?.currentDetent.fraction ?? 1
      let height = fraction >= 1 ? full : (bounds.height * fraction).rounded()
      return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    case .popover:
      guard let popover = presentation as? UIPopoverPresentationController else { return bounds }
      return popoverGeometry(popover, in: container).body
    default:
      return bounds
    }
  }

  /// The popover's content size: the preferred content size, or 320×480 when none is given.
  static func popoverContentSize(_ popover: UIPopoverPresentationController, in container: UIView) -> CGSize {
    var size = popover.presentedViewController.preferredContentSize
    if size.width <= 0 { size.width = 320 }
    if size.height <= 0 { size.height = 480 }
    let m = popover.popoverLayoutMargins
    let safe = container.safeAreaInsets
    return CGSize(
      width: min(size.width, container.bounds.width - m.left - m.right - safe.left - safe.right),
      height: min(size.height, container.bounds.height - m.top - m.bottom - safe.top - safe.bottom - arrowHeight))
  }

  /// The source rectangle in container coordinates.
  static func sourceRect(_ popover: UIPopoverPresentationController, in container: UIView) -> CGRect {
    if let item = popover.barButtonItem, let view = item.hostView {
      return view.convert(view.bounds, to: container)
    }
    guard let source = popover.sourceView else { return .zero }
    let rect = popover.sourceRect == .zero ? source.bounds : popover.sourceRect
    return source.convert(rect, to: container)
  }

  /// Body rectangle, arrow tip and arrow direction: below the source if it fits (arrow up), else above, else
  /// to a side; clamped inside the container's margins.
  static func popoverGeometry(_ popover: UIPopoverPresentationController, in container: UIView)
    -> (body: CGRect, arrowTip: CGPoint, direction: UIPopoverArrowDirection)
  {
    let size = popoverContentSize(popover, in: container)
    let source = sourceRect(popover, in: container)
    let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popover.popoverLayoutMargins)
    let allowed = popover.permittedArrowDirections
    func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
    func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
    let below = area.maxY - source.maxY - arrowHeight
    let above = source.minY - area.minY - arrowHeight
    if allowed.contains(.up) && below >= size.height
      || (allowed.contains(.up) && !allowed.contains(.down) && below >= above)
    {
      let tip = CGPoint(x: source.midX, y: source.maxY)
      return (
        CGRect(x: clampX(source.midX - size.width / 2), y: tip.y + arrowHeight, width: size.width, height: size.height),
        tip, .up
      )
    }
    if allowed.contains(.down) && above >= size.height {
      let tip = CGPoint(x: source.midX, y: source.minY)
      return (
        CGRect(
          x: clampX(source.midX - size.width / 2), y: tip.y - arrowHeight - size.height, width: size.width,
          height: size.height),
        tip, .down
      )
    }
    let right = area.maxX - source.maxX - arrowHeight
    let left = source.minX - area.minX - arrowHeight
    if allowed.contains(.left) && (right >= size.width || right >= left) {
      let tip = CGPoint(x: source.maxX, y: source.midY)
      return (
        CGRect(
          x: tip.x + arrowHeight, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height),
        tip, .left
      )
    }
    if allowed.contains(.right) {
      let tip = CGPoint(x: source.minX, y: source.midY)
      return (
        CGRect(
          x: tip.x - arrowHeight - size.width, y: clampY(source.midY - size.height / 2), width: size.width,
          height: size.height),
        tip, .right
      )
    }
    let tip = CGPoint(x: source.midX, y: source.maxY)
    return (
      CGRect(x: clampX(source.midX - size.width / 2), y: tip.y + arrowHeight, width: size.width, height: size.height),
      tip, .up
    )
  }
}

/// The popover bubble: a rounded body with an arrow, filled with the popover's background and casting a soft
/// shadow; the presented view is clipped to the body.
/// The sheet's grabber (`prefersGrabberVisible`): a capsule in the tertiary label color, centred at the top.
@MainActor final class SheetGrabberView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .tertiaryLabel
    layer.cornerRadius = PresentationLayout.grabberSize.height / 2
    isUserInteractionEnabled = false
    isAccessibilityElement = false
  }
  required init?(coder: NSCoder) { return nil }
}

@MainActor final class PopoverBubbleView: UIView {
  var backgroundFill: UIColor = .systemBackground {
    didSet { shape.fillColor = backgroundFill.resolvedCGColor(traitCollection) }
  }
  private let shape = CAShapeLayer()
  private let clip = UIView()
  private(set) var contentFrame: CGRect = .zero

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(shape)
    layer.shadowOpacity = 0.15
    layer.shadowRadius = 20
    layer.shadowOffset = CGSize(width: 0, height: 4)
    addSubview(clip)
    clip.clipsToBounds = true
    clip.layer.cornerRadius = PresentationLayout.popoverCornerRadius
    clip.layer.cornerCurve = .continuous
  }

  required init?(coder: NSCoder) { return nil }

  override func addSubview(_ view: UIView) {
    if view === clip || clip.superview == nil { super.addSubview(view) } else { clip.addSubview(view) }
  }

  /// Lays out the bubble for a body (container coordinates) and an arrow tip.
  func configure(body: CGRect, arrowTip: CGPoint, direction: UIPopoverArrowDirection) {
    let h = PresentationLayout.arrowHeight
    let outer = body.insetBy(dx: -h, dy: -h)
    frame = outer
    let local = CGRect(x: h, y: h, width: body.width, height: body.height)
    clip.frame = local
    contentFrame = clip.bounds
    let tip = CGPoint(x: arrowTip.x - outer.minX, y: arrowTip.y - outer.minY)
    let path = CGMutablePath()
    path.addRoundedRect(in: local, radius: PresentationLayout.popoverCornerRadius, curve: .continuous)
    let half = PresentationLayout.arrowWidth / 2
    let r = PresentationLayout.popoverCornerRadius
    if direction == .up || direction == .down {
      let x = min(max(tip.x, local.minX + r + half), local.maxX - r - half)
      let baseY = direction == .up ? local.minY + 0.5 : local.maxY - 0.5
      path.addLines(between: [
        CGPoint(x: x - half, y: baseY), CGPoint(x: tip.x, y: tip.y), CGPoint(x: x + half, y: baseY),
      ])
    } else {
      let y = min(max(tip.y, local.minY + r + half), local.maxY - r - half)
      let baseX = direction == .left ? local.minX + 0.5 : local.maxX - 0.5
      path.addLines(between: [
        CGPoint(x: baseX, y: y - half), CGPoint(x: tip.x, y: tip.y), CGPoint(x: baseX, y: y + half),
      ])
    }
    path.closeSubpath()
    shape.frame = bounds
    shape.path = path
    shape.fillColor = backgroundFill.resolvedCGColor(traitCollection)
    layer.shadowPath = path
  }

  override func refreshResolvedColors() {
    super.refreshResolvedColors()
    shape.fillColor = backgroundFill.resolvedCGColor(traitCollection)
  }
}
