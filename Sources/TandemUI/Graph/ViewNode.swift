import Foundation
import TandemCombine
import TandemKit

/// How a primitive view lays out and draws inside the graph.
@MainActor package protocol NodeContent: AnyObject {
  /// Takes the new view value (the node's children are reconciled separately).
  func update(from view: any View, node: ViewNode)
  /// The size for a proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Places the node's children inside `bounds` (absolute coordinates).
  func place(in bounds: CGRect, node: ViewNode)
  /// Draws the node's own content in `bounds` (children draw after).
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode)
  /// Whether the node only groups its children for its container (tuple, group, conditional, composite).
  var isTransparent: Bool { get }
  /// Changes the environment its children see.
  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
  /// Drops layout results the content cached (the node or a descendant changed).
  func invalidateLayout()
}

extension NodeContent {
  package func update(from view: any View, node: ViewNode) {}
  package func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {}
  package var isTransparent: Bool { false }
  package func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
  package func invalidateLayout() {}
  /// Default layout: the children stacked in the same bounds (a ZStack without alignment).
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.childrenUnionSize(proposal)
  }
  package func place(in bounds: CGRect, node: ViewNode) {
    for child in node.layoutChildren { child.place(in: bounds) }
  }
}

/// Content of views that only group others.
package final class PassthroughContent: NodeContent, LayoutOnly {
  package init() {}
  package var isTransparent: Bool { true }
}

/// Content of EmptyView.
package final class EmptyContent: NodeContent, LayoutOnly {
  package init() {}
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { .zero }
  package var isTransparent: Bool { true }
}

/// One view of the evaluated tree: its value, state, children, environment, layout cache and frame.
///
/// Order of an update (`update(with:)`): compare the new value with the old — equal values stop here, so
/// unchanged subtrees are not re-evaluated; otherwise a composite view re-binds its dynamic properties and
/// re-evaluates its body (recording what it reads), a primitive view updates its content; then the children are
/// matched to the new child views by identity (position, type, branch, id) and updated in turn.
@MainActor package final class ViewNode {
  package unowned let graph: ViewGraph
  /// The parent (unowned: a parent owns its children; a removed node forgets it). Not weak, so nodes need no
  /// side table and retain/release stays on the fast path.
  @exclusivity(unchecked) package private(set) unowned var parent: ViewNode?
  @exclusivity(unchecked) package private(set) var children: [ViewNode] = []
  /// Children an animated change removed, drawn while their removal transition runs (`DepartingView`).
  @exclusivity(unchecked) var departures: [DepartingView] = []
  @exclusivity(unchecked) package internal(set) var view: any View
  @exclusivity(unchecked) package private(set) var identity: ViewIdentity
  package let depth: Int
  @exclusivity(unchecked) package private(set) var content: any NodeContent
  /// What the content does beyond layout, found once per content type (the content is fixed for the node), so
  /// the graph casts the content only to the capabilities it has.
  let capabilities: ContentCapabilities
  @exclusivity(unchecked) package var environment: EnvironmentValues
  /// Dynamic property storage that survives re-evaluation, by property label.
  @exclusivity(unchecked) package var persistentStorage: [String: AnyObject] = [:]
  /// Subscriptions to observed objects, by property label.
  @exclusivity(unchecked) package var observations: [String: (object: ObjectIdentifier, cancellable: AnyCancellable)] =
    [:]
  /// Environment keys the body read.
  @exclusivity(unchecked) package var environmentReads: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) package var needsUpdate = false
  /// Where the node was placed (graph coordinates): the model value of its frame.
  @exclusivity(unchecked) package private(set) var frame: CGRect = .zero
  /// Where the node shows while its frame animates (see NodePresentation.swift), nil otherwise.
  @exclusivity(unchecked) package internal(set) var presentedFrame: CGRect?
  /// The frame at the end of the last layout pass (where an animation of the next move starts).
  @exclusivity(unchecked) var settledFrame: CGRect = .zero
  /// The layout pass that last recorded a move of the node.
  @exclusivity(unchecked) var movedInPass = -1
  /// Sizes for recent proposals (a node sees few: zero, unlimited, the offered size), newest last.
  @exclusivity(unchecked) private var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
  /// The rectangle the node was last offered (before rounding to pixels).
  @exclusivity(unchecked) private var placedBounds: CGRect?
  /// Where the node was last placed by layout (not by a trial placement measuring a baseline or guide).
  @exclusivity(unchecked) private var laidOutBounds: CGRect?
  /// Whether this node or a descendant changed since it was last placed.
  @exclusivity(unchecked) private var needsPlacement = true
  /// The axis of the stack laying this node out, for spacers.
  @exclusivity(unchecked) package var stackAxis: Axis?
  @exclusivity(unchecked) package var appeared = false
  /// What the graph knows about the view's type (fixed for the node, as its identity includes the type).
  let typeInfo: ViewTypeInfo
  /// The stack layout priority, cached until the view changes.
  @exclusivity(unchecked) var cachedLayoutPriority: Double?
  /// Whether the node left the graph.
  @exclusivity(unchecked) package var isRemoved = false
  /// Whether the node is in the graph's changed nodes (its damage is taken at the next `takeDamage()`).
  @exclusivity(unchecked) var awaitsDamage = false
  /// How the node's view values compare (the view's type is fixed for the node).
  @exclusivity(unchecked) private var comparer: ViewEquality.Comparer?
  /// The preference values of the subtree, by key, kept until something below changes them.
  @exclusivity(unchecked) var keptPreferences: [ObjectIdentifier: KeptPreference] = [:]
  /// Graphs hosted elsewhere that continue this node (rows of a collection, a presented sheet).
  @exclusivity(unchecked) var attachedGraphs: [WeakGraph] = []
  /// Views the node's content declares for its host rather than shows — toolbar items, swipe and alert actions —
  /// evaluated in the graph with the node's environment and kept up to date with it (their state, their reads),
  /// but neither laid out, drawn, hit-tested nor read by accessibility: hosts read them (`DeclaredViewsProviding`).
  @exclusivity(unchecked) package private(set) var declaredChildren: [ViewNode] = []
  /// Whether the node is reconciling its declared children (their changes are then its own).
  private var isReconcilingDeclared = false
  /// Whether the node is in a declared subtree (its changes reach its declaring node, not layout).
  package let isDeclared: Bool

  init(
    graph: ViewGraph, parent: ViewNode?, view: any View, identity: ViewIdentity, environment: EnvironmentValues,
    declared: Bool = false, typeInfo: ViewTypeInfo? = nil
  ) {
    self.graph = graph
    self.parent = parent
    isDeclared = declared || (parent?.isDeclared ?? false)
    self.view = view
    self.identity = identity
    depth = (parent?.depth ?? -1) + 1
    self.environment = environment
    self.typeInfo = typeInfo ?? ViewTypeInfo.of(view)
    content = self.typeInfo.makeContent(for: view)
    capabilities = ContentCapabilities.of(content)
    graph.nodeCreated(self)
  }

  /// Takes a new value of the view; re-evaluates only if it differs (or `force`).
  package func update(with newView: any View, environment newEnvironment: EnvironmentValues, force: Bool) {
    let environmentChanged = newEnvironment.differs(from: environment)
    // Primitive views read the environment while laying out and drawing, so any change affects them.
    let readsChanged =
      typeInfo.isPrimitive
      ? environmentChanged : newEnvironment.differs(from: environment, in: environmentReads)
    if comparer == nil { comparer = ViewEquality.comparer(for: view) }
    var changed = force || readsChanged
    // A value that differs where its only child is all that can differ: the child is known to differ too.
    var childKnownChanged = false
    if !changed && !comparer!.equal(view, newView) {
      changed = true
      childKnownChanged = comparer!.isConclusive && typeInfo.differsOnlyInChild(view, newView)
    }
    view = newView
    environment = newEnvironment
    if environmentChanged { environmentDidChange() }
    guard changed else {
      // Descendants may read environment values this view does not.
      if environmentChanged {
        let childEnvironment = content.childEnvironment(newEnvironment)
        for child in children { child.update(with: child.view, environment: childEnvironment, force: false) }
        for child in declaredChildren { child.update(with: child.view, environment: childEnvironment, force: false) }
      }
      return
    }
    rebuild(childKnownChanged: childKnownChanged)
  }

  /// Re-evaluates this node (its body or content) and reconciles its children; `childKnownChanged`: the only
  /// child's new view is known to differ from its old one (it is re-evaluated without comparing them).
  package func rebuild(childKnownChanged: Bool = false) {
    needsUpdate = false
    cachedLayoutPriority = nil
    if isDeclared { declaringNode?.declarationDidChange() }
    let childViews: [any View]
    if typeInfo.isPrimitive {
      // Sizes change with the view's own parameters unless it only groups or stacks others with the same
      // parameters; changes below invalidate through the children that changed (and a changed child list here).
      let stack = capabilities.contains(.stack) ? unsafeDowncast(content, to: StackContent.self) : nil
      let stackBefore = stack?.layout
      content.update(from: view, node: self)
      if !capabilities.contains(.layoutOnly) { drawingChanged() }
      let unchanged = capabilities.contains(.transparent) || (stack != nil && stackBefore == stack?.layout)
      if !unchanged { invalidateLayout() }
      // Content that builds its children during layout (GeometryReader) reconciles them there.
      if capabilities.contains(.layoutBuiltChildren) { return }
      if capabilities.contains(.forEach) {
        let (views, sameIdentities) = unsafeDowncast(content, to: ForEachContent.self).childViews(node: self)
        return reconcile(views, identitiesUnchanged: sameIdentities)
      }
      // Declared children first: content may build its children from them (a picker's options).
      if let declaring = content(.declaredViews, as: (any DeclaredViewsProviding).self) {
        isReconcilingDeclared = true
        reconcileDeclared(declaring.declaredViews(node: self))
        isReconcilingDeclared = false
      }
      childViews =
        content(.childViews, as: (any ChildViewsProviding).self)?.childViews(node: self)
        ?? typeInfo.childViews(of: view)
    } else {
      childViews = [graph.evaluateBody(of: self)]
    }
    reconcile(childViews, onlyChildChanged: childKnownChanged && childViews.count == 1)
  }

  /// Reconciles the children with views built during layout (GeometryReader), invalidating this node's layout.
  package func replaceChildren(with childViews: [any View]) {
    reconcile(childViews)
    sizeCache.removeAll(keepingCapacity: true)
    content.invalidateLayout()
  }

  private func reconcile(
    _ childViews: [any View], identitiesUnchanged: Bool = false, onlyChildChanged: Bool = false
  ) {
    let childEnvironment = content.childEnvironment(environment)
    let previous = children
    // The same identities in the same order (a ForEach over the same ids): children match by position.
    if identitiesUnchanged && childViews.count == previous.count {
      for index in 0..<childViews.count {
        previous[index].update(with: childViews[index], environment: childEnvironment, force: false)
      }
      return
    }
    var taken = [Bool](repeating: false, count: previous.count)
    // Built only when a child is not found at its old position (reordering, insertion, removal).
    var byIdentity: [ViewIdentity: [Int]]?
    var next: [ViewNode] = []
    next.reserveCapacity(childViews.count)
    for (index, childView) in childViews.enumerated() {
      let childInfo = ViewTypeInfo.of(childView)
      let id = ViewIdentity(
        index: index, type: ObjectIdentifier(Swift.type(of: childView)),
        explicit: childInfo.explicitIdentity(of: childView))
      var match: Int?
      if index < previous.count, !taken[index], previous[index].identity == id {
        match = index
      } else {
        if byIdentity == nil {
          var table: [ViewIdentity: [Int]] = [:]
          for (i, node) in previous.enumerated() { table[node.identity, default: []].append(i) }
          byIdentity = table
        }
        match = byIdentity?[id]?.first { !taken[$0] }
      }
      if let match {
        taken[match] = true
        let node = previous[match]
        node.identity = id
        node.update(with: childView, environment: childEnvironment, force: onlyChildChanged)
        next.append(node)
      } else {
        let node = ViewNode(
          graph: graph, parent: self, view: childView, identity: id, environment: childEnvironment,
          typeInfo: childInfo)
        node.rebuild()
        next.append(node)
      }
    }
    for i in 0..<previous.count where !taken[i] {
      DepartingView.depart(previous[i], from: self)
      previous[i].removeFromGraph()
    }
    var sameChildren = next.count == previous.count
    if sameChildren {
      for i in 0..<next.count where next[i] !== previous[i] {
        sameChildren = false
        break
      }
    }
    children = next
    if !sameChildren {
      invalidateLayout(childrenChanged: true)
      preferencesChanged()
    }
  }

  private func removeFromGraph() {
    damageOldRect()
    for child in children { child.removeFromGraph() }
    for child in declaredChildren { child.removeFromGraph() }
    observations.removeAll()
    graph.nodeRemoved(self)
    parent = nil
  }

  /// Reconciles the declared children with the views the content declares, by position and type.
  private func reconcileDeclared(_ views: [any View]) {
    let childEnvironment = content.childEnvironment(environment)
    var next: [ViewNode] = []
    for (index, view) in views.enumerated() {
      let id = ViewIdentity(index: index, type: ObjectIdentifier(Swift.type(of: view)), explicit: nil)
      if index < declaredChildren.count, declaredChildren[index].identity == id {
        declaredChildren[index].update(with: view, environment: childEnvironment, force: false)
        next.append(declaredChildren[index])
      } else {
        let node = ViewNode(
          graph: graph, parent: self, view: view, identity: id, environment: childEnvironment, declared: true)
        node.rebuild()
        next.append(node)
      }
    }
    for old in declaredChildren where !next.contains(where: { $0 === old }) { old.removeFromGraph() }
    declaredChildren = next
  }

  /// The node that declares the subtree this node is in (the first ancestor outside declared subtrees).
  private var declaringNode: ViewNode? {
    var ancestor = parent
    while let current = ancestor, current.isDeclared { ancestor = current.parent }
    return ancestor
  }

  /// Something in a subtree this node declares changed: what the node contributes for its host may have too.
  private func declarationDidChange() {
    content(.preferenceContributing, as: (any PreferenceContributing).self)?.contributionChanged(node: self)
    // Content built from its declarations rebuilds when one changes on its own (not while it reconciles them).
    if !isReconcilingDeclared, content is any DeclarationReading { invalidate() }
  }

  /// Marks this node for re-evaluation at the next graph update.
  package func invalidate(transaction: Transaction? = nil) {
    if let transaction { graph.adopt(transaction) }
    guard !needsUpdate else { return }
    needsUpdate = true
    graph.scheduleUpdate(self)
  }

  // MARK: Layout

  /// The children a container lays out: transparent nodes are replaced by their own layout children.
  package var layoutChildren: [ViewNode] {
    if let cached = layoutChildrenCache { return cached }
    // Usually no child is transparent: the children themselves (their list shared, not copied).
    var anyTransparent = false
    for child in children where child.capabilities.contains(.transparent) {
      anyTransparent = true
      break
    }
    if !anyTransparent {
      layoutChildrenCache = children
      return children
    }
    var result: [ViewNode] = []
    for child in children {
      if child.capabilities.contains(.transparent) {
        result.append(contentsOf: child.layoutChildren)
      } else {
        result.append(child)
      }
    }
    layoutChildrenCache = result
    return result
  }
  /// Cleared when this node's or a transparent descendant's children change.
  @exclusivity(unchecked) private var layoutChildrenCache: [ViewNode]?

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    for entry in sizeCache where entry.proposal == proposal { return entry.size }
    wasRelied = true
    graph.measurements += 1
    let size: CGSize
    if capabilities.contains(.transparent) {
      size = childrenUnionSize(proposal)
    } else {
      size = content.sizeThatFits(proposal, node: self)
    }
    if sizeCache.count == 6 {
      sizeCache.removeFirst()
    } else if sizeCache.isEmpty {
      // Room for the usual few proposals at once (growing by single appends allocates at one, two and four).
      sizeCache.reserveCapacity(4)
    }
    sizeCache.append((proposal, size))
    return size
  }

  /// Places the node in `bounds` (graph coordinates), rounded to the display scale, and its children inside.
  package func place(in offered: CGRect) {
    wasRelied = true
    // An unchanged subtree offered the same rectangle keeps its frames (checked before any rounding).
    if ViewNode.trialPlacements == 0 { laidOutBounds = offered }
    // A right-to-left container places its children left to right, mirrored across its own rectangle: leading is on
    // the right at every level (stacks, padding, alignment, frames), as SwiftUI lays out for `layoutDirection`.
    var bounds = offered
    if let axis = ViewNode.mirrorAxis { bounds.origin.x = axis - offered.maxX }
    if bounds == placedBounds && !needsPlacement { return }
    placedBounds = bounds
    let scale = max(environment.displayScale, 1)
    func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
    let snapped = CGRect(
      x: snap(bounds.minX), y: snap(bounds.minY), width: snap(bounds.maxX) - snap(bounds.minX),
      height: snap(bounds.maxY) - snap(bounds.minY))
    // An unchanged subtree placed in the same frame keeps its children's frames.
    if snapped == frame && !needsPlacement { return }
    if snapped != frame {
      damageOldRect()
      drawingChanged()
      if ViewNode.trialPlacements == 0 && !isDeclared { frameDidMove() }
    }
    frame = snapped
    needsPlacement = false
    let outerAxis = ViewNode.mirrorAxis
    defer { ViewNode.mirrorAxis = outerAxis }
    if capabilities.contains(.transparent) {
      // Its children share its (already mirrored) rectangle.
      ViewNode.mirrorAxis = nil
      for child in layoutChildren { child.place(in: bounds) }
    } else {
      // Leaves place no children: their environment is not read for it (placement is a hot path).
      ViewNode.mirrorAxis =
        !children.isEmpty && environment.layoutDirection == .rightToLeft ? 2 * snapped.minX + bounds.width : nil
      // The content lays out in the size it was offered, from its rounded origin: rounding both edges can make the
      // frame a pixel narrower than what the view measured, and offering that to its children would re-wrap text.
      content.place(in: CGRect(origin: snapped.origin, size: bounds.size), node: self)
    }
  }

  /// Places the node at `trial` to measure something in its placed subtree (a text baseline, a guide), then puts
  /// it back where it was laid out, so measuring while sizing never leaves a subtree placed at the trial spot.
  func measurePlaced<T>(at trial: CGRect, _ measure: () -> T) -> T {
    ViewNode.trialPlacements += 1
    place(in: trial)
    let value = measure()
    ViewNode.trialPlacements -= 1
    if let laidOutBounds, laidOutBounds != trial { place(in: laidOutBounds) }
    return value
  }
  /// How many trial placements are in progress (placements inside them are not where the node is laid out).
  private static var trialPlacements = 0
  /// While a right-to-left node places its children: the sum of its left and right edges, across which their
  /// rectangles are mirrored.
  private static var mirrorAxis: CGFloat?

  /// Makes the next `place(in:)` place this node's children again even in the same frame.
  package func setNeedsPlacement() { needsPlacement = true }

  /// Makes the next layout pass reach this node and place its children again (every ancestor places its children
  /// again: transparent ones are never placed themselves, so a set flag says nothing about the ones above).
  package func setNeedsPlacementThroughAncestors() {
    var current: ViewNode? = self
    while let node = current {
      node.needsPlacement = true
      current = node.parent
    }
  }

  /// The absolute y of the first or last text baseline in this placed subtree (nil when it shows no text).
  func textBaseline(_ kind: BaselineKind) -> CGFloat? {
    if let provider = content(.baseline, as: (any BaselineProviding).self) {
      return provider.baseline(kind, node: self)
    }
    let candidates = kind == .first ? layoutChildren : layoutChildren.reversed()
    for child in candidates {
      if let y = child.textBaseline(kind) { return y }
    }
    return nil
  }

  /// The smallest size holding every layout child's size for a proposal (children sharing one frame).
  package func childrenUnionSize(_ proposal: ProposedViewSize) -> CGSize {
    var size = CGSize.zero
    for child in layoutChildren {
      let s = child.sizeThatFits(proposal)
      size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
    }
    return size
  }

  /// The spacing this view prefers next to its neighbours in a stack (cached until its layout is invalidated).
  /// Content that does not say merges its layout children's preferences (a modifier passes its content's); a
  /// leaf is a plain view.
  var spacing: ViewSpacing {
    if let cached = spacingCache { return cached }
    wasRelied = true
    let result: ViewSpacing
    if let provider = content(.spacing, as: (any SpacingProviding).self) {
      result = provider.spacing(node: self)
    } else {
      let children = layoutChildren
      result = children.dropFirst().reduce(children.first?.spacing ?? .standard) { $0.merged(with: $1.spacing) }
    }
    spacingCache = result
    return result
  }
  @exclusivity(unchecked) private var spacingCache: ViewSpacing?

  /// The alignment guides set explicitly in this subtree (cached until its layout is invalidated).
  var explicitGuideKeys: Set<AlignmentKey> {
    if let cached = guideKeysCache { return cached }
    wasRelied = true
    var keys: Set<AlignmentKey> = []
    if content is AlignmentGuideContent, let guide = modifier(as: AlignmentGuideModifier.self) {
      keys.insert(guide.key)
    }
    for child in layoutChildren { keys.formUnion(child.explicitGuideKeys) }
    guideKeysCache = keys
    return keys
  }
  @exclusivity(unchecked) private var guideKeysCache: Set<AlignmentKey>?

  /// Drops this node's layout results (and the flattened child lists that include its children, when they
  /// changed). Whether its ancestors' results still hold is settled before the next layout
  /// (`resolveLayoutInvalidations`): when the node keeps its sizes, spacing and guides, they keep theirs and only
  /// place it again, so one changed row does not re-lay out a long list.
  package func invalidateLayout(childrenChanged: Bool = false) {
    // Declared content is not laid out.
    if isDeclared { return }
    if childrenChanged {
      // Transparent nodes' children are their layout parent's children: clear up to that parent.
      var current: ViewNode? = self
      while let node = current {
        node.layoutChildrenCache = nil
        guard node.capabilities.contains(.transparent) else { break }
        current = node.parent
      }
    }
    markLayoutInvalid()
  }

  /// What a node's parent relied on: its sizes for the proposals it was given, its spacing and its guides.
  struct LayoutSnapshot {
    let sizes: [(proposal: ProposedViewSize, size: CGSize)]
    let spacing: ViewSpacing?
    let guideKeys: Set<AlignmentKey>?
  }

  /// Whether the node was ever measured, asked for its spacing or guides, or placed: until then nobody relied on
  /// its layout, and invalidating it has nothing to settle (a new subtree is laid out by the parent that gets it).
  @exclusivity(unchecked) private var wasRelied = false

  /// Records what the parent relied on (once per update) and drops the node's own layout results.
  private func markLayoutInvalid() {
    // Transparent nodes are never measured themselves: their layout parent relies on their children, so it is
    // whether that parent was relied on that counts (in a new subtree it was not).
    var relied = wasRelied
    if capabilities.contains(.transparent) {
      // The first ancestor that is not transparent, or the root (which the graph measures itself).
      var layoutParent: ViewNode = self
      while let next = layoutParent.parent {
        layoutParent = next
        if !next.capabilities.contains(.transparent) { break }
      }
      relied = layoutParent.wasRelied
    }
    if !relied {
      needsPlacement = true
      return
    }
    if graph.pendingLayout[ObjectIdentifier(self)] == nil {
      graph.pendingLayout[ObjectIdentifier(self)] = (
        self, LayoutSnapshot(sizes: sizeCache, spacing: spacingCache, guideKeys: guideKeysCache)
      )
    }
    sizeCache.removeAll(keepingCapacity: true)
    guideKeysCache = nil
    spacingCache = nil
    needsPlacement = true
    content.invalidateLayout()
  }

  /// Whether the node, re-measured, still gives its parent what the parent relied on.
  fileprivate func keepsLayout(of snapshot: LayoutSnapshot) -> Bool {
    if capabilities.contains(.transparent) || snapshot.sizes.isEmpty { return false }
    for entry in snapshot.sizes where sizeThatFits(entry.proposal) != entry.size { return false }
    if let old = snapshot.spacing, old != spacing { return false }
    if let old = snapshot.guideKeys, old != explicitGuideKeys { return false }
    // Text baselines and explicit guides inside can move within an unchanged size: let the parent recompute.
    return explicitGuideKeys.isEmpty && !parentAlignsByBaseline
  }

  /// Whether the layout parent lines children up by a text baseline.
  private var parentAlignsByBaseline: Bool {
    var current = parent
    while let node = current, node.capabilities.contains(.transparent) { current = node.parent }
    guard let node = current, node.capabilities.contains(.stack) else { return false }
    return unsafeDowncast(node.content, to: StackContent.self).layout.alignment.baseline != nil
  }

  /// Settles pending layout invalidations, deepest first: a node that keeps its layout is only placed again
  /// (with its ancestors, which keep their results); one that does not invalidates its parent in turn.
  static func resolveLayoutInvalidations(in graph: ViewGraph) {
    while !graph.pendingLayout.isEmpty {
      // The deepest pending nodes first; parents they invalidate are shallower and come later.
      var deepest = 0
      for entry in graph.pendingLayout.values { deepest = max(deepest, entry.node.depth) }
      // Keys gathered first: removing while iterating would copy the whole dictionary.
      var batch: [(node: ViewNode, snapshot: LayoutSnapshot)] = []
      var keys: [ObjectIdentifier] = []
      for (key, entry) in graph.pendingLayout where entry.node.depth == deepest {
        batch.append(entry)
        keys.append(key)
      }
      if keys.count == graph.pendingLayout.count {
        graph.pendingLayout.removeAll(keepingCapacity: true)
      } else {
        for key in keys { graph.pendingLayout[key] = nil }
      }
      for (node, snapshot) in batch where !node.isRemoved {
        guard let parent = node.parent else { continue }
        if node.keepsLayout(of: snapshot) {
          // Placing must reach the node: every ancestor places its children again (transparent ones are
          // never placed themselves, so a set flag says nothing about the ones above).
          parent.setNeedsPlacementThroughAncestors()
        } else {
          parent.markLayoutInvalid()
        }
      }
    }
  }

  // MARK: Drawing

  /// Draws the node and its children.
  package func draw(in context: CGContext) { draw(in: context, dirty: nil) }

  /// The frame where the node shows in the graph's coordinates: its placed frame moved by the offsets of the
  /// scroll views around it.
  package var displayFrame: CGRect {
    var result = frame
    var ancestor = parent
    while let current = ancestor {
      if let scroller = current.content(.scrolling, as: (any ScrollingContainer).self) {
        result = result.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
      }
      ancestor = current.parent
    }
    return result
  }

  /// The nearest ancestor whose content scrolls its children.
  package var scrollingAncestor: ViewNode? {
    var ancestor = parent
    while let current = ancestor {
      if current.capabilities.contains(.scrolling) { return current }
      ancestor = current.parent
    }
    return nil
  }

  /// Depth-first list of nodes (for tests and the accessibility tree).
  package func forEach(_ body: (ViewNode) -> Void) {
    body(self)
    for child in children { child.forEach(body) }
  }
}

/// A child's identity among its siblings: position and type, or an explicit id.
package struct ViewIdentity: Hashable {
  let index: Int
  let type: ObjectIdentifier
  let explicit: AnyHashable?

  package static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    if let a = lhs.explicit, let b = rhs.explicit { return a == b && lhs.type == rhs.type }
    return lhs.explicit == nil && rhs.explicit == nil && lhs.index == rhs.index && lhs.type == rhs.type
  }
  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    if let explicit { hasher.combine(explicit) } else { hasher.combine(index) }
  }
}

/// Content that draws itself and its children with an opacity, composited as one group.
@MainActor package protocol GroupOpacity {
  func opacity(node: ViewNode) -> CGFloat
}

/// Content that shows text (or sits on a text baseline) and knows where the baseline is in its frame.
@MainActor protocol BaselineProviding {
  /// The absolute y of the baseline, given the node's placed frame.
  func baseline(_ kind: BaselineKind, node: ViewNode) -> CGFloat
}

/// Content that clips its node's drawing (and its descendants') to a path.
@MainActor package protocol DrawingClip {
  func clipPath(node: ViewNode) -> CGPath?
}

/// Content with its own spacing preferences (text, spacers, stacks, padding).
@MainActor protocol SpacingProviding {
  func spacing(node: ViewNode) -> ViewSpacing
}

/// Content that draws nothing and leaves its subtree's drawing as is: its changes show only through layout
/// (moved frames), so they damage nothing by themselves.
@MainActor package protocol LayoutOnly {}

/// Content that draws its children itself (a scroll view draws them into its own UIKit view).
@MainActor package protocol ChildrenDrawnElsewhere {}

/// Content whose children are built during layout, from the size it was given.
@MainActor package protocol LayoutBuiltChildren {}

/// Content that declares views for its host besides its children (toolbar items, swipe and alert actions): they
/// become the node's `declaredChildren`.
@MainActor package protocol DeclaredViewsProviding {
  func declaredViews(node: ViewNode) -> [any View]
}

/// Content whose children are built from its declared children (a picker's options): a change in them rebuilds
/// the node.
@MainActor package protocol DeclarationReading: DeclaredViewsProviding {}

/// Content that decides its node's children (from the view and its own state, e.g. a button's press).
@MainActor package protocol ChildViewsProviding {
  func childViews(node: ViewNode) -> [any View]
}
