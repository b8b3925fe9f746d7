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
}
