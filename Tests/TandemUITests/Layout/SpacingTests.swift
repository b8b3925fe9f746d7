import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Default stack spacing (`spacing: nil`) follows SwiftUI's iOS 17 spacing preferences.
@MainActor @Suite(.ownsTheApplication) struct SpacingTests {
  private func frames(_ graph: ViewGraph) -> [CGRect] {
    var result: [CGRect] = []
    graph.root.forEach { if $0.view is Text || $0.view is Color { result.append($0.frame) } }
    return result
  }

  /// Body text's preferences: the line height, a tenth of it rounded up to pixels (1/3 pt at 3×).
  private var body: (metrics: FontMetricsValues, gap: CGFloat, lineSpacing: CGFloat) {
    let metrics = FontLibrary.shared.metrics(EnvironmentValues().resolvedFont)
    let lineHeight = metrics.ascender - metrics.descender
    let gap = (lineHeight * 0.1 * 3).rounded(.up) / 3
    return (metrics, gap, lineHeight + gap)
  }

  @Test func twoTextsSitLikeConsecutiveLines() {
    let f = frames(
      layOut(
        VStack {
          Text("One"); Text("Two")
        }, in: CGSize(width: 200, height: 200)))
    // The gap is the upper text's leading (the pinned font has none), as lines of one paragraph.
    let leading = (body.metrics.leading * 3).rounded(.up) / 3
    #expect(abs(f[1].minY - f[0].maxY - leading) < 0.34)
  }

  @Test func textBelowAViewKeepsItsAscentClearOfIt() {
    let f = frames(
      layOut(
        VStack {
          Color.red.frame(width: 50, height: 10); Text("Below")
        }, in: CGSize(width: 200, height: 200)))
    let expected = body.lineSpacing - body.metrics.ascender
    #expect(abs(f[1].minY - f[0].maxY - expected) < 0.34)
    #expect(expected != 8)
  }

  @Test func aViewBelowTextClearsItsDescent() {
    let f = frames(
      layOut(
        VStack {
          Text("Above"); Color.red.frame(width: 50, height: 10)
        }, in: CGSize(width: 200, height: 200)))
    let expected = max(body.lineSpacing - body.metrics.capHeight, body.gap - body.metrics.descender)
    #expect(abs(f[1].minY - f[0].maxY - expected) < 0.34)
  }

  @Test func otherNeighboursAreEightApartAndPaddingResetsTextEdges() {
    let colors = frames(
      layOut(
        VStack {
          Color.red.frame(width: 50, height: 10); Color.blue.frame(width: 50, height: 10)
        }, in: CGSize(width: 200, height: 200)))
    #expect(colors[1].minY - colors[0].maxY == 8)
    let row = frames(
      layOut(
        HStack {
          Text("A"); Text("B")
        }, in: CGSize(width: 200, height: 200)))
    #expect(abs(row[1].minX - row[0].maxX - 8) < 0.34)
    let padded = frames(
      layOut(
        VStack {
          Text("A").padding(4); Color.red.frame(width: 50, height: 10)
        }, in: CGSize(width: 200, height: 200)))
    #expect(abs(padded[1].minY - (padded[0].maxY + 4) - 8) < 0.34)
  }

  @Test func spacersTakeNoSpacingBesideThem() {
    let graph = layOut(
      HStack {
        Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10)
      },
      in: CGSize(width: 100, height: 10))
    // The spacer fills all 80 points between the views: no spacing on either side of it.
    #expect(graph.frame(of: .red)?.minX == 0)
    #expect(graph.frame(of: .blue)?.minX == 90)
    // Squeezed, the views stay the spacer's minimum (8) apart.
    let squeezed = layOut(
      HStack {
        Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10)
      }.fixedSize(),
      in: CGSize(width: 100, height: 10))
    #expect(squeezed.frame(of: .blue)!.minX - squeezed.frame(of: .red)!.maxX == 8)
  }
}
