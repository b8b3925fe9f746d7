import Foundation
import TandemKit

/// One graph, many hosts: a graph shown by another host (a list row's cell, a presented sheet) can continue a node
/// of its parent's graph. Its root takes that node's environment — fonts, styles, environment objects, locale —
/// (with its own host's traits only where they differ from the parent host's, so a sheet's own color scheme
/// wins), changes of that environment reach it with the parent's transaction, and so do root views the parent
/// gives it while updating. State lives in the attached graph's nodes; whoever keeps the graph decides how long
/// that state lives (rows keep one graph per item id: `AttachedRowGraphs`). A standalone host's graph (a
/// `UIHostingController` or `UIHostingConfiguration` made from UIKit) is not attached, as on iOS.
extension ViewGraph {
  /// A graph continuing `node`'s subtree, its root evaluated in the node's environment.
  package convenience init<V: View>(rootView: V, attachedTo node: ViewNode) {
    self.init(rootView: rootView, environment: node.environment)
    attach(to: node)
  }

  /// Makes this graph continue `node`'s subtree from now on.
  package func attach(to node: ViewNode) {
    attachment = GraphAttachment(node: node)
    node.attachedGraphs.append(WeakGraph(graph: self))
    setEnvironment(rootEnvironment())
  }

  /// The node this graph continues (nil for a standalone graph, or once that node left its graph).
  package var attachmentNode: ViewNode? {
    guard let node = attachment?.node, !node.isRemoved else { return nil }
    return node
  }

  /// The environment the root is evaluated in.
  func rootEnvironment() -> EnvironmentValues {
    guard let node = attachmentNode else {
      guard attachment != nil else {
        guard var environment = hostTraits.map(EnvironmentValues.from(traits:)) else { return root.environment }
        // Each hosting graph provides an edit mode for its content (EditButton and lists share it).
        environment.editMode = editModeState.projectedValue
        if let presentationDismiss { environment.dismiss = presentationDismiss }
        return environment
      }
      // The node left its graph (a sheet whose presenter went away): the graph keeps the environment it had
      // (its environment objects with it), with its own host's traits.
      var kept = root.environment
      if let hostTraits { kept.adopt(hostTraits, differingFrom: nil) }
      return kept
    }
    var environment = node.environment
    if let traits = hostTraits { environment.adopt(traits, differingFrom: node.graph.hostTraits) }
    return environment
  }

  /// The attachment node's environment changed: the root takes it at the next update, with the transaction the
  /// parent is updating in.
  func attachmentEnvironmentChanged() {
    if let parent = attachmentNode?.graph, parent.isUpdating { adopt(parent.transaction) }
    guard !attachmentEnvironmentStale else { return }
    attachmentEnvironmentStale = true
    onNeedsUpdate?()
  }

  /// Runs a change the parent graph makes while updating (a new root view) in the parent's transaction.
  func withAttachmentTransaction(_ body: () -> Void) {
    guard let parent = attachmentNode?.graph, parent.isUpdating else { return body() }
    let saved = transaction
    transaction = parent.transaction
    defer { transaction = saved }
    body()
  }
}

/// Where an attached graph hangs in its parent graph.
struct GraphAttachment {
  weak var node: ViewNode?
}

/// An attached graph, as its attachment node knows it (the graph belongs to its keeper, not to the node).
struct WeakGraph {
  weak var graph: ViewGraph?
}

extension ViewNode {
  /// Tells the graphs attached to this node that its environment changed.
  func environmentDidChange() {
    guard !attachedGraphs.isEmpty else { return }
    attachedGraphs.removeAll { $0.graph == nil }
    for attached in attachedGraphs { attached.graph?.attachmentEnvironmentChanged() }
  }
}

/// The graphs of a collection's rows, one per item id, attached to the collection's node: a cell shows the graph of
/// the item it is configured for, so a row's state follows its id across cell reuse and reordering, and lives as
/// long as the item is in the data.
@MainActor package final class AttachedRowGraphs {
  private unowned let node: ViewNode
  private var graphs: [AnyHashable: ViewGraph] = [:]
  /// The row view of each item, as the collection last gave it.
  private var rows: [AnyHashable: () -> any View] = [:]
  /// Row graphs made (for tests: reuse and reordering make none).
  package private(set) var graphsMade = 0

  package init(node: ViewNode) { self.node = node }

  /// Takes the collection's rows: the items' row views by id. Graphs of items that left are dropped (their state
  /// with them); shown rows whose item is still there get their new view when their cell next shows them.
  package func setRows(_ rows: [AnyHashable: () -> any View]) {
    self.rows = rows
    graphs = graphs.filter { rows[$0.key] != nil }
  }

  /// The row view of an item wrapped by the cell (margins), or nil when the item is not in the data. What the row's
  /// closure reads (state of the view around the collection) is a dependency of the collection's node: a change
  /// updates the collection, which gives its shown rows their new views.
  package func rowView(for id: AnyHashable) -> (any View)? {
    guard let build = rows[id] else { return nil }
    var view: (any View)?
    ViewGraph.readingAsDependencies(of: node) { view = build() }
    return view
  }

  /// The graph of an item's row (made on first use, attached to the collection's node).
  package func graph(for id: AnyHashable) -> ViewGraph {
    if let graph = graphs[id] { return graph }
    let graph = ViewGraph(rootView: AnyView(EmptyView()), attachedTo: node)
    graph.hostsCellContent = true
    graphsMade += 1
    graphs[id] = graph
    return graph
  }

  /// The ids that have a row graph now.
  package var realizedIDs: Set<AnyHashable> { Set(graphs.keys) }
}
