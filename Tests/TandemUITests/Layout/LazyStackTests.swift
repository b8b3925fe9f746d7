import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A long feed as apps write it: a lazy column of rows in a scroll view, each row with state of its own.
private struct Feed: View {
  let count: Int
  @State private var opened: Int?
  var body: some View {
    VStack(spacing: 0) {
      Text(opened.map { "Opened \($0)" } ?? "Nothing opened")
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(0..<count, id: \.self) { index in
            Button("Row \(index)") { opened = index }
              .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
              .padding(.horizontal)
          }
        }
      }
    }
  }
}

/// A lazy column of sections whose headers stay pinned while their section shows.
private struct Directory: View {
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(["A", "B", "C"], id: \.self) { letter in
          Section {
            ForEach(0..<20, id: \.self) { index in
              Text("\(letter)\(index)").frame(maxWidth: .infinity, minHeight: 40)
            }
          } header: {
            Text("Letter \(letter)").frame(maxWidth: .infinity, minHeight: 30).background(Color.yellow)
          }
        }
      }
    }
  }
}

/// A photo-wall grid: as many 100-point columns as fit.
private struct Wall: View {
  let count: Int
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 4) {
        ForEach(0..<count, id: \.self) { index in
          Color(hue: Double(index % 12) / 12, saturation: 0.5, brightness: 0.9)
            .frame(height: 100)
            .overlay(Text("\(index)"))
        }
      }
      .padding(.horizontal, 4)
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct LazyStackTests {
  private func lazyContainer(in controller: UIViewController) throws -> (LazyContainerContent, ViewNode) {
    let hosting = try #require(controller.view as? HostingView)
    var found: (LazyContainerContent, ViewNode)?
    hosting.graph.root.forEach { if let c = $0.content as? LazyContainerContent { found = (c, $0) } }
    return try #require(found)
  }

  @Test func aHundredThousandRowsRealizeOnlyWhatShows() throws {
    let controller = UIHostingController(rootView: Feed(count: 100_000))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let (lazy, node) = try lazyContainer(in: controller)
    let onScreen = lazy.realizedItemCount(node: node)
    #expect(onScreen > 10 && onScreen < 25, "one screen of 44-point rows: \(onScreen)")
    #expect(driver.find("Row 0") != nil)
    // The column is as long as all its rows (measured ones and the estimate for the rest).
    #expect(abs(node.frame.height - 100_000 * 44) < 1)
    let built = lazy.itemsBuilt
    for _ in 0..<5 { driver.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150), duration: 0.2) }
    try driver.settle()
    #expect(driver.find("Row 0") == nil, "rows that left are dropped")
    #expect(lazy.realizedItemCount(node: node) < 25)
    #expect(lazy.itemsBuilt < built + 120, "\(lazy.itemsBuilt) rows built after five screens")
    // A row that scrolled into view is hit through the scroll view.
    let rows = driver.accessibilityTree().split(separator: "\n").filter { $0.contains("button 'Row ") }
    #expect(try #require(rows.first).contains("'Row 9"), "five screens down: \(rows)")
    // The third visible row is well inside the scroll view.
    let title = String(rows[2].split(separator: "'")[1])
    try driver.tap(title)
    try driver.settle()
    #expect(driver.find("Opened \(title.dropFirst(4))") != nil)
  }

  @Test func aSmallLazyColumnIsAsLongAsItsRows() throws {
    let graph = layOut(
      ScrollView {
        LazyVStack(spacing: 10) {
          ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 50, height: 30) }
          Text("End")
        }
      },
      in: CGSize(width: 300, height: 600))
    var lazyFrame: CGRect?
    var colors: [CGRect] = []
    graph.root.forEach {
      if $0.content is LazyContainerContent { lazyFrame = $0.frame }
      if $0.view is Color { colors.append($0.frame) }
    }
    // Full width; three 30-point rows and a text line, 10 apart; rows centred across.
    let frame = try #require(lazyFrame)
    #expect(frame.width == 300)
    #expect(
      colors == [
        CGRect(x: 125, y: 0, width: 50, height: 30), CGRect(x: 125, y: 40, width: 50, height: 30),
        CGRect(x: 125, y: 80, width: 50, height: 30),
      ])
    #expect(frame.height > 120 && frame.height < 150)
  }

  @Test func pinnedHeadersStayAtTheTopWhileTheirSectionShows() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Directory()))
    try driver.settle()
    let top = try #require(driver.find("Letter A")).0.frame.minY
    // Scroll into section A: its header stays at the top, over its rows.
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.5)
    try driver.settle()
    #expect(abs(try #require(driver.find("Letter A")).0.frame.minY - top) < 0.5)
    #expect(driver.find("A0") == nil || driver.find("A0")!.0.frame.minY < top)
    // Further down, B's header has taken its place.
    driver.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.5)
    try driver.settle()
    let header = try #require(driver.find("Letter B")).0.frame
    #expect(abs(header.minY - top) < 0.5)
    #expect(driver.find("Letter A") == nil)
  }

  @Test func aGridOfAHundredThousandTilesRealizesOneScreen() throws {
    let controller = UIHostingController(rootView: Wall(count: 100_000))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let (lazy, node) = try lazyContainer(in: controller)
    let width = node.frame.width
    // As many 100-point columns (4 apart) as fit across.
    let columns = Int((width + 4) / 104)
    let rowsOnScreen = Int((controller.view.bounds.height / 104).rounded(.up)) + 1
    #expect(lazy.realizedItemCount(node: node) <= columns * rowsOnScreen)
    #expect(lazy.realizedItemCount(node: node) >= columns * (rowsOnScreen - 2))
    let zero = try #require(driver.find("0")).0.frame
    let one = try #require(driver.find("1")).0.frame
    #expect(abs(one.midY - zero.midY) < 1, "0 and 1 share a row")
    let built = lazy.itemsBuilt
    for _ in 0..<5 { driver.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150), duration: 0.2) }
    try driver.settle()
    #expect(lazy.realizedItemCount(node: node) <= columns * rowsOnScreen)
    // Five drags of 550 points build about 27 rows, plus the rows under the status bar and home indicator.
    #expect(lazy.itemsBuilt <= built + columns * 42)
  }

  @Test(arguments: [ColorScheme.light, .dark]) func aGridLooks(_ scheme: ColorScheme) throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: Wall(count: 60).preferredColorScheme(scheme)))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-lazy-grid-\(scheme == .dark ? "dark" : "light")")
  }
}
