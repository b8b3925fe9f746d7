import Foundation

/// The proxies of a layout container's subviews, in the order the content declares them.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews
  let nodes: [ViewNode]
  let range: Range<Int>
  /// The direction the container lays out in (placements are mirrored for right-to-left by the container).
  public let layoutDirection: LayoutDirection

  init(_ nodes: [ViewNode], layoutDirection: LayoutDirection) {
    self.nodes = nodes
    range = nodes.indices
    self.layoutDirection = layoutDirection
  }
  private init(_ nodes: [ViewNode], range: Range<Int>, layoutDirection: LayoutDirection) {
    self.nodes = nodes
    self.range = range
    self.layoutDirection = layoutDirection
  }

  public var startIndex: Int { range.lowerBound }
  public var endIndex: Int { range.upperBound }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes, range: bounds, layoutDirection: layoutDirection)
  }
  /// The subviews at some indices, in their order.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    let picked = indices.map { nodes[$0] }
    return LayoutSubviews(picked, layoutDirection: layoutDirection)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }

  /// The nodes of these subviews.
  var subviewNodes: ArraySlice<ViewNode> { nodes[range] }
}

/// A proxy of one subview of a layout container: measure it, read its layout values, and place it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
  let node: ViewNode

  /// The subview's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    onMainActor { node.sizeThatFits(proposal) }
  }

  /// The subview's size and alignment guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    onMainActor { ViewDimensions(size: node.sizeThatFits(proposal), node: node) }
  }

  /// Places the subview so that its `anchor` lands at `position`, at the size it takes for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    onMainActor {
      let size = node.sizeThatFits(proposal)
      node.place(
        in: CGRect(
          x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
          height: size.height))
      CustomLayoutPlacements.placed(node)
    }
  }

  /// The subview's layout priority (`.layoutPriority(_:)`).
  public var priority: Double { onMainActor { node.layoutPriority } }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { onMainActor { node.spacing } }

  /// The subview's value for a layout value key (`.layoutValue(key:value:)`), or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    onMainActor { node.layoutValue(for: K.self) }
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
