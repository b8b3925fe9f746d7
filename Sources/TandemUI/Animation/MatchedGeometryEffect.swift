import Foundation
import TandemKit

/// The parts of a frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The view's position (its anchor point).
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Matches this view's geometry with other views of the same `id` in `namespace`: a view inserted as another
  /// of its group is removed (in an animated change) flies from where that one was to its own frame, and the
  /// removed one flies to it while it fades; a view that is not the source takes the source's frame.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties, anchor: anchor,
        isSource: isSource))
  }
}

/// A group of matched views: an identifier in a namespace.
struct MatchedGeometryKey: Hashable, @unchecked Sendable {
  let id: AnyHashable
  let namespace: Namespace.ID
}

/// `matchedGeometryEffect`'s parameters.
nonisolated struct MatchedGeometryModifier: PrimitiveModifier {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
  @MainActor func makeContent() -> any NodeContent { MatchedGeometryContent() }
}

/// The last frame of each group's source, and which node placed it, for a graph.
@MainActor final class MatchedGeometryRegistry {
  struct Entry {
    var frame: CGRect
    weak var node: ViewNode?
  }
  var sources: [MatchedGeometryKey: Entry] = [:]
}

/// Places its content where the group's source is (when it is not the source), records its frame as the
/// group's (when it is), and, placed for the first time as the group's new member in an animated change, has its
/// subtree fly from where the group's previous member showed.
final class MatchedGeometryContent: NodeContent, LayoutOnly {
  private var placedBefore = false

  func place(in bounds: CGRect, node: ViewNode) {
    guard let modifier = node.modifier(as: MatchedGeometryModifier.self) else {
      for child in node.layoutChildren { child.place(in: bounds) }
      return
    }
    let registry = node.graph.matchedGeometry
    let previous = registry.sources[modifier.key]
    var frame = bounds
    if !modifier.isSource, let source = previous, source.node !== node, source.node?.isRemoved == false {
      frame = Self.matched(bounds, to: source.frame, modifier)
    }
    for child in node.layoutChildren { child.place(in: frame) }
    if modifier.isSource { registry.sources[modifier.key] = .init(frame: frame, node: node) }
    defer { placedBefore = true }
    // A new member of a group whose previous member shows elsewhere flies from there, if the change animates.
    guard !placedBefore, let from = previous, from.node !== node, from.frame != frame,
      node.moveAnimation(transaction: node.graph.layoutTransaction) != nil
    else { return }
    let start = Self.matched(frame, to: from.frame, modifier)
    node.forEach { descendant in
      descendant.settledFrame = Self.map(descendant.frame, from: frame, to: start)
    }
  }

  /// `bounds` moved (and resized) to `target` as far as the modifier's properties say, about its anchor.
  static func matched(_ bounds: CGRect, to target: CGRect, _ modifier: MatchedGeometryModifier) -> CGRect {
    let size = modifier.properties.contains(.size) ? target.size : bounds.size
    guard modifier.properties.contains(.position) else {
      let anchorX = bounds.minX + modifier.anchor.x * bounds.width
      let anchorY = bounds.minY + modifier.anchor.y * bounds.height
      return CGRect(
        x: anchorX - modifier.anchor.x * size.width, y: anchorY - modifier.anchor.y * size.height, width: size.width,
        height: size.height)
    }
    let anchorX = target.minX + modifier.anchor.x * target.width
    let anchorY = target.minY + modifier.anchor.y * target.height
    return CGRect(
      x: anchorX - modifier.anchor.x * size.width, y: anchorY - modifier.anchor.y * size.height, width: size.width,
      height: size.height)
  }

  /// A rectangle inside `from`, carried to the same place inside `to` (scaled with it).
  static func map(_ rect: CGRect, from: CGRect, to: CGRect) -> CGRect {
    let sx = from.width > 0 ? to.width / from.width : 1
    let sy = from.height > 0 ? to.height / from.height : 1
    return CGRect(
      x: to.minX + (rect.minX - from.minX) * sx, y: to.minY + (rect.minY - from.minY) * sy, width: rect.width * sx,
      height: rect.height * sy)
  }
}

extension ViewNode {
  /// The matched-geometry group of this node or the single-child chain inside it, if any.
  var matchedGeometryModifier: MatchedGeometryModifier? {
    var current: ViewNode? = self
    while let node = current {
      if node.content is MatchedGeometryContent { return node.modifier(as: MatchedGeometryModifier.self) }
      guard node.children.count == 1 else { return nil }
      current = node.children[0]
    }
    return nil
  }
}
