import Foundation
import ShowcaseApp
import TandemDriver
import TandemGraphics
import TandemKit
import TandemTesting
import TandemUI

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

/// Runs this executable with arguments; whether it exited 0, and what it printed.
@discardableResult func runChild(_ arguments: [String]) -> (succeeded: Bool, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  guard (try? process.run()) != nil else { return (false, "") }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
}

/// The child process of the Showcase case: renders every Showcase shot to `folder` as Showcase's headless mode
/// does (the main run loop drives the rendering task), then prints the number of pictures and its peak RSS.
@MainActor func showcaseRender(to folder: String) -> Never {
  var count = -1
  Task { @MainActor in
    count = (try? await ShowcaseRenderer.render(to: URL(fileURLWithPath: folder)))?.count ?? 0
  }
  while count < 0 { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
  print(String(format: "%d %.0f", count, peakResidentMiB()))
  exit(count > 0 ? 0 : 1)
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
    measure(1) { runChild(["first-snapshot", folder.path, "record"]) })
  row(
    "process start → first snapshot compared (a fresh process, golden decoded)",
    measure(1) { runChild(["first-snapshot", folder.path]) })
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
  benchStrategies(in: folder.appendingPathComponent("strategies"))
  var childSucceeded = true
  row(
    "process start → first snapshot compared (a fresh process, golden known)",
    measure(5) { childSucceeded = runChild(["first-snapshot", folder.path]).succeeded && childSucceeded })
  let pictures = folder.appendingPathComponent("showcase")
  var report = ""
  row(
    "Showcase's headless renderer: every shot to PNG (a fresh process)",
    measure(1) { report = runChild(["showcase-render", pictures.path]).output })
  print(
    "\n(matching comparisons matched: \(matched); mismatches wrote actual and diff: \(wrote); fresh processes matched: \(childSucceeded))"
  )
  let figures = report.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  if figures.count == 2 {
    print(
      String(format: "\nshowcase-pictures %.0f\npeak-rss-MiB of the Showcase renderer %.0f", figures[0], figures[1]))
  } else {
    print("\nshowcase-render failed: \(report)")
  }
}

/// A SwiftUI card the strategy cases snapshot at its own size.
private struct BenchCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Samples").font(.headline)
      Text("Twenty rows of list content").foregroundStyle(.secondary)
    }
    .padding()
  }
}

/// Each snapshot strategy against a matching golden (warm: the golden was recorded and compared once), and a
/// suite of 100 snapshots of them in turn, as `assertSnapshot` runs them (a fresh screen booted per snapshot).
@MainActor func benchStrategies(in folder: URL) {
  let directory = folder.path
  var allMatched = true
  func check(_ failure: String?) { allMatched = allMatched && failure == nil }
  let cases: [(String, @MainActor () -> String?)] = [
    (
      "assertSnapshot: controller .image",
      {
        verifySnapshot(
          of: screenController(), as: .image, named: "vc",
          record: .never, snapshotDirectory: directory, testName: "bench")
      }
    ),
    (
      "assertSnapshot: SwiftUI view .image (size that fits)",
      {
        verifySnapshot(
          of: BenchCard(), as: .image,
          named: "card", record: .never, snapshotDirectory: directory, testName: "bench")
      }
    ),
    (
      "assertSnapshot: controller .accessibilityTree",
      {
        verifySnapshot(
          of: screenController(),
          as: .accessibilityTree, named: "tree", record: .never, snapshotDirectory: directory, testName: "bench")
      }
    ),
    (
      "assertSnapshot: controller .recursiveDescription",
      {
        verifySnapshot(
          of: screenController(),
          as: .recursiveDescription, named: "views", record: .never, snapshotDirectory: directory, testName: "bench")
      }
    ),
    (
      "assertSnapshot: controller .lint",
      {
        verifySnapshot(
          of: screenController(), as: .lint, named: "lint",
          record: .never, snapshotDirectory: directory, testName: "bench")
      }
    ),
  ]
  // Record each golden, then compare once (decoding it), so the timed runs are warm.
  _ = verifySnapshot(
    of: screenController(), as: .image, named: "vc", record: .all, snapshotDirectory: directory, testName: "bench")
  _ = verifySnapshot(
    of: BenchCard(), as: .image, named: "card", record: .all, snapshotDirectory: directory, testName: "bench")
  _ = verifySnapshot(
    of: screenController(), as: .accessibilityTree, named: "tree", record: .all, snapshotDirectory: directory,
    testName: "bench")
  _ = verifySnapshot(
    of: screenController(), as: .recursiveDescription, named: "views", record: .all, snapshotDirectory: directory,
    testName: "bench")
  _ = verifySnapshot(
    of: screenController(), as: .lint, named: "lint", record: .all, snapshotDirectory: directory, testName: "bench")
  for (_, run) in cases { check(run()) }
  for (name, run) in cases { row(name + " (warm, matching)", measure(11) { check(run()) }) }
  let suite = measure(3) {
    for index in 0..<100 { check(cases[index % cases.count].1()) }
  }
  row("a suite of 100 snapshots (20 of each strategy above)", suite)
  print("\n(strategy snapshots matched their goldens: \(allMatched))")
  print(String(format: "snapshot-suite-100 %.2f s", suite.median / 1000))
}

/// The navigation screen of 20 list rows, as a controller a test would make.
@MainActor private func screenController() -> UIViewController {
  let controller = BenchTableController()
  controller.title = "Samples"
  let rows = NumberedRows(count: 20)
  controller.table.dataSource = rows
  snapshotRows.append(rows)
  return UINavigationController(rootViewController: controller)
}
