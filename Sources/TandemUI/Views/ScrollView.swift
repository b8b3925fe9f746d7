import Foundation
import TandemKit

/// A scrollable view: its content gets an unlimited length along the scrolled axes and is scrolled by a
/// UIScrollView (dragging, deceleration, bouncing and indicators come from UIKit's scroll machinery).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  /// The scroll view's content.
  public var content: Content
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether the scroll indicators show.
  public var showsIndicators: Bool

  /// A scroll view over `axes` (vertical by default).
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { ScrollViewContent() }
  @MainActor package var childViews: [any View] { [content] }
}

@MainActor protocol ScrollViewValue {
  var axes: Axis.Set { get }
  var showsIndicators: Bool { get }
}
extension ScrollView: ScrollViewValue {}

/// Content whose children are shifted by a scroll offset (hit-testing, accessibility and UIKit subviews follow).
@MainActor package protocol ScrollingContainer {
  /// How far the content is scrolled (content coordinates relative to the node's frame).
  var contentOffset: CGPoint { get }
  /// The rectangle the scroller shows its content in (graph coordinates): the node's frame, grown into the safe
  /// area on the edges where a scroll view reaches it.
  func viewport(of node: ViewNode) -> CGRect
}

/// Lays the content out at its ideal length along the scrolled axes (centred across them when narrower) and lets
/// a UIScrollView over the node's frame scroll it. As in SwiftUI, where the frame meets the safe area on an edge
/// along a scrolled axis the scroll view reaches past it (under bars, the status bar and the home indicator), its
/// content inset by as much, so content starts inside the safe area and scrolls under the edges. In a hosting view the content is drawn by a view inside the
/// scroll view that covers the visible rectangle; without one (ImageRenderer) it is drawn at the current offset.
final class ScrollViewContent: NodeContent, PlatformViewContent, ScrollingContainer, ChildrenDrawnElsewhere,
  UIScrollViewDelegate, SpacingProviding
{
  let scrollView = UIScrollView()
  private let documentView = ScrollDocumentView()
  private var axes: Axis.Set = .vertical
  private var registered = false
  private weak var node: ViewNode?
  private let refreshLink = RefreshControlLink()
  var platformView: UIView { scrollView }
  /// How far the content is scrolled from its resting place (the scroll view's offset past its inset).
  var contentOffset: CGPoint {
    let offset = scrollView.contentOffset
    return CGPoint(x: offset.x + safeAreaReach.left, y: offset.y + safeAreaReach.top)
  }
  /// Whether the content was laid out right to left along a horizontal axis (its offset measured from the right).
  private var restsRightToLeft = false
  /// How far past the node's frame the scroll view reaches into the safe area on each edge.
  private var safeAreaReach = UIEdgeInsets.zero
  func viewport(of node: ViewNode) -> CGRect {
    let reach = safeAreaReach
    return CGRect(
      x: node.frame.minX - reach.left, y: node.frame.minY - reach.top,
      width: node.frame.width + reach.left + reach.right, height: node.frame.height + reach.top + reach.bottom)
  }
  /// The scroll view covers the viewport.
  func platformFrame(node: ViewNode) -> CGRect { viewport(of: node) }
  func spacing(node: ViewNode) -> ViewSpacing { .standard }

  init() {
    scrollView.delegate = self
    // The graph's layout already keeps content out of the safe area: the scroll view adds no insets of its own.
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.addSubview(documentView)
    documentView.content = self
  }

  func update(from view: any View, node: ViewNode) {
    guard let value = view as? any ScrollViewValue else { return }
    self.node = node
    if !registered {
      registered = true
      node.graph.registerPlatformNode(node)
    }
    axes = value.axes
    let environment = node.environment
    scrollView.showsVerticalScrollIndicator =
      value.showsIndicators && environment.verticalScrollIndicatorVisibility.showsIndicators
    scrollView.showsHorizontalScrollIndicator =
      value.showsIndicators && environment.horizontalScrollIndicatorVisibility.showsIndicators
    scrollView.isScrollEnabled = environment.isScrollEnabled
    refreshLink.update(scrollView, action: environment.refresh)
    // SwiftUI scroll views bounce along their axes even when the content fits.
    scrollView.alwaysBounceVertical = axes.contains(.vertical)
    scrollView.alwaysBounceHorizontal = axes.contains(.horizontal)
    documentView.setNeedsDisplay()
  }

  /// The proposal for the content: unlimited (ideal) along the scrolled axes.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let content = node.childrenUnionSize(contentProposal(proposal))
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    updateSafeAreaReach(bounds: bounds, node: node)
    let content = node.childrenUnionSize(contentProposal(ProposedViewSize(bounds.size)))
    // Right to left, horizontal content starts at the right (its children are mirrored across the scroll view's
    // frame): offered where mirroring puts it at the scroll view's left edge when wider, at its right when narrower.
    let rightToLeft = axes.contains(.horizontal) && node.environment.layoutDirection == .rightToLeft
    let x =
      rightToLeft
      ? min(bounds.width - content.width, 0)
      : axes.contains(.horizontal) ? 0 : max((bounds.width - content.width) / 2, 0)
    let y = axes.contains(.vertical) ? 0 : (bounds.height - content.height) / 2
    let contentFrame = CGRect(
      x: bounds.minX + x, y: bounds.minY + max(y, 0), width: content.width, height: content.height)
    for child in node.layoutChildren { child.place(in: contentFrame) }
    let oldWidth = scrollView.contentSize.width
    scrollView.contentSize = CGSize(
      width: axes.contains(.horizontal) ? content.width : bounds.width,
      height: axes.contains(.vertical) ? content.height : bounds.height)
    if rightToLeft {
      // It rests at its right end, and keeps its distance from it as the content's width changes.
      if !restsRightToLeft {
        // The scroll view takes its frame (the viewport) after this layout: its end is found from the node's.
        scrollView.contentOffset.x = max(content.width - bounds.width, 0) - safeAreaReach.left
      } else if scrollView.contentSize.width != oldWidth {
        scrollView.contentOffset.x += scrollView.contentSize.width - oldWidth
      }
    }
    restsRightToLeft = rightToLeft
    // Content that shrank cannot stay scrolled past its end.
    let maxOffset = scrollView.maxOffset
    let minOffset = scrollView.minOffset
    let offset = scrollView.contentOffset
    let clamped = CGPoint(
      x: max(min(offset.x, maxOffset.x), minOffset.x), y: max(min(offset.y, maxOffset.y), minOffset.y))
    if clamped != offset && !scrollView.isDragging && !scrollView.isDecelerating { scrollView.contentOffset = clamped }
    followScroll()
  }

  /// Reaches past the safe area on the scrolled axes' edges the frame meets it on, and insets the content by as
  /// much (a scroll view at rest stays at rest: its offset follows the new inset).
  private func updateSafeAreaReach(bounds: CGRect, node: ViewNode) {
    let safe = node.graph.safeBounds
    let full = node.graph.unsafeBounds
    let tolerance: CGFloat = 0.5
    var reach = UIEdgeInsets.zero
    if axes.contains(.vertical) {
      if abs(bounds.minY - safe.minY) < tolerance { reach.top = max(bounds.minY - full.minY, 0) }
      if abs(bounds.maxY - safe.maxY) < tolerance { reach.bottom = max(full.maxY - bounds.maxY, 0) }
    }
    if axes.contains(.horizontal) {
      if abs(bounds.minX - safe.minX) < tolerance { reach.left = max(bounds.minX - full.minX, 0) }
      if abs(bounds.maxX - safe.maxX) < tolerance { reach.right = max(full.maxX - bounds.maxX, 0) }
    }
    guard reach != safeAreaReach else { return }
    let resting = contentOffset
    safeAreaReach = reach
    scrollView.contentInset = reach
    scrollView.contentOffset = CGPoint(x: resting.x - reach.left, y: resting.y - reach.top)
  }

  /// Keeps the drawing view over the visible rectangle and redraws it.
  private func followScroll() {
    documentView.frame = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
    documentView.setNeedsDisplay()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    followScroll()
    // Lazy containers inside build what came into view: place them again in the next layout pass.
    scrollObservers.removeAll { $0.node == nil || $0.node!.isRemoved }
    guard !scrollObservers.isEmpty else { return }
    for observer in scrollObservers { observer.node?.setNeedsPlacementThroughAncestors() }
    node?.graph.onNeedsRedraw?()
  }

  /// Scrolls so that `frame` (graph coordinates, unscrolled) shows: its `anchor` point at the same point of the
  /// visible area, or by the least scrolling that shows it. A frame estimated by a lazy container is corrected
  /// once the layout after the scroll has built and measured the view with `target`.
  func scroll(toShow frame: CGRect, anchor: UnitPoint?, node: ViewNode, target: AnyHashable?) {
    let viewport = node.frame
    let local = frame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
    var offset = contentOffset
    func axisOffset(current: CGFloat, start: CGFloat, length: CGFloat, visible: CGFloat, unit: CGFloat?) -> CGFloat {
      if let unit { return start + unit * length - unit * visible }
      if start < current || length > visible { return start }
      if start + length > current + visible { return start + length - visible }
      return current
    }
    if axes.contains(.vertical) {
      offset.y = axisOffset(
        current: offset.y, start: local.minY, length: local.height, visible: viewport.height, unit: anchor?.y)
    }
    if axes.contains(.horizontal) {
      offset.x = axisOffset(
        current: offset.x, start: local.minX, length: local.width, visible: viewport.width, unit: anchor?.x)
    }
    // Offsets from the resting place: the scroll view's are past its inset.
    let reach = safeAreaReach
    let maxOffset = scrollView.maxOffset
    offset = CGPoint(
      x: max(min(offset.x, maxOffset.x + reach.left), 0) - reach.left,
      y: max(min(offset.y, maxOffset.y + reach.top), 0) - reach.top)
    pendingTarget = target.map { ($0, anchor) }
    if offset != scrollView.contentOffset { scrollView.setContentOffset(offset, animated: false) }
  }
  /// A view scrolled to whose frame may have been an estimate: scrolled to again after the next layout.
  private var pendingTarget: (id: AnyHashable, anchor: UnitPoint?)?

  /// Nodes placed again whenever the content scrolls (lazy containers).
  private var scrollObservers: [WeakNode] = []
  func observeScrolling(_ node: ViewNode) { scrollObservers.append(WeakNode(node: node)) }
  /// Content drawn in the document view changed where the damage meets the visible rectangle: redraw it.
  func hostDidLayout(damage: CGRect?, node: ViewNode) {
    // The host sets the scroll view's frame after the graph's layout: the drawing view follows its size.
    if documentView.frame != CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size) {
      followScroll()
    } else if let damage, damage.intersects(node.frame) {
      documentView.setNeedsDisplay()
    }
    if let (id, anchor) = pendingTarget {
      pendingTarget = nil
      if let (frame, scroller) = ScrollViewReaderContent.find(id, in: node), scroller === node {
        scroll(toShow: frame, anchor: anchor, node: node, target: nil)
      }
    }
  }

  /// Draws the content at the current offset when no hosting view shows the scroll view.
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    guard scrollView.superview == nil else { return }
    context.saveGState()
    context.clip(to: bounds)
    context.translateBy(x: -contentOffset.x, y: -contentOffset.y)
    for child in node.children { child.draw(in: context) }
    context.restoreGState()
  }

  /// Draws the node's children into the document view (whose origin is the visible content's top-left).
  fileprivate func drawDocument(in context: CGContext) {
    guard let node else { return }
    context.saveGState()
    // The document's origin is the scroll view's offset in its content, whose origin is the node's frame's.
    let offset = scrollView.contentOffset
    context.translateBy(x: -(node.frame.minX + offset.x), y: -(node.frame.minY + offset.y))
    for child in node.children { child.draw(in: context) }
    context.restoreGState()
  }
}

/// A node held weakly.
struct WeakNode {
  weak var node: ViewNode?
}

/// The view inside the scroll view that draws the visible part of the SwiftUI content. Touches pass up the
/// responder chain to the hosting view, which routes them to the graph's gestures.
final class ScrollDocumentView: UIView {
  weak var content: ScrollViewContent?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
    isOpaque = false
  }
  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    content?.drawDocument(in: context)
  }
}
