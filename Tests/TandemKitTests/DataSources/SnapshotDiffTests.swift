import Foundation
import TandemGraphics
import Testing

@_spi(TandemEngine) @testable import TandemKit

struct SnapshotDiffTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

  /// Checks a diff against a reference model of UIKit's batch updates: every item of a surviving section is
  /// either deleted, moved away or stays; what stays keeps its order; the new sections are the survivors' stayers
  /// with insertions and moves-in at their new positions.
  private func check(_ diff: SnapshotDiff, from old: Snapshot, to new: Snapshot) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    // Sections.
    #expect(Set(diff.deletedSections) == Set(oldSections.indices.filter { !newSections.contains(oldSections[$0]) }))
    #expect(Set(diff.insertedSections) == Set(newSections.indices.filter { !oldSections.contains(newSections[$0]) }))
    for move in diff.movedSections { #expect(oldSections[move.from] == newSections[move.to]) }
    let staying = oldSections.filter { newSections.contains($0) }
    let movedAway = Set(diff.movedSections.map { oldSections[$0.from] })
    let stationaryOld = staying.filter { !movedAway.contains($0) }
    let stationaryNew = newSections.filter { oldSections.contains($0) && !movedAway.contains($0) }
    #expect(stationaryOld == stationaryNew)

    // Items.
    let deleted = Set(diff.deletedItems)
    let movedFrom = Set(diff.movedItems.map(\.from))
    let placed = Set(diff.insertedItems).union(diff.movedItems.map(\.to))
    for move in diff.movedItems {
      #expect(
        old.items(inSectionAt: move.from.section)[move.from.item]
          == new.items(inSectionAt: move.to.section)[move.to.item])
    }
    for (ns, section) in newSections.enumerated() {
      guard let os = oldSections.firstIndex(of: section) else {
        #expect(!diff.insertedItems.contains { $0.section == ns })
        continue
      }
      let oldItems = old.items(inSectionAt: os)
      let remaining = oldItems.indices.filter {
        !deleted.contains(IndexPath(item: $0, section: os)) && !movedFrom.contains(IndexPath(item: $0, section: os))
      }.map { oldItems[$0] }
      let newItems = new.items(inSectionAt: ns)
      let stayers = newItems.indices.filter { !placed.contains(IndexPath(item: $0, section: ns)) }.map { newItems[$0] }
      #expect(remaining == stayers)
      for index in newItems.indices where diff.insertedItems.contains(IndexPath(item: index, section: ns)) {
        // An inserted item did not stay in a surviving section.
        let item = newItems[index]
        if let from = old.sectionIdentifier(containingItem: item) {
          #expect(!newSections.contains(from) || deletedOrMoved(item, old, deleted, movedFrom))
        }
      }
    }
  }

  private func deletedOrMoved(_ item: Int, _ old: Snapshot, _ deleted: Set<IndexPath>, _ moved: Set<IndexPath>) -> Bool
  {
    guard let (s, i) = old.location(of: item) else { return true }
    return deleted.contains(IndexPath(item: i, section: s)) || moved.contains(IndexPath(item: i, section: s))
  }

  @Test func anUnchangedSnapshotGivesNoUpdates() {
    var snapshot = Snapshot()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Array(0..<50), toSection: 0)
    snapshot.appendItems(Array(50..<80), toSection: 1)
    #expect(SnapshotDiff(from: snapshot, to: snapshot).isEmpty)
  }

  /// An item whose hash value is the same for all (an app's careless `hash(into:)`).
  private struct Colliding: Hashable, Sendable {
    var id: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test func itemsWithCollidingHashesAreMatchedByEquality() {
    var old = NSDiffableDataSourceSnapshot<Int, Colliding>()
    old.appendSections([0])
    old.appendItems((0..<6).map(Colliding.init))
    var new = old
    new.deleteItems([Colliding(id: 0)])
    new.moveItem(Colliding(id: 5), beforeItem: Colliding(id: 1))
    new.appendItems([Colliding(id: 9)])
    let diff = SnapshotDiff(from: old, to: new)
    #expect(diff.deletedItems == [IndexPath(item: 0, section: 0)])
    #expect(diff.insertedItems == [IndexPath(item: 5, section: 0)])
    #expect(diff.movedItems == [.init(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))])
  }

  @Test func oneMovedItemIsOneMove() {
    var old = Snapshot()
    old.appendSections([0])
    old.appendItems(Array(0..<10))
    var new = old
    new.moveItem(9, beforeItem: 0)
    let diff = SnapshotDiff(from: old, to: new)
    #expect(diff.movedItems == [.init(from: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))])
    #expect(diff.insertedItems.isEmpty && diff.deletedItems.isEmpty)
  }

  @Test func thousandsOfRandomEditSequencesMatchTheReferenceModel() {
    var random = SeededRandom(seed: 0x5EED)
    var nextID = 1000
    for _ in 0..<3000 {
      var old = Snapshot()
      let sectionCount = Int.random(in: 0...4, using: &random)
      old.appendSections(Array(0..<sectionCount))
      for s in 0..<sectionCount {
        let count = Int.random(in: 0...8, using: &random)
        old.appendItems(Array((nextID..<nextID + count)), toSection: s)
        nextID += count
      }
      var new = old
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        let items = new.itemIdentifiers
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &random)!])
        case 1 where new.numberOfSections > 0:
          new.appendItems([nextID], toSection: new.sectionIdentifiers.randomElement(using: &random)!)
          nextID += 1
        case 2 where items.count > 1:
          let a = items.randomElement(using: &random)!
          let b = items.randomElement(using: &random)!
          if a != b { new.moveItem(a, beforeItem: b) }
        case 3 where !items.isEmpty:
          new.insertItems([nextID], afterItem: items.randomElement(using: &random)!)
          nextID += 1
        case 4 where new.numberOfSections > 0:
          new.deleteSections([new.sectionIdentifiers.randomElement(using: &random)!])
        case 5:
          new.appendSections([nextID])
          nextID += 1
        case 6 where new.numberOfSections > 1:
          let a = new.sectionIdentifiers.randomElement(using: &random)!
          let b = new.sectionIdentifiers.randomElement(using: &random)!
          if a != b { new.moveSection(a, afterSection: b) }
        case 7 where items.count > 1 && new.numberOfSections > 0:
          // An item moving into a section of its own.
          new.appendItems(
            [items.randomElement(using: &random)!], toSection: new.sectionIdentifiers.randomElement(using: &random)!)
        default: break
        }
      }
      #expect(new.keptHashesAreCurrent)
      check(SnapshotDiff(from: old, to: new), from: old, to: new)
      #expect(SnapshotDiff(from: old, to: new) == SnapshotDiff(from: old, to: new, hashingEveryItem: true))
    }
  }

  @Test func movesAreTheFewestThatRestoreOrder() {
    // A shuffle of 100 items moves exactly the items outside a longest increasing run.
    var random = SeededRandom(seed: 7)
    var old = Snapshot()
    old.appendSections([0])
    old.appendItems(Array(0..<100))
    let order = Array(0..<100).shuffled(using: &random)
    var new = Snapshot()
    new.appendSections([0])
    new.appendItems(order)
    let diff = SnapshotDiff(from: old, to: new)
    let longest = SnapshotDiff.increasingRunMask(order).filter { $0 }.count
    #expect(diff.movedItems.count == 100 - longest)
    check(diff, from: old, to: new)
  }
}
