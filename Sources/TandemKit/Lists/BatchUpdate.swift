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
  func rowMapping(oldCounts: [Int], newCounts: [Int]) -> [[IndexPath?]] {
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

    let deletedSet = Set(deletedRows)
    let reloadedSet = Set(reloadedRows)
    let rowsMovedFrom = Set(movedRows.map(\.from))
    var mapping: [[IndexPath?]] = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
    for (oldSection, target) in newSectionOf.enumerated() {
      // A reloaded section's rows all get fresh cells: nothing maps, and its new count is whatever it is.
      guard let newSection = target, !reloadedSections.contains(oldSection) else { continue }
      let inserted = Set(insertedRows.filter { $0.section == newSection }).count
      let deleted = deletedRows.filter { $0.section == oldSection }.count
      let movedIn = movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
      let movedOut = movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
      let expected = oldCounts[oldSection] + inserted - deleted + movedIn - movedOut
      if newCounts[newSection] != expected {
        fatalError(
          "Invalid update: invalid number of \(itemNoun) in section \(newSection). The number of \(itemNoun) contained in an "
            + "existing section after the update (\(newCounts[newSection])) must be equal to the number of \(itemNoun) "
            + "contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of "
            + "\(itemNoun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and "
            + "plus or minus the number of \(itemNoun) moved into or out of that section (\(movedIn) moved in, "
            + "\(movedOut) moved out).")
      }
      // New positions taken by insertions and moves; the remaining old rows (reloaded ones too) fill the rest in order.
      var taken = Set(insertedRows.filter { $0.section == newSection }.map(\.row))
      for move in movedRows where move.to.section == newSection { taken.insert(move.to.row) }
      var free = (0..<newCounts[newSection]).filter { !taken.contains($0) }.makeIterator()
      for row in 0..<oldCounts[oldSection] {
        let path = IndexPath(row: row, section: oldSection)
        if deletedSet.contains(path) || rowsMovedFrom.contains(path) { continue }
        let target = free.next().map { IndexPath(row: $0, section: newSection) }
        mapping[oldSection][row] = reloadedSet.contains(path) ? nil : target
      }
    }
    for move in movedRows { mapping[move.from.section][move.from.row] = move.to }
    return mapping
  }
}
