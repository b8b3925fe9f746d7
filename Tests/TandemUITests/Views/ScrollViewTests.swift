import Foundation
import TandemKit
import TandemTesting

@testable import TandemGraphics
import Testing

@testable import TandemUI

private struct Rows: View {
  @State var tapped: Int?
  var body: some View {
    VStack(spacing: 0) {
      Text(tapped.map { "tapped \($0)" } ?? "none")
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<50, id: \.self) { row in
            Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 44)
              .background(row % 2 == 0 ? Color.yellow : Color.mint)
              .onTapGesture { tapped = row }
          }
        }
      }
    }
  }
}

@MainActor @Suite(.ownsTheApplication) struct ScrollViewTests {
  private func scrollContent(_ hosting: HostingView) throws -> ScrollViewContent {
    var found: ScrollViewContent?
    hosting.graph.root.forEach { if let c = $0.content as? ScrollViewContent { found = c } }
    return try #require(found)
  }

  @Test func contentTakesItsIdealLengthAndTheScrollViewTheRest() throws {
    let graph = layOut(
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.red.frame(width: 100, height: 50) } }
      },
      in: CGSize(width: 300, height: 200))
    var scrollFrame: CGRect?
    var contentFrame: CGRect?
    graph.root.forEach {
      if $0.content is ScrollViewContent { scrollFrame = $0.frame }
      if $0.content is StackContent, contentFrame == nil { contentFrame = $0.frame }
    }
    #expect(scrollFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
    // The content is 500 tall (not squeezed to 200) and centred across the scroll axis.
    #expect(contentFrame == CGRect(x: 100, y: 0, width: 100, height: 500))
  }

  @Test func aHorizontalScrollViewGivesItsContentItsIdealWidth() throws {
    let graph = layOut(
      ScrollView(.horizontal) {
        HStack(spacing: 0) { ForEach(0..<8, id: \.self) { _ in Color.red.frame(width: 100, height: 40) } }
      }
      .frame(height: 60),
      in: CGSize(width: 300, height: 200))
    var content: CGRect?
    var scroller: ScrollViewContent?
    graph.root.forEach {
      if $0.content is StackContent, content == nil { content = $0.frame }
      if let c = $0.content as? ScrollViewContent { scroller = c }
    }
    // 800 points wide (not squeezed to 300), centred vertically in the 60-point-high scroll view.
    #expect(content?.width == 800)
    #expect(content?.minY == CGFloat(80))
    #expect(try #require(scroller).scrollView.contentSize == CGSize(width: 800, height: 60))
  }

  @Test func draggingScrollsThroughUIKitAndTapsHitTheScrolledRows() throws {
    let controller = UIHostingController(rootView: Rows())
    let driver = AppDriver(rootViewController: controller)
    let hosting = try #require(controller.view as? HostingView)
    let content = try scrollContent(hosting)
    #expect(content.scrollView.superview === hosting)
    #expect(content.scrollView.contentSize.height == 2200)

    // A tap on a row runs its gesture.
    try driver.tap("Row 2")
    #expect(hosting.graph.texts.first == "tapped 2")

    // A drag upwards scrolls with UIKit's pan recognizer; the row under the finger does not count as tapped.
    let mid = CGPoint(x: hosting.bounds.midX, y: hosting.bounds.midY)
    driver.drag(from: CGPoint(x: mid.x, y: mid.y + 200), to: CGPoint(x: mid.x, y: mid.y - 200), duration: 0.5)
    try driver.settle()
    #expect(content.scrollView.contentOffset.y > 300)
    #expect(hosting.graph.texts.first == "tapped 2")

    // Rows now on screen are found at their scrolled positions and tapped there.
    let offset = content.scrollView.contentOffset.y
    let visibleRow = Int((offset + 200) / 44)
    try driver.tap("Row \(visibleRow)")
    #expect(hosting.graph.texts.first == "tapped \(visibleRow)")
    let element = try #require(driver.find("Row \(visibleRow)")?.0)
    #expect(element.frame.minY < hosting.bounds.maxY && element.frame.maxY > 0)

    // The screen shows the scrolled rows.
    GoldenImage.assertMatches(driver.capture(), named: "scrollview-scrolled")
  }

  /// Right to left a horizontal scroll view starts at its leading (right) end: the first item shows at the right,
  /// the content reaches to the left, and dragging to the right brings the later items in; it stays anchored at
  /// the right as its content grows.
  @Test func rightToLeftHorizontalScrollingStartsAtTheRight() throws {
    struct Shelf: View {
      @State var count = 12
      var body: some View {
        VStack {
          ScrollView(.horizontal) {
            HStack(spacing: 10) {
              ForEach(0..<count, id: \.self) { index in
                Text("Book \(index)").frame(width: 90, height: 60).background(Color.yellow)
              }
            }
            .padding(.horizontal, 16)
          }
          .frame(height: 80)
          Button("More") { count += 3 }
          Spacer()
        }
        .environment(\.layoutDirection, .rightToLeft)
      }
    }
    let controller = UIHostingController(rootView: Shelf())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let hosting = try #require(controller.view as? HostingView)
    let content = try scrollContent(hosting)
    let width = hosting.bounds.width
    let first = try #require(driver.find("Book 0")?.0)
    #expect(abs(first.frame.midX - (width - 16 - 45)) < 0.5)
    #expect(driver.find("Book 11")?.0.frame.maxX ?? 0 <= 0)
    let start = content.scrollView.contentOffset.x
    #expect(start == content.scrollView.contentSize.width - content.scrollView.bounds.width)
    // A drag to the right scrolls on towards the end: the later books come in from the left.
    let y = first.frame.midY
    driver.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 360, y: y), duration: 0.5)
    try driver.settle()
    #expect(content.scrollView.contentOffset.x < start - 200)
    let moved = try #require(driver.find("Book 0")?.0)
    #expect(moved.frame.minX > width)
    // The books now on screen are later ones, found where they show.
    let visible = (0..<12).filter { index in
      driver.find("Book \(index)").map { $0.0.frame.minX >= 0 && $0.0.frame.maxX <= width } ?? false
    }
    #expect(visible.count >= 3 && visible.allSatisfy { $0 >= 3 })
    GoldenImage.assertMatches(driver.capture(), named: "scrollview-horizontal-rtl")
    // Growing content keeps the scroll view where it is from the right.
    let fromRight = content.scrollView.contentSize.width - content.scrollView.contentOffset.x
    try driver.tap("More")
    try driver.settle()
    #expect(content.scrollView.contentSize.width - content.scrollView.contentOffset.x == fromRight)
  }

  /// A lazy row right to left realises the books at its right end first, and those the drag brings in.
  @Test func rightToLeftLazyRowRealisesWhatShows() throws {
    let view = ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(0..<1000, id: \.self) { index in
          Text("Book \(index)").frame(width: 90, height: 60)
        }
      }
    }
    .environment(\.layoutDirection, .rightToLeft)
    let controller = UIHostingController(rootView: view)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let width = try #require(controller.view).bounds.width
    let first = try #require(driver.find("Book 0")?.0)
    #expect(abs(first.frame.midX - (width - 45)) < 0.5)
    #expect(driver.find("Book 3") != nil)
    #expect(driver.find("Book 40") == nil)
    let y = first.frame.midY
    driver.drag(from: CGPoint(x: 40, y: y), to: CGPoint(x: 340, y: y), duration: 0.5)
    try driver.settle()
    let visible = (0..<30).filter { index in
      driver.find("Book \(index)").map { $0.0.frame.minX >= 0 && $0.0.frame.maxX <= width } ?? false
    }
    #expect(visible.count >= 3 && visible.allSatisfy { $0 >= 3 })
  }

  @Test func imageRendererDrawsTheContentFromTheTop() throws {
    let view = ScrollView {
      VStack(spacing: 0) {
        Color.red.frame(height: 30)
        Color.blue.frame(height: 300)
      }
    }.frame(width: 40, height: 60)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    let image = try #require(renderer.cgImage)
    #expect(image.height == 60)
    // System red (255, 59, 48) above, system blue (0, 122, 255) below.
    #expect(image.storage.pixel(x: 20, y: 10) == 0xFFFF_3B30)
    #expect(image.storage.pixel(x: 20, y: 50) == 0xFF00_7AFF)
  }

  /// A screen-filling scroll view reaches under the status bar and the home indicator, as on iOS: its content starts
  /// inside the safe area, scrolls under both edges, and ends above the home indicator.
  @Test func aRootScrollViewReachesUnderTheSafeAreaEdges() throws {
    struct Spectrum: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 8) {
            ForEach(0..<30) { i in
              Color(hue: Double(i) / 30, saturation: 0.6, brightness: 0.9).frame(height: 60).overlay(Text("Band \(i)"))
            }
          }
        }
      }
    }
    let controller = UIHostingController(rootView: Spectrum())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let hosting = try #require(controller.view as? HostingView)
    let scroller = try scrollContent(hosting).scrollView
    #expect(scroller.frame == hosting.bounds, "the scroll view covers the screen")
    #expect(scroller.contentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(try #require(driver.find("Band 0")).0.frame.minY > 47, "content starts below the status bar")
    #expect(driver.find("Band 11") != nil, "the band under the home indicator shows")
    GoldenImage.assertMatches(driver.capture(), named: "scrollview-under-safe-area")

    driver.scroll(at: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 5000))
    try driver.settle()
    let last = try #require(driver.find("Band 29")).0.frame
    #expect(abs(last.midY - (844 - 34 - 30)) < 1, "scrolled to the end, the last band ends above the home indicator")
    try driver.tap("Band 29")
  }
}
