import Foundation

/// The batch updates that turn one snapshot into another, in UIKit's terms: deletions at old positions,
/// insertions at new positions, moves from old to new. Items of deleted or inserted sections go with their section;
/// items that keep their section and their order relative to each other stay put (the fewest moves: everything
/// outside a longest increasing run of old positions moves). Identifiers are unique, so matching is by hashing
/// (with the hash values the snapshots kept when their items came in): O(n log n) overall, O(n) when nothing moved.
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

  /// The updates from `old` to `new`; `hashingEveryItem`: hash every item of both again instead of using the
  /// hash values the snapshots kept (what a diff of two plain arrays does: the benchmark's yardstick).
  @inlinable
  public init<S: Hashable & Sendable, I: Hashable & Sendable>(
    from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>,
    hashingEveryItem: Bool = false
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

    // Items, matched by hashing once each; the rest works on integer positions, in code that is not generic (so
    // a data source of any item type runs it at full speed).
    let (oldHashes, oldSectionStart) = SnapshotDiff.itemHashes(of: old, hashingEveryItem: hashingEveryItem)
    let (newHashes, newSectionStart) = SnapshotDiff.itemHashes(of: new, hashingEveryItem: hashingEveryItem)
    var match = SnapshotDiff.matchByHash(old: oldHashes, new: newHashes)
    // Equal hashes are checked for equal items; should two differ (a hash collision), items are matched by a
    // dictionary instead.
    // (Item by item through buffers, old items by flat index: this runs generic over the item type.)
    func matchesHold(_ oldFlat: UnsafeBufferPointer<I>) -> Bool {
      for s in 0..<newSections.count {
        let start = newSectionStart[s]
        let holds = new.items(inSectionAt: s).withUnsafeBufferPointer { items in
          for position in 0..<items.count {
            let from = match[start + position]
            if from >= 0 && oldFlat[from] != items[position] { return false }
          }
          return true
        }
        if !holds { return false }
      }
      return true
    }
    let verified =
      oldSections.count == 1
      ? old.items(inSectionAt: 0).withUnsafeBufferPointer(matchesHold)
      : Array((0..<oldSections.count).map { old.items(inSectionAt: $0) }.joined()).withUnsafeBufferPointer(matchesHold)
    if !verified {
      var oldIndex = [I: Int](minimumCapacity: oldHashes.count)
      for s in 0..<oldSections.count {
        for (position, item) in old.items(inSectionAt: s).enumerated() {
          oldIndex[item] = oldSectionStart[s] + position
        }
      }
      for s in 0..<newSections.count {
        for (position, item) in new.items(inSectionAt: s).enumerated() {
          match[newSectionStart[s] + position] = oldIndex[item] ?? -1
        }
      }
    }
    diffItems(
      match: match, oldSectionStart: oldSectionStart, newSectionStart: newSectionStart,
      oldSectionOfNew: newSections.map { oldSectionIndex[$0] ?? -1 },
      oldSectionKept: oldSections.map { newSectionIndex[$0] != nil })
  }

  /// Every item's hash value, section by section (as the snapshot kept them, unless `hashingEveryItem`), and
  /// where each section starts among them (the last entry is the end).
  @inlinable
  static func itemHashes<S: Hashable & Sendable, I: Hashable & Sendable>(
    of snapshot: NSDiffableDataSourceSnapshot<S, I>, hashingEveryItem: Bool
  ) -> (hashes: [Int], starts: [Int]) {
    var starts = [Int](repeating: 0, count: snapshot.numberOfSections + 1)
    var hashes: [Int] = []
    hashes.reserveCapacity(snapshot.numberOfItems)
    for s in 0..<snapshot.numberOfSections {
      starts[s] = hashes.count
      if hashingEveryItem {
        for item in snapshot.items(inSectionAt: s) { hashes.append(item.hashValue) }
      } else {
        hashes.append(contentsOf: snapshot.itemHashes(inSectionAt: s))
      }
    }
    starts[snapshot.numberOfSections] = hashes.count
    return (hashes, starts)
  }

  /// The item updates, from each new item's old flat index (or -1): items of deleted or inserted sections leave
  /// or arrive with their section, unless they were in the other snapshot too: then they move (so their cells are
  /// kept).
  @usableFromInline
  mutating func diffItems(
    match: [Int], oldSectionStart: [Int], newSectionStart: [Int], oldSectionOfNew: [Int], oldSectionKept: [Bool]
  ) {
    var kept = [Bool](repeating: false, count: oldSectionStart.last ?? 0)
    func oldPath(_ index: Int) -> IndexPath {
      let section = SnapshotDiff.section(holding: index, starts: oldSectionStart)
      return IndexPath(item: index - oldSectionStart[section], section: section)
    }
    for ns in 0..<oldSectionOfNew.count {
      let newStart = newSectionStart[ns]
      let count = newSectionStart[ns + 1] - newStart
      let os = oldSectionOfNew[ns]
      guard os >= 0 else {
        // An inserted section: its items that were elsewhere move in.
        for position in 0..<count {
          let from = match[newStart + position]
          guard from >= 0 else { continue }
          kept[from] = true
          movedItems.append(Move(from: oldPath(from), to: IndexPath(item: position, section: ns)))
        }
        continue
      }
      let start = oldSectionStart[os]
      let end = oldSectionStart[os + 1]
      // Items that stay in this section keep their place if their old order holds.
      var stayingOld: [Int] = []
      var stayingNew: [Int] = []
      stayingOld.reserveCapacity(count)
      stayingNew.reserveCapacity(count)
      for position in 0..<count {
        let from = match[newStart + position]
        guard from >= 0 else {
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
    for s in 0..<oldSectionKept.count where oldSectionKept[s] {
      for index in oldSectionStart[s]..<oldSectionStart[s + 1] where !kept[index] {
        deletedItems.append(IndexPath(item: index - oldSectionStart[s], section: s))
      }
    }
  }

  /// The section holding a flat index, by binary search over the sections' starts (the last entry is the end).
  @usableFromInline
  static func section(holding index: Int, starts: [Int]) -> Int {
    starts.dropLast().lastIndex(atOrBelow: index) ?? 0
  }

  /// For each new hash, the index of the first old entry with the same hash, or -1 (an open-addressing table of
  /// hash and index pairs, one memory access a probe: no generic dictionary).
  @usableFromInline
  static func matchByHash(old: [Int], new: [Int]) -> [Int] {
    var capacity = 16
    while capacity < old.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [HashSlot](repeating: HashSlot(hash: 0, index: -1), count: capacity)
    var match = [Int](repeating: -1, count: new.count)
    slots.withUnsafeMutableBufferPointer { slots in
      for index in 0..<old.count {
        let hash = old[index]
        var slot = SnapshotDiff.slot(for: hash, mask: mask)
        while slots[slot].index >= 0 && slots[slot].hash != hash { slot = (slot + 1) & mask }
        if slots[slot].index < 0 { slots[slot] = HashSlot(hash: hash, index: index) }
      }
      match.withUnsafeMutableBufferPointer { match in
        for index in 0..<new.count {
          let hash = new[index]
          var slot = SnapshotDiff.slot(for: hash, mask: mask)
          while slots[slot].index >= 0 {
            if slots[slot].hash == hash {
              match[index] = slots[slot].index
              break
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
    return match
  }

  /// A slot of `matchByHash`'s table: an old entry's hash and index (-1: empty).
  @usableFromInline
  struct HashSlot {
    var hash: Int
    var index: Int
  }

  /// A table slot for a hash: its bits mixed (Fibonacci hashing), so hashes that differ only in high bits spread.
  @inline(__always) static func slot(for hash: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
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
    values.withUnsafeBufferPointer { values in
      previous.withUnsafeMutableBufferPointer { previous in
        for i in 0..<values.count {
          let value = values[i]
          // Mostly increasing runs extend the longest one: no search.
          if let last = tails.last, values[last] < value {
            previous[i] = last
            tails.append(i)
            continue
          }
          var low = 0
          var high = tails.count
          while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
          }
          if low > 0 { previous[i] = tails[low - 1] }
          if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
      }
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
