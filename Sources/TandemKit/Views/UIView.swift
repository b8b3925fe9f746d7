import Foundation
import TandemGraphics

/// A rectangular area of the screen that draws content, lays out subviews and (with the Input issue) handles
/// touches; backed by a `CALayer`.
@MainActor @preconcurrency open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
  /// How content is placed when the bounds change.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight
    case bottomLeft, bottomRight

    var gravity: CALayerContentsGravity {
      switch self {
      case .scaleToFill, .redraw: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
    }
  }

  /// How a view resizes when its superview's bounds change (used when translatesAutoresizingMaskIntoConstraints).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How tint colors are shown.
  public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

  /// The value meaning "no intrinsic size" along an axis.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size a fitting calculation may return.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size a fitting calculation may return.
  public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

  /// The class of the view's layer.
  open class var layerClass: AnyClass { CALayer.self }

  /// The layer drawing the view.
  public var layer: CALayer { ownLayer }
  /// The layer, readable in `deinit` (which clears the layer's unowned reference to the view).
  nonisolated(unsafe) private let ownLayer: CALayer

  /// Creates a view with a frame in its superview's coordinates.
  public init(frame: CGRect) {
    let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
    ownLayer = layerType.init()
    super.init()
    layer.owningView = self
    layer.frame = frame
    if UIView.mayDraw(type(of: self)) { layer.setNeedsDisplay() }
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Creates a view from an archive: as `init(frame: .zero)`, then with the properties the coder holds (bounds,
  /// centre, tag, visibility, colors, content mode, autoresizing, subviews; see `InterfaceCoding`).
  public required init?(coder: NSCoder) {
    let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
    ownLayer = layerType.init()
    super.init()
    layer.owningView = self
    if UIView.mayDraw(type(of: self)) { layer.setNeedsDisplay() }
    decodeViewProperties(from: coder)
  }

  deinit {
    // What the runtime's weak references would do: subviews and the layer outliving the view lose it.
    let (children, layer) = (subviews, ownLayer)
    let me = Unmanaged.passUnretained(self).toOpaque()
    for view in children where view.superviewLink?.toOpaque() == me { view.superviewLink = nil }
    if let owner = layer.owningView, Unmanaged.passUnretained(owner as AnyObject).toOpaque() == me {
      layer.owningView = nil
    }
  }

  // MARK: Hierarchy

  /// The parent view.
  public var superview: UIView? { superviewLink?.takeUnretainedValue() }
  /// Held without a weak reference (the superview's subviews hold the view; a superview that goes clears it): a
  /// weak reference would put every view's retains and releases on the runtime's slow path.
  @exclusivity(unchecked) nonisolated(unsafe) private var superviewLink: Unmanaged<UIView>?
  /// The child views, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view controller whose root view this is.
  package weak var viewControllerOwner: UIViewController? {
    didSet { if viewControllerOwner !== oldValue { UIView.safeAreaInputsChanged() } }
  }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    // Up the superview links reading only stored fields (no retain, release or call per step).
    unowned(unsafe) var view = self
    while true {
      if view.isWindow { return unsafeDowncast(view, to: UIWindow.self) }
      guard let parent = view.superviewLink else { return nil }
      view = parent.takeUnretainedValue()
    }
  }

  /// Whether this view is a window: a stored field (a window sets it once its view is made), so the walks up the
  /// tree read it without a dynamic cast or a call.
  @exclusivity(unchecked) package final var isWindow = false

  open override var next: UIResponder? { viewControllerOwner ?? superview }

  /// Adds `view` as the front-most subview, removing it from its previous superview.
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts `view` among the subviews at `index`.
  open func insertSubview(_ view: UIView, at index: Int) {
    precondition(view !== self, "Can't add self as subview")
    if view.superview === self, let current = subviews.firstIndex(of: view) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(index, subviews.count))
      syncLayerOrder()
      return
    }
    let oldWindow = view.window
    let newWindow = window
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    view.willMove(toSuperview: self)
    if view.superview != nil { LayoutEngine.subtreeWillLeave(view) }
    view.detachFromSuperview()
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superviewLink = .passUnretained(self)
    layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: position)))
    if view.layoutItem.subtreeNeedsUpdateConstraints { markSubtreeNeedsUpdateConstraints() }
    hierarchyChanged()
    LayoutEngine.subtreeDidJoin(view)
    view.updateTraitsFromAncestors()
    view.didMoveToSuperview()
    didAddSubview(view)
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    setNeedsLayout()
    view.setNeedsLayout()
  }

  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = subviews.firstIndex(of: siblingSubview).map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: view.superview === self && (subviews.firstIndex(of: view) ?? 0) < index ? index - 1 : index)
  }

  /// Inserts `view` just below `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = subviews.firstIndex(of: siblingSubview) ?? 0
    insertSubview(view, at: view.superview === self && (subviews.firstIndex(of: view) ?? 0) < index ? index - 1 : index)
  }

  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count - 1)
  }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps two subviews' positions.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    subviews.swapAt(index1, index2)
    syncLayerOrder()
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    LayoutEngine.subtreeWillLeave(self)
    detachFromSuperview()
    parent.setNeedsLayout()
    updateTraitsFromAncestors()
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superviewLink = nil
    parent.hierarchyChanged()
    hierarchyChanged()
  }

  /// Subview layers come after any sublayers that are not view layers, in subview order.
  private func layerIndex(forSubviewAt index: Int) -> Int {
    let sublayers = layer.sublayers ?? []
    if index == 0 {
      // Just above the non-view sublayers that come before the first subview layer.
      if let next = subviews.dropFirst().first, let i = sublayers.firstIndex(where: { $0 === next.layer }) { return i }
      return sublayers.count
    }
    let previous = subviews[index - 1].layer
    // From the end: a view added last goes just above the last sublayer, found at once.
    return (sublayers.lastIndex { $0 === previous } ?? sublayers.count - 1) + 1
  }

  private func syncLayerOrder() {
    for (i, view) in subviews.enumerated() {
      view.layer.removeFromSuperlayer()
      layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: i)))
    }
  }

  /// Whether `view` is this view or one of its descendants.
  /// Makes the first responder resign if it is this view or one of its subviews (with `force`, even if it would
  /// rather not); returns whether it did.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else { return false }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    FirstResponder.current = nil
    responder.didResignFirstResponder()
    return true
  }

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// The view's tag, for `viewWithTag`.
  open var tag = 0

  /// The first view with `tag` in this view's subtree (depth first, self included).
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews { if let hit = view.viewWithTag(tag) { return hit } }
    return nil
  }

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to another superview (nil: removal).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to another superview.
  open func didMoveToSuperview() {}
  /// Called before the view moves to another window (nil: leaving its window).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to another window.
  open func didMoveToWindow() {}

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for view in subviews { view.notifyWillMove(toWindow: newWindow) }
  }

  private func notifyDidMoveToWindow() {
    if let window { applyScale(window.traitCollection.displayScale) }
    didMoveToWindow()
    viewControllerOwner?.rootViewWindowChanged()
    for view in subviews { view.notifyDidMoveToWindow() }
  }

  private func applyScale(_ scale: CGFloat) {
    guard scale > 0, layer.contentsScale != scale else { return }
    layer.contentsScale = scale
  }

  /// Structure changed under this view: constraints may need re-collecting.
  package func hierarchyChanged() {
    hierarchyVersion &+= 1
    superview?.hierarchyChanged()
  }
  package var hierarchyVersion = 0

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates. Writing the current value changes and invalidates nothing.
  open var frame: CGRect {
    get { layer.frame }
    set {
      guard newValue != layer.frame else { return }
      UIApplication.shared.animationEngine.viewWillChange(self)
      let oldSize = layer.bounds.size
      layer.frame = newValue
      geometryChanged(oldSize: oldSize)
    }
  }

  /// The view's own coordinate space: origin (scroll position) and size. Writing the current value changes nothing.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      guard newValue != layer.bounds else { return }
      UIApplication.shared.animationEngine.viewWillChange(self)
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      geometryChanged(oldSize: oldSize)
    }
  }

  /// The view's centre in its superview's coordinates. Writing the current value changes nothing.
  open var center: CGPoint {
    get { layer.position }
    set {
      guard newValue != layer.position else { return }
      UIApplication.shared.animationEngine.viewWillChange(self)
      layer.position = newValue
      geometryChanged(oldSize: bounds.size)
    }
  }

  /// The view's transform about its centre.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set {
      UIApplication.shared.animationEngine.viewWillChange(self)
      layer.setAffineTransform(newValue)
    }
  }

  private func geometryChanged(oldSize: CGSize) {
    if oldSize != bounds.size {
      setNeedsLayout()
      if contentMode == .redraw { setNeedsDisplay() }
      if oldSize.width != bounds.width { readableWidthChanged() }
      resizeSubviewsWithAutoresizingMasks(from: oldSize)
    }
    layoutItemGeometryChanged()
    safeAreaGeometryChanged()
  }

  /// Whether subviews are resized by their autoresizing masks when the bounds change.
  open var autoresizesSubviews = true
  /// How the view resizes with its superview.
  open var autoresizingMask: AutoresizingMask = []

  private func resizeSubviewsWithAutoresizingMasks(from oldSize: CGSize) {
    guard autoresizesSubviews, oldSize != .zero || !subviews.isEmpty else { return }
    let dw = bounds.width - oldSize.width
    let dh = bounds.height - oldSize.height
    for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
      view.frame = view.autoresized(view.frame, dw: dw, dh: dh, old: oldSize)
    }
  }

  private func autoresized(_ frame: CGRect, dw: CGFloat, dh: CGFloat, old: CGSize) -> CGRect {
    /// A size change shared among the flexible parts (leading margin, size, trailing margin) in proportion to
    /// their sizes (evenly when they have none): what the leading margin and the size get.
    func distribute(
      _ delta: CGFloat, _ flexible: (Bool, Bool, Bool), _ sizes: (CGFloat, CGFloat, CGFloat)
    ) -> (margin: CGFloat, size: CGFloat) {
      var total: CGFloat = 0
      var count = 0
      if flexible.0 { (total, count) = (total + sizes.0, count + 1) }
      if flexible.1 { (total, count) = (total + sizes.1, count + 1) }
      if flexible.2 { (total, count) = (total + sizes.2, count + 1) }
      guard count > 0 else { return (0, 0) }
      func share(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
        isFlexible ? (total > 0 ? delta * size / total : delta / CGFloat(count)) : 0
      }
      return (share(flexible.0, sizes.0), share(flexible.1, sizes.1))
    }
    let m = autoresizingMask
    let h = distribute(
      dw, (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)),
      (frame.minX, frame.width, old.width - frame.maxX))
    let v = distribute(
      dh, (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)),
      (frame.minY, frame.height, old.height - frame.maxY))
    return CGRect(
      x: frame.minX + h.margin, y: frame.minY + v.margin, width: frame.width + h.size, height: frame.height + v.size)
  }

  /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: (view ?? window)?.layer)
  }
  /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: (view ?? window)?.layer)
  }
  /// Converts a rectangle from this view's coordinates to `view`'s.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: (view ?? window)?.layer) }
  /// Converts a rectangle from `view`'s coordinates to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: (view ?? window)?.layer)
  }

  // MARK: Hit testing

  /// Whether `point` (in this view's coordinates) is inside the view: the default tests the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The front-most descendant (or self) containing `point` that takes touches: visible, interactive and not
  /// transparent (alpha above 0.01), as UIKit hit-tests.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
    for view in subviews.reversed() {
      if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  // MARK: Gesture recognizers

  /// The recognizers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      for r in attachedRecognizers { r.view = nil }
      attachedRecognizers = newValue ?? []
      for r in attachedRecognizers { r.view = self }
    }
  }
  private var attachedRecognizers: [UIGestureRecognizer] = []
  /// The interactions attached to the view (`addInteraction`).
  var attachedInteractions: [any UIInteraction] = []

  /// Attaches a recognizer (moving it from another view).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachedRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// Whether a recognizer attached here (or above) may begin; true by default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Appearance

  /// The color behind the view's content (nil: transparent); dynamic colors follow the view's traits.
  open var backgroundColor: UIColor? {
    willSet { UIApplication.shared.animationEngine.viewWillChange(self) }
    didSet { layer.backgroundColor = backgroundColor?.resolvedCGColor(traitCollection) }
  }
  /// The view's opacity, applied to its subviews as a group.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set {
      UIApplication.shared.animationEngine.viewWillChange(self)
      layer.opacity = Float(newValue)
    }
  }
  /// Whether the view and its subviews are not drawn (and not hit).
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      guard newValue != layer.isHidden else { return }
      layer.isHidden = newValue
      superview?.subviewVisibilityChanged(self)
    }
  }
  /// Called when a subview is shown or hidden (stack views collapse hidden arranged subviews).
  package func subviewVisibilityChanged(_ subview: UIView) {}
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// Whether the view is fully opaque (a drawing hint).
  open var isOpaque = true
  /// Whether the bounds are cleared before `draw(_:)`.
  open var clearsContextBeforeDrawing = true
  /// How the drawn content is placed when the bounds change.
  open var contentMode: ContentMode = .scaleToFill {
    didSet { layer.contentsGravity = contentMode.gravity }
  }
  /// Whether the view takes touches (Input issue).
  open var isUserInteractionEnabled = true
  /// Whether the view takes more than one touch at once.
  open var isMultipleTouchEnabled = false

  // MARK: Tint

  private var ownTintColor: UIColor?
  /// Whether this view is a class's appearance proxy (what is set on it is recorded for the class's views).
  package var isAppearanceProxy = false
  /// The tint of the view: its own, else its superview's, else system blue.
  open var tintColor: UIColor! {
    get {
      var view: UIView? = self
      while let current = view {
        if let tint = current.ownTintColor {
          return current.effectiveTintAdjustmentMode == .dimmed ? UIColor.systemGray : tint
        }
        view = current.superview
      }
      return effectiveTintAdjustmentMode == .dimmed ? .systemGray : .systemBlue
    }
    set {
      if isAppearanceProxy { AppearanceProxy.record(self, "tintColor") { $0.tintColor = newValue } }
      ownTintColor = newValue
      propagateTintChange()
    }
  }
  /// Whether the tint is dimmed (e.g. behind a presented sheet).
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
    didSet { if tintAdjustmentMode != oldValue { propagateTintChange() } }
  }
  private var effectiveTintAdjustmentMode: TintAdjustmentMode {
    var view: UIView? = self
    while let current = view {
      if current.tintAdjustmentMode != .automatic { return current.tintAdjustmentMode }
      view = current.superview
    }
    return .normal
  }
  /// Called when the tint (own or inherited) changed.
  open func tintColorDidChange() {}

  package func propagateTintChange() {
    tintColorDidChange()
    for view in subviews where view.ownTintColor == nil && view.tintAdjustmentMode == .automatic {
      view.propagateTintChange()
    }
  }

  // MARK: Drawing

  /// Marks the whole view as needing `draw(_:)` before the next frame.
  open func setNeedsDisplay() {
    if UIView.mayDraw(type(of: self)) { layer.setNeedsDisplay() }
  }
  /// Marks part of the view as needing `draw(_:)`: only that part is redrawn (clipped) and composited again.
  open func setNeedsDisplay(_ rect: CGRect) {
    if UIView.mayDraw(type(of: self)) { layer.setNeedsDisplay(rect) }
  }

  /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in bounds coordinates.
  ///
  /// The default draws nothing; a view class that does not override it gets no backing store.
  open func draw(_ rect: CGRect) {
    UIView.markNonDrawing(type(of: self))
  }

  private static var drawingClasses: [ObjectIdentifier: Bool] = [:]

  /// Whether views of `type` may draw (unknown until one has drawn once).
  static func mayDraw(_ type: UIView.Type) -> Bool { drawingClasses[ObjectIdentifier(type)] ?? true }

  private static func markNonDrawing(_ type: UIView.Type) { drawingClasses[ObjectIdentifier(type)] = false }

  public func display(_ layer: CALayer) {
    guard UIView.mayDraw(type(of: self)) else { return }
    layer.displayIntoBackingStore()
    if !UIView.mayDraw(type(of: self)) { layer.contents = nil }
  }

  /// Draws with the view's traits current (dynamic colors resolve for it), as UIKit does; they are current only
  /// while the view draws.
  public func draw(_ layer: CALayer, in ctx: CGContext) {
    traitCollection.performAsCurrent {
      GraphicsContextStack.with(ctx) { draw(layer.displayingRect ?? bounds) }
    }
  }

  public func layoutSublayers(of layer: CALayer) {}

  /// Draws the view's hierarchy into the current context at `rect` (scaled to fit it).
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterUpdates { layoutIfNeeded() }
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / max(bounds.width, 1e-6), y: rect.height / max(bounds.height, 1e-6))
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    layer.render(in: context)
    context.restoreGState()
    return true
  }

  // MARK: Traits

  private var cachedTraits: UITraitCollection?
  /// Forces light or dark appearance for this view and its subviews.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { updateTraitsFromAncestors() } }
  }

  /// The view's traits: its superview's (or its controller's, or the screen's) with its own overrides.
  open var traitCollection: UITraitCollection {
    if let cachedTraits { return cachedTraits }
    let computed = computeTraits()
    cachedTraits = computed
    return computed
  }

  package func computeTraits() -> UITraitCollection {
    var base: UITraitCollection
    if let controller = viewControllerOwner, let parentTraits = controller.traitsForRootView {
      base = parentTraits
    } else if let superview {
      base = superview.traitCollection
    } else {
      base = inheritedRootTraits
    }
    if let traitOverrides { base = base.overlaid(with: traitOverrides) }
    if overrideUserInterfaceStyle != .unspecified { base = base.with(style: overrideUserInterfaceStyle) }
    // A forced direction is this view's and its subviews' layout direction (UIKit reports it in the traits).
    switch semanticContentAttribute {
    case .forceRightToLeft where base.layoutDirection != .rightToLeft:
      base = base.overlaid(with: UITraitCollection(layoutDirection: .rightToLeft))
    case .forceLeftToRight where base.layoutDirection != .leftToRight:
      base = base.overlaid(with: UITraitCollection(layoutDirection: .leftToRight))
    default: break
    }
    return base
  }

  /// How the view's content follows the layout direction (`.forceRightToLeft` mirrors it, and its subviews).
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      updateTraitsFromAncestors()
      engine?.layoutDirectionChanged(in: self)
      setNeedsLayout()
    }
  }

  /// Traits this view imposes on itself and its subviews (presentation containers narrow popovers to compact).
  package var traitOverrides: UITraitCollection? {
    didSet { updateTraitsFromAncestors() }
  }

  /// Traits of a view with no superview: the app's screen's (windows narrow them for their own size).
  package var inheritedRootTraits: UITraitCollection {
    UIApplication.existing?.screen.traitCollection ?? UITraitCollection.screen(.default)
  }

  /// Recomputes traits here and below, calling `traitCollectionDidChange` where they changed.
  package func updateTraitsFromAncestors() {
    let previous = cachedTraits
    cachedTraits = nil
    let current = traitCollection
    if let previous, previous == current { return }
    if current.displayScale > 0 && window != nil { applyScale(current.displayScale) }
    if let previous, previous.hasDifferentColorAppearance(comparedTo: current) || previous != current {
      traitsDidChange(from: previous)
    } else if previous == nil {
      refreshResolvedColors()
    }
    for view in subviews { view.updateTraitsFromAncestors() }
  }

  private func traitsDidChange(from previous: UITraitCollection) {
    if traitCollection.displayScale != previous.displayScale { UIView.safeAreaInputsChanged() }
    refreshResolvedColors()
    traitCollectionDidChange(previous)
    traitChangeRegistry.notify(self, previous: previous, current: traitCollection)
    if let controller = viewControllerOwner {
      controller.traitCollectionDidChange(previous)
      controller.traitChangeRegistry.notify(controller, previous: previous, current: traitCollection)
    }
  }

  /// Re-resolves dynamic colors for the current traits.
  open func refreshResolvedColors() {
    if let backgroundColor { layer.backgroundColor = backgroundColor.resolvedCGColor(traitCollection) }
    if UIView.mayDraw(type(of: self)) && (layer.contents != nil || layer.hasInPlaceContent) { layer.setNeedsDisplay() }
  }

  /// Called after the traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  package var traitChangeRegistry = TraitChangeRegistry()

  // MARK: Accessibility

  /// Whether assistive technologies see this view as one element.
  open var isAccessibilityElement = false
  /// A short description of the element.
  open var accessibilityLabel: String?
  /// A hint of what activating the element does.
  open var accessibilityHint: String?
  /// The element's value (e.g. a slider's position).
  open var accessibilityValue: String?
  /// The element's traits.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// Elements inside this view, in reading order (nil: the subviews).
  open var accessibilityElements: [Any]?
  /// Whether the element is hidden from assistive technologies.
  open var accessibilityElementsHidden = false
  private var assignedAccessibilityFrame: CGRect?
  /// The element's frame in window coordinates (the view's frame unless set).
  open var accessibilityFrame: CGRect {
    get { assignedAccessibilityFrame ?? convert(bounds, to: nil) }
    set { assignedAccessibilityFrame = newValue }
  }

  // MARK: Layout state (see UIView+Layout)

  @exclusivity(unchecked) package final var needsLayoutFlag = true
  @exclusivity(unchecked) package final var subtreeNeedsLayout = true
  package var layoutItem: LayoutItemState = LayoutItemState()

  // MARK: - Layout (Auto Layout engine in Layout/LayoutEngine.swift)

  // MARK: Hierarchy helpers

  package var rootView: UIView {
    unowned(unsafe) var view = self
    while let parent = view.superviewLink { view = parent.takeUnretainedValue() }
    return view
  }

  package func forEachInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for view in subviews { view.forEachInSubtree(body) }
  }

  package func forEachLayoutGuide(_ body: (UILayoutGuide) -> Void) {
    let state = layoutItem
    for guide in [state.marginsGuide, state.safeAreaGuide, state.readableGuide, state.keyboardGuide].compactMap({ $0 })
      + state.guides
    {
      body(guide)
    }
  }

  package func closestCommonAncestor(with other: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var view: UIView? = self
    while let v = view {
      ancestors.insert(ObjectIdentifier(v))
      view = v.superview
    }
    view = other
    while let v = view {
      if ancestors.contains(ObjectIdentifier(v)) { return v }
      view = v.superview
    }
    return nil
  }

  private var engine: LayoutEngine? { LayoutEngine.rootEngine(for: self, create: false) }

  // MARK: Layout pass

  /// Marks the view as needing `layoutSubviews` before the next frame.
  open func setNeedsLayout() {
    needsLayoutFlag = true
    layer.setNeedsLayout()
    // Marks the path up to the first ancestor already marked, and finds the root, retaining nothing.
    subtreeNeedsLayout = true
    var marking = true
    // Up the superview links reading only stored fields (no retain, release or call per step).
    unowned(unsafe) var view = self
    while let parent = view.superviewLink {
      view = parent.takeUnretainedValue()
      if marking {
        marking = !view.subtreeNeedsLayout
        view.subtreeNeedsLayout = true
      }
    }
    // A change in a window's tree is drawn at the next commit.
    if view.isWindow { UIApplication.shared.requestCommit() }
  }

  /// Lays out the views that need it now: Auto Layout is solved, then `layoutSubviews` runs top-down.
  open func layoutIfNeeded() {
    let root = rootView
    root.updateConstraintsIfNeeded()
    root.layoutItem.engine?.propagateSolution()
    // Layout starts at the topmost ancestor that needs it, as on iOS, below any ancestor laying out now: one that
    // asked again during its own layoutSubviews (a cell measured while its table places it) lays out in its next
    // pass, never inside the current one (which would recurse without end).
    var start: UIView = self
    var view = superview
    while let v = view, !v.isLayingOutSubviews {
      if v.needsLayoutFlag { start = v }
      view = v.superview
    }
    if isLayingOutSubviews { return }
    // A pass can invalidate views already laid out (a wrapping label's height follows its new width):
    // repeat until nothing more needs layout, a few times at most.
    for _ in 0..<8 {
      start.layoutSubtree()
      root.layoutItem.engine?.propagateSolution()
      guard start.subtreeNeedsLayout || start.needsLayoutFlag else { break }
    }
  }

  /// Whether this view's `layoutSubviews` is running now (a nested `layoutIfNeeded` does not start it again).
  private var isLayingOutSubviews = false

  package func layoutSubtree() {
    guard subtreeNeedsLayout || needsLayoutFlag else { return }
    if needsLayoutFlag {
      needsLayoutFlag = false
      updateSafeAreaAndMargins()
      viewControllerOwner?.viewWillLayoutSubviews()
      isLayingOutSubviews = true
      layoutSubviews()
      isLayingOutSubviews = false
      viewControllerOwner?.viewDidLayoutSubviews()
      rootView.layoutItem.engine?.propagateSolution()
    }
    subtreeNeedsLayout = false
    for view in subviews { view.layoutSubtree() }
  }

  /// Lays out the subviews; the default applies Auto Layout's frames to subviews that use constraints.
  open func layoutSubviews() {
    engine?.applyFrames(toSubviewsOf: self)
  }

  package func setFrameFromEngine(_ frame: CGRect) {
    layoutItem.settingFrameFromEngine = true
    self.frame = frame
    layoutItem.settingFrameFromEngine = false
  }

  package func layoutItemGeometryChanged() {
    guard !layoutItem.settingFrameFromEngine, let engine else { return }
    engine.frameChanged(self)
  }

  // MARK: Sizing

  /// The size that best fits `size` (default: the current size).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits` of its current size.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The natural size of the content (`noIntrinsicMetric` where there is none).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// Tells Auto Layout the intrinsic size changed.
  open func invalidateIntrinsicContentSize() {
    engine?.intrinsicContentChanged(self)
    (superview ?? self).setNeedsLayout()
    superview?.subviewIntrinsicContentSizeDidChange(self)
  }

  /// Called when a subview's intrinsic size changed (stack views re-measure).
  package func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

  /// Distance from the top to the first baseline (views without text: the bottom).
  package var firstBaselineOffsetFromTop: CGFloat {
    forFirstBaselineLayout === self
      ? firstBaselineOffset(forHeight: bounds.height)
      : forFirstBaselineLayout.frame.minY + forFirstBaselineLayout.firstBaselineOffsetFromTop
  }
  /// The first baseline's distance from the top at a height (views without text: the bottom).
  package func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat { height }
  /// Distance from the last baseline to the bottom (views without text: 0).
  package var lastBaselineOffsetFromBottom: CGFloat {
    forLastBaselineLayout === self
      ? 0 : bounds.height - (forLastBaselineLayout.frame.maxY - forLastBaselineLayout.lastBaselineOffsetFromBottom)
  }
  /// The view whose first baseline this view's first baseline is.
  open var forFirstBaselineLayout: UIView { self }
  /// The view whose last baseline this view's last baseline is.
  open var forLastBaselineLayout: UIView { self }

  /// The size satisfying the view's constraints that is closest to `targetSize` (required priority).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size satisfying the view's constraints closest to `targetSize`, each axis held with a priority.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  // MARK: Constraints

  /// Whether the frame and autoresizing mask become constraints (true for views made in code).
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutItem.translatesAutoresizingMask }
    set {
      guard newValue != layoutItem.translatesAutoresizingMask else { return }
      layoutItem.translatesAutoresizingMask = newValue
      engine?.translationChanged(self)
      (superview ?? self).setNeedsLayout()
    }
  }

  /// The constraints installed on this view.
  open var constraints: [NSLayoutConstraint] { layoutItem.installed }
  /// Activates a constraint (installing it on the items' common ancestor).
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  /// Activates constraints.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  /// Deactivates a constraint.
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  /// Deactivates constraints.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  /// How strongly the view resists growing beyond its intrinsic size.
  open func contentHuggingPriority(for axis: NSLayoutConstraintAxis) -> UILayoutPriority {
    axis == .horizontal ? layoutItem.hugging.h : layoutItem.hugging.v
  }
  /// Sets the hugging priority of an axis.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraintAxis) {
    if axis == .horizontal { layoutItem.hugging.h = priority } else { layoutItem.hugging.v = priority }
    engine?.intrinsicContentChanged(self)
  }
  /// How strongly the view resists shrinking below its intrinsic size.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraintAxis) -> UILayoutPriority {
    axis == .horizontal ? layoutItem.compression.h : layoutItem.compression.v
  }
  /// Sets the compression resistance priority of an axis.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraintAxis) {
    if axis == .horizontal { layoutItem.compression.h = priority } else { layoutItem.compression.v = priority }
    engine?.intrinsicContentChanged(self)
  }

  /// Marks the view's constraints as needing `updateConstraints`.
  open func setNeedsUpdateConstraints() {
    layoutItem.needsUpdateConstraints = true
    markSubtreeNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// Marks this view and its ancestors as having `updateConstraints` pending below them.
  private func markSubtreeNeedsUpdateConstraints() {
    var view: UIView? = self
    while let v = view, !v.layoutItem.subtreeNeedsUpdateConstraints || v === self {
      v.layoutItem.subtreeNeedsUpdateConstraints = true
      view = v.superview
    }
  }
  /// Whether `updateConstraints` is pending.
  open func needsUpdateConstraints() -> Bool { layoutItem.needsUpdateConstraints }
  /// Runs `updateConstraints` where pending in this subtree, bottom-up.
  open func updateConstraintsIfNeeded() {
    // Subtrees with nothing pending are skipped: a layout pass does not walk the whole window.
    guard layoutItem.subtreeNeedsUpdateConstraints else { return }
    layoutItem.subtreeNeedsUpdateConstraints = false
    for view in subviews { view.updateConstraintsIfNeeded() }
    if layoutItem.needsUpdateConstraints {
      layoutItem.needsUpdateConstraints = false
      updateConstraints()
    }
  }
  /// Updates the view's constraints; overrides must call super last.
  open func updateConstraints() {}

  // MARK: Anchors

  private var anchorSet: AnchorSet {
    if let anchors = layoutItem.anchors { return anchors }
    let created = AnchorSet(self)
    layoutItem.anchors = created
    return created
  }
  open var leadingAnchor: NSLayoutXAxisAnchor { anchorSet.leading }
  open var trailingAnchor: NSLayoutXAxisAnchor { anchorSet.trailing }
  open var leftAnchor: NSLayoutXAxisAnchor { anchorSet.left }
  open var rightAnchor: NSLayoutXAxisAnchor { anchorSet.right }
  open var topAnchor: NSLayoutYAxisAnchor { anchorSet.top }
  open var bottomAnchor: NSLayoutYAxisAnchor { anchorSet.bottom }
  open var widthAnchor: NSLayoutDimension { anchorSet.width }
  open var heightAnchor: NSLayoutDimension { anchorSet.height }
  open var centerXAnchor: NSLayoutXAxisAnchor { anchorSet.centerX }
  open var centerYAnchor: NSLayoutYAxisAnchor { anchorSet.centerY }
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.firstBaseline }
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.lastBaseline }

  // MARK: Guides

  /// Adds a layout guide owned by this view.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    layoutItem.guides.append(layoutGuide)
  }
  /// Removes a layout guide.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutItem.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }
  /// The guides added with `addLayoutGuide`.
  open var layoutGuides: [UILayoutGuide] { layoutItem.guides }

  /// The view's bounds inset by its layout margins.
  open var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutItem.marginsGuide { return guide }
    let guide = UILayoutGuide(kind: .margins, owner: self)
    layoutItem.marginsGuide = guide
    return guide
  }
  /// The part of the view not covered by bars, the status bar, the home indicator or the screen's corners.
  open var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layoutItem.safeAreaGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, owner: self)
    layoutItem.safeAreaGuide = guide
    return guide
  }
  /// The space the keyboard takes in the view: from the keyboard's top to the view's bottom while it is shown, the
  /// bottom safe area while it is hidden (iOS 15). Constrain content's bottom to its `topAnchor` to keep it above
  /// the keyboard.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = layoutItem.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide(owner: self)
    layoutItem.keyboardGuide = guide
    UIApplication.shared.keyboard.track(self)
    return guide
  }

  /// The keyboard showed or hid: a keyboard layout guide follows it.
  package func keyboardFrameDidChange() {
    engine?.guidesChanged(self)
    setNeedsLayout()
  }

  /// A width of comfortable line length inside the margins.
  open var readableContentGuide: UILayoutGuide {
    if let guide = layoutItem.readableGuide { return guide }
    let guide = UILayoutGuide(kind: .readable, owner: self)
    layoutItem.readableGuide = guide
    return guide
  }

  // MARK: Margins and safe area

  /// The default spacing to use inside the view's edges (8 points each side unless set).
  open var layoutMargins: UIEdgeInsets {
    get { layoutItem.layoutMargins }
    set {
      // Setting the margins they already have changes nothing (no re-layout of the subtree).
      guard newValue != layoutItem.layoutMargins || !layoutItem.marginsSet else { return }
      layoutItem.layoutMargins = newValue
      layoutItem.marginsSet = true
      marginsChanged()
    }
  }
  /// The layout margins with leading and trailing edges.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return isRightToLeft
        ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set {
      // Leading is the right side when laying out right to left.
      let (left, right) = isRightToLeft ? (newValue.trailing, newValue.leading) : (newValue.leading, newValue.trailing)
      layoutMargins = UIEdgeInsets(top: newValue.top, left: left, bottom: newValue.bottom, right: right)
    }
  }
  /// Whether the superview's margins also apply where they overlap this view.
  open var preservesSuperviewLayoutMargins: Bool {
    get { layoutItem.preservesSuperviewMargins }
    set {
      layoutItem.preservesSuperviewMargins = newValue
      marginsChanged()
    }
  }
  /// Whether the margins are measured from the safe area rather than the bounds.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutItem.insetsMarginsFromSafeArea }
    set {
      layoutItem.insetsMarginsFromSafeArea = newValue
      marginsChanged()
    }
  }

  /// Whether the margins grow by the safe area's top and bottom too (a list's cells and their content views only
  /// by its sides, as on iOS: a row under the status bar keeps its content where it is).
  package var marginsFollowVerticalSafeArea: Bool { true }

  /// Called after the layout margins changed.
  open func layoutMarginsDidChange() {}
  /// Called after the safe area changed.
  open func safeAreaInsetsDidChange() {}

  private func marginsChanged() {
    layoutMarginsDidChange()
    engine?.guidesChanged(self)
    setNeedsLayout()
    for view in subviews where view.preservesSuperviewLayoutMargins { view.marginsChanged() }
  }

  /// The margins in effect: own margins (root views of controllers: the system minimum), plus the safe area when
  /// insetting from it, widened to the superview's margins where preserved.
  package var effectiveLayoutMargins: UIEdgeInsets { effectiveLayoutMargins(safeArea: nil) }

  /// The margins, given the safe area insets when the caller has just read them (nil: read them).
  private func effectiveLayoutMargins(safeArea: UIEdgeInsets?) -> UIEdgeInsets {
    var m = viewControllerOwner?.rootViewLayoutMargins(for: self) ?? layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let s = safeArea ?? safeAreaInsets
      let vertical: CGFloat = marginsFollowVerticalSafeArea ? 1 : 0
      m = UIEdgeInsets(
        top: m.top + s.top * vertical, left: m.left + s.left, bottom: m.bottom + s.bottom * vertical,
        right: m.right + s.right)
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      let pm = parent.bounds.inset(by: parent.effectiveLayoutMargins)
      let own = parent.convert(pm, to: self)
      m = UIEdgeInsets(
        top: max(m.top, own.minY - bounds.minY), left: max(m.left, own.minX - bounds.minX),
        bottom: max(m.bottom, bounds.maxY - own.maxY), right: max(m.right, bounds.maxX - own.maxX))
    }
    return m
  }

  /// The distances from the bounds to the safe area: the window's unsafe regions (status bar, home indicator,
  /// rounded corners) and bars or additional insets of containing view controllers.
  open var safeAreaInsets: UIEdgeInsets { memoized(&safeAreaMemo) { computedSafeAreaInsets } }

  /// A value of the safe area computed at a geometry tick: it holds while no layer from this view's up to the
  /// window's moves, and no other input of any safe area changes (`safeAreaInputsChanged()`).
  private struct SafeAreaMemo<Value> {
    var tick: UInt64
    var inputs: UInt64
    var value: Value
  }
  @exclusivity(unchecked) private var safeAreaMemo: SafeAreaMemo<UIEdgeInsets>?

  /// The memoized value while it holds, else `compute()`'s, kept.
  private func memoized<Value>(_ memo: inout SafeAreaMemo<Value>?, _ compute: () -> Value) -> Value {
    if let memo, memo.inputs == UIView.safeAreaInputs, layer.geometryUnchanged(since: memo.tick) { return memo.value }
    let tick = CALayer.geometryTick
    let value = compute()
    memo = SafeAreaMemo(tick: tick, inputs: UIView.safeAreaInputs, value: value)
    return value
  }
  /// Counts changes of what safe areas read besides layer geometry: view controllers' additional and bar insets,
  /// which views are controllers' roots, scroll views' content size, inset and adjustment, screens and scales.
  private static var safeAreaInputs: UInt64 = 0
  /// Records that an input of safe areas other than layer geometry changed: every safe area is computed again.
  package static func safeAreaInputsChanged() { safeAreaInputs &+= 1 }

  /// Counts safe-area computations (for tests of the memo).
  package static var safeAreaComputations = 0

  private var computedSafeAreaInsets: UIEdgeInsets {
    UIView.safeAreaComputations += 1
    guard let area = safeAreaRegion else { return .zero }
    // Content of a scroll view that insets its content by the safe area has no safe area along those axes.
    let adjusted = area.adjusted
    if adjusted.vertical && adjusted.horizontal { return .zero }
    let (safe, screen) = (area.safe, area.window)
    let b = bounds
    // An edge past the window's edge (a tall view in a scroll view) is off screen: no inset there.
    let scale = max(traitCollection.displayScale, 1)
    func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
    func inset(_ value: CGFloat, _ limit: CGFloat, offScreen: Bool) -> CGFloat {
      offScreen ? 0 : snap(max(0, min(value, limit)))
    }
    let vertical = !adjusted.vertical
    let horizontal = !adjusted.horizontal
    return UIEdgeInsets(
      top: vertical ? inset(safe.minY - b.minY, b.height, offScreen: b.minY < screen.minY - 0.5) : 0,
      left: horizontal ? inset(safe.minX - b.minX, b.width, offScreen: b.minX < screen.minX - 0.5) : 0,
      bottom: vertical ? inset(b.maxY - safe.maxY, b.height, offScreen: b.maxY > screen.maxY + 0.5) : 0,
      right: horizontal ? inset(b.maxX - safe.maxX, b.width, offScreen: b.maxX > screen.maxX + 0.5) : 0)
  }

  /// Where a view's safe area comes from, in its own coordinates: the safe rectangle (the window's bounds less the
  /// device's unsafe regions, narrowed by each view controller on the way down: bars, additional insets), the
  /// window's bounds, and the axes along which an enclosing scroll view insets its content instead.
  struct SafeAreaRegion {
    var safe: CGRect
    var window: CGRect
    var adjusted: (vertical: Bool, horizontal: Bool)
  }

  /// This view's safe-area region, made from its superview's in one step (each view's is memoized like its insets,
  /// so a subtree costs one step per view, not a walk up to the window from each); nil off a window, or where a
  /// controller's view lies outside its parent's safe region.
  private var safeAreaRegion: SafeAreaRegion? { memoized(&safeAreaRegionMemo) { computedSafeAreaRegion } }
  @exclusivity(unchecked) private var safeAreaRegionMemo: SafeAreaMemo<SafeAreaRegion?>?

  private var computedSafeAreaRegion: SafeAreaRegion? {
    if isWindow, let window = self as? UIWindow {
      let (safe, bounds) = window.unsafeRegionsRemoved
      return SafeAreaRegion(safe: safe, window: bounds, adjusted: (false, false))
    }
    guard let parent = superview, let inherited = parent.safeAreaRegion else { return nil }
    // From the superview's coordinates into this view's (one step when the layers nest as the views do).
    let toSelf =
      layer.superlayer === parent.layer ? layer.transformToSuperlayer.inverted() : parent.layer.transform(to: layer)
    var region = SafeAreaRegion(
      safe: inherited.safe.applying(toSelf), window: inherited.window.applying(toSelf),
      adjusted: parent.contentSafeAreaAdjustment ?? inherited.adjusted)
    // A controller's view narrows the safe region by its additional insets (and bars).
    if let controller = viewControllerOwner {
      let frame = bounds
      let extra = controller.totalAdditionalSafeAreaInsets
      let kept = region.safe.intersection(frame)
      if kept.isNull { return nil }
      // Additional insets add to the insets the controller's view inherits.
      region.safe = frame.inset(
        by: UIEdgeInsets(
          top: kept.minY - frame.minY + extra.top, left: kept.minX - frame.minX + extra.left,
          bottom: frame.maxY - kept.maxY + extra.bottom, right: frame.maxX - kept.maxX + extra.right))
    }
    return region
  }

  /// For a view that insets its content by the safe area (a scroll view), the axes it does so along; nil for
  /// other views.
  package var contentSafeAreaAdjustment: (vertical: Bool, horizontal: Bool)? { nil }

  /// The readable content area: the margins area, at most 672 points wide, centred.
  package var readableFrame: CGRect {
    let margins = bounds.inset(by: effectiveLayoutMargins)
    let width = min(margins.width, 672)
    return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
  }

  /// Whether `layoutMargins` was set explicitly.
  package var layoutMarginsWereSet: Bool { layoutItem.marginsSet }

  package func readableWidthChanged() { engine?.guidesChanged(self) }
  /// Guides this view places itself moved: Auto Layout takes their new rectangles.
  package func providedGuidesChanged() { engine?.guidesChanged(self) }

  /// The view moved or resized: when its safe area changed with it, its subviews lay out again (their safe areas
  /// follow); a move that keeps the safe area (anywhere inside the window's safe region) invalidates nothing.
  package func safeAreaGeometryChanged() {
    guard !subviews.isEmpty else { return }
    let insets = safeAreaInsets
    guard layoutItem.safeAreaForSubviews != insets else { return }
    layoutItem.safeAreaForSubviews = insets
    for view in subviews { view.setNeedsLayout() }
  }

  /// Recomputes the safe area and margins; calls the change methods and moves the guides when they changed.
  package func updateSafeAreaAndMargins() {
    let safe = safeAreaInsets
    // The subviews lay out (after this view) for this safe area.
    layoutItem.safeAreaForSubviews = safe
    // The margins read the same safe area unless a change method ran (it may move things).
    var unchangedSafeArea: UIEdgeInsets? = safe
    if layoutItem.lastSafeAreaInsets != safe {
      unchangedSafeArea = nil
      let first = layoutItem.lastSafeAreaInsets == nil
      layoutItem.lastSafeAreaInsets = safe
      if !first || safe != .zero {
        safeAreaInsetsDidChange()
        viewControllerOwner?.viewSafeAreaInsetsDidChange()
      }
      for view in subviews { view.setNeedsLayout() }
      engine?.guidesChanged(self)
    }
    let margins = effectiveLayoutMargins(safeArea: unchangedSafeArea)
    if layoutItem.lastMargins != margins {
      let first = layoutItem.lastMargins == nil
      layoutItem.lastMargins = margins
      if !first { layoutMarginsDidChange() }
      engine?.guidesChanged(self)
    }
  }
}

extension UIView {
  /// Adds a subview that only draws for its owner (a text view's text, a picker wheel's rows): it takes no
  /// touches, is transparent and redraws when resized.
  func addDrawingCanvas(_ canvas: UIView) {
    canvas.isUserInteractionEnabled = false
    canvas.isOpaque = false
    canvas.contentMode = .redraw
    addSubview(canvas)
  }
}
