import Foundation
import Testing

@testable import TandemUI

private struct Row: View {
  let value: Int
  var body: some View {
    HStack {
      Text("Row \(value)")
      Spacer()
      Text("\(value)").foregroundColor(.secondary)
    }
  }
}

private struct Rows: View {
  let count: Int
  var body: some View { VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Row(value: $0) } } }
}

/// Nodes nobody has measured yet invalidate nothing: a new subtree leaves no layout for the graph to settle.
@MainActor struct NewSubtreeInvalidationTests {
  @Test func buildingAGraphLeavesNoInvalidationToSettle() {
    var environment = EnvironmentValues()
    environment.displayScale = 3
    let graph = ViewGraph(rootView: Rows(count: 100), environment: environment)
    #expect(graph.pendingLayout.isEmpty)
    graph.layout(in: CGRect(x: 0, y: 0, width: 390, height: 3000))
    #expect(graph.pendingLayout.isEmpty)
  }

  @Test func aChangedRowInvalidatesOnlyWhatReliedOnIt() {
    var environment = EnvironmentValues()
    environment.displayScale = 3
    let graph = ViewGraph(rootView: Rows(count: 100), environment: environment)
    graph.layout(in: CGRect(x: 0, y: 0, width: 390, height: 3000))
    let before = graph.measurements
    graph.setRootView(Rows(count: 101))
    graph.layout(in: CGRect(x: 0, y: 0, width: 390, height: 3000))
    // The new row is measured, and the stack around it; the other hundred rows keep their sizes.
    #expect(graph.measurements - before < 60)
  }
}
