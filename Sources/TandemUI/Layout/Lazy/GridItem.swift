import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): how wide it is, the space after it and how its cells
/// align their views.
public struct GridItem: Sendable {
  /// How a grid item's length is chosen.
  public enum Size: Sendable {
    /// Exactly this length.
    case fixed(CGFloat)
    /// A share of the space the fixed items leave, between the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many cells of at least `minimum` as fit in this item's share, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: GridItem.Size
  /// The space to the next item (nil: the standard 8 points).
  public var spacing: CGFloat?
  /// How views align in this item's cells (nil: centred).
  public var alignment: Alignment?

  /// A grid item.
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The cells these items make across `length`: each cell's offset and length, and how its views align.
  static func tracks(for items: [GridItem], in length: CGFloat, defaultAlignment: Alignment) -> [LazyTrack] {
    guard !items.isEmpty else { return [] }
    let spacings = items.map { $0.spacing ?? LazyContainerLayout.defaultSpacing }
    let gaps = spacings.dropLast().reduce(0, +)
    let fixed = items.reduce(CGFloat(0)) {
      if case .fixed(let length) = $1.size { return $0 + length }
      return $0
    }
    // Fixed items take their length; the others share what is left, within their bounds (flexible items that hit
    // a bound give the rest back to the others).
    var shares = [CGFloat](repeating: 0, count: items.count)
    var open = Set(items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } })
    var remaining = max(length - fixed - gaps, 0)
    while !open.isEmpty {
      let share = remaining / CGFloat(open.count)
      var settled = false
      for index in open.sorted() {
        let (minimum, maximum) = items[index].bounds
        let clamped = min(max(share, minimum), maximum)
        if clamped != share {
          shares[index] = clamped
          remaining -= clamped
          open.remove(index)
          settled = true
        }
      }
      if !settled {
        for index in open { shares[index] = share }
        open.removeAll()
      }
    }
    var tracks: [LazyTrack] = []
    var position: CGFloat = 0
    for (index, item) in items.enumerated() {
      let alignment = item.alignment ?? defaultAlignment
      switch item.size {
      case .fixed(let length):
        tracks.append(LazyTrack(offset: position, length: length, alignment: alignment))
        position += length
      case .flexible:
        tracks.append(LazyTrack(offset: position, length: shares[index], alignment: alignment))
        position += shares[index]
      case .adaptive(let minimum, let maximum):
        // As many cells of the minimum as fit (at least one), widened to fill the share up to the maximum.
        let spacing = spacings[index]
        let count = max(Int(((shares[index] + spacing) / (max(minimum, 1) + spacing)).rounded(.down)), 1)
        let cell = min(max((shares[index] - spacing * CGFloat(count - 1)) / CGFloat(count), minimum), maximum)
        for cellIndex in 0..<count {
          tracks.append(LazyTrack(offset: position, length: cell, alignment: alignment))
          position += cell + (cellIndex < count - 1 ? spacing : 0)
        }
      }
      position += index < items.count - 1 ? spacings[index] : 0
    }
    return tracks
  }

  /// The item's lower and upper length bounds.
  private var bounds: (CGFloat, CGFloat) {
    switch size {
    case .fixed(let length): (length, length)
    case .flexible(let minimum, let maximum): (minimum, maximum)
    case .adaptive(let minimum, let maximum): (minimum, maximum)
    }
  }
}
