import Foundation

/// The items of one section as a tree: items appended to a parent are its children, and a collapsed parent hides
/// its descendants. Applied to a diffable data source's section, its visible items are the section's items (list
/// cells are indented by their level, and an outline disclosure accessory expands and collapses them).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  private struct Node: Sendable {
    var parent: ItemIdentifierType?
    var children: [ItemIdentifierType] = []
    var isExpanded = false
  }
  private var nodes: [ItemIdentifierType: Node] = [:]
  /// The items without a parent, in order.
  public private(set) var rootItems: [ItemIdentifierType] = []

  /// An empty section snapshot.
  public init() {}

  // MARK: Reading

  /// Every item, depth first (parents before their children).
  public var items: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(nodes.count)
    func visit(_ item: ItemIdentifierType) {
      result.append(item)
      for child in nodes[item]?.children ?? [] { visit(child) }
    }
    for root in rootItems { visit(root) }
    return result
  }

  /// The items that show: roots, and the children of expanded items whose ancestors are all expanded.
  public var visibleItems: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    func visit(_ item: ItemIdentifierType) {
      result.append(item)
      guard let node = nodes[item], node.isExpanded else { return }
      for child in node.children { visit(child) }
    }
    for root in rootItems { visit(root) }
    return result
  }

  /// Whether the item is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
  /// The item's position among `items`, or nil.
  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
  /// How deep the item is (roots are at level 0).
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = nodes[item]?.parent
    while let parent = current {
      level += 1
      current = nodes[parent]?.parent
    }
    return level
  }
  /// The item's parent, or nil for a root.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }
  /// Whether the item shows (every ancestor is expanded).
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard nodes[item] != nil else { return false }
    var current = nodes[item]?.parent
    while let parent = current {
      guard nodes[parent]?.isExpanded == true else { return false }
      current = nodes[parent]?.parent
    }
    return true
  }
  /// Whether the item is expanded (its children show when it does).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }
  /// Whether the item has children.
  func hasChildren(_ item: ItemIdentifierType) -> Bool { !(nodes[item]?.children.isEmpty ?? true) }

  /// The subtree under `parent` as a snapshot of its own (with `parent` as its root when `includingParent`).
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    guard let node = nodes[parent] else {
      preconditionFailure("Parent item \(parent) does not exist in the section snapshot.")
    }
    var result = NSDiffableDataSourceSectionSnapshot()
    func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
      guard var copied = nodes[item] else { return }
      copied.parent = newParent
      result.nodes[item] = copied
      for child in copied.children { copy(child, under: item) }
    }
    if includingParent {
      result.rootItems = [parent]
      copy(parent, under: nil)
    } else {
      result.rootItems = node.children
      for child in node.children { copy(child, under: nil) }
    }
    return result
  }

  // MARK: Changing

  /// Adds items at the end of `parent`'s children (of the roots when nil).
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    add(items, under: parent) { $0.append(contentsOf: $1) }
  }

  /// Adds the items before `item`, under its parent.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    place(items, next: item, after: false)
  }

  /// Adds the items after `item`, under its parent.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    place(items, next: item, after: true)
  }

  /// Adds a snapshot's trees at the end of `parent`'s children (of the roots when nil).
  public mutating func append(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
  ) {
    append(snapshot.rootItems, to: parent)
    graft(snapshot)
  }

  /// Replaces `parent`'s children with a snapshot's trees.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard let node = nodes[parent] else {
      preconditionFailure("Parent item \(parent) does not exist in the section snapshot.")
    }
    delete(node.children)
    append(snapshot, to: parent)
  }

  /// Removes the items and their descendants.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items {
      guard let node = nodes[item] else { continue }
      if let parent = node.parent {
        nodes[parent]?.children.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
      removeSubtree(item)
    }
  }

  /// Removes every item.
  public mutating func deleteAll() {
    nodes = [:]
    rootItems = []
  }

  /// Expands the items (their children show).
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where nodes[item] != nil { nodes[item]?.isExpanded = true }
  }

  /// Collapses the items (their descendants hide).
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items where nodes[item] != nil { nodes[item]?.isExpanded = false }
  }

  // MARK: Helpers

  private mutating func add(
    _ items: [ItemIdentifierType], under parent: ItemIdentifierType?,
    into: (inout [ItemIdentifierType], [ItemIdentifierType]) -> Void
  ) {
    if let parent, nodes[parent] == nil {
      preconditionFailure("Parent item \(parent) does not exist in the section snapshot.")
    }
    var seen = Set<ItemIdentifierType>()
    for item in items {
      guard nodes[item] == nil, seen.insert(item).inserted else {
        preconditionFailure("Supplied item identifiers are not unique. Duplicate identifiers: \(item)")
      }
      nodes[item] = Node(parent: parent)
    }
    if let parent {
      into(&nodes[parent]!.children, items)
    } else {
      into(&rootItems, items)
    }
  }

  private mutating func place(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
    guard let node = nodes[item] else {
      preconditionFailure("Item \(item) does not exist in the section snapshot.")
    }
    add(items, under: node.parent) { siblings, new in
      let index = siblings.firstIndex(of: item)! + (after ? 1 : 0)
      siblings.insert(contentsOf: new, at: index)
    }
  }

  private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    for (item, node) in snapshot.nodes {
      if let parent = node.parent {
        nodes[item] = Node(parent: parent, children: node.children, isExpanded: node.isExpanded)
      } else {
        nodes[item]?.children = node.children
        nodes[item]?.isExpanded = node.isExpanded
      }
    }
  }

  private mutating func removeSubtree(_ item: ItemIdentifierType) {
    guard let node = nodes.removeValue(forKey: item) else { return }
    for child in node.children { removeSubtree(child) }
  }
}
