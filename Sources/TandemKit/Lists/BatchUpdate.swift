import Foundation

/// The changes of one batch update, in UIKit's terms (deletions and reloads at old positions, insertions at new).
struct BatchUpdate {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  /// Sections moved from an old index to a new one (with their rows).
  var movedSections: [(from: Int, to: Int)] = []
  /// Sections whose rows all get fresh cells (old indices).
  var reloadedSections = IndexSet()
  /// Whether rows that stay move to their new places, and inserted and deleted ones fade, on the frame clock.
  var animated = false
  /// What the list calls its items and itself in UIKit's messages.
  var itemNoun = "rows"
  var listNoun = "table view"

  /// Where each old row goes (nil: deleted or reloaded), after checking the counts as UIKit does. A reloaded row
  /// stays in the list like an untouched one — it goes where the other changes put it — but gets a fresh cell, so
  /// it maps to nil and its new position is filled anew.
  func rowMapping(oldCounts: [Int], newCounts: [Int]) -> RowMapping {
    let expectedSections = oldCounts.count + insertedSections.count - deletedSections.count
    if newCounts.count != expectedSections {
      fatalError(
        "Invalid update: invalid number of sections. The number of sections contained in the \(listNoun) after the "
          + "update (\(newCounts.count)) must be equal to the number of sections contained in the \(listNoun) before "
          + "the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
          + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
    }
    // Moved sections land where they were moved; the other old sections that stay, in order, land in the new
    // sections that were neither inserted nor moved to.
    let movedFrom = Set(movedSections.map(\.from))
    let movedTo = Set(movedSections.map(\.to))
    let keptOld = oldCounts.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
    let keptNew = newCounts.indices.filter { !insertedSections.contains($0) && !movedTo.contains($0) }
    var newSectionOf = [Int?](repeating: nil, count: oldCounts.count)
    for (old, new) in zip(keptOld, keptNew) { newSectionOf[old] = new }
    for move in movedSections { newSectionOf[move.from] = move.to }

    var oldSectionOf = [Int?](repeating: nil, count: newCounts.count)
    for (old, new) in newSectionOf.enumerated() { if let new { oldSectionOf[new] = old } }

    // Per-row flags and per-section counts, gathered in one pass over each list of changes (no hashing of paths).
    func flags(_ counts: [Int]) -> [[Bool]] { counts.map { [Bool](repeating: false, count: $0) } }
    // An index path's parts are read once each (Foundation's subscript is a call per read on Linux).
    func contains(_ counts: [Int], _ section: Int, _ row: Int) -> Bool {
      section >= 0 && section < counts.count && row >= 0 && row < counts[section]
    }
    var leaving = flags(oldCounts)  // deleted or moved away
    var reloaded = flags(oldCounts)
    var taken = flags(newCounts)  // new positions of insertions and moves
    var deletedCount = [Int](repeating: 0, count: oldCounts.count)
    var insertedCount = [Int](repeating: 0, count: newCounts.count)
    var movedIn = [Int](repeating: 0, count: newCounts.count)
    var movedOut = [Int](repeating: 0, count: oldCounts.count)
    var insertedOutside = Set<IndexPath>()  // inserted paths past a section's end, counted once each
    for path in deletedRows {
      let (section, row) = (path.section, path.row)
      guard section >= 0 && section < oldCounts.count else { continue }
      deletedCount[section] += 1
      if contains(oldCounts, section, row) { leaving[section][row] = true }
    }
    for path in insertedRows {
      let (section, row) = (path.section, path.row)
      guard section >= 0 && section < newCounts.count else { continue }
      if contains(newCounts, section, row) {
        if !taken[section][row] { insertedCount[section] += 1 }
        taken[section][row] = true
      } else if insertedOutside.insert(path).inserted {
        insertedCount[section] += 1
      }
    }
    for path in reloadedRows {
      let (section, row) = (path.section, path.row)
      if contains(oldCounts, section, row) { reloaded[section][row] = true }
    }
    for move in movedRows {
      let (from, fromRow, to, toRow) = (move.from.section, move.from.row, move.to.section, move.to.row)
      if contains(oldCounts, from, fromRow) { leaving[from][fromRow] = true }
      if contains(newCounts, to, toRow) { taken[to][toRow] = true }
      if to >= 0 && to < newCounts.count && from != oldSectionOf[to] { movedIn[to] += 1 }
      if from >= 0 && from < oldCounts.count && to != newSectionOf[from] { movedOut[from] += 1 }
    }
    var mapping = RowMapping(oldCounts: oldCounts)
    for (oldSection, target) in newSectionOf.enumerated() {
      // A reloaded section's rows all get fresh cells: nothing maps, and its new count is whatever it is.
      guard let newSection = target, !reloadedSections.contains(oldSection) else { continue }
      let inserted = insertedCount[newSection]
      let deleted = deletedCount[oldSection]
      let expected = oldCounts[oldSection] + inserted - deleted + movedIn[newSection] - movedOut[oldSection]
      if newCounts[newSection] != expected {
        fatalError(
          "Invalid update: invalid number of \(itemNoun) in section \(newSection). The number of \(itemNoun) contained in an "
            + "existing section after the update (\(newCounts[newSection])) must be equal to the number of \(itemNoun) "
            + "contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of "
            + "\(itemNoun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and "
            + "plus or minus the number of \(itemNoun) moved into or out of that section (\(movedIn[newSection]) moved in, "
            + "\(movedOut[oldSection]) moved out).")
      }
      // The old rows that remain (reloaded ones too) fill, in order, the new positions not taken.
      let free = taken[newSection]
      let (gone, fresh) = (leaving[oldSection], reloaded[oldSection])
      mapping.packed[oldSection].withUnsafeMutableBufferPointer { rows in
        var next = 0
        for row in 0..<rows.count where !gone[row] {
          while next < free.count && free[next] { next += 1 }
          let target = next < free.count ? RowMapping.pack(section: newSection, row: next) : -1
          next += 1
          rows[row] = fresh[row] ? -1 : target
        }
      }
    }
    for move in movedRows {
      let (from, fromRow) = (move.from.section, move.from.row)
      mapping.packed[from][fromRow] = RowMapping.pack(section: move.to.section, row: move.to.row)
    }
    return mapping
  }
}

/// Where each old row of a list goes in a batch update: for every old section, each row's new section and row
/// packed in one integer (-1: deleted, or reloaded into a fresh cell).
struct RowMapping {
  fileprivate(set) var packed: [[Int]]

  init(oldCounts: [Int]) { packed = oldCounts.map { [Int](repeating: -1, count: $0) } }

  static func pack(section: Int, row: Int) -> Int { section << 32 | row }

  /// The number of old sections.
  var sectionCount: Int { packed.count }
  /// The number of rows of an old section.
  func rowCount(inSection section: Int) -> Int { packed[section].count }

  /// The new section and row of an old row, or nil (gone, or not a row of the old list).
  func newPosition(section: Int, row: Int) -> (section: Int, row: Int)? {
    guard section >= 0, section < packed.count, row >= 0, row < packed[section].count else { return nil }
    let value = packed[section][row]
    return value < 0 ? nil : (value >> 32, value & 0xFFFF_FFFF)
  }

  /// The new index path of an old one, or nil.
  subscript(path: IndexPath) -> IndexPath? {
    newPosition(section: path.section, row: path.item).map { IndexPath(item: $0.row, section: $0.section) }
  }
}
