import Foundation

/// A fixed frame: the given dimensions replace the content's, which is proposed them and aligned inside.
nonisolated struct FrameModifier: PrimitiveModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  @MainActor func makeContent() -> any NodeContent { FrameContent(flexible: false) }
}

/// A flexible frame: each dimension is the proposal (or the ideal, or the content's size when there is none)
/// clamped between the minimum and maximum (either defaulting to the content's size).
nonisolated struct FlexibleFrameModifier: PrimitiveModifier {
  let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  let alignment: Alignment
  @MainActor func makeContent() -> any NodeContent { FrameContent(flexible: true) }
}

final class FrameContent: NodeContent, LayoutOnly {
  /// Whether the node's modifier is a `FlexibleFrameModifier` (else a `FrameModifier`): it is read as that type
  /// only, with no cast that fails first.
  private let flexible: Bool
  init(flexible: Bool) { self.flexible = flexible }

  private struct Frame {
    var size: CGSize
    var childProposal: ProposedViewSize
    var alignment: Alignment
  }

  private func frame(_ proposal: ProposedViewSize, node: ViewNode) -> Frame {
    if !flexible, let fixed = node.modifier(as: FrameModifier.self) {
      let p = ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
      let c = node.childrenUnionSize(p)
      return Frame(
        size: CGSize(width: fixed.width ?? c.width, height: fixed.height ?? c.height), childProposal: p,
        alignment: fixed.alignment)
    }
    guard flexible, let f = node.modifier(as: FlexibleFrameModifier.self) else {
      return Frame(size: node.childrenUnionSize(proposal), childProposal: proposal, alignment: .center)
    }
    func clampProposal(_ p: CGFloat?, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat? {
      guard var value = p ?? ideal else { return nil }
      if let lo { value = Swift.max(value, lo) }
      if let hi { value = Swift.min(value, hi) }
      return value
    }
    let p = ProposedViewSize(
      width: clampProposal(proposal.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
      height: clampProposal(proposal.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    let c = node.childrenUnionSize(p)
    func resolve(_ proposed: CGFloat?, child: CGFloat, min lo: CGFloat?, ideal: CGFloat?, max hi: CGFloat?) -> CGFloat {
      guard lo != nil || hi != nil else { return child }
      var value = proposed ?? ideal ?? child
      value = Swift.max(value, lo ?? child)
      value = Swift.min(value, hi ?? child)
      return Swift.max(value, lo ?? -.infinity)
    }
    let size = CGSize(
      width: resolve(proposal.width, child: c.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
      height: resolve(proposal.height, child: c.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight))
    return Frame(size: size, childProposal: p, alignment: f.alignment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { frame(proposal, node: node).size }

  func place(in bounds: CGRect, node: ViewNode) {
    let f = frame(ProposedViewSize(bounds.size), node: node)
    for child in node.layoutChildren {
      let proposal = ProposedViewSize(
        width: f.childProposal.width.map { Swift.min($0, bounds.width) } ?? bounds.width,
        height: f.childProposal.height.map { Swift.min($0, bounds.height) } ?? bounds.height)
      child.place(in: f.alignment.place(child, size: child.sizeThatFits(proposal), in: bounds))
    }
  }
}

extension View {
  /// Gives the view a fixed width and/or height; the content is aligned inside.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// Gives the view a flexible frame bounded by minimum and maximum sizes.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
        maxHeight: maxHeight, alignment: alignment))
  }
}
