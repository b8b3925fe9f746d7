import Foundation
import Testing
import TandemKit

@testable import TandemGraphics

@testable import TandemUI

/// A fixed-size view that records the widths it was proposed (a representable sizing itself, as on iOS 16).
@MainActor private final class ProposalLog { var widths: [CGFloat?] = [] }

private struct ProposalProbe: UIViewRepresentable {
  let log: ProposalLog
  let width: CGFloat
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
    log.widths.append(proposal.width)
    return CGSize(width: min(proposal.width ?? width, width), height: 20)
  }
}

/// Which lengths a stack proposes its children: minimums only when the children do not all fit.
@MainActor struct StackProposalTests {
  @Test func childrenThatFitAreNeverProposedAZeroLength() {
    let first = ProposalLog()
    let second = ProposalLog()
    let graph = layOut(
      HStack {
        ProposalProbe(log: first, width: 80)
        ProposalProbe(log: second, width: 120)
      }, in: CGSize(width: 390, height: 100))
    withExtendedLifetime(graph) {
      #expect(!first.widths.contains(0) && !second.widths.contains(0))
      #expect(first.widths.contains(80) && second.widths.contains(120))
    }
  }

  @Test func childrenThatDoNotFitAreSizedFromTheirMinimums() {
    let first = ProposalLog()
    let second = ProposalLog()
    let graph = layOut(
      HStack(spacing: 0) {
        ProposalProbe(log: first, width: 300)
        ProposalProbe(log: second, width: 300)
      }, in: CGSize(width: 390, height: 100))
    withExtendedLifetime(graph) {
      #expect(first.widths.contains(0) && second.widths.contains(0))
      // Equal flexibility: an equal split of the width.
      #expect(first.widths.last == 195 && second.widths.last == 195)
    }
  }

  @Test func childrenBesideASpacerThatFitAreNeverProposedAZeroLength() {
    let first = ProposalLog()
    let second = ProposalLog()
    let graph = layOut(
      HStack {
        ProposalProbe(log: first, width: 80)
        Spacer()
        ProposalProbe(log: second, width: 120)
      }, in: CGSize(width: 390, height: 100))
    withExtendedLifetime(graph) {
      #expect(!first.widths.contains(0) && !second.widths.contains(0))
      #expect(
        first.widths.allSatisfy { ($0 ?? .infinity) >= 80 } && second.widths.allSatisfy { ($0 ?? .infinity) >= 120 })
      #expect(graph.root.sizeThatFits(ProposedViewSize(width: 390, height: 100)).width == 390)
    }
  }

  /// A list row of short texts and a spacer lays out without a text layout at zero width (a line per character):
  /// each text is offered its ideal width in any order, so no minimum is needed to order them.
  @Test func aRowOfTextsShapesEachTextOnce() {
    let shapedBefore = TextLayout.shapedCount
    let graph = layOut(
      HStack {
        Text("Proposal sample 81")
        Spacer()
        Text("81 BPM").foregroundColor(.secondary)
      }, in: CGSize(width: 390, height: 100))
    withExtendedLifetime(graph) { #expect(TextLayout.shapedCount - shapedBefore == 2) }
  }

  /// Sizing without the minimums gives what sizing with every minimum gives, over random rows of texts, spacers,
  /// fixed and flexible frames and layout priorities.
  @Test func sizesWithoutMinimumsMatchSizesWithThem() {
    var generator = SplitMix(seed: 18)
    let words = ["a", "Sample", "BPM", "heart rate", "wide words here", "x", "Résumé 42", "ok"]
    for round in 0..<150 {
      let specs = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        ChildSpec(
          kind: Int.random(in: 0..<5, using: &generator),
          text: (0..<Int.random(in: 1...4, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            .joined(separator: " "),
          length: CGFloat(Int.random(in: 0...140, using: &generator)),
          priority: Int.random(in: 0..<4, using: &generator) == 0 ? 1 : 0)
      }
      let width = CGFloat(Int.random(in: 20...420, using: &generator))
      let graph = layOut(
        HStack { ForEach(Array(specs.enumerated()), id: \.offset) { $0.element } },
        in: CGSize(width: width, height: 200))
      withExtendedLifetime(graph) {
        var stack: ViewNode?
        graph.root.forEach { if stack == nil, "\(type(of: $0.view))".hasPrefix("HStack") { stack = $0 } }
        guard let stack else {
          Issue.record("no stack in round \(round)")
          return
        }
        let children = stack.layoutChildren
        var exact = StackLayout(axis: .horizontal, spacing: nil, alignment: VerticalAlignment.center.key)
        let gaps = exact.gaps(between: children)
        let proposal = ProposedViewSize(width: width, height: 200)
        let fast = exact.sizes(of: children, gaps: gaps, proposal: proposal)
        exact.asksEveryMinimum = true
        let full = exact.sizes(of: children, gaps: gaps, proposal: proposal)
        #expect(fast == full, "round \(round): \(specs) in \(width) pt")
      }
    }
  }
}

/// One child of a random row.
private struct ChildSpec: View {
  let kind: Int
  let text: String
  let length: CGFloat
  let priority: Double
  var body: some View {
    switch kind {
    case 0: Text(text).layoutPriority(priority)
    case 1: Spacer(minLength: length / 4)
    case 2: Color.red.frame(width: length).layoutPriority(priority)
    case 3: Color.blue.frame(minWidth: length / 2, maxWidth: length + 20).layoutPriority(priority)
    default: Text(text).lineLimit(1).layoutPriority(priority)
    }
  }
}

/// A small seeded generator, so each run sizes the same rows.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
