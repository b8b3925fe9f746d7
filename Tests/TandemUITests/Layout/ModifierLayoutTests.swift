import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

@MainActor @Suite(.ownsTheApplication) struct ModifierLayoutTests {
  @Test func higherLayoutPriorityIsSizedFirst() {
    let graph = layOut(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50)
        Color.blue.frame(minWidth: 30).layoutPriority(1)
      }, in: CGSize(width: 300, height: 40))
    // Blue goes first and takes all but red's 50-point minimum.
    #expect(graph.frame(of: .blue)?.width == 250)
    #expect(graph.frame(of: .red)?.width == 50)
  }

  @Test func textWithPriorityKeepsItsLineWhileItsSiblingTruncates() {
    let graph = layOut(
      HStack {
        Text("A rather long title that will not fit").lineLimit(1)
        Text("10:42 AM").layoutPriority(1)
      }, in: CGSize(width: 200, height: 40))
    var frames: [String: CGRect] = [:]
    graph.root.forEach { if let t = $0.view as? Text { frames[t.content] = $0.frame } }
    let time = frames["10:42 AM"]!
    let natural = graph.root.children.first!.sizeThatFits(.unspecified)
    #expect(time.maxX <= 200 + 0.01)
    #expect(time.height < 30)  // one line
    #expect(natural.width > 200)
  }

  @Test func offsetMovesDrawingButNotLayout() {
    let graph = layOut(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).offset(x: 10, y: 5)
        Color.blue.frame(width: 50, height: 50)
      }, in: CGSize(width: 100, height: 50))
    #expect(graph.frame(of: .red) == CGRect(x: 10, y: 5, width: 50, height: 50))
    #expect(graph.frame(of: .blue) == CGRect(x: 50, y: 0, width: 50, height: 50))
  }

  @Test func fixedSizeIgnoresTheProposedWidth() {
    let text = Text("The quick brown fox jumps over the lazy dog")
    let wrapped = layOut(text.frame(width: 100), in: CGSize(width: 100, height: 400))
    let fixed = layOut(text.fixedSize().frame(width: 100), in: CGSize(width: 100, height: 400))
    var wrappedFrame = CGRect.zero
    var fixedFrame = CGRect.zero
    wrapped.root.forEach { if $0.view is Text { wrappedFrame = $0.frame } }
    fixed.root.forEach { if $0.view is Text { fixedFrame = $0.frame } }
    #expect(wrappedFrame.width <= 100)
    #expect(fixedFrame.width > 200)
    #expect(fixedFrame.height < wrappedFrame.height)
  }

  @Test func overlayAndBorderTakeTheContentsFrame() {
    let graph = layOut(
      Color.red.frame(width: 60, height: 30).overlay(alignment: .topTrailing) {
        Color.blue.frame(width: 10, height: 10)
      },
      in: CGSize(width: 100, height: 100))
    #expect(graph.frame(of: .red) == CGRect(x: 20, y: 35, width: 60, height: 30))
    #expect(graph.frame(of: .blue) == CGRect(x: 70, y: 35, width: 10, height: 10))
  }

  @Test func clipShapeAndHiddenAffectOnlyDrawing() throws {
    let clipped = try #require(
      ImageRenderer(content: Color.black.frame(width: 20, height: 20).clipShape(Circle())).cgImage)
    #expect(clipped.storage.pixel(x: 10, y: 10) >> 24 == 0xFF)
    #expect(clipped.storage.pixel(x: 0, y: 0) >> 24 == 0)
    let hidden = try #require(
      ImageRenderer(
        content: HStack(spacing: 0) {
          Color.black.frame(width: 10, height: 10).hidden(); Color.black.frame(width: 10, height: 10)
        }
      ).cgImage)
    #expect(hidden.width == 20)
    #expect(hidden.storage.pixel(x: 5, y: 5) >> 24 == 0)
    #expect(hidden.storage.pixel(x: 15, y: 5) >> 24 == 0xFF)
  }
}

private struct Ruler: View {
  @State var taps = 0
  var body: some View {
    GeometryReader { proxy in
      VStack(alignment: .leading, spacing: 0) {
        Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
        Divider()
        Color.red.frame(width: proxy.size.width / 2, height: 10)
      }
    }
  }
}

extension ModifierLayoutTests {
  @Test func geometryReaderTakesTheOfferedSizeAndBuildsFromIt() {
    let graph = layOut(
      VStack(spacing: 0) {
        Ruler().frame(height: 100)
        Color.blue
      }, in: CGSize(width: 240, height: 300))
    var strings: [String] = []
    graph.root.forEach { if let t = $0.view as? Text { strings.append(t.content) } }
    #expect(strings == ["240×100"])
    // Content sits at the reader's top-leading corner.
    let red = graph.frame(of: .red)!
    #expect(red.width == 120)
    #expect(red.minX == 0)
    var divider = CGRect.zero
    graph.root.forEach { if $0.view is Divider { divider = $0.frame } }
    #expect(abs(divider.height - 1.0 / 3) < 1e-9)
    #expect(divider.width == 240)
    #expect(graph.frame(of: .blue) == CGRect(x: 0, y: 100, width: 240, height: 200))
  }
}
