import Foundation
import Observation
import TandemCombine
import TandemKit

/// The evaluated tree of a SwiftUI view: it re-evaluates invalidated nodes (parent first, once per update),
/// lays the tree out for a proposal and draws it.
@MainActor package final class ViewGraph {
  /// Whether a draw of the graph has blurred a shadow (its host then keeps its drawing in a backing store: a blur
  /// is too costly to draw again wherever other content damages it).
  package var hasDrawnShadows = false
  @exclusivity(unchecked) package private(set) var root: ViewNode!
  @exclusivity(unchecked) private var dirty: [ViewNode] = []
  /// Called when a node was invalidated and an update is needed (hosts schedule a commit).
  @exclusivity(unchecked) package var onNeedsUpdate: (() -> Void)?
  /// Called when only the drawing changed (a presentation frame moved): hosts redraw the damage.
  @exclusivity(unchecked) package var onNeedsRedraw: (() -> Void)?
  /// Whether the graph is a cell's content (a hosting configuration): it has no view controller to contain
  /// view controller representables.
  @exclusivity(unchecked) package var hostsCellContent = false
  /// The view controller presentations of the graph's content are presented from.
  @exclusivity(unchecked) package var presentingController: (() -> UIViewController?)?
  /// The edit mode the graph's environment provides (`EditButton` and lists share it).
  package let editModeState = State(wrappedValue: EditMode.inactive)
  /// The view hosting the graph (popovers point from it).
  @exclusivity(unchecked) package var hostView: (() -> UIView?)?
  /// The host showing the graph now (a row's graph moves between reused cells).
  package weak var currentHost: AnyObject?
  /// Body evaluations performed, by view type name (for precise-update tests).
  package var bodyEvaluations: [String: Int] {
    var byName: [String: Int] = [:]
    for (type, count) in evaluationsByType.values { byName[String(describing: type), default: 0] += count }
    return byName
  }
  /// Body evaluations performed, by view type (named only when asked).
  @exclusivity(unchecked) private var evaluationsByType: [ObjectIdentifier: (type: Any.Type, count: Int)] = [:]
  @exclusivity(unchecked) private var pendingAppear: [() -> Void] = []
  /// Nodes backed by UIKit views (see PlatformViews.swift).
  package let platformRegistry = PlatformRegistry()
  /// What changed in the drawing since the host last redrew.
  package let damage = DrawingDamage()
  /// Sizes computed (not found in a cache), for precise-update tests.
  @exclusivity(unchecked) package var measurements = 0
  /// Layout passes of the whole tree (placements in a host's bounds), for precise-update tests.
  @exclusivity(unchecked) package private(set) var layoutPasses = 0
  /// Counts changes of the tree and its layout: answers computed from the tree (a gesture search) hold while it
  /// is unchanged.
  @exclusivity(unchecked) package private(set) var generation = 0
  /// Gesture searches of the tree (for tests: one per touch-down).
  @exclusivity(unchecked) package var gestureSearches = 0
  /// Nodes whose layout was invalidated in this update, with what their parents relied on.
  @exclusivity(unchecked) var pendingLayout: [ObjectIdentifier: (node: ViewNode, snapshot: ViewNode.LayoutSnapshot)] =
    [:]
  /// Nodes created since the last layout (they appear at the next one).
  @exclusivity(unchecked) private var createdNodes: [ViewNode] = []
  /// The node whose body is being evaluated (dynamic properties record reads against it).
  @exclusivity(unchecked) package static var evaluating: ViewNode? {
    didSet { isEvaluating = evaluating != nil }
  }
  /// Whether a body is being evaluated, readable without hopping to the main actor (for cheap checks).
  @exclusivity(unchecked) nonisolated(unsafe) package static var isEvaluating = false

  package init<V: View>(rootView: V, environment: EnvironmentValues) {
    buildRoot(rootView, environment: environment)
  }

  /// A standalone graph built once in the environment of its host's traits (a cell's content, made where the cell
  /// is configured): the same graph as one built empty and then given the traits and the root, without building
  /// and replacing the empty one.
  package init<V: View>(rootView: V, hostTraits: UITraitCollection, hostsCellContent: Bool) {
    self.hostsCellContent = hostsCellContent
    self.hostTraits = hostTraits
    buildRoot(rootView, environment: rootEnvironment())
  }

  /// Makes the root node of `rootView` and evaluates the tree below it.
  private func buildRoot<V: View>(_ rootView: V, environment: EnvironmentValues) {
    root = ViewNode(
      graph: self, parent: nil, view: opaqueView(rootView),
      identity: ViewIdentity(index: 0, type: ObjectIdentifier(V.self), explicit: nil), environment: environment)
    root.rebuild()
  }

  /// Replaces the root view (a host's `rootView` changed).
  package func setRootView(_ view: any View) {
    withAttachmentTransaction { root.update(with: opaqueView(view), environment: root.environment, force: false) }
  }

  /// Replaces the root environment.
  package func setEnvironment(_ environment: EnvironmentValues) {
    root.update(with: root.view, environment: environment, force: false)
  }

  /// Where the graph continues a node of another graph (see GraphAttachment.swift).
  @exclusivity(unchecked) var attachment: GraphAttachment?
  /// Whether the attachment node's environment changed since the root took it.
  @exclusivity(unchecked) var attachmentEnvironmentStale = false

  /// The traits of the view hosting the graph (nil until a host applied them).
  @exclusivity(unchecked) package private(set) var hostTraits: UITraitCollection?

  /// Takes the traits of the view hosting the graph: a standalone graph's environment is made from them; an
  /// attached graph's comes from its attachment, with these traits where they differ from the parent host's.
  package func setHostTraits(_ traits: UITraitCollection) {
    hostTraits = traits
    setEnvironment(rootEnvironment())
  }

  /// How a standalone graph's host dismisses the presentation it is in (a hosting controller presented from
  /// UIKit), given to the content as `dismiss` (nil: not presented).
  package var presentationDismiss: DismissAction? {
    didSet { setEnvironment(rootEnvironment()) }
  }

  // MARK: Updates

  package func scheduleUpdate(_ node: ViewNode) {
    dirty.append(node)
    onNeedsUpdate?()
  }

  /// Whether anything is waiting to be re-evaluated.
  package var needsUpdate: Bool { !dirty.isEmpty || attachmentEnvironmentStale }

  /// The transaction of the changes waiting for the next update (the last one set wins).
  @exclusivity(unchecked) private var pendingTransaction: Transaction?
  /// The transaction of the update running now (a plain one when its changes came without one).
  @exclusivity(unchecked) package internal(set) var transaction = Transaction()

  /// Takes the transaction a state change came with for the next update.
  func adopt(_ transaction: Transaction) {
    var adopted = transaction
    // The last transaction wins, but completions of earlier ones still run when the update's animations end.
    for completion in pendingTransaction?.completions.closures ?? [] { adopted.completions.add(completion) }
    pendingTransaction = adopted
  }

  /// The transaction of the updates waiting for the next layout (an animated one animates the frames it moves).
  @exclusivity(unchecked) var layoutTransaction: Transaction?
  /// Nodes a layout pass moved, settled (animated or not) at its end.
  @exclusivity(unchecked) var movedNodes: [ViewNode] = []
  /// The group the animations of the pending layout's transaction start in (their shared completion), while it
  /// animates or carries completions.
  @exclusivity(unchecked) var animationGroup: AnimationDriver.Group?
  /// `.animation(_:value:)` modifiers whose value changed since the last layout pass settled its moves.
  @exclusivity(unchecked) var armedAnimations: [any AnimationOverride] = []
  /// The frames of the `matchedGeometryEffect` groups' sources.
  let matchedGeometry = MatchedGeometryRegistry()

  /// Re-evaluates the invalidated nodes, parents first; a node re-evaluated through its parent is skipped.
  package func update() {
    if needsUpdate || !afterUpdateActions.isEmpty { generation += 1 }
    isUpdating = true
    transaction = pendingTransaction ?? Transaction()
    pendingTransaction = nil
    if transaction.animationTiming != nil || !transaction.completions.isEmpty {
      layoutTransaction = transaction
      if let earlier = animationGroup, earlier.remaining == 0 { earlier.complete() }
      let completions = transaction.completions
      animationGroup = AnimationDriver.Group(completion: completions.isEmpty ? nil : { _ in completions.run() })
    }
    defer {
      isUpdating = false
      transaction = Transaction()
    }
    if attachmentEnvironmentStale {
      attachmentEnvironmentStale = false
      setEnvironment(rootEnvironment())
    }
    repeat {
      while !dirty.isEmpty {
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty = []
        for node in batch where node.needsUpdate { node.rebuild() }
      }
      // onChange/onDisappear actions may change state again; that is re-evaluated in the same update.
      runAfterUpdateActions()
      // So may preference readers whose content's values changed.
      runPreferenceReaders()
    } while !dirty.isEmpty
    ViewNode.resolveLayoutInvalidations(in: self)
  }

  /// Actions to run once the current update has finished (onChange, onDisappear).
  @exclusivity(unchecked) private var afterUpdateActions: [() -> Void] = []

  package func afterUpdate(_ action: @escaping () -> Void) {
    afterUpdateActions.append(action)
    onNeedsUpdate?()
  }

  private func runAfterUpdateActions() {
    while !afterUpdateActions.isEmpty {
      let actions = afterUpdateActions
      afterUpdateActions = []
      for action in actions { action() }
    }
  }

  package func nodeCreated(_ node: ViewNode) {
    if createdNodes.capacity == 0 { createdNodes.reserveCapacity(16) }
    createdNodes.append(node)
  }

  // MARK: Preferences

  /// Preference values computed (not found kept), for tests: a change recomputes only the values it affects.
  @exclusivity(unchecked) package var preferenceComputations = 0
  /// Counts, per key, changes of the views that set it (new values, views added or removed): a host reads a
  /// declaration again (toolbar items) only after its key's count moved.
  @exclusivity(unchecked) private var contributorVersions: [ObjectIdentifier: Int] = [:]

  /// A view setting a key changed, appeared or left.
  func contributorsChanged(_ key: ObjectIdentifier) { contributorVersions[key, default: 0] += 1 }

  /// Whether a view of the graph has ever set `key`: until one does, the key's value is unset everywhere in the
  /// graph, and reading it walks nothing.
  func mayHaveContributors(_ key: ObjectIdentifier) -> Bool { contributorVersions[key] != nil }

  /// How many times the views setting a key changed.
  func preferenceVersion<K: PreferenceKey>(_ key: K.Type) -> Int { contributorVersions[ObjectIdentifier(key)] ?? 0 }
  private struct WeakReader { weak var node: ViewNode? }
  /// The nodes reading a preference of their content (`onPreferenceChange`), in registration order.
  @exclusivity(unchecked) private var preferenceReaders: [WeakReader] = []
  @exclusivity(unchecked) private var registeredReaders = Set<ObjectIdentifier>()
  /// Whether a preference value may have changed since the readers last read.
  @exclusivity(unchecked) private var preferencesDirty = false

  /// Whether `update()` is running (preference readers read at its end).
  @exclusivity(unchecked) package private(set) var isUpdating = false

  /// A preference may have changed: readers read again at the end of the update (one is asked for
  /// when the change came from outside one).
  func preferencesMayHaveChanged() {
    guard !preferencesDirty else { return }
    preferencesDirty = true
    if !isUpdating { onNeedsUpdate?() }
  }

  /// Registers a node reading a preference (it reads at the end of the update).
  func registerPreferenceReader(_ node: ViewNode) {
    guard registeredReaders.insert(ObjectIdentifier(node)).inserted else { return }
    preferenceReaders.append(WeakReader(node: node))
    preferencesDirty = true
  }

  /// Lets every reader whose content's value changed act on it.
  private func runPreferenceReaders() {
    guard preferencesDirty else { return }
    preferencesDirty = false
    var actions: [() -> Void] = []
    preferenceReaders.removeAll { reader in
      guard let node = reader.node, !node.isRemoved else { return true }
      if let action = node.content(.preferenceReading, as: (any PreferenceReading).self)?.readPreference(node: node) {
        actions.append(action)
      }
      return false
    }
    registeredReaders = Set(preferenceReaders.compactMap { $0.node.map(ObjectIdentifier.init) })
    for action in actions { action() }
  }

  package func nodeRemoved(_ node: ViewNode) {
    node.needsUpdate = false
    node.isRemoved = true
    if let contributing = node.content(.preferenceContributing, as: (any PreferenceContributing).self) {
      contributorsChanged(contributing.preferenceKey)
    }
    if node.appeared, let disappear = node.content(.disappearanceActions, as: (any DisappearanceActions).self) {
      afterUpdateActions.append(contentsOf: disappear.disappearActions)
    }
  }

  /// Evaluates a composite view's body with its dynamic properties bound to the node.
  package func evaluateBody(of node: ViewNode) -> any View {
    if let rebound = DynamicProperties.bind(node.view, to: node) { node.view = rebound }
    let previous = ViewGraph.evaluating
    ViewGraph.evaluating = node
    defer { ViewGraph.evaluating = previous }
    node.environmentReads = []
    let type = Swift.type(of: node.view)
    evaluationsByType[ObjectIdentifier(type), default: (type, 0)].count += 1
    // `@Observable` models: the properties the body reads invalidate the node when they are about to change.
    let input = node.typeInfo.bodyInput(of: node)
    return withObservationTracking {
      Self.body(of: input)
    } onChange: { [weak node] in
      // Called as the property is about to change, where the change is made: its transaction goes with it.
      let transaction = Transaction.current
      MainQueue.run { node?.invalidate(transaction: transaction) }
    }
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// Runs `work` (a representable's update) so the state and bindings it reads make `node` depend on them: a
  /// later change updates the node again, as a change to what a body read re-evaluates the body.
  package static func readingAsDependencies(of node: ViewNode, _ work: () -> Void) {
    let previous = evaluating
    evaluating = node
    defer { evaluating = previous }
    work()
  }

  // MARK: Layout and drawing

  /// The host's whole bounds around the safe area the graph is laid out in (equal when there is no safe area).
  @exclusivity(unchecked) package private(set) var unsafeBounds: CGRect = .zero
  /// The safe area the root is laid out in (above the keyboard while it covers the host).
  @exclusivity(unchecked) package private(set) var safeBounds: CGRect = .zero
  /// The safe area of the container alone: bars and the device's edges, not the keyboard.
  @exclusivity(unchecked) package private(set) var containerSafeBounds: CGRect = .zero

  /// Lays the tree out in `bounds`, a safe area inside `fullBounds` (views that ignore the safe area reach out to
  /// `fullBounds`); `containerBounds` is the safe area without the keyboard's part (`bounds` when none is shown).
  package func layout(in bounds: CGRect, fullBounds: CGRect, containerBounds: CGRect? = nil) {
    let container = containerBounds ?? bounds
    if fullBounds != unsafeBounds || bounds != safeBounds || container != containerSafeBounds {
      // Views reaching into the safe area depend on it beyond their own frames: place everything again.
      root.forEach { $0.setNeedsPlacement() }
    }
    unsafeBounds = fullBounds
    safeBounds = bounds
    containerSafeBounds = container
    performLayout(in: bounds)
  }

  /// Lays the tree out in `bounds`, with no safe area around it.
  package func layout(in bounds: CGRect) {
    unsafeBounds = bounds
    safeBounds = bounds
    containerSafeBounds = bounds
    performLayout(in: bounds)
  }

  /// Lays the tree out in `bounds` (the root at its size for that proposal, centred, as a hosting view places
  /// it) and runs appear actions of nodes that appeared.
  private func performLayout(in bounds: CGRect) {
    update()
    layoutPasses += 1
    generation += 1
    // Content that learns its size while placed (a lazy stack measuring the rows it built) invalidates its layout
    // then: lay out again until nothing does (a few rounds at most).
    for round in 0..<4 {
      if round > 0 {
        guard !pendingLayout.isEmpty else { break }
        ViewNode.resolveLayoutInvalidations(in: self)
      }
      let size = root.sizeThatFits(ProposedViewSize(bounds.size))
      root.place(in: Alignment.center.place(size, in: bounds))
    }
    settleMovedNodes()
    // Nodes created since the last layout appear now, in creation (tree) order.
    let created = createdNodes
    createdNodes = []
    for node in created where !node.appeared && !node.isRemoved {
      node.appeared = true
      if let appear = node.content(.appearanceActions, as: (any AppearanceActions).self) {
        pendingAppear.append(contentsOf: appear.appearActions)
      }
    }
    let actions = pendingAppear
    pendingAppear = []
    for action in actions { action() }
  }

  /// The size the tree wants for a proposal.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    update()
    return root.sizeThatFits(proposal)
  }

  /// Draws the laid-out tree.
  package func draw(in context: CGContext) { draw(in: context, dirty: nil) }
}

/// Content that runs actions when its node first appears.
@MainActor package protocol AppearanceActions {
  var appearActions: [() -> Void] { get }
}
