import Foundation
import TandemGraphics
@_spi(TandemEngine) import TandemKit

/// DifferenceKit's published scenario: `count` UUIDs, then `deleted` removed, `inserted` new ones at random
/// places and `shuffled` moved to random places.
func churnedSnapshots(count: Int, deleted: Int, inserted: Int, shuffled: Int) -> (
  NSDiffableDataSourceSnapshot<Int, UUID>, NSDiffableDataSourceSnapshot<Int, UUID>
) {
  var random = SeededRandom(seed: UInt64(count))
  let items = (0..<count).map { _ in UUID() }
  var changed = items
  for _ in 0..<deleted { changed.remove(at: Int.random(in: 0..<changed.count, using: &random)) }
  for _ in 0..<inserted { changed.insert(UUID(), at: Int.random(in: 0...changed.count, using: &random)) }
  for _ in 0..<shuffled {
    let item = changed.remove(at: Int.random(in: 0..<changed.count, using: &random))
    changed.insert(item, at: Int.random(in: 0...changed.count, using: &random))
  }
  var old = NSDiffableDataSourceSnapshot<Int, UUID>()
  old.appendSections([0])
  old.appendItems(items)
  var new = NSDiffableDataSourceSnapshot<Int, UUID>()
  new.appendSections([0])
  new.appendItems(changed)
  return (old, new)
}

/// Diffable data source snapshots: diffs on DifferenceKit's scenarios and snapshot builds.
func benchLists() {
  print("\n### Diffable snapshots\n")
  print("| case | median | best |\n|---|---|---|")
  let (small, smallChanged) = churnedSnapshots(count: 5000, deleted: 1000, inserted: 1000, shuffled: 200)
  var diff: SnapshotDiff?
  row(
    "diff 5,000 UUIDs: 1,000 del., 1,000 ins., 200 shuffled",
    measure(41) { diff = SnapshotDiff(from: small, to: smallChanged) })
  let smallCounts = diff.map {
    "\($0.deletedItems.count) deletes, \($0.insertedItems.count) inserts, \($0.movedItems.count) moves"
  }
  let (large, largeChanged) = churnedSnapshots(count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2_000)
  row(
    "diff 100,000 UUIDs: 10k del., 10k ins., 2k shuffled",
    measure(11) { diff = SnapshotDiff(from: large, to: largeChanged) })
  let largeCounts = diff.map {
    "\($0.deletedItems.count) deletes, \($0.insertedItems.count) inserts, \($0.movedItems.count) moves"
  }
  for count in [10_000, 100_000, 1_000_000] {
    let ids = Array(0..<count)
    row(
      "build a snapshot of \(count) items",
      measure(count >= 1_000_000 ? 5 : 11) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(ids)
      })
  }
  print("\n(5k diff: \(smallCounts ?? "-"); 100k diff: \(largeCounts ?? "-"))")
}
