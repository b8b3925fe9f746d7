import Foundation
import TandemKit

/// A thin line separating content: horizontal in a VStack (or outside stacks), vertical in an HStack; one
/// pixel thick, in the separator color.
nonisolated public struct Divider: Equatable, View, PrimitiveView {
  nonisolated public init() {}
  @MainActor package func makeContent() -> any NodeContent { DividerContent() }
}

final class DividerContent: NodeContent {
  private func thickness(_ node: ViewNode) -> CGFloat { 1 / max(node.environment.displayScale, 1) }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if node.stackAxis == .horizontal {
      return CGSize(width: thickness(node), height: proposal.height ?? 0)
    }
    return CGSize(width: proposal.width ?? 0, height: thickness(node))
  }
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    context.setFillColor(Color(uiColor: .separator).resolve(in: node.environment))
    context.fill(bounds)
  }
}
