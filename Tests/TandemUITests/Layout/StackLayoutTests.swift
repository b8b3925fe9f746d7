import Foundation
import TandemTesting
import Testing

@testable import TandemUI

@MainActor @Suite(.ownsTheApplication) struct StackLayoutTests {
  @Test func spacerGetsWhatTheFlexibleViewsLeaveAfterItsMinimum() {
    let graph = layOut(
      HStack(spacing: 0) {
        Color.red.frame(width: 80)
        Color.blue
        Spacer()
        Color.green.frame(width: 60)
      }, in: CGSize(width: 400, height: 100))
    #expect(graph.frame(of: .red) == CGRect(x: 0, y: 0, width: 80, height: 100))
    #expect(graph.frame(of: .blue) == CGRect(x: 80, y: 0, width: 252, height: 100))
    #expect(graph.frame(of: .green) == CGRect(x: 340, y: 0, width: 60, height: 100))
  }

  @Test func leastFlexibleChildIsSizedFirstAndTheRestShareEqually() {
    let graph = layOut(
      HStack {
        Color.red
        Color.blue.frame(width: 100)
        Color.green
      }, in: CGSize(width: 316, height: 50))
    // 316 − 2 × 8 spacing − 100 fixed = 200, shared by the two flexible colors.
    #expect(graph.frame(of: .red) == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(graph.frame(of: .blue) == CGRect(x: 108, y: 0, width: 100, height: 50))
    #expect(graph.frame(of: .green) == CGRect(x: 216, y: 0, width: 100, height: 50))
  }

  @Test func vstackAlignsChildrenAndHugsThem() {
    let stack = VStack(alignment: .leading, spacing: 10) {
      Color.red.frame(width: 50, height: 20)
      Color.blue.frame(width: 100, height: 30)
    }
    let graph = layOut(stack, in: CGSize(width: 300, height: 300))
    #expect(graph.root.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == CGSize(width: 100, height: 60))
    // The stack itself is centred in the container; its children are leading-aligned inside it.
    #expect(graph.frame(of: .red) == CGRect(x: 100, y: 120, width: 50, height: 20))
    #expect(graph.frame(of: .blue) == CGRect(x: 100, y: 150, width: 100, height: 30))
  }

  @Test func paddingAddsTheSystemSixteenPointsOnEachEdge() {
    let graph = layOut(Color.red.frame(width: 40, height: 40).padding(), in: CGSize(width: 200, height: 200))
    #expect(graph.root.sizeThatFits(ProposedViewSize(width: 200, height: 200)) == CGSize(width: 72, height: 72))
    #expect(graph.frame(of: .red) == CGRect(x: 80, y: 80, width: 40, height: 40))
  }

  @Test func flexibleFrameFillsTheProposedWidthAndAlignsItsContent() {
    let graph = layOut(
      Color.red.frame(width: 30, height: 30).frame(maxWidth: .infinity, alignment: .leading),
      in: CGSize(width: 200, height: 100))
    #expect(graph.root.frame == CGRect(x: 0, y: 35, width: 200, height: 30))
    #expect(graph.frame(of: .red) == CGRect(x: 0, y: 35, width: 30, height: 30))
  }

  @Test func textTakesItsNaturalWidthAndWrapsWhenNarrower() {
    let text = Text("The quick brown fox jumps over the lazy dog")
    let graph = layOut(text, in: CGSize(width: 1000, height: 500))
    let oneLine = graph.root.sizeThatFits(ProposedViewSize(width: 1000, height: 500))
    let wrapped = graph.root.sizeThatFits(ProposedViewSize(width: 120, height: 500))
    #expect(oneLine.width > 120)
    #expect(wrapped.width <= 120)
    #expect(wrapped.height > oneLine.height * 2)
    // Body is 17 pt Inter: one line is about 21 points high (rounded up to pixels).
    #expect(oneLine.height > 19 && oneLine.height < 23)
  }

  @Test func backgroundTakesTheContentsSize() {
    let graph = layOut(
      Color.red.frame(width: 40, height: 20).padding(8).background { Color.blue }, in: CGSize(width: 100, height: 100))
    #expect(graph.frame(of: .blue) == CGRect(x: 22, y: 32, width: 56, height: 36))
    #expect(graph.frame(of: .red) == CGRect(x: 30, y: 40, width: 40, height: 20))
  }

  /// An unlimited proposal (the stack measuring a child's flexibility) stays unlimited through nested stacks: a
  /// column holding a row with a spacer sizes to what is left beside a fixed view (the heart rate checkmark).
  @Test func nestedStacksMeasureUnlimitedProposalsWithoutNaN() {
    let view = HStack {
      VStack {
        Color.red.frame(height: 20)
        HStack {
          Color.blue.frame(width: 50, height: 30)
          Spacer()
          Color.green.frame(idealWidth: 300, idealHeight: 150)
        }
      }
      VStack {
        Spacer()
        Color.yellow.frame(width: 16, height: 16)
        Spacer()
      }
    }
    let graph = layOut(view, in: CGSize(width: 350, height: 200))
    withExtendedLifetime(graph) {
      #expect(graph.root.sizeThatFits(ProposedViewSize(width: 350, height: nil)).width == 350)
      #expect(graph.frame(of: .red) == CGRect(x: 0, y: 0, width: 326, height: 20))
      #expect(graph.frame(of: .green)?.width == 268)
      #expect(graph.frame(of: .yellow)?.minX == 334)
    }
  }

  /// Measuring a baseline-aligned stack after it is placed (a self-sizing cell asking its height) places its
  /// texts at a trial spot to find their baselines; they go back where they were laid out.
  @Test func measuringABaselineStackLeavesItsTextsPlaced() {
    let view = VStack(alignment: .leading) {
      Color.red.frame(height: 40)
      HStack(alignment: .firstTextBaseline) {
        Text("150").font(.title)
        Text("BPM").font(.subheadline)
      }
    }
    let graph = layOut(view, in: CGSize(width: 300, height: 200))
    withExtendedLifetime(graph) {
      @MainActor func textFrames() -> [CGRect] {
        var frames: [CGRect] = []
        graph.root.forEach { if $0.view is Text { frames.append($0.frame) } }
        return frames
      }
      let placed = textFrames()
      #expect(placed.allSatisfy { $0.minY > 40 })
      _ = graph.root.sizeThatFits(ProposedViewSize(width: 250, height: nil))
      graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 200))
      #expect(textFrames() == placed)
    }
  }

  /// Texts whose widths round up to pixels (here at 2×) keep their one line when their row is given its own
  /// ideal width: each gets its ideal length rather than an equal split a hair short of it.
  @Test func textsAtTheirRowsIdealWidthDoNotWrap() {
    let view = HStack(alignment: .firstTextBaseline) {
      Text("90").font(.system(.title, weight: .semibold))
      Text("BPM").font(.system(.subheadline, weight: .bold))
    }
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let graph = ViewGraph(rootView: view, environment: environment)
    graph.layout(in: CGRect(x: 0, y: 0, width: 400, height: 100))
    withExtendedLifetime(graph) {
      let ideal = graph.root.sizeThatFits(.unspecified)
      graph.layout(in: CGRect(x: 0, y: 0, width: ideal.width, height: 100))
      var heights: [CGFloat] = []
      graph.root.forEach { if $0.view is Text { heights.append($0.frame.height) } }
      #expect(heights == [34, 18.5])
    }
  }
}
