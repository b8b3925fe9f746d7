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
}

/// Lays the content out at its ideal length along the scrolled axes (centred across them when narrower) and lets
/// a UIScrollView over the node's frame scroll it. In a hosting view the content is drawn by a view inside the
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
  var contentOffset: CGPoint { scrollView.contentOffset }
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
    let content = node.childrenUnionSize(contentProposal(ProposedViewSize(bounds.size)))
    let x = axes.contains(.horizontal) ? 0 : (bounds.width - content.width) / 2
    let y = axes.contains(.vertical) ? 0 : (bounds.height - content.height) / 2
    let contentFrame = CGRect(
      x: bounds.minX + max(x, 0), y: bounds.minY + max(y, 0), width: content.width,
      height: content.height)
    for child in node.layoutChildren { child.place(in: contentFrame) }
    scrollView.contentSize = CGSize(
      width: axes.contains(.horizontal) ? content.width : bounds.width,
      height: axes.contains(.vertical) ? content.height : bounds.height)
    // Content that shrank cannot stay scrolled past its end.
    let maxOffset = scrollView.maxOffset
    let minOffset = scrollView.minOffset
    let offset = scrollView.contentOffset
    let clamped = CGPoint(
      x: max(min(offset.x, maxOffset.x), minOffset.x), y: max(min(offset.y, maxOffset.y), minOffset.y))
    if clamped != offset && !scrollView.isDragging && !scrollView.isDecelerating { scrollView.contentOffset = clamped }
    followScroll()
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
    var offset = scrollView.contentOffset
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
    let maxOffset = scrollView.maxOffset
    offset = CGPoint(x: max(min(offset.x, maxOffset.x), 0), y: max(min(offset.y, maxOffset.y), 0))
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
    context.translateBy(x: -(node.frame.minX + contentOffset.x), y: -(node.frame.minY + contentOffset.y))
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
