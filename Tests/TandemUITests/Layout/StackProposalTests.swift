import Foundation
import Testing
import TandemKit

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
}
