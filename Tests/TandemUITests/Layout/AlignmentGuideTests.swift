import Foundation
import TandemTesting
import Testing

@testable import TandemUI

/// A custom guide whose default is a view's bottom edge.
private enum MidRow: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
  fileprivate static let midRow = VerticalAlignment(MidRow.self)
}

@MainActor @Suite(.ownsTheApplication) struct AlignmentGuideTests {
  @Test func anExplicitLeadingGuideShiftsTheViewInAVStack() {
    let graph = layOut(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 50, height: 10)
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
      }, in: CGSize(width: 200, height: 100))
    let red = graph.frame(of: .red)!
    let blue = graph.frame(of: .blue)!
    // Blue's middle lines up with red's leading edge; the stack is 75 wide, centred in 200.
    #expect(abs(blue.minX - (red.minX - 25)) < 0.001)
    #expect(abs(blue.minX - 62.5) < 0.34)
  }

  @Test func aCustomAlignmentLinesUpViewsAcrossStacks() {
    // The classic "across stacks" case: the custom guide set deep inside a VStack lines up with the HStack's
    // other child.
    let graph = layOut(
      HStack(alignment: .midRow, spacing: 0) {
        VStack(spacing: 0) {
          Color.red.frame(width: 20, height: 20)
          Color.green.frame(width: 20, height: 20).alignmentGuide(.midRow) { d in d[VerticalAlignment.center] }
          Color.yellow.frame(width: 20, height: 20)
        }
        Color.blue.frame(width: 20, height: 10)
      }, in: CGSize(width: 100, height: 100))
    let green = graph.frame(of: .green)!
    let blue = graph.frame(of: .blue)!
    // Blue's default for the guide is its bottom; it meets green's centre.
    #expect(blue.maxY == green.midY)
  }

  @Test func zStackAlignmentGuidesOffsetChildrenAndGrowTheStack() {
    let graph = layOut(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.leading) { _ in -50 }
          .alignmentGuide(.top) { _ in -20 }
      }.fixedSize(), in: CGSize(width: 200, height: 200))
    let red = graph.frame(of: .red)!
    let blue = graph.frame(of: .blue)!
    #expect(blue.minX - red.minX == 50)
    #expect(blue.minY - red.minY == 20)
    // The stack is the union: 60 × 40, centred in the 200-point container.
    #expect(red.minX == 70)
    #expect(red.minY == 80)
  }

  @Test func viewDimensionsReportExplicitGuides() {
    var seen: CGFloat?? = nil
    let graph = layOut(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 30, height: 30)
          .alignmentGuide(.top) { _ in 7 }
          .alignmentGuide(.top) { d in
            seen = d[explicit: VerticalAlignment.top]
            return d[VerticalAlignment.top] + 3
          }
        Color.blue.frame(width: 30, height: 30)
      }, in: CGSize(width: 60, height: 100))
    #expect(seen == .some(7))
    // The outer guide wins: red's top guide is 10, so red sits 10 above blue.
    #expect(graph.frame(of: .blue)!.minY - graph.frame(of: .red)!.minY == 10)
  }
}
