import Foundation
import TandemCombine
import TandemGraphics
import TandemUI

struct BenchSample: Identifiable {
  let id: Int
  var value: Int
}

@MainActor final class BenchTable: ObservableObject {
  @Published var samples = (0..<1000).map { BenchSample(id: $0, value: $0) }
}

struct BenchRow: View {
  let value: Int
  var body: some View {
    HStack {
      Text("Sample \(value)")
      Spacer()
      Text("\(value % 200) BPM").foregroundColor(.secondary)
    }
    .padding(.horizontal)
  }
}

struct BenchList: View {
  @ObservedObject var table: BenchTable
  var body: some View {
    VStack(spacing: 0) {
      ForEach(table.samples) { BenchRow(value: $0.value) }
    }
  }
}

/// One `@Published` change in a 1,000-row ForEach: re-evaluation, re-layout and the display list's damage (the
/// rectangle a host redraws).
@MainActor func benchSwiftUI() {
  print("\n### SwiftUI graph (1,000-row ForEach, 390 pt wide)\n")
  print("| case | median | best |\n|---|---|---|")
  let table = BenchTable()
  var environment = EnvironmentValues()
  environment.displayScale = 3
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 30000)
  var graph: ViewGraph!
  let shapedBefore = TextLayout.shapedCount
  row(
    "build the graph + first layout (first in the process: every text shaped)",
    measure(1) {
      graph = ViewGraph(rootView: BenchList(table: table), environment: environment)
      graph.layout(in: bounds)
    })
  let shapedInBuild = TextLayout.shapedCount - shapedBefore
  // The graphs built are kept until all are measured: releasing one is measured on its own below.
  var built: [ViewGraph] = []
  row(
    "build the graph + first layout again (text layouts cached)",
    measure(9) {
      let next = ViewGraph(rootView: BenchList(table: table), environment: environment)
      next.layout(in: bounds)
      built.append(next)
    })
  graph = built.removeLast()
  row(
    "  release a built graph (every node deinitialised)",
    measure(built.count) { built.removeLast() })
  var n = 0
  var damaged: CGRect?
  row(
    "one @Published change → re-evaluate + re-layout + damage",
    measure(Int(ProcessInfo.processInfo.environment["TANDEM_BENCH_RUNS"] ?? "") ?? 41) {
      n += 1
      table.samples[500].value = 10_000 + n
      graph.layout(in: bounds)
      damaged = graph.takeDamage()
    })
  row(
    "  of which: re-evaluate only (graph.update)",
    measure(41) {
      n += 1
      table.samples[500].value = 10_000 + n
      graph.update()
    })
  let evaluated = graph.bodyEvaluations["BenchRow"] ?? 0
  print(
    "\n(damaged rectangle of the last change: \(damaged.map { "\(Int($0.width))×\(Int($0.height)) pt" } ?? "none"))")
  print("\n(text layouts shaped to build the graph: \(shapedInBuild) for 2,000 texts)")
  print("\n(row bodies evaluated: \(evaluated) = 1,000 at first + one per change)")
}
