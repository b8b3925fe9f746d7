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
  let pureDiff = measure(11) { _ = SnapshotDiff(from: large, to: largeChanged) }
  // The yardstick of a diff of two item arrays (DifferenceKit's work): every item of both hashed again.
  let hashingDiff = measure(11) { _ = SnapshotDiff(from: large, to: largeChanged, hashingEveryItem: true) }
  row("diff 100,000 UUIDs as above, hashing every item again (as a diff of arrays does)", hashingDiff)
  let builds = snapshotBuilds { count, result in row("build a snapshot of \(count) items", result) }
  let changedItems = largeChanged.itemIdentifiers
  let buildAndApply = MainActor.assumeIsolated { benchBuildAndApply(large, changedItems) }
  row("build the churned 100k snapshot + apply it (diffable data source, table)", buildAndApply)
  print("\n(5k diff: \(smallCounts ?? "-"); 100k diff: \(largeCounts ?? "-"))")
  print(
    String(
      format:
        "\nsnapshot-build-1M-over-100k %.1f (linear: 10)\nbuild-and-apply-100k-over-diff %.2f (the diff with the "
        + "snapshots' kept hashes)\nbuild-and-apply-100k-over-hashing-diff %.2f (a diff hashing every item, as of arrays)",
      builds.times[1_000_000]! / builds.times[100_000]!, buildAndApply.median / pureDiff.median,
      buildAndApply.median / hashingDiff.median))
  // The build's cost per item at each size: linear is the same figure at every size.
  print(
    String(
      format: "snapshot-build ns-per-item 10k %.1f 100k %.1f 1M %.1f\nsnapshot-build-1M-over-10k %.0f (linear: 100)",
      builds.times[10_000]! * 1e6 / 10_000, builds.times[100_000]! * 1e6 / 100_000,
      builds.times[1_000_000]! * 1e6 / 1_000_000, builds.times[1_000_000]! / builds.times[10_000]!))
  // Memory the 1M build touches fresh (its lists, tables and temporaries are beyond the caches, unlike 100k's).
  print(
    String(
      format: "snapshot-build-1M page faults %.0f (%.0f MiB faulted in per build)", builds.faultsPerMillion,
      builds.faultsPerMillion * 4096 / 1_048_576))
}

/// Builds snapshots of 10k, 100k and 1M items (`report` gets each row): the medians, and the minor page faults of
/// one 1M build.
func snapshotBuilds(
  report: (Int, (median: Double, best: Double)) -> Void = { _, _ in }
) -> (times: [Int: Double], faultsPerMillion: Double) {
  var times: [Int: Double] = [:]
  var faults = 0.0
  for count in [10_000, 100_000, 1_000_000] {
    let ids = Array(0..<count)
    let runs = count >= 1_000_000 ? 7 : 21
    let before = minorPageFaults()
    let result = measure(runs) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(ids)
    }
    if count == 1_000_000 { faults = Double(minorPageFaults() - before) / Double(runs) }
    times[count] = result.median
    report(count, result)
  }
  return (times, faults)
}

/// The process's minor page faults so far.
func minorPageFaults() -> Int {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return usage.ru_minflt
}

/// Builds the churned snapshot from its items and applies it to a diffable data source on a table in a window
/// (timed); before each run the original is applied again (untimed).
@MainActor func benchBuildAndApply(
  _ original: NSDiffableDataSourceSnapshot<Int, UUID>, _ changedItems: [UUID], times: Int = 11
) -> (median: Double, best: Double) {
  let app = UIApplication.reset(device: .iPhone14)
  let window = UIWindow(frame: app.screen.bounds)
  let controller = BenchTableController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  let dataSource = uuidDataSource(controller.table)
  dataSource.applySnapshotUsingReloadData(original)
  app.commit()
  let result = measure(times, prepare: { dataSource.apply(original, animatingDifferences: false) }) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
    snapshot.appendSections([0])
    snapshot.appendItems(changedItems)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
  _ = window
  return result
}

/// A diffable data source showing each UUID's first 8 characters as list content.
@MainActor func uuidDataSource(_ table: UITableView) -> UITableViewDiffableDataSource<Int, UUID> {
  UITableViewDiffableDataSource<Int, UUID>(tableView: table) { view, _, id in
    let cell =
      view.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    var content = cell.defaultContentConfiguration()
    content.text = String(id.uuidString.prefix(8))
    cell.contentConfiguration = content
    return cell
  }
}

/// A controller whose view is a table.
@MainActor final class BenchTableController: UIViewController {
  let table = UITableView(frame: .zero, style: .plain)
  override func loadView() { view = table }
}

/// A data source of `count` numbered rows showing list content.
@MainActor final class NumberedRows: NSObject, UITableViewDataSource {
  let count: Int
  /// Texts shown instead of "Row N".
  var edited: [Int: String] = [:]
  init(count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    var content = cell.defaultContentConfiguration()
    content.text = edited[indexPath.row] ?? "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }
}

/// Tables on a headless iPhone 14 screen: applying 10k-item snapshots through a diffable data source (diff, batch
/// update, re-layout of the rows in view) and one scroll frame (layout and render) in a 1M-row self-sizing table.
@MainActor func benchListViews() {
  print("\n### Table views (iPhone 14, self-sizing rows)\n")
  print("| case | median | best |\n|---|---|---|")
  let app = UIApplication.reset(device: .iPhone14)
  let window = UIWindow(frame: app.screen.bounds)
  let controller = BenchTableController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  let table = controller.table
  let dataSource = uuidDataSource(table)
  for (name, deleted, inserted, shuffled) in [
    ("100/100/20 churn", 100, 100, 20),
    ("2k/2k/400 churn", 2000, 2000, 400),
  ] {
    let (old, new) = churnedSnapshots(count: 10_000, deleted: deleted, inserted: inserted, shuffled: shuffled)
    dataSource.applySnapshotUsingReloadData(old)
    app.commit()
    var forward = true
    row(
      "apply 10k items, \(name) + layout",
      measure(21) {
        dataSource.apply(forward ? new : old)
        table.layoutIfNeeded()
        forward.toggle()
      })
  }
  let rows = NumberedRows(count: 1_000_000)
  let residentBefore = allocatedBytes()
  row(
    "load 1M rows (counts, estimates)",
    measure(1) {
      table.dataSource = rows
      app.commit()
    })
  let tableBytesPerRow = Double(allocatedBytes() - residentBefore) / 1_000_000
  var offset: CGFloat = 0
  row(
    "1M rows: one 200 pt scroll frame",
    measure(61) {
      offset += 200
      table.contentOffset = CGPoint(x: 0, y: offset)
      app.commit()
    })
  row(
    "1M rows: the same without rendering",
    measure(61) {
      offset += 200
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
    })
  var edits = 0
  row(
    "1M rows: one row's text changes → pixels (reconfigure, layout, render)",
    measure(61) {
      edits += 1
      let visible = table.indexPathsForVisibleRows?[3] ?? IndexPath(row: 0, section: 0)
      rows.edited[visible.row] = "Edited \(edits)"
      table.reconfigureRows(at: [visible])
      app.commit()
    })
  if let report = app.lastCompositeReport {
    print(
      "\n(one row's change: damage \(report.damage.map { "\(Int($0.width))×\(Int($0.height))" }), \(report.layersPainted) layers painted, \(report.layersDisplayed) displayed, \(report.layersVisited) visited)\n"
    )
  }
  app.commit()
  row("1M rows: nothing changed → commit", measure(61) { app.commit() })
  print(
    "\n(churn: deleted/inserted/moved of 10,000 UUIDs; a scroll frame tiles, measures new rows, lays out and renders)")
  print(String(format: "\nbytes-per-row 1M-row table %.1f (resident growth ÷ rows)", tableBytesPerRow))
  print(String(format: "peak-rss-MiB after the 1M-row table %.0f", peakResidentMiB()))
}

/// The process's resident set now, in bytes (/proc/self/statm).
func allocatedBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = Int(statm.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The process's peak resident set (VmHWM), in MiB.
func peakResidentMiB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kilobytes / 1024
}

/// A collection view data source of `count` numbered self-sizing list rows.
@MainActor final class NumberedItems: NSObject, UICollectionViewDataSource {
  let count: Int
  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    cell.contentConfiguration = content
  }
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
  }
}

/// A controller whose view is a list collection view.
@MainActor final class BenchCollectionController: UIViewController {
  let collection = UICollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain)))
  override func loadView() { view = collection }
}

/// List collection views of 100 and 1M self-sizing rows on a headless iPhone 14: the first frame and one scrolled
/// screen, as ratios of the 1M case to the 100 case, and the memory a row costs.
@MainActor func benchCollectionViews() {
  print("\n### Collection views (list layout, self-sizing rows, iPhone 14)\n")
  print("| case | median | best |\n|---|---|---|")
  var firstFrames: [Int: Double] = [:]
  var scrolls: [Int: Double] = [:]
  var bytesPerRow = 0.0
  for count in [100, 1_000_000] {
    var kept: [(UIApplication, UIWindow, BenchCollectionController, NumberedItems)] = []
    let before = allocatedBytes()
    let first = measure(5) {
      let app = UIApplication.reset(device: .iPhone14)
      let window = UIWindow(frame: app.screen.bounds)
      let controller = BenchCollectionController()
      let items = NumberedItems(count: count)
      controller.collection.dataSource = items
      window.rootViewController = controller
      window.makeKeyAndVisible()
      app.commit()
      kept = [(app, window, controller, items)]
    }
    if count == 1_000_000 { bytesPerRow = Double(allocatedBytes() - before) / Double(count) }
    row("\(count) rows: first frame (boot, layout, measure, render)", first)
    firstFrames[count] = first.median
    let (app, _, controller, _) = kept[0]
    let view = controller.collection
    // Up and down within the first 100 rows' content, so both cases scroll the same distance over the same rows.
    var step = 0
    let scroll = measure(61) {
      step += 1
      view.contentOffset.y = CGFloat(step % 2) * min(view.bounds.height, view.contentSize.height - view.bounds.height)
      app.commit()
    }
    row("\(count) rows: one scrolled screen (tile, measure, render)", scroll)
    scrolls[count] = scroll.median
    var far: CGFloat = 0
    if count == 1_000_000 {
      row(
        "1M rows: one scrolled screen into rows not seen yet",
        measure(61) {
          far += view.bounds.height
          view.contentOffset.y = far
          app.commit()
        })
    }
  }
  print("")
  print(String(format: "ratio-1M-to-100 first-frame %.2f", firstFrames[1_000_000]! / firstFrames[100]!))
  print(String(format: "ratio-1M-to-100 scrolled-screen %.2f", scrolls[1_000_000]! / scrolls[100]!))
  print(String(format: "bytes-per-row 1M-row list collection view %.1f (resident growth ÷ rows)", bytesPerRow))
  print(String(format: "peak-rss-MiB after the collection views %.0f", peakResidentMiB()))
}
