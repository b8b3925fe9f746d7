import Foundation

/// The methods a layer's delegate may implement; each default does what Core Animation does when the method is
/// absent.
///
/// Linux: without the Objective-C runtime an unimplemented optional method cannot be detected, so the protocol
/// extension supplies that behaviour. Delegates are main-actor objects (views); a layer with a delegate is used on
/// the main thread.
@MainActor @preconcurrency public protocol CALayerDelegate: AnyObject {
  /// Fills the layer's backing store; the default creates it and calls `draw(_:in:)`.
  func display(_ layer: CALayer)
  /// Draws the layer's content into `ctx` (bounds coordinates, y-down); the default draws nothing.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Lays out the layer's sublayers; the default does nothing.
  func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
  public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layoutSublayers(of layer: CALayer) {}
}

/// An object that manages image-based content and the geometry, appearance and hierarchy it is drawn with.
///
/// Linux: property changes apply at once (no implicit animations yet); a `Compositor` draws the tree, redrawing
/// only the rectangles that changed.
open class CALayer {
  // MARK: Hierarchy

  /// The layer's parent.
  ///
  /// Held without a weak reference (the parent's sublayers hold the layer; a parent that goes clears it): a weak
  /// reference would put every layer's retains and releases on the runtime's slow path.
  public var superlayer: CALayer? { parentLink?.takeUnretainedValue() }
  /// The parent, unretained: walks up the tree (invalidation, conversions) read it without retaining anything.
  @exclusivity(unchecked) private var parentLink: Unmanaged<CALayer>?
  @exclusivity(unchecked) private var _sublayers: [CALayer] = []

  /// The layer's children, back to front (before `zPosition` ordering).
  open var sublayers: [CALayer]? {
    get { _sublayers.isEmpty ? nil : _sublayers }
    set {
      for layer in _sublayers { layer.detach() }
      _sublayers = []
      for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(_sublayers.count)) }
    }
  }

  /// The object that draws and lays out the layer for a view (held weakly).
  open var delegate: (any CALayerDelegate)? {
    get { owningView ?? assignedDelegate }
    set {
      owningView = nil
      assignedDelegate = newValue
    }
  }
  @exclusivity(unchecked) private weak var assignedDelegate: (any CALayerDelegate)?
  /// The view this layer draws (the delegate a view sets for its own layer), held without a weak reference: the
  /// view owns the layer and clears this when it goes.
  @exclusivity(unchecked) package unowned(unsafe) var owningView: (any CALayerDelegate)?
  /// A name for debugging and lookup.
  open var name: String?

  /// Creates a layer with default property values.
  ///
  /// Linux: `required`, so that `UIView.layerClass` can create layers of any CALayer subclass.
  public required init() {}

  deinit {
    // What the runtime's weak references would do: sublayers and a mask outliving the layer lose it.
    for child in _sublayers where child.parentLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
      child.parentLink = nil
    }
    if let mask, mask.maskOwner === self { mask.maskOwner = nil }
  }

  /// Appends `layer` as the front-most child, removing it from its previous parent.
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(_sublayers.count)) }

  /// Inserts `layer` among the children at `index`.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    precondition(layer !== self, "a layer cannot be its own sublayer")
    layer.removeFromSuperlayer()
    _sublayers.insert(layer, at: min(Int(index), _sublayers.count))
    layer.parentLink = .passUnretained(self)
    layer.geometryChanged()
    layer.invalidate(.subtree)
  }

  /// Inserts `layer` just below `sibling`.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling`.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? _sublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces the child `oldLayer` with `newLayer`.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Detaches the layer from its parent.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent._sublayers.removeAll { $0 === self }
    detach()
  }

  private func detach() {
    guard let parent = superlayer else { return }
    // What the layer covered on screen must be repainted without it.
    if !record.subtreeRect.isNull { parent.removedDamage.append(record.subtreeRect) }
    parent.invalidate(.descendant)
    parentLink = nil
    geometryChanged()
    record = CompositeRecord()
  }

  /// Counts geometry changes of all layers (each change takes the next tick): a value computed from layer geometry
  /// at a tick holds while no layer on its path to the root changes after it (`geometryUnchanged(since:)`).
  nonisolated(unsafe) package private(set) static var geometryTick: UInt64 = 0
  /// The tick of this layer's last change of position, bounds, anchor point, transform or superlayer.
  @exclusivity(unchecked) private var geometryStamp: UInt64 = 0

  private func geometryChanged() {
    CALayer.geometryTick &+= 1
    geometryStamp = CALayer.geometryTick
  }

  /// Whether neither this layer nor any of its ancestors changed geometry after `tick`: its placement in the root
  /// is as it was then.
  package func geometryUnchanged(since tick: UInt64) -> Bool {
    if geometryStamp > tick { return false }
    var link = parentLink
    while let current = link {
      guard let next = current._withUnsafeGuaranteedRef({ $0.geometryStamp > tick ? nil : .some($0.parentLink) })
      else { return false }
      link = next
    }
    return true
  }

  // MARK: Geometry

  /// The layer's own coordinate space: origin and size.
  @exclusivity(unchecked) open var bounds: CGRect = .zero {
    willSet { LayerGeometry.check(newValue, "bounds") }
    didSet {
      guard bounds != oldValue else { return }
      assignedFrame = nil
      geometryChanged()
      invalidate(.subtree)
      if bounds.size != oldValue.size {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        setNeedsLayout()
      }
    }
  }
  /// Where the anchor point sits in the superlayer's coordinates.
  @exclusivity(unchecked) open var position: CGPoint = .zero {
    willSet { LayerGeometry.check(newValue, "position") }
    didSet {
      guard position != oldValue else { return }
      assignedFrame = nil
      geometryChanged()
      invalidate(.subtree)
    }
  }
  /// The point of the bounds (unit coordinates) placed at `position` and transformed about.
  @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    willSet { LayerGeometry.check(newValue, "anchorPoint") }
    didSet {
      guard anchorPoint != oldValue else { return }
      assignedFrame = nil
      geometryChanged()
      invalidate(.subtree)
    }
  }
  /// The drawing order among siblings: higher is in front.
  @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
    didSet { if zPosition != oldValue { superlayer?.invalidate(.subtree) } }
  }
  /// The layer's transform about its anchor point.
  @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
    willSet { LayerGeometry.check(newValue) }
    didSet {
      guard transform != oldValue else { return }
      assignedFrame = nil
      geometryChanged()
      invalidate(.subtree)
    }
  }
  /// Whether the content drawn by `draw(in:)` is redrawn when the bounds change size.
  open var needsDisplayOnBoundsChange = false

  /// The layer's affine transform.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  /// Sets the layer's transform to an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// The layer's rectangle in its superlayer's coordinates (the transformed bounds); setting it moves and sizes
  /// the layer.
  open var frame: CGRect {
    get {
      if let assignedFrame { return assignedFrame }
      guard transform == CATransform3DIdentity else { return bounds.applying(transformToSuperlayer) }
      return CGRect(
        x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
        width: bounds.width, height: bounds.height)
    }
    set {
      let size = newValue.size
      position = CGPoint(x: newValue.minX + anchorPoint.x * size.width, y: newValue.minY + anchorPoint.y * size.height)
      // Assigned whole: `bounds.size = size` would run the open property's modify coroutine, whose frame (the
      // observers' work) is allocated on the heap.
      var resized = bounds
      resized.size = size
      bounds = resized
      // Read back as written while nothing else moves the layer (position and size round-trip with float error).
      if transform == CATransform3DIdentity { assignedFrame = newValue.standardized }
    }
  }
  /// The frame last assigned, while the geometry it set holds.
  @exclusivity(unchecked) private var assignedFrame: CGRect?

  /// The transform from this layer's bounds coordinates to its superlayer's coordinates.
  package var transformToSuperlayer: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    // Most layers are not transformed: a translation, the same numbers as the product below.
    if CATransform3DIsIdentity(transform) {
      return CGAffineTransform(translationX: -anchor.x + position.x, y: -anchor.y + position.y)
    }
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affineTransform())
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The transform from this layer's coordinates to `ancestor`'s (or to the root's when nil).
  package func transform(toAncestor ancestor: CALayer?) -> CGAffineTransform {
    var t = CGAffineTransform.identity
    var layer: CALayer? = self
    while let current = layer, current !== ancestor {
      t = t.concatenating(current.transformToSuperlayer)
      layer = current.superlayer
    }
    return t
  }

  /// The transform from this layer's coordinates to `layer`'s (the root's when nil): up to their nearest common
  /// ancestor and down again, so converting to an ancestor or a near relative walks only the layers between
  /// them. Layers of different trees convert through their roots.
  package func transform(to layer: CALayer?) -> CGAffineTransform {
    guard let layer else { return transform(toAncestor: nil) }
    if layer === self { return .identity }
    func depth(of start: CALayer) -> Int {
      var count = 0
      var link = start.parentLink
      while let current = link {
        count += 1
        link = current._withUnsafeGuaranteedRef { $0.parentLink }
      }
      return count
    }
    var mine: CALayer? = self
    var theirs: CALayer? = layer
    var myDepth = depth(of: self)
    var theirDepth = depth(of: layer)
    var toCommon = CGAffineTransform.identity
    var theirsToCommon = CGAffineTransform.identity
    while myDepth > theirDepth, let current = mine {
      toCommon = toCommon.concatenating(current.transformToSuperlayer)
      mine = current.superlayer
      myDepth -= 1
    }
    while theirDepth > myDepth, let current = theirs {
      theirsToCommon = theirsToCommon.concatenating(current.transformToSuperlayer)
      theirs = current.superlayer
      theirDepth -= 1
    }
    while let a = mine, let b = theirs, a !== b {
      toCommon = toCommon.concatenating(a.transformToSuperlayer)
      theirsToCommon = theirsToCommon.concatenating(b.transformToSuperlayer)
      mine = a.superlayer
      theirs = b.superlayer
    }
    return theirsToCommon.isIdentity ? toCommon : toCommon.concatenating(theirsToCommon.inverted())
  }

  /// Converts a point from `layer`'s coordinates (the root's when nil) to this layer's.
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    point.applying(layer?.transform(to: self) ?? transform(toAncestor: nil).inverted())
  }
  /// Converts a point from this layer's coordinates to `layer`'s (the root's when nil).
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { point.applying(transform(to: layer)) }
  /// Converts a rectangle from `layer`'s coordinates (the root's when nil) to this layer's.
  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    rect.applying(layer?.transform(to: self) ?? transform(toAncestor: nil).inverted())
  }
  /// Converts a rectangle from this layer's coordinates to `layer`'s (the root's when nil).
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { rect.applying(transform(to: layer)) }

  /// Whether `point` (in this layer's coordinates) is inside the bounds.
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  /// The front-most visible descendant (or self) containing `point`, given in the superlayer's coordinates.
  open func hitTest(_ point: CGPoint) -> CALayer? {
    guard !isHidden, opacity > 0 else { return nil }
    let local = point.applying(transformToSuperlayer.inverted())
    if masksToBounds && !contains(local) { return nil }
    for child in orderedSublayers.reversed() {
      if let hit = child.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }

  // MARK: Appearance

  /// Blurs what is behind the layer (a Gaussian of this standard deviation, in points) before its background paints
  /// over it: the backdrop of blur effects. 0: none.
  package var backdropBlurRadius: CGFloat = 0 {
    didSet { if backdropBlurRadius != oldValue { invalidate(.own) } }
  }
  /// Draws the sublayers as one shape filled with this color, their combined alpha as its mask: the content of a
  /// vibrancy effect. nil: sublayers draw as they are.
  package var sublayerFillColor: CGColor? {
    didSet { if sublayerFillColor != oldValue { invalidate(.subtree) } }
  }

  /// The color filling the bounds behind the contents (nil: none).
  @exclusivity(unchecked) open var backgroundColor: CGColor? {
    didSet { if backgroundColor != oldValue { invalidate(.own) } }
  }
  /// The radius of the rounded corners of the background and border (and of the clip with `masksToBounds`).
  @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
    didSet { if cornerRadius != oldValue { invalidate(.subtree) } }
  }
  /// The curve of the rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular {
    didSet { if cornerCurve != oldValue { invalidate(.subtree) } }
  }
  /// Which corners `cornerRadius` rounds.
  open var maskedCorners: CACornerMask = CACornerMask.all {
    didSet { if maskedCorners != oldValue { invalidate(.subtree) } }
  }
  /// The width of the border drawn inside the bounds, above the contents and sublayers.
  open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { invalidate(.own) } } }
  /// The border's color (opaque black by default).
  open var borderColor: CGColor? = .black { didSet { if borderColor != oldValue { invalidate(.own) } } }
  /// The opacity of the layer and its sublayers, composited as a group.
  @exclusivity(unchecked) open var opacity: Float = 1 { didSet { if opacity != oldValue { invalidate(.subtree) } } }
  /// Whether the layer and its sublayers are not drawn.
  @exclusivity(unchecked) open var isHidden = false { didSet { if isHidden != oldValue { invalidate(.subtree) } } }
  /// Whether sublayers (and contents) are clipped to the (rounded) bounds.
  @exclusivity(unchecked) open var masksToBounds = false {
    didSet { if masksToBounds != oldValue { invalidate(.subtree) } }
  }
  /// A layer whose alpha channel masks this layer's content (in this layer's coordinates).
  open var mask: CALayer? {
    didSet {
      guard mask !== oldValue else { return }
      oldValue?.maskOwner = nil
      mask?.removeFromSuperlayer()
      mask?.maskOwner = self
      invalidate(.subtree)
    }
  }
  /// The layer this layer masks, whose changes it must invalidate.
  /// Held without a weak reference: the owner holds its mask and clears this when it goes.
  @exclusivity(unchecked) private unowned(unsafe) var maskOwner: CALayer?

  /// An image (`CGImage`) drawn in the bounds according to `contentsGravity`.
  open var contents: Any? {
    didSet { invalidate(.own) }
  }
  /// How `contents` is placed in the bounds.
  open var contentsGravity: CALayerContentsGravity = .resize {
    didSet { if contentsGravity != oldValue { invalidate(.own) } }
  }
  /// Pixels per point of the backing store and of `contents`.
  @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
    didSet {
      guard contentsScale != oldValue else { return }
      invalidate(.own)
      if backingStoreInUse { setNeedsDisplay() }
    }
  }

  /// The shadow's color (opaque black by default).
  open var shadowColor: CGColor? = .black { didSet { if shadowColor != oldValue { invalidate(.subtree) } } }
  /// The shadow's opacity (0: no shadow).
  @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
    didSet { if shadowOpacity != oldValue { invalidate(.subtree) } }
  }
  /// The shadow's blur radius; Tandem blurs with a Gaussian of this standard deviation.
  open var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { invalidate(.subtree) } } }
  /// The shadow's offset in the layer's coordinates (default (0, −3): up on screen, as on iOS).
  open var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { if shadowOffset != oldValue { invalidate(.subtree) } }
  }
  /// The shadow's shape; nil casts the shadow of the composited layer content.
  @exclusivity(unchecked) open var shadowPath: CGPath? { didSet { if shadowPath != oldValue { invalidate(.subtree) } } }
  /// The last blurred shadow of `shadowPath`, kept by the compositor while what it was made for holds.
  var shadowCache: (key: ShadowCacheKey, surface: PixelSurface)?

  /// Whether the layer casts a visible shadow.
  package var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

  // MARK: Display

  @exclusivity(unchecked) private(set) var needsDisplayFlag = false
  private var backingStoreInUse = false
  /// The backing store the contents show, kept to redraw parts of it in place.
  @exclusivity(unchecked) private var backingSurface: PixelSurface?
  /// The part of the content to redraw (bounds coordinates); nil redraws all of it.
  private var pendingDisplayRect: CGRect?
  /// Whether `display()` keeps no backing store and the compositor calls `draw(in:)` each time it paints the layer
  /// (an engine opt-in for content drawn with plain source-over, such as a `UILabel`'s text): no store to clear,
  /// fill and copy, and the pixels are those of drawing straight onto the layers below.
  @exclusivity(unchecked) package var drawsInPlace = false {
    // Content drawn in place so far stays on screen until the next display makes a backing store.
    didSet { if drawsInPlace != oldValue && hasInPlaceContent { setNeedsDisplay() } }
  }
  /// Whether content to draw in place was displayed (a drawn layer's counterpart of a backing store).
  @exclusivity(unchecked) package private(set) var hasInPlaceContent = false
  /// The part of the backing store `draw(in:)` is redrawing now (nil: all of it).
  package private(set) var displayingRect: CGRect?
  /// Content redrawn in place since the last composite (bounds coordinates), for the compositor's damage.
  @exclusivity(unchecked) package var contentDamage: CGRect = .null

  /// Marks the content drawn by `draw(in:)` as out of date; it is redrawn before the next composite.
  open func setNeedsDisplay() {
    needsDisplayFlag = true
    pendingDisplayRect = nil
    invalidate(.own)
  }
  /// Marks part of the content as out of date: only that part of the backing store is redrawn (clipped to it)
  /// and composited again, unless the whole content is already out of date.
  open func setNeedsDisplay(_ r: CGRect) {
    let rect = r.intersection(bounds)
    guard !rect.isNull, !rect.isEmpty else { return }
    if needsDisplayFlag {
      if let pending = pendingDisplayRect { pendingDisplayRect = pending.union(rect) }
      return
    }
    // A shadow taken from the content changes shape with it: redraw and composite everything.
    guard backingSurface != nil || hasInPlaceContent, !(hasShadow && shadowPath == nil) else {
      return setNeedsDisplay()
    }
    needsDisplayFlag = true
    pendingDisplayRect = rect
    invalidate(.content)
  }
  /// Whether the content is out of date.
  open func needsDisplay() -> Bool { needsDisplayFlag }
  /// Redraws the content now if it is out of date.
  open func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    display()
  }

  /// Updates the content: asks the delegate's `display(_:)`, which by default draws a backing store with
  /// `draw(in:)`.
  open func display() {
    needsDisplayFlag = false
    if let owner = delegate {
      nonisolated(unsafe) let (owner2, layer) = (owner, self)
      MainActor.assumeIsolated { owner2.display(layer) }
    } else {
      displayIntoBackingStore()
    }
  }

  /// Draws the layer's content; the default asks the delegate's `draw(_:in:)`.
  open func draw(in ctx: CGContext) {
    guard let owner = delegate else { return }
    nonisolated(unsafe) let (owner2, layer, context) = (owner, self, ctx)
    MainActor.assumeIsolated { owner2.draw(layer, in: context) }
  }

  /// Creates a backing store of the bounds' size at `contentsScale`, draws into it and makes it the contents.
  package func displayIntoBackingStore() {
    needsDisplayFlag = false
    let partial = pendingDisplayRect
    pendingDisplayRect = nil
    let width = Int((bounds.width * contentsScale).rounded(.up))
    let height = Int((bounds.height * contentsScale).rounded(.up))
    guard width > 0, height > 0 else {
      backingSurface = nil
      hasInPlaceContent = false
      contents = nil
      return
    }
    if drawsInPlace {
      // Nothing is drawn now: the compositor draws the content where it paints the layer.
      contentDamage = partial.map { contentDamage.union(pixelAligned($0)) } ?? .null
      hasInPlaceContent = true
      displayCount += 1
      return
    }
    if let partial, let surface = backingSurface, surface.width == width, surface.height == height,
      surface.scale == contentsScale, (contents as? CGImage)?.storage === surface
    {
      redraw(partial, of: surface)
      return
    }
    hasInPlaceContent = false
    let surface = PixelSurface(width: width, height: height, scale: contentsScale)
    let context = CGContext(surface: surface)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    draw(in: context)
    backingStoreInUse = true
    backingSurface = surface
    contentDamage = .null
    displayCount += 1
    contents = CGImage(surface: surface)
  }

  /// Redraws the pixels under `rect` (bounds coordinates, widened to whole pixels) in the current backing store.
  private func redraw(_ rect: CGRect, of surface: PixelSurface) {
    let dirty = pixelAligned(rect)
    let context = CGContext(surface: surface)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    context.clip(to: dirty)
    context.clear(dirty)
    displayingRect = dirty
    draw(in: context)
    displayingRect = nil
    displayCount += 1
    contentDamage = contentDamage.union(dirty)
  }

  /// Draws the in-place content into the compositor's context (bounds coordinates, clipped); `visible` is the part
  /// the clip shows, which `draw(in:)` sees as the rectangle being redrawn when it is less than the bounds.
  package func drawInPlace(in context: CGContext, visible: CGRect) {
    displayingRect = visible.contains(bounds) ? nil : visible.intersection(bounds)
    draw(in: context)
    displayingRect = nil
  }

  /// `rect` (bounds coordinates) widened to whole pixels of the backing store's grid.
  private func pixelAligned(_ rect: CGRect) -> CGRect {
    let scale = contentsScale
    let pixels = CGRect(
      x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale, width: rect.width * scale,
      height: rect.height * scale
    ).integral
    return CGRect(
      x: pixels.minX / scale + bounds.minX, y: pixels.minY / scale + bounds.minY, width: pixels.width / scale,
      height: pixels.height / scale)
  }

  /// How many times the layer's content was displayed: its backing store drawn, or its in-place content brought
  /// up to date (for precise-update tests).
  package private(set) var displayCount = 0

  // MARK: Layout

  @exclusivity(unchecked) private var needsLayoutFlag = false
  /// Marks the sublayers' layout as out of date.
  open func setNeedsLayout() { needsLayoutFlag = true }
  /// Whether the layout is out of date.
  open func needsLayout() -> Bool { needsLayoutFlag }
  /// Lays out the sublayers now if needed, then their sublayers.
  open func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for child in _sublayers { child.layoutIfNeeded() }
  }
  /// Lays out the sublayers; the default asks the delegate.
  open func layoutSublayers() {
    guard let owner = delegate else { return }
    nonisolated(unsafe) let (owner2, layer) = (owner, self)
    MainActor.assumeIsolated { owner2.layoutSublayers(of: layer) }
  }

  // MARK: Rendering

  /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space.
  open func render(in ctx: CGContext) {
    displayTree()
    var painter = LayerPainter(context: ctx, damage: nil)
    painter.paintContents(of: self)
  }

  /// Runs `display()` where needed in the whole subtree.
  func displayTree() {
    displayIfNeeded()
    mask?.displayTree()
    for child in _sublayers { child.displayTree() }
  }

  /// Children in drawing order: by `zPosition`, then insertion order.
  package var orderedSublayers: [CALayer] {
    _sublayers.contains { $0.zPosition != 0 }
      ? _sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(
        \.element)
      : _sublayers
  }

  /// What this layer itself covers in its bounds coordinates: bounds, own content and shadow.
  package var ownVisualRect: CGRect {
    var rect = presentedBounds.union(ownContentBounds)
    if hasShadow {
      let shape = shadowPath?.boundingBoxOfPath ?? rect
      let spread = ShadowBlur.extent(radius: shadowRadius)
      rect = rect.union(
        shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -spread, dy: -spread))
    }
    return rect
  }

  /// Bounds of content drawn beyond the bounds by subclasses (a shape layer's path); null by default.
  package var ownContentBounds: CGRect { .null }

  /// Draws subclass content (shape, gradient) in bounds coordinates; the default draws nothing.
  package func drawOwnContent(in context: CGContext) {}

  /// Whether the layer paints anything itself (background, contents, border, subclass content, shadow).
  package var paintsOwnContent: Bool {
    (backgroundColor?.alpha ?? 0) > 0 || contents != nil || hasInPlaceContent || backdropBlurRadius > 0
      || (borderWidth > 0 && (borderColor?.alpha ?? 0) > 0) || hasOwnContent || hasShadow
  }
  /// Whether a subclass draws content of its own.
  package var hasOwnContent: Bool { false }

  // MARK: Invalidation (engine)

  package struct Dirt: OptionSet {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The layer's own appearance changed (its covered rectangle did not move).
    package static let own = Dirt(rawValue: 1)
    /// The layer's geometry or group appearance changed: its whole subtree is repainted where it was and is.
    package static let subtree = Dirt(rawValue: 2)
    /// Some descendant (or a removed child) needs compositing.
    package static let descendant = Dirt(rawValue: 4)
    /// Part of the layer's content was redrawn in place (`contentDamage` says where).
    package static let content = Dirt(rawValue: 8)
  }

  /// What the compositor last saw of the layer, in screen points.
  package struct CompositeRecord {
    package var ownRect: CGRect = .null
    package var subtreeRect: CGRect = .null
  }

  @exclusivity(unchecked) package var dirt: Dirt = [.subtree]
  /// In-flight animated values (see LayerPresentation).
  @exclusivity(unchecked) package var presentation: LayerPresentation?
  @exclusivity(unchecked) package var record = CompositeRecord()
  @exclusivity(unchecked) package var removedDamage: [CGRect] = []

  /// Records that the layer needs compositing and tells its ancestors.
  package func invalidate(_ kind: Dirt) {
    dirt.formUnion(kind)
    if let owner = maskOwner { owner.invalidate(.subtree) }
    var link = parentLink
    while let current = link {
      link = current._withUnsafeGuaranteedRef { layer in
        // A content-derived shadow changes shape when anything inside changes.
        if layer.hasShadow && layer.shadowPath == nil { layer.dirt.insert(.subtree) }
        layer.dirt.insert(.descendant)
        return layer.parentLink
      }
    }
  }
}

/// Core Animation's geometry checks: a NaN raises `CALayerInvalidGeometry` on iOS where it is set, with these
/// messages ("CALayer position contains NaN: [nan 0]"); Tandem traps there with the same message.
enum LayerGeometry {
  private static func text(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

  static func check(_ point: CGPoint, _ name: String) {
    guard point.x.isNaN || point.y.isNaN else { return }
    fatalError("CALayer \(name) contains NaN: [\(text(point.x)) \(text(point.y))]")
  }

  static func check(_ rect: CGRect, _ name: String) {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.contains(where: \.isNaN) else { return }
    fatalError(
      "CALayer \(name) contains NaN: [\(text(values[0])) \(text(values[1])); \(text(values[2])) \(text(values[3]))]")
  }

  static func check(_ t: CATransform3D) {
    let values = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
    guard values.contains(where: \.isNaN) else { return }
    fatalError("CALayer transform contains NaN: [\(values.map(text).joined(separator: " "))]")
  }
}
