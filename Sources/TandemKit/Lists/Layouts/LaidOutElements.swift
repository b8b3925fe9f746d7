import Foundation

/// The attributes a layout computed, in bands stacked along the scrolling axis (a line of a flow layout, a group
/// of a compositional one, a header): a rectangle query finds its first band by binary search.
@MainActor struct LaidOutElements {
  /// Elements sharing one span of the scrolling axis.
  struct Band {
    var start: CGFloat
    var end: CGFloat
    var elements: [UICollectionViewLayoutAttributes]
  }
  private(set) var bands: [Band] = []
  private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
  /// Whether the layout scrolls horizontally (bands stack along x).
  var horizontal = false

  init(horizontal: Bool = false) { self.horizontal = horizontal }

  /// Adds a band of elements (after the previous ones along the scrolling axis).
  mutating func append(_ elements: [UICollectionViewLayoutAttributes]) {
    guard let first = elements.first else { return }
    var start = horizontal ? first.frame.minX : first.frame.minY
    var end = horizontal ? first.frame.maxX : first.frame.maxY
    for element in elements {
      start = min(start, horizontal ? element.frame.minX : element.frame.minY)
      end = max(end, horizontal ? element.frame.maxX : element.frame.maxY)
      if element.representedElementCategory == .cell {
        cells[element.indexPath] = element
      } else if let kind = element.representedElementKind {
        supplementaries[kind, default: [:]][element.indexPath] = element
      }
    }
    // Bands end no earlier than those before them, so a binary search on their ends finds the first one in a rect.
    end = max(end, bands.last?.end ?? end)
    bands.append(Band(start: start, end: end, elements: elements))
  }

  /// The elements meeting a rectangle.
  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let low = horizontal ? rect.minX : rect.minY
    let high = horizontal ? rect.maxX : rect.maxY
    var lo = 0
    var hi = bands.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if bands[mid].end < low { lo = mid + 1 } else { hi = mid }
    }
    var found: [UICollectionViewLayoutAttributes] = []
    var index = lo
    while index < bands.count, bands[index].start <= high {
      for element in bands[index].elements where element.frame.intersects(rect) { found.append(element) }
      index += 1
    }
    return found
  }

  /// A cell's attributes.
  func cell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cells[indexPath] }
  /// A supplementary view's attributes.
  func supplementary(_ kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    supplementaries[kind]?[indexPath]
  }
}
