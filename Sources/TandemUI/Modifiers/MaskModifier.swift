import Foundation
import TandemKit

/// Shows the view only where its mask is opaque (through the mask's alpha).
nonisolated struct MaskModifier<Mask: View>: PrimitiveModifier, LayerModifier {
  let mask: Mask
  let alignment: Alignment
  @MainActor var isInFront: Bool { true }
  @MainActor func makeContent() -> any NodeContent { MaskContent() }
  @MainActor func childViews(content: any View) -> [any View] { [content, MaskLayer(content: mask)] }
}

/// Lays out as an overlay (`LayeredContent`): the mask is proposed the content's size and aligned in it. Draws
/// the content through the mask's alpha.
final class MaskContent: NodeContent, LayoutOnly, SpacingProviding, GroupMask {
  private let layers = LayeredContent()
  func spacing(node: ViewNode) -> ViewSpacing { layers.spacing(node: node) }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    layers.sizeThatFits(proposal, node: node)
  }
  func place(in bounds: CGRect, node: ViewNode) { layers.place(in: bounds, node: node) }
  func maskChild(node: ViewNode) -> ViewNode? { node.children.count == 2 ? node.children[1] : nil }
}

/// The mask view: drawn only as the mask; it takes no touches and is not read by accessibility.
nonisolated struct MaskLayer: View, PrimitiveView {
  let content: any View
  @MainActor package func makeContent() -> any NodeContent { MaskLayerContent() }
  @MainActor package var childViews: [any View] { [content] }
}

final class MaskLayerContent: NodeContent, LayoutOnly, HitTestingGate, SubtreeHiding {
  func allowsHitTesting(node: ViewNode) -> Bool { false }
  func hidesSubtree(node: ViewNode) -> Bool { true }
}

/// Content that draws its children through one of them as a mask.
@MainActor protocol GroupMask {
  func maskChild(node: ViewNode) -> ViewNode?
}

extension View {
  /// Shows this view only where `mask` is opaque; the mask is sized to the view and aligned in it.
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    modifier(MaskModifier(mask: mask(), alignment: alignment))
  }

  /// Shows this view only where `mask` is opaque.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(mask: mask, alignment: .center))
  }
}
