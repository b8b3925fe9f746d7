import Foundation
import TandemKit

/// The UIKit view that hosts a SwiftUI view graph: it feeds the graph its bounds (inside the safe area) and the
/// environment from its traits, draws the graph in `draw(_:)`, and routes touches to the graph's gestures.
/// A graph invalidation schedules the host for the updates phase of the next commit, where the graph re-evaluates
/// (before any layout), then lays out and redraws only what changed in the layout and display phases.
@MainActor package final class HostingView: UIView, CommitUpdating {
  /// The graph shown: the host's own, or one it shows for its keeper (a row's graph in a reused cell).
  package private(set) var graph: ViewGraph
  /// Called after each graph update in a commit's updates phase, before layout (a hosting configuration checks
  /// there whether its cell must re-size, so the list knows before it lays out).
  package var onUpdate: (() -> Void)?
  /// Called after each layout pass (hosts read the content's ideal size and declarations).
  package var onLayout: (() -> Void)?
  /// The last gesture search: its point, the graph generation it searched, and what it found.
  fileprivate var lastGestureSearch: GestureSearch?
  /// The gesture node tracking the current touch, and where it began.
  /// The touch a control follows, with the area it counts as inside (found once, at touch-down).
  private var trackedTouch: (node: ViewNode, handler: any TouchHandling, touch: UITouch, area: CGRect)?
  /// The toolbar above the keyboard for the content's `.keyboard` toolbar items.
  let keyboardToolbar = KeyboardToolbar()

  /// A host with a graph of its own showing `rootView`.
  package convenience init(rootView: any View) {
    self.init(graph: ViewGraph(rootView: AnyView(erasing: rootView), environment: EnvironmentValues()))
  }

  /// A host showing `graph`, whose environment was made from `appliedTraits` (nil: the host applies its traits
  /// when it first lays out).
  package init(graph: ViewGraph, appliedTraits: UITraitCollection? = nil) {
    self.graph = graph
    self.appliedTraits = appliedTraits
    super.init(frame: .zero)
    // The graph draws over what is below with source-over and groups only, so it needs no backing store: the
    // compositor draws the graph where it paints the host, limited to the damage.
    layer.drawsInPlace = true
    backgroundColor = .systemBackground
    addGestureRecognizer(GraphTapRecognizer())
    addGestureRecognizer(GraphContextMenuRecognizer())
    connect(graph)
  }

  /// Makes this view the host of `graph`: its updates schedule this view, its presentations come from here.
  private func connect(_ graph: ViewGraph) {
    graph.currentHost = self
    // Updates coalesce into the next commit: re-evaluated in its updates phase, laid out and redrawn after.
    graph.onNeedsUpdate = { [weak self] in
      guard let self else { return }
      self.setNeedsLayout()
      UIApplication.shared.scheduleCommitUpdate(self)
    }
    // The damage is taken and redrawn in layoutSubviews.
    graph.onNeedsRedraw = { [weak self] in self?.setNeedsLayout() }
    graph.presentingController = { [weak self] in self?.nearestViewController }
    graph.hostView = { [weak self] in self }
  }

  /// Shows another graph (a reused cell showing its new item's row): the old graph's UIKit views leave this view
  /// (unless another host shows that graph now), the new one is laid out and drawn here from scratch.
  package func show(_ newGraph: ViewGraph) {
    guard newGraph !== graph else { return }
    for node in graph.platformNodes {
      guard let view = (node.content as? any PlatformViewContent)?.platformView, view.isDescendant(of: self) else {
        continue
      }
      view.removeFromSuperview()
    }
    if graph.currentHost === self {
      graph.currentHost = nil
      graph.onNeedsUpdate = nil
      graph.onNeedsRedraw = nil
      graph.presentingController = nil
      graph.hostView = nil
    }
    for overlay in overlays { overlay.removeFromSuperview() }
    overlays = []
    paintSegments = nil
    graph = newGraph
    connect(newGraph)
    appliedTraits = nil
    drawnSize = nil
    lastGestureSearch = nil
    trackedTouch = nil
    setNeedsLayout()
    setNeedsDisplay()
    UIApplication.shared.scheduleCommitUpdate(self)
  }

  public required init?(coder: NSCoder) { nil }

  package func setRootView(_ view: any View) {
    graph.setRootView(AnyView(erasing: view))
    setNeedsLayout()
  }

  private var assignedAccessibilityElements: [Any]?
  /// The SwiftUI content's elements (unless assigned explicitly).
  package override var accessibilityElements: [Any]? {
    get { assignedAccessibilityElements ?? AccessibilityNodes.elements(of: graph, in: self) }
    set { assignedAccessibilityElements = newValue }
  }

  /// The traits the graph's environment was made from (rebuilt only when they change).
  private var appliedTraits: UITraitCollection?

  /// Whether two trait collections make the same environment (appearance, scale, text size).
  private static func sameEnvironment(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
    a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
      && a.preferredContentSizeCategory == b.preferredContentSizeCategory && a.layoutDirection == b.layoutDirection
  }

  /// The size the backing store was last made for.
  private var drawnSize: CGSize?

  /// Whether the content is laid out in the whole bounds, not the safe area (a cell's content: the cell's layout
  /// margins place it, as UIHostingConfiguration's content on iOS).
  package var ignoresSafeArea = false

  private var contentRect: CGRect { ignoresSafeArea ? bounds : bounds.inset(by: safeAreaInsets) }

  /// The safe area above the keyboard, where it covers the host (SwiftUI's keyboard safe-area region): content
  /// moves up out of its way unless it ignores `.keyboard`.
  private var keyboardAvoidingRect: CGRect {
    let rect = contentRect
    guard !ignoresSafeArea, let covered = UIApplication.shared.keyboard.coveredRect(in: self), covered.minY < rect.maxY
    else { return rect }
    return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, covered.minY - rect.minY))
  }

  package override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil && !ignoresSafeArea { UIApplication.shared.keyboard.track(self) }
  }

  /// Re-evaluates what changed in the graph (the commit's updates phase).
  package func performCommitUpdate() {
    applyTraitsIfChanged()
    graph.update()
    onUpdate?()
  }

  /// Gives the graph an environment made from the traits when they changed since the last one; `expected`: the
  /// traits a host outside a window will most likely have in one, taken in place of its own for now.
  package func applyTraitsIfChanged(expected: UITraitCollection? = nil) {
    let traits = expected ?? traitCollection
    if appliedTraits.map({ !Self.sameEnvironment($0, traits) }) ?? true {
      appliedTraits = traits
      graph.setHostTraits(traits)
    }
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    // In a commit the graph is up to date already; a host laid out outside one (measured or rendered directly)
    // updates here.
    applyTraitsIfChanged()
    graph.layout(in: keyboardAvoidingRect, fullBounds: bounds, containerBounds: contentRect)
    // A host drawn whole (at a new size) with no UIKit views to tell needs no damage: it is not computed.
    let resized = bounds.size != drawnSize
    let damage: CGRect?
    if resized && graph.platformNodes.isEmpty {
      graph.discardDamage()
      damage = nil
    } else {
      damage = graph.takeDamage()
    }
    syncPlatformViews(damage: damage)
    let segmentsChanged = syncPaintSegments()
    if resized || segmentsChanged {
      // A new size redraws everything; new paint segments redraw every layer.
      drawnSize = bounds.size
      setNeedsDisplay()
      for overlay in overlays { overlay.setNeedsDisplay() }
    } else if let damage {
      setNeedsDisplay(damage)
      for overlay in overlays { overlay.setNeedsDisplay(damage) }
    }
    onLayout?()
  }

  // MARK: Paint segments

  /// The paint order cut at the hosted UIKit views, when SwiftUI content is painted after one of them.
  private var paintSegments: PaintSegments?
  /// One overlay per non-empty segment after the first, each just above the UIKit view that starts it.
  private var overlays: [PaintSegmentView] = []

  /// Cuts the paint order at the hosted UIKit views and keeps an overlay above each one that SwiftUI content is
  /// painted after; returns whether the cut changed (everything is then redrawn).
  private func syncPaintSegments() -> Bool {
    let cut = graph.platformNodes.isEmpty ? nil : PaintSegments(graph: graph)
    let active = cut.flatMap { $0.overlaySegments.isEmpty ? nil : $0 }
    let changed = paintSegments?.shape != active?.shape
    paintSegments = active
    let wanted = active?.overlaySegments ?? []
    if wanted != overlays.map(\.segment) {
      for overlay in overlays { overlay.removeFromSuperview() }
      overlays = wanted.map { PaintSegmentView(host: self, segment: $0) }
    }
    guard let active else { return changed }
    for overlay in overlays {
      overlay.frame = bounds
      let start = active.boundaries[overlay.segment - 1]
      if let view = (start.content as? any PlatformViewContent)?.platformView, view.superview === self {
        insertSubview(overlay, aboveSubview: view)
      } else if overlay.superview !== self {
        addSubview(overlay)
      }
    }
    return changed
  }

  /// Draws one paint segment of the graph (an overlay's drawing).
  func drawSegment(_ segment: Int, in context: CGContext, dirty: CGRect?) {
    guard let paintSegments else { return }
    graph.draw(in: context, dirty: dirty, segment: (paintSegments, segment))
  }

  /// A touch on a SwiftUI gesture painted in front of a hosted UIKit view goes to that gesture, not to the view.
  package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard let paintSegments, let hit, hit !== self,
      let index = paintSegments.boundaries.firstIndex(where: { node in
        (node.content as? any PlatformViewContent).map { hit.isDescendant(of: $0.platformView) } ?? false
      }),
      let gesture = gestureNode(at: point, for: event), paintSegments.segment(of: gesture) > index
    else { return hit }
    return self
  }

  /// Adds, moves and removes the UIKit views that back SwiftUI nodes (TextField, ScrollView), and tells them
  /// where the graph's drawing changed.
  private func syncPlatformViews(damage: CGRect?) {
    for content in graph.collectRemovedPlatformContents() {
      let controller = content.containedController
      controller?.willMove(toParent: nil)
      content.platformView.removeFromSuperview()
      controller?.removeFromParent()
    }
    for node in graph.platformNodes {
      guard let content = node.content as? any PlatformViewContent else { continue }
      let view = content.platformView
      // A representable's controller becomes a child of the hosting controller before its view is added.
      var adopted: UIViewController?
      if let controller = content.containedController, controller.parent == nil, let host = viewControllerOwner {
        host.addChild(controller)
        adopted = controller
      }
      defer { adopted?.didMove(toParent: viewControllerOwner) }
      // Inside a scroll view the UIKit view is the scroll view's subview, in its content coordinates.
      if let scroller = node.scrollingAncestor,
        let container = (scroller.content as? any PlatformViewContent)?.platformView
      {
        if view.superview !== container { container.addSubview(view) }
        view.frame = content.platformFrame(node: node).offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
      } else {
        if view.superview !== self { addSubview(view) }
        view.frame = content.platformFrame(node: node)
      }
      content.hostDidLayout(damage: damage, node: node)
    }
  }

  package override func safeAreaInsetsDidChange() { if !ignoresSafeArea { setNeedsLayout() } }

  package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsLayout()
    UIApplication.shared.scheduleCommitUpdate(self)
  }

  package override func sizeThatFits(_ size: CGSize) -> CGSize {
    graph.sizeThatFits(ProposedViewSize(size))
  }

  /// The intrinsic size last reported for a hosting controller's `.intrinsicContentSize` sizing option.
  package var reportedIntrinsicSize: CGSize?

  package override var intrinsicContentSize: CGSize { reportedIntrinsicSize ?? graph.sizeThatFits(.unspecified) }

  package override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    // With overlays the hosting view draws only what is painted before the first hosted UIKit view.
    graph.draw(in: context, dirty: rect == bounds ? nil : rect, segment: paintSegments.map { ($0, 0) })
    if graph.hasDrawnShadows && layer.drawsInPlace {
      // Blurred shadows are kept in a backing store from the next display on.
      layer.drawsInPlace = false
      setNeedsDisplay()
    }
  }

  // MARK: Touches

  package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    // Tap gestures are recognized by the hosting view's GraphTapRecognizer; their touches, and touches on no
    // gesture, go on to the UIKit views beneath.
    guard let touch = touches.first, trackedTouch == nil,
      let node = gestureNode(at: touch.location(in: self), for: event),
      let handler = node.content as? any TouchHandling
    else { return super.touchesBegan(touches, with: event) }
    trackedTouch = (node, handler, touch, node.touchArea)
    handler.touchBegan(node: node)
  }

  package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (node, handler, touch, area) = trackedTouch, touches.contains(touch) else {
      return super.touchesMoved(touches, with: event)
    }
    handler.touchMoved(inside: area.contains(touch.location(in: self)), node: node)
  }

  package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (node, handler, touch, area) = trackedTouch, touches.contains(touch) else {
      return super.touchesEnded(touches, with: event)
    }
    trackedTouch = nil
    handler.touchEnded(inside: area.contains(touch.location(in: self)), node: node)
  }

  package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let (node, handler, touch, _) = trackedTouch, touches.contains(touch) else {
      return super.touchesCancelled(touches, with: event)
    }
    trackedTouch = nil
    handler.touchEnded(inside: false, node: node)
  }
}

/// Node content that gestures live on (tap gestures, buttons): hit-testing finds the innermost one under a touch.
@MainActor package protocol GestureTarget {
  /// Whether the node takes touches now (enabled, hit-testable).
  func acceptsTouch(node: ViewNode) -> Bool
}

extension GestureTarget {
  package func acceptsTouch(node: ViewNode) -> Bool { node.environment.isEnabled }
}

/// A gesture target that follows its touch through the hosting view's responder methods (buttons: pressed while
/// the touch is on them, acting when it ends there).
@MainActor package protocol TouchHandling: GestureTarget {
  func touchBegan(node: ViewNode)
  func touchMoved(inside: Bool, node: ViewNode)
  func touchEnded(inside: Bool, node: ViewNode)
}

extension ViewNode {
  /// Where a touch that began on the node still counts as on it (graph coordinates): the node as shown and 20
  /// points around it (UIKit's tolerance for a touch that moved off a control). Found once per touch: it walks
  /// the node's subtree.
  var touchArea: CGRect { shownFrame.insetBy(dx: -20, dy: -20) }

  /// Where the node shows: its frame and those of transformed views inside it (a rotated or scaled content), moved
  /// by the scroll views around it and through the drawing transforms (scale, rotation) on the way up.
  var shownFrame: CGRect {
    var rect = displayFrame
    forEach { inner in
      guard inner !== self, inner.capabilities.contains(.transform) else { return }
      rect = rect.union(inner.displayFrame.applying(inner.transforms(below: self)))
    }
    return rect.applying(transforms(below: nil))
  }

  /// The drawing transforms of this node and its ancestors up to (not including) `top`, innermost first.
  private func transforms(below top: ViewNode?) -> CGAffineTransform {
    var result = CGAffineTransform.identity
    var node: ViewNode? = self
    while let current = node, current !== top {
      if let transform = current.content(.transform, as: (any DrawingTransform).self)?.transform(node: current) {
        result = result.concatenating(transform)
      }
      node = current.parent
    }
    return result
  }
}

extension HostingView {
  /// The innermost gesture node under a point, searched once per touch-down: hit-testing, the tap recognizer and
  /// touch tracking ask for the same point of the same graph during one event, and get the first search's answer.
  package func gestureNode(at point: CGPoint, for event: UIEvent?) -> ViewNode? {
    guard let event else { return graph.gestureNode(at: point) }
    if let last = lastGestureSearch, last.event === event, last.point == point, last.generation == graph.generation {
      return last.node
    }
    let node = graph.gestureNode(at: point)
    lastGestureSearch = GestureSearch(point: point, event: event, generation: graph.generation, node: node)
    return node
  }
}

/// A gesture search's answer for a point, in one event, of one generation of the graph.
struct GestureSearch {
  let point: CGPoint
  weak var event: UIEvent?
  let generation: Int
  weak var node: ViewNode?
}

extension ViewGraph {
  /// The innermost node under `point` that handles touches (later siblings are in front).
  package func gestureNode(at point: CGPoint) -> ViewNode? {
    gestureSearches += 1
    // A gesture takes touches where its content draws (or its content shape), as transformed on screen.
    return innermostNode(at: point) { node, point in
      guard let target = node.content as? any GestureTarget else { return false }
      return target.acceptsTouch(node: node) && node.hitsContent(at: point)
    }
  }

  /// The innermost hit-testable node under `point` (later siblings are in front) that `matches` accepts at the
  /// point in its own coordinates.
  func innermostNode(at point: CGPoint, where matches: (ViewNode, CGPoint) -> Bool) -> ViewNode? {
    func search(_ node: ViewNode, _ point: CGPoint) -> ViewNode? {
      if let gate = node.content as? any HitTestingGate, !gate.allowsHitTesting(node: node) { return nil }
      // Scrolled content is hit only through the visible rectangle.
      guard let childPoint = node.childPoint(point) else { return nil }
      for child in node.children.reversed() {
        if let hit = search(child, childPoint) { return hit }
      }
      return matches(node, point) ? node : nil
    }
    return search(root, point)
  }
}

extension HostingView: InputAccessoryProviding {
  /// The toolbar of the content's `.keyboard` items, shown above the keyboard while an input inside is edited.
  package var inputAccessoryForDescendants: UIView? { keyboardToolbar.toolbar(for: graph) }
}
