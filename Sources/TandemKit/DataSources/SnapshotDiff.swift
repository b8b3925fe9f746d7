import Foundation

/// The batch updates that turn one snapshot into another, in UIKit's terms: deletions at old positions,
/// insertions at new positions, moves from old to new. Items of deleted or inserted sections go with their section;
/// items that keep their section and their order relative to each other stay put (the fewest moves: everything
/// outside a longest increasing run of old positions moves). Identifiers are unique, so matching is by hashing:
/// O(n log n) overall, O(n) when nothing moved.
@_spi(TandemEngine) public struct SnapshotDiff: Equatable, Sendable {
  @inlinable public init() {}

  public var deletedSections = IndexSet()
  public var insertedSections = IndexSet()
  public var movedSections: [Move<Int>] = []
  public var deletedItems: [IndexPath] = []
  public var insertedItems: [IndexPath] = []
  public var movedItems: [Move<IndexPath>] = []

  /// A move from an old position to a new one.
  public struct Move<Position: Equatable & Sendable>: Equatable, Sendable {
    public var from: Position
    public var to: Position
    @inlinable public init(from: Position, to: Position) {
      self.from = from
      self.to = to
    }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && movedItems.isEmpty
  }

  @inlinable
  public init<S: Hashable & Sendable, I: Hashable & Sendable>(
    from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
  ) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    var newSectionIndex = [S: Int](minimumCapacity: newSections.count)
    for index in 0..<newSections.count { newSectionIndex[newSections[index]] = index }
    var oldSectionIndex = [S: Int](minimumCapacity: oldSections.count)
    for index in 0..<oldSections.count { oldSectionIndex[oldSections[index]] = index }

    // Sections.
    var keptSectionOldIndices: [Int] = []
    for index in 0..<newSections.count {
      if let oldIndex = oldSectionIndex[newSections[index]] {
        keptSectionOldIndices.append(oldIndex)
      } else {
        insertedSections.insert(index)
      }
    }
    for index in 0..<oldSections.count where newSectionIndex[oldSections[index]] == nil {
      deletedSections.insert(index)
    }
    let stationarySections = SnapshotDiff.increasingRunMask(keptSectionOldIndices)
    for i in 0..<keptSectionOldIndices.count where !stationarySections[i] {
      let oldIndex = keptSectionOldIndices[i]
      movedSections.append(Move(from: oldIndex, to: newSectionIndex[oldSections[oldIndex]]!))
    }

    // Items, matched by hashing once each; the rest works on integer positions. Items of deleted or inserted
    // sections leave or arrive with their section, unless they were in the other snapshot too: then they move
    // (so their cells are kept).
    var oldSectionStart = [Int](repeating: 0, count: oldSections.count + 1)
    var oldIndex = [I: Int](minimumCapacity: old.numberOfItems)
    var flat = 0
    for s in 0..<oldSections.count {
      oldSectionStart[s] = flat
      let items = old.items(inSectionAt: s)
      for position in 0..<items.count { oldIndex[items[position]] = flat + position }
      flat += items.count
    }
    oldSectionStart[oldSections.count] = flat
    var kept = [Bool](repeating: false, count: flat)
    func oldPath(_ index: Int) -> IndexPath {
      // The section holding a flat index (binary search over section starts).
      var low = 0
      var high = oldSections.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if oldSectionStart[mid] <= index { low = mid } else { high = mid - 1 }
      }
      return IndexPath(item: index - oldSectionStart[low], section: low)
    }
    for ns in 0..<newSections.count {
      guard let os = oldSectionIndex[newSections[ns]] else {
        // An inserted section: its items that were elsewhere move in.
        let items = new.items(inSectionAt: ns)
        for position in 0..<items.count {
          guard let from = oldIndex[items[position]] else { continue }
          kept[from] = true
          movedItems.append(Move(from: oldPath(from), to: IndexPath(item: position, section: ns)))
        }
        continue
      }
      let items = new.items(inSectionAt: ns)
      let start = oldSectionStart[os]
      let end = oldSectionStart[os + 1]
      // Items that stay in this section keep their place if their old order holds.
      var stayingOld: [Int] = []
      var stayingNew: [Int] = []
      for position in 0..<items.count {
        guard let from = oldIndex[items[position]] else {
          insertedItems.append(IndexPath(item: position, section: ns))
          continue
        }
        kept[from] = true
        if from >= start && from < end {
          stayingOld.append(from - start)
          stayingNew.append(position)
        } else {
          movedItems.append(Move(from: oldPath(from), to: IndexPath(item: position, section: ns)))
        }
      }
      let inOrder = SnapshotDiff.increasingRunMask(stayingOld)
      for i in stayingOld.indices where !inOrder[i] {
        movedItems.append(
          Move(from: IndexPath(item: stayingOld[i], section: os), to: IndexPath(item: stayingNew[i], section: ns)))
      }
    }
    for s in 0..<oldSections.count where newSectionIndex[oldSections[s]] != nil {
      for index in oldSectionStart[s]..<oldSectionStart[s + 1] where !kept[index] {
        deletedItems.append(IndexPath(item: index - oldSectionStart[s], section: s))
      }
    }
  }

  /// Which elements form a longest strictly increasing subsequence (patience sorting, O(n log n); O(n) when
  /// the values are already increasing).
  @inlinable
  public static func increasingRunMask(_ values: [Int]) -> [Bool] {
    var increasing = true
    for i in values.indices.dropFirst() where values[i - 1] >= values[i] {
      increasing = false
      break
    }
    if increasing { return [Bool](repeating: true, count: values.count) }
    var tails: [Int] = []  // index into values of the smallest tail of each length
    tails.reserveCapacity(64)
    var previous = [Int](repeating: -1, count: values.count)
    for i in 0..<values.count {
      let value = values[i]
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[i] = tails[low - 1] }
      if low == tails.count { tails.append(i) } else { tails[low] = i }
    }
    var mask = [Bool](repeating: false, count: values.count)
    var i = tails.last!
    while i >= 0 {
      mask[i] = true
      i = previous[i]
    }
    return mask
  }
}
