import Foundation

/// A set of screen rectangles to repaint, snapped outward to device pixels and merged where they overlap.
package struct DamageRegion: Equatable {
  package private(set) var rects: [CGRect] = []
  /// Beyond this many rectangles the region collapses to their union.
  static let maximumRects = 16
  let pixelsPerPoint: CGFloat

  package init(scale: CGFloat) { pixelsPerPoint = scale }

  package var isEmpty: Bool { rects.isEmpty }

  /// Adds `rect` (screen points), clipped to `limit`.
  package mutating func add(_ rect: CGRect, within limit: CGRect) {
    guard !rect.isNull, !rect.isEmpty else { return }
    var r = snapped(rect).intersection(limit)
    guard !r.isNull, r.width > 0, r.height > 0 else { return }
    // Merge with every rectangle it overlaps until none does.
    var merged = true
    while merged {
      merged = false
      if let index = rects.firstIndex(where: { $0.intersects(r) }) {
        r = r.union(rects.remove(at: index))
        merged = true
      }
    }
    rects.append(r)
    if rects.count > DamageRegion.maximumRects {
      rects = [rects.reduce(CGRect.null) { $0.union($1) }]
    }
  }

  private func snapped(_ rect: CGRect) -> CGRect {
    let s = pixelsPerPoint
    let minX = (rect.minX * s).rounded(.down) / s
    let minY = (rect.minY * s).rounded(.down) / s
    let maxX = (rect.maxX * s).rounded(.up) / s
    let maxY = (rect.maxY * s).rounded(.up) / s
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
