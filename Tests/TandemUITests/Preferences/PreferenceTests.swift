import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// The titles rows report to their list, in order.
private struct TitlesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// A total the rows add up.
private struct TotalKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@MainActor private var reported: [[String]] = []
@MainActor private var totals: [Int] = []

private struct Row: View {
  let title: String
  var body: some View {
    HStack {
      VStack {
        Text(title).preference(key: TitlesKey.self, value: [title])
      }
      Spacer()
    }
  }
}

/// A view whose own preference is transformed (its inputs never change, so it is evaluated once).
private struct Counted: View {
  var body: some View {
    Text("Counted")
      .preference(key: TotalKey.self, value: 2)
      .transformPreference(TotalKey.self) { $0 *= 10 }
  }
}

private struct Rows: View {
  @State var titles = ["Alpha", "Beta"]
  @State var unrelated = 0
  var body: some View {
    VStack {
      Text("Unrelated \(unrelated)")
      VStack {
        ForEach(titles, id: \.self) { Row(title: $0) }
      }
      .onPreferenceChange(TitlesKey.self) { reported.append($0) }
      Counted()
    }
    .preference(key: TotalKey.self, value: 1)
    .onPreferenceChange(TotalKey.self) { totals.append($0) }
  }
}

@MainActor @Suite(.serialized) struct PreferenceTests {
  private func state(_ graph: ViewGraph) -> Rows? {
    var found: Rows?
    graph.root.forEach { if found == nil, let rows = $0.view as? Rows { found = rows } }
    return found
  }

  /// Values set deep in the tree reach the reader above them, reduced in view order; the reader acts when it
  /// first appears, then only when the value changes, and nothing is recomputed for a change elsewhere.
  @Test func aPreferenceSetDeepReachesItsReaderAndRecomputesOnlyOnChange() throws {
    reported = []
    totals = []
    let graph = layOut(Rows(), in: CGSize(width: 300, height: 400))
    #expect(reported == [["Alpha", "Beta"]])
    // A preference set on a view replaces what its content set.
    #expect(totals == [1])

    let rows = try #require(state(graph))
    let computations = graph.preferenceComputations
    rows.unrelated += 1
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(graph.texts.first == "Unrelated 1")
    #expect(reported.count == 1)
    #expect(graph.preferenceComputations == computations)

    rows.titles.append("Gamma")
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(reported == [["Alpha", "Beta"], ["Alpha", "Beta", "Gamma"]])
    // Only the new row and the path above it were computed again (for each key read): the rows that stayed and
    // the rest of the tree kept their values.
    var all = 0
    graph.root.forEach { _ in all += 1 }
    var newRow: ViewNode?
    graph.root.forEach { if newRow == nil, ($0.view as? Row)?.title == "Gamma" { newRow = $0 } }
    let gamma = try #require(newRow)
    var subtree = 0
    gamma.forEach { _ in subtree += 1 }
    let recomputed = graph.preferenceComputations - computations
    #expect(recomputed <= 2 * (subtree + gamma.depth))
    #expect(recomputed < all)
    #expect(totals == [1])
  }

  /// `transformPreference` changes what its content set; a reader of that subtree sees the transformed value.
  @Test func transformPreferenceChangesTheValue() {
    struct Transformed: View {
      var body: some View {
        VStack {
          Text("A").preference(key: TotalKey.self, value: 2)
          Text("B").preference(key: TotalKey.self, value: 3)
        }
        .transformPreference(TotalKey.self) { $0 *= 10 }
        .onPreferenceChange(TotalKey.self) { totals.append($0) }
      }
    }
    totals = []
    _ = layOut(Transformed(), in: CGSize(width: 200, height: 200))
    #expect(totals == [50])
  }

  /// A key no view of the graph has set reads as its default at once: nothing is walked or kept (hosts read a
  /// dozen declaration keys of every screen, most of which nothing sets). Once a view sets it, it is computed.
  @Test func aKeyNothingSetsIsReadWithoutWalkingTheTree() {
    let graph = layOut(
      VStack { ForEach(0..<200, id: \.self) { Text("Row \($0)").padding(2) } }, in: CGSize(width: 300, height: 4000))
    let computations = graph.preferenceComputations
    #expect(graph.root.preferenceValue(TotalKey.self) == 0)
    #expect(graph.root.preferenceIfSet(TitlesKey.self) == nil)
    #expect(graph.preferenceComputations == computations)

    let setting = layOut(
      VStack { ForEach(0..<3, id: \.self) { Text("Row \($0)").preference(key: TotalKey.self, value: $0) } },
      in: CGSize(width: 300, height: 400))
    let before = setting.preferenceComputations
    #expect(setting.root.preferenceValue(TotalKey.self) == 3)
    #expect(setting.preferenceComputations > before)
  }
}
