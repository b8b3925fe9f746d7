import Foundation
import TandemDriver
import TandemGraphics
import TandemKit
import TandemTesting

/// The data sources of the snapshot screens (a table's data source is weak).
@MainActor private var snapshotRows: [NumberedRows] = []

/// A navigation screen of list rows, the screen the snapshot cases capture.
@MainActor func snapshotScreen(rows count: Int = 20) -> AppDriver {
  let controller = BenchTableController()
  controller.title = "Samples"
  let rows = NumberedRows(count: count)
  controller.table.dataSource = rows
  snapshotRows.append(rows)
  return AppDriver(rootViewController: UINavigationController(rootViewController: controller))
}

/// The child process of the first-snapshot case: boots, shows the screen, captures it and compares it with the
/// golden in `folder`; exits 0 on a match.
@MainActor func firstSnapshot(in folder: String, record: Bool) -> Never {
  let driver = snapshotScreen()
  let outcome = GoldenImage.compare(
    driver.capture(), named: "bench-screen", in: URL(fileURLWithPath: folder), record: record)
  exit(outcome == .matched || record ? 0 : 1)
}

/// Runs this executable with arguments; whether it exited 0.
func runChild(_ arguments: [String]) -> Bool {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}

/// Golden comparisons of an iPhone 14 screen (1170×2532 px): warm capture + compare with a matching golden, a
/// mismatch (actual and diff written), and a fresh process's first snapshot.
@MainActor func benchSnapshots() {
  print("\n### Snapshots (iPhone 14 @3x, 1170×2532 px)\n")
  print("| case | median | best |\n|---|---|---|")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-bench-goldens-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  row(
    "process start → first snapshot recorded (a fresh process, golden written)",
    measure(1) { _ = runChild(["first-snapshot", folder.path, "record"]) })
  row(
    "process start → first snapshot compared (a fresh process, golden decoded)",
    measure(1) { _ = runChild(["first-snapshot", folder.path]) })
  let driver = snapshotScreen()
  var matched = true
  row(
    "capture + compare with a matching golden (warm)",
    measure(21) {
      matched = matched && GoldenImage.compare(driver.capture(), named: "bench-screen", in: folder) == .matched
    })
  row("  of which: capture (commit + copy of the screen)", measure(21) { _ = driver.capture() })
  let other = snapshotScreen(rows: 10)
  var wrote = true
  row(
    "capture + compare with a differing golden (actual + diff written)",
    measure(5) {
      if case .mismatched(_, let actual, let diff, _, _) = GoldenImage.compare(
        other.capture(), named: "bench-screen", in: folder)
      {
        wrote =
          wrote && FileManager.default.fileExists(atPath: actual.path)
          && FileManager.default.fileExists(atPath: diff.path)
      } else {
        wrote = false
      }
    })
  var childSucceeded = true
  row(
    "process start → first snapshot compared (a fresh process, golden known)",
    measure(5) { childSucceeded = runChild(["first-snapshot", folder.path]) && childSucceeded })
  print(
    "\n(matching comparisons matched: \(matched); mismatches wrote actual and diff: \(wrote); fresh processes matched: \(childSucceeded))"
  )
}
