import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A flow layout as apps write one: rows left to right, wrapping when the next subview would pass the proposed
/// width, `spacing` between subviews and rows. Its cache counts how often it is made and updated.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    var made = 0
    var updates = 0
  }

  func makeCache(subviews: Subviews) -> Cache { Cache(made: 1) }
  func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.updates += 1 }

  /// Each subview's origin and the size of the whole, for a width.
  func arrange(_ subviews: Subviews, width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0 && x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
      widest = max(widest, x - spacing)
    }
    return (origins, CGSize(width: widest, height: y + rowHeight))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    arrange(subviews, width: proposal.width ?? .infinity).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let origins = arrange(subviews, width: bounds.width).origins
    for (subview, origin) in zip(subviews, origins) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }
}

/// A rank a subview gives its layout.
private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Stacks its subviews top to bottom by rank, lowest first, and leaves subviews of rank −1 unplaced; its
/// leading guide sits 10 points in.
private struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) where subview[Rank.self] >= 0 {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 10 : nil
  }
}

/// Tags in a flow layout, and a switch between a row and a column that keeps each tag's tap count.
private struct TagScreen: View {
  @State private var vertical = false
  var body: some View {
    let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    VStack(alignment: .leading, spacing: 0) {
      Button("Switch") { vertical.toggle() }.frame(height: 44)
      layout {
        TapCountingRow(title: "A").frame(width: 100, height: 40)
        TapCountingRow(title: "B").frame(width: 100, height: 40)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct CustomLayoutTests {
  @Test func aFlowLayoutWrapsItsSubviewsIntoRows() throws {
    let flow = FlowLayout(spacing: 10) {
      Color.red.frame(width: 100, height: 30)
      Color.green.frame(width: 120, height: 40)
      Color.blue.frame(width: 90, height: 30)
      Color.orange.frame(width: 200, height: 20)
    }
    let graph = layOut(
      flow.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), in: CGSize(width: 340, height: 400)
    )
    // 100 + 10 + 120 + 10 + 90 = 330 fit the first row; the orange one wraps below the tallest (40).
    #expect(graph.frame(of: .red) == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(graph.frame(of: .green) == CGRect(x: 110, y: 0, width: 120, height: 40))
    #expect(graph.frame(of: .blue) == CGRect(x: 240, y: 0, width: 90, height: 30))
    #expect(graph.frame(of: .orange) == CGRect(x: 0, y: 50, width: 200, height: 20))
    // Narrower, the blue one wraps too.
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(graph.frame(of: .blue) == CGRect(x: 0, y: 50, width: 90, height: 30))
    #expect(graph.frame(of: .orange) == CGRect(x: 100, y: 50, width: 200, height: 20))
  }

  @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() throws {
    final class Probe { var cache: FlowLayout.Cache? }
    struct Counting: Layout {
      let probe: Probe
      func makeCache(subviews: Subviews) -> FlowLayout.Cache { FlowLayout().makeCache(subviews: subviews) }
      func updateCache(_ cache: inout FlowLayout.Cache, subviews: Subviews) {
        cache.updates += 1
        probe.cache = cache
      }
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) -> CGSize {
        probe.cache = cache
        return FlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache
      ) {
        FlowLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    struct Screen: View {
      let probe: Probe
      @State var count = 2
      var body: some View {
        VStack {
          Button("More") { count += 1 }
          Counting(probe: probe) { ForEach(0..<count, id: \.self) { Text("Item \($0)") } }
        }
      }
    }
    let probe = Probe()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Screen(probe: probe)))
    try driver.settle()
    #expect(probe.cache?.made == 1)
    let updates = probe.cache?.updates ?? -1
    try driver.tap("More")
    try driver.settle()
    #expect(driver.find("Item 2") != nil)
    #expect(probe.cache?.made == 1, "the cache is kept")
    #expect((probe.cache?.updates ?? 0) > updates, "and updated for the new subview")
  }

  @Test func layoutValuesUnplacedSubviewsAndExplicitGuides() throws {
    let column = RankedColumn {
      Color.red.frame(width: 50, height: 10).layoutValue(key: Rank.self, value: 2)
      Color.green.frame(width: 30, height: 20).layoutValue(key: Rank.self, value: 1).padding(0)
      Color.blue.frame(width: 40, height: 30)
      Color.orange.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: -1)
    }
    let graph = layOut(
      VStack(alignment: .leading, spacing: 0) {
        Color.purple.frame(width: 10, height: 10)
        column
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), in: CGSize(width: 300, height: 300))
    // The column's leading guide is 10 points in: the purple square lines up with it, 10 points right of the
    // column's edge.
    let x = try #require(graph.frame(of: .blue)).minX
    #expect(x == 0)
    #expect(graph.frame(of: .purple)?.minX == 10)
    #expect(graph.frame(of: .blue) == CGRect(x: x, y: 10, width: 40, height: 30))
    #expect(graph.frame(of: .green) == CGRect(x: x, y: 40, width: 30, height: 20), "a value set inside padding")
    #expect(graph.frame(of: .red) == CGRect(x: x, y: 60, width: 50, height: 10))
    // Unplaced: at its ideal size in the middle of the column (50 × 80 at y 10).
    #expect(graph.frame(of: .orange) == CGRect(x: x + 15, y: 40, width: 20, height: 20))
  }

  @Test func switchingAnyLayoutKeepsTheSubviewsAndTheirState() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: TagScreen()))
    try driver.settle()
    try driver.tap("B 0")
    try driver.settle()
    let before = try #require(driver.find("B 1")).0.frame
    try driver.tap("Switch")
    try driver.settle()
    let after = try #require(driver.find("B 1"), "the tap count survives the switch").0.frame
    #expect(after.minY > before.minY && after.minX < before.minX, "B moved below A")
  }

  @Test func viewThatFitsShowsTheFirstCandidateThatFits() throws {
    func shown(width: CGFloat) -> [String] {
      let graph = layOut(
        ViewThatFits(in: .horizontal) {
          Text("A long title that needs room")
          Text("Short")
        }, in: CGSize(width: width, height: 100))
      return withExtendedLifetime(graph) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        return AccessibilityNodes.elements(of: graph, in: host).compactMap {
          ($0 as? UIAccessibilityElement)?.accessibilityLabel
        }
      }
    }
    #expect(shown(width: 400) == ["A long title that needs room"])
    #expect(shown(width: 100) == ["Short"])
    // Nothing fits: the last one.
    #expect(shown(width: 20) == ["Short"])
  }
}
