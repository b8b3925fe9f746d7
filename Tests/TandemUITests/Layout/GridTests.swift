import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A score table as apps write it: a header row, a divider across, rows whose first column is leading-aligned, and
/// a total spanning two columns.
private struct ScoreTable: View {
  var body: some View {
    Grid(alignment: .center, horizontalSpacing: 12, verticalSpacing: 6) {
      GridRow {
        Text("Player").bold()
        Text("Round 1").bold()
        Text("Round 2").bold()
      }
      Divider()
      GridRow {
        Text("Ada").gridColumnAlignment(.leading)
        Text("12")
        Text("7")
      }
      GridRow {
        Text("Grace Hopper")
        Text("9")
        Text("14")
      }
      GridRow {
        Text("Total")
        Text("42").gridCellColumns(2)
      }
    }
    .padding()
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct GridTests {
  private func frames(_ graph: ViewGraph) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    graph.root.forEach { node in
      if let text = node.view as? Text { result[text.content] = node.frame }
    }
    return result
  }

  @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() throws {
    let graph = layOut(ScoreTable(), in: CGSize(width: 390, height: 400))
    let f = frames(graph)
    let player = try #require(f["Player"]), ada = try #require(f["Ada"]), grace = try #require(f["Grace Hopper"])
    let round1 = try #require(f["Round 1"]), twelve = try #require(f["12"]), nine = try #require(f["9"])
    // The first column is as wide as "Grace Hopper" and leading-aligned (its alignment set on one cell).
    #expect(ada.minX == grace.minX)
    #expect(player.minX == grace.minX)
    // Other columns centre their cells: 12 and 9 share the centre of "Round 1"'s column.
    #expect(abs(twelve.midX - round1.midX) < 0.5)
    #expect(abs(nine.midX - round1.midX) < 0.5)
    // Columns are 12 apart.
    #expect(abs(round1.minX - (grace.maxX + 12)) < 0.5)
    // A spanning cell centres across both columns it spans.
    let round2 = try #require(f["Round 2"]), total = try #require(f["42"])
    #expect(abs(total.midX - (round1.minX + round2.maxX) / 2) < 0.5)
    // Cells of a row share its line; rows are 6 apart, the divider counts as a row.
    #expect(ada.minY == twelve.minY)
    var divider: CGRect?
    graph.root.forEach { if $0.view is Divider { divider = $0.frame } }
    let line = try #require(divider)
    #expect(abs(line.minY - (player.maxY + 6)) < 0.5)
    #expect(abs(ada.minY - (line.maxY + 6)) < 0.5)
    // The divider spans the whole table, not the screen.
    #expect(abs(line.minX - player.minX) < 0.5)
    #expect(abs(line.maxX - round2.maxX) < 0.5)
  }

  @Test(arguments: [ColorScheme.light, .dark]) func aGridTableLooks(_ scheme: ColorScheme) throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ScoreTable().preferredColorScheme(scheme)))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-grid-table-\(scheme == .dark ? "dark" : "light")")
  }
}
