import Foundation

/// Shows the first of its child views whose ideal size fits the space offered along `axes` (the last one when
/// none does); the others keep their state but are not shown, touched or read by accessibility.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content
  /// Candidates in order of preference.
  nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  @MainActor package func makeContent() -> any NodeContent { ViewThatFitsContent(axes: axes) }
  @MainActor package var childViews: [any View] {
    let candidates = (content as? any CandidateList)?.candidates ?? [content]
    return candidates.enumerated().map { ViewThatFitsCandidate(index: $0.offset, content: $0.element) }
  }
}

/// A view builder block's views, as candidates.
@MainActor protocol CandidateList {
  var candidates: [any View] { get }
}

extension TupleView: CandidateList {
  var candidates: [any View] { elements }
}

/// One candidate of a `ViewThatFits`: shown only while chosen.
nonisolated struct ViewThatFitsCandidate: View, PrimitiveView {
  let index: Int
  let content: any View
  @MainActor package func makeContent() -> any NodeContent { ViewThatFitsCandidateContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// Chooses the candidate for the space offered: sized by it, placed in the bounds; the others are hidden.
final class ViewThatFitsContent: NodeContent, LayoutOnly {
  private var axes: Axis.Set
  /// The candidate shown (from the last placement).
  private(set) var chosen = 0

  init(axes: Axis.Set) { self.axes = axes }

  func update(from view: any View, node: ViewNode) {
    if let axes = (view as? any ViewThatFitsValue)?.fittingAxes { self.axes = axes }
  }

  /// The first candidate whose ideal size along the axes fits the proposal, else the last.
  private func choice(_ proposal: ProposedViewSize, _ candidates: [ViewNode]) -> Int {
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let ideal = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    for (index, candidate) in candidates.enumerated() {
      let size = candidate.sizeThatFits(ideal)
      let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 + 0.001 } ?? true
      let fitsHeight = !vertical || proposal.height.map { size.height <= $0 + 0.001 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return max(candidates.count - 1, 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let candidates = node.layoutChildren
    guard !candidates.isEmpty else { return .zero }
    return candidates[choice(proposal, candidates)].sizeThatFits(proposal)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    let candidates = node.layoutChildren
    guard !candidates.isEmpty else { return }
    let choice = choice(ProposedViewSize(bounds.size), candidates)
    if choice != chosen {
      // The one that showed and the one that shows now are redrawn.
      for index in [chosen, choice] where index < candidates.count {
        candidates[index].damageOldRect()
        candidates[index].drawingChanged()
      }
      chosen = choice
    }
    for candidate in candidates { candidate.place(in: bounds) }
  }
}

/// Any `ViewThatFits`, for its node content.
@MainActor protocol ViewThatFitsValue {
  var fittingAxes: Axis.Set { get }
}

extension ViewThatFits: ViewThatFitsValue {
  var fittingAxes: Axis.Set { axes }
}

/// Shows its candidate only while its `ViewThatFits` has chosen it.
final class ViewThatFitsCandidateContent: NodeContent, GroupOpacity, HitTestingGate, SubtreeHiding {
  private func isChosen(_ node: ViewNode) -> Bool {
    guard let candidate = node.view as? ViewThatFitsCandidate,
      let chooser = node.parent?.content as? ViewThatFitsContent
    else { return true }
    return chooser.chosen == candidate.index
  }
  func opacity(node: ViewNode) -> CGFloat { isChosen(node) ? 1 : 0 }
  func allowsHitTesting(node: ViewNode) -> Bool { isChosen(node) }
  func hidesSubtree(node: ViewNode) -> Bool { !isChosen(node) }
}
