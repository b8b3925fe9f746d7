import Foundation
import Testing

@testable import TandemKit

/// Snapshot semantics as Apple documents them.
struct NSDiffableDataSourceSnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  private func sample() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])  // the last section
    return snapshot
  }

  @Test func appendingFillsSectionsAndCounts() {
    let snapshot = sample()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "b") == 2)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
  }

  @Test func insertingAndMovingItemsRelativeToOthers() {
    var snapshot = sample()
    snapshot.insertItems([10, 11], beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
    snapshot.insertItems([12], afterItem: 5)
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 12])
    snapshot.moveItem(1, afterItem: 12)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 11, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 12, 1])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    snapshot.moveItem(3, beforeItem: 10)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 10, 11, 2])
  }

  @Test func appendingAnExistingItemMovesIt() {
    var snapshot = sample()
    snapshot.appendItems([1], toSection: "b")
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
    #expect(snapshot.numberOfItems == 5)
  }

  @Test func insertingExistingItemsMovesThemAndDropsTheirMarks() {
    var snapshot = sample()
    snapshot.reloadItems([4])
    snapshot.insertItems([4, 9, 2], afterItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 4, 9, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [5])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "a")
    #expect(snapshot.numberOfItems == 6)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func aSnapshotLargeEnoughToSplitItsIndexAnswersAsASmallOne() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(Array(0..<50_000), toSection: "a")
    snapshot.appendItems(Array(50_000..<100_000), toSection: "b")
    #expect(snapshot.itemSection.parts.count == 256)
    #expect(snapshot.numberOfItems == 100_000)
    for item in stride(from: 0, to: 100_000, by: 997) {
      #expect(snapshot.sectionIdentifier(containingItem: item) == (item < 50_000 ? "a" : "b"))
    }
    // A bulk append that moves items from the other section, then a delete and a move.
    snapshot.appendItems(Array(45_000..<55_000) + Array(100_000..<105_000), toSection: "a")
    #expect(snapshot.numberOfItems == 105_000)
    #expect(snapshot.numberOfItems(inSection: "a") == 60_000)
    #expect(snapshot.sectionIdentifier(containingItem: 52_000) == "a")
    #expect(snapshot.itemIdentifiers(inSection: "b").first == 55_000)
    snapshot.deleteItems([0, 104_999, 123_456_789])
    snapshot.moveItem(1, afterItem: 99_999)
    #expect(snapshot.numberOfItems == 104_998)
    #expect(snapshot.sectionIdentifier(containingItem: 0) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    #expect(snapshot.indexOfItem(1) == snapshot.numberOfItems - 1)
    #expect(Set(snapshot.itemIdentifiers).count == snapshot.numberOfItems)
  }

  @Test func deletingItemsAndSections() {
    var snapshot = sample()
    snapshot.deleteItems([2, 99])
    #expect(snapshot.itemIdentifiers == [1, 3, 4, 5])
    snapshot.deleteSections(["a"])
    #expect(snapshot.sectionIdentifiers == ["b"])
    #expect(snapshot.itemIdentifiers == [4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test func sectionsInsertAndMoveWithTheirItems() {
    var snapshot = sample()
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.insertSections(["m"], afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"])
    snapshot.moveSection("b", beforeSection: "z")
    #expect(snapshot.sectionIdentifiers == ["b", "z", "a", "m"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    snapshot.moveSection("b", afterSection: "m")
    #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"])
    #expect(snapshot.indexOfItem(4) == 3)
  }

  @Test func reloadAndReconfigureMarksAreKeptUntilTheItemsGo() {
    var snapshot = sample()
    snapshot.reloadItems([2, 2, 4])
    snapshot.reconfigureItems([5])
    snapshot.reloadSections(["a"])
    #expect(snapshot.reloadedItemIdentifiers == [2, 4])
    #expect(snapshot.reconfiguredItemIdentifiers == [5])
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    snapshot.deleteItems([4])
    #expect(snapshot.reloadedItemIdentifiers == [2])
    snapshot.deleteSections(["a"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func duplicateItemIdentifiersTrapWithApplesMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2, 1])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers"))
  }

  @Test func aDuplicateInALargeAppendTrapsWithApplesMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems(Array(0..<70_000) + [68_123])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Duplicate identifiers: {(\n    68123\n)}"))
  }

  @Test func appendingWithoutSectionsTrapsWithApplesMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendItems([1])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("There are currently no sections in the data source. Please add a section first."))
  }

  @Test func duplicateSectionIdentifiersTrap() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a", "b"])
      snapshot.appendSections(["b"])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    b\n)}"))
  }
}
