import Foundation
import TandemCombine
import TandemTesting
import Testing

@testable import TandemKit
@testable import TandemUI

@MainActor private final class FuzzRows: ObservableObject {
  @Published var ids: [Int] = Array(0..<30)
}

private struct FuzzScreen: View {
  @ObservedObject var rows: FuzzRows
  var body: some View {
    HostedRowCollection(rows.ids, id: \.self) { id in TapCountingRow(title: "Item \(id):") }
  }
}

/// Row state against a model: random insertions, removals, moves, shuffles and scrolls of a hosted row
/// collection, with taps on random visible rows through the driver; after every step each visible row shows the
/// taps its own id received (an id removed and inserted again starts from zero), whichever cell shows it.
@MainActor @Suite(.serialized, .ownsTheApplication) struct HostedRowFuzzTests {
  @Test(arguments: [1, 2, 3] as [UInt64]) func rowStateFollowsIDsThroughRandomEdits(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let rows = FuzzRows()
    let controller = UIHostingController(rootView: FuzzScreen(rows: rows))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var expected: [Int: Int] = [:]
    var nextID = 30
    func collection(in view: UIView) -> UICollectionView? {
      (view as? UICollectionView) ?? view.subviews.lazy.compactMap(collection).first
    }
    let list = try #require(collection(in: controller.view))
    for step in 0..<120 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        rows.ids.insert(nextID, at: Int.random(in: 0...rows.ids.count, using: &random))
        nextID += 1
      case 1 where rows.ids.count > 5:
        let removed = rows.ids.remove(at: Int.random(in: 0..<rows.ids.count, using: &random))
        expected[removed] = nil
      case 2:
        let from = Int.random(in: 0..<rows.ids.count, using: &random)
        let id = rows.ids.remove(at: from)
        rows.ids.insert(id, at: Int.random(in: 0...rows.ids.count, using: &random))
      case 3:
        rows.ids.shuffle(using: &random)
      case 4:
        let delta = CGFloat(Int.random(in: -600...600, using: &random))
        driver.scroll(at: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: delta))
      default:
        // A tap on a visible row (fully inside the list's bounds).
        let visible = list.indexPathsForVisibleItems.filter { path in
          guard let cell = list.cellForItem(at: path) else { return false }
          return list.bounds.insetBy(dx: 0, dy: 60).contains(cell.frame)
        }
        guard let path = visible.randomElement(using: &random), path.item < rows.ids.count else { break }
        let id = rows.ids[path.item]
        try driver.tap("Item \(id): \(expected[id] ?? 0)")
        expected[id, default: 0] += 1
      }
      try driver.settle()
      for path in list.indexPathsForVisibleItems where path.item < rows.ids.count {
        let id = rows.ids[path.item]
        let label = "Item \(id): \(expected[id] ?? 0)"
        #expect(driver.find(label) != nil, "step \(step): row \(path.item) shows no '\(label)'")
      }
    }
    #expect(expected.values.reduce(0, +) > 0)
  }
}
