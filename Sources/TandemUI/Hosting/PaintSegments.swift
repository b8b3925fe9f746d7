import Foundation
import TandemKit

/// The graph's paint order cut at the UIKit views it hosts: segment 0 is drawn by the hosting view, beneath every
/// UIKit subview; segment i (i ≥ 1) holds what is painted after the i-th UIKit-backed node and is drawn by an
/// overlay view placed just above that node's view, so SwiftUI content in front of a representable (a ZStack's
/// later child, an overlay) shows in front of it, as on iOS.
@MainActor package struct PaintSegments {
  /// The UIKit-backed nodes hosted directly by the hosting view (not inside a scroll view), in paint order.
  package private(set) var boundaries: [ViewNode] = []
  /// For each node: its own segment and the highest segment in its subtree.
  private var ranges: [ObjectIdentifier: (own: Int, last: Int)] = [:]
  /// How many drawing leaves each segment has.
  private(set) var leafCounts: [Int] = [0]

  /// Cuts the placed graph's paint order.
  package init(graph: ViewGraph) {
    guard let root = graph.root as ViewNode? else { return }
    var segment = 0
    func visit(_ node: ViewNode) {
      let own = segment
      if node.capabilities.contains(.platformView), node.scrollingAncestor == nil {
        // The UIKit view shows here; what is painted after it belongs to the next segment.
        boundaries.append(node)
        segment += 1
        leafCounts.append(0)
        ranges[ObjectIdentifier(node)] = (own, own)
        return
      }
      if node.children.isEmpty || node.capabilities.contains(.childrenDrawnElsewhere) {
        leafCounts[own] += 1
      } else {
        for child in node.children { visit(child) }
      }
      ranges[ObjectIdentifier(node)] = (own, segment)
    }
    visit(root)
  }

  /// The segments after the first that paint something: each needs an overlay.
  package var overlaySegments: [Int] { leafCounts.indices.dropFirst().filter { leafCounts[$0] > 0 } }

  /// What the cut is: the UIKit views it is cut at and how much each segment paints (a new shape redraws all).
  package struct Shape: Equatable {
    let boundaries: [ObjectIdentifier]
    let leafCounts: [Int]
  }
  package var shape: Shape { Shape(boundaries: boundaries.map(ObjectIdentifier.init), leafCounts: leafCounts) }

  /// Whether a node draws its own content in `segment`.
  func drawsOwnContent(_ node: ViewNode, in segment: Int) -> Bool {
    (ranges[ObjectIdentifier(node)]?.own ?? 0) == segment
  }

  /// Whether a node's subtree paints anything in `segment`.
  func reaches(_ node: ViewNode, _ segment: Int) -> Bool {
    guard let range = ranges[ObjectIdentifier(node)] else { return segment == 0 }
    return range.own <= segment && segment <= range.last
  }

  /// The segment a node's own drawing belongs to.
  package func segment(of node: ViewNode) -> Int { ranges[ObjectIdentifier(node)]?.own ?? 0 }
}
