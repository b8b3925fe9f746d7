import Foundation

/// SwiftUI's stack algorithm along one axis. Children are sized least flexible first (flexibility: how much
/// their size can vary between a zero and an infinite proposal), each offered an equal share of what is left;
/// spacers come last, with their minimum lengths reserved up front. Adjacent children are `spacing` apart, or,
/// without a spacing, as far apart as their spacing preferences ask (text pairs, spacers), else 8 points.
@MainActor struct StackLayout: Equatable {
  let axis: Axis
  let spacing: CGFloat?
  /// The guide children line up by across the axis.
  let alignment: AlignmentKey
  /// Whether sizing asks every child for its minimum length, even when the result cannot depend on it.
  var asksEveryMinimum = false

  nonisolated static let defaultSpacing: CGFloat = 8

  private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
  private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
  }

  /// The space between each child and the next.
  func gaps(between children: [ViewNode]) -> [CGFloat] {
    guard children.count > 1 else { return [] }
    if let spacing { return [CGFloat](repeating: spacing, count: children.count - 1) }
    for child in children { child.stackAxis = axis }
    var result: [CGFloat] = []
    result.reserveCapacity(children.count - 1)
    var previous = children[0].spacing
    for child in children.dropFirst() {
      let next = child.spacing
      let distance =
        axis == .horizontal
        ? previous.trailing.distance(toNext: next.leading) : previous.bottom.distance(toNext: next.top)
      result.append(distance ?? StackLayout.defaultSpacing)
      previous = next
    }
    return result
  }

  /// The spacing preferences of a stack of these children: its ends take the end children's, its sides all of
  /// theirs.
  func spacing(of children: [ViewNode]) -> ViewSpacing {
    guard let first = children.first?.spacing, let last = children.last?.spacing else { return .standard }
    var result = children.dropFirst().reduce(first) { $0.merged(with: $1.spacing) }
    if axis == .horizontal {
      result.leading = first.leading
      result.trailing = last.trailing
    } else {
      result.top = first.top
      result.bottom = last.bottom
    }
    return result
  }

  /// The children's sizes for a proposal, in child order.
  ///
  /// Hot path (a long stack re-laid out after one row changed): plain loops, since closures isolated to the main
  /// actor that run inside generic algorithms check their executor on every call.
  func sizes(of children: [ViewNode], gaps: [CGFloat], proposal: ProposedViewSize) -> [CGSize] {
    let count = children.count
    let proposedMain = axis == .horizontal ? proposal.width : proposal.height
    let proposedCross = axis == .horizontal ? proposal.height : proposal.width
    var sizes = [CGSize](repeating: .zero, count: count)
    guard let total = proposedMain else {
      let ideal = self.proposal(main: nil, cross: proposedCross)
      for i in 0..<count {
        if children[i].stackAxis != axis { children[i].stackAxis = axis }
        sizes[i] = children[i].sizeThatFits(ideal)
      }
      return sizes
    }
    var gapTotal: CGFloat = 0
    for gap in gaps { gapTotal += gap }
    let zero = self.proposal(main: 0, cross: proposedCross)
    let unlimited = self.proposal(main: .infinity, cross: proposedCross)
    // Room for every child's ideal length (none unlimited): each gets it, so children whose lengths were rounded
    // up to pixels are never split a hair short of them — and nobody's minimum is needed.
    var ideal = [CGFloat](repeating: 0, count: count)
    var idealTotal: CGFloat = 0
    for i in 0..<count {
      let child = children[i]
      if child.stackAxis != axis { child.stackAxis = axis }
      ideal[i] = main(child.sizeThatFits(unlimited))
      idealTotal += ideal[i]
    }
    if idealTotal.isFinite && idealTotal <= total - gapTotal {
      for i in 0..<count {
        sizes[i] = children[i].sizeThatFits(self.proposal(main: ideal[i], cross: proposedCross))
      }
      return sizes
    }
    var priorities = [Double](repeating: 0, count: count)
    for i in 0..<count { priorities[i] = children[i].layoutPriority }
    let unordered = topGroupNeedsNoOrder(
      ideal: ideal, priorities: priorities, children: children, zero: zero, room: total - gapTotal)
    var minimum = [CGFloat](repeating: 0, count: count)
    var flexibility = [CGFloat](repeating: 0, count: count)
    var minimumTotal: CGFloat = 0
    var onePriority = true
    var oneFlexibility = true
    for i in 0..<count {
      if let top = unordered, priorities[i] == top {
        // Its minimum would be handed back before the first share and only order it: children of finite ideal
        // length go first, in child order.
        flexibility[i] = ideal[i].isFinite ? 0 : .infinity
      } else {
        minimum[i] = main(children[i].sizeThatFits(zero))
        flexibility[i] = ideal[i] - minimum[i]
      }
      minimumTotal += minimum[i]
      if priorities[i] != priorities[0] { onePriority = false }
      if flexibility[i] != flexibility[0] { oneFlexibility = false }
    }
    // Children are sized by priority, highest first (spacers last); each group first gets back the minimum
    // lengths reserved for it, and the lower groups' minimums stay reserved.
    let groups = onePriority ? (count > 0 ? [priorities[0]] : []) : Set(priorities).sorted(by: >)
    var remaining = total - gapTotal - minimumTotal
    for priority in groups {
      var group: [Int] = []
      group.reserveCapacity(onePriority ? count : 0)
      for i in 0..<count where onePriority || priorities[i] == priority {
        group.append(i)
        remaining += minimum[i]
      }
      // Least flexible first (rows of one flexibility need no sorting; the sort keeps equal ones in order).
      if !oneFlexibility { sortByKeys(&group, flexibility) }
      var left = group.count
      for index in group {
        let share = max(remaining, 0) / CGFloat(left)
        let size = children[index].sizeThatFits(self.proposal(main: share, cross: proposedCross))
        // A child offered its ideal length or more that takes another length after all: order by the minimums.
        if unordered == priority, ideal[index].isFinite, main(size) != ideal[index] {
          return sizesOrderedByMinimums(children, gaps: gaps, proposal: proposal)
        }
        sizes[index] = size
        // An unlimited proposal stays unlimited for every child (∞ − ∞ would be NaN).
        if remaining.isFinite { remaining -= main(size) }
        left -= 1
      }
    }
    return sizes
  }

  /// `sizes(of:gaps:proposal:)` with every child's minimum length asked for.
  private func sizesOrderedByMinimums(_ children: [ViewNode], gaps: [CGFloat], proposal: ProposedViewSize)
    -> [CGSize]
  {
    var exact = self
    exact.asksEveryMinimum = true
    return exact.sizes(of: children, gaps: gaps, proposal: proposal)
  }

  /// The highest layout priority when the children of that priority can be sized without their minimum lengths,
  /// else nil. A child's minimum is a layout at zero length: for text, a line per character.
  ///
  /// The minimums of the highest priority's children are handed back before its first share and only order
  /// them by flexibility; children of unlimited ideal length (spacers, flexible views) come after the others
  /// anyway. When every child of finite ideal length has that priority and is offered at least its ideal length
  /// in any order — its share is smallest when the children of the largest ideal lengths go before it — the
  /// order changes nothing.
  private func topGroupNeedsNoOrder(
    ideal: [CGFloat], priorities: [Double], children: [ViewNode], zero: ProposedViewSize, room: CGFloat
  ) -> Double? {
    guard !asksEveryMinimum, let top = priorities.max(), room.isFinite else { return nil }
    var finite: [CGFloat] = []
    var members = 0
    var reserved: CGFloat = 0
    for i in 0..<ideal.count {
      if priorities[i] == top {
        members += 1
        if ideal[i].isFinite { finite.append(ideal[i]) }
      } else {
        // A lower priority's child: its minimum stays reserved (children of finite ideal length need an order).
        guard !ideal[i].isFinite else { return nil }
        reserved += main(children[i].sizeThatFits(zero))
      }
    }
    guard finite.count <= 32 else { return nil }
    let available = room - reserved
    finite.sort(by: >)
    var largest = [CGFloat](repeating: 0, count: finite.count + 1)
    for k in 0..<finite.count { largest[k + 1] = largest[k] + finite[k] }
    for length in finite {
      // Its rank among the ideal lengths (the first equal one stands for it).
      var rank = 0
      while finite[rank] != length { rank += 1 }
      for before in 0..<finite.count {
        let others = rank >= before ? largest[before] : largest[before + 1] - length
        if length > (available - others) / CGFloat(members - before) { return nil }
      }
    }
    return top
  }

  /// The stack's size around children of these sizes.
  func size(of sizes: [CGSize], children: [ViewNode], gaps: [CGFloat]) -> CGSize {
    // (Loops, not closures: each isolated closure handed to the standard library checks the actor per element.)
    var mainTotal: CGFloat = 0
    var unlimitedCross = false
    for size in sizes {
      mainTotal += main(size)
      if cross(size).isInfinite { unlimitedCross = true }
    }
    for gap in gaps { mainTotal += gap }
    // A child taking an unlimited cross length makes the stack's unlimited (aligning infinities gives NaN).
    let crossTotal =
      unlimitedCross ? .infinity : AlignmentGuides.arrange(alignment, children: children, sizes: sizes).length
    return axis == .horizontal
      ? CGSize(width: mainTotal, height: crossTotal) : CGSize(width: crossTotal, height: mainTotal)
  }

  func place(
    children: [ViewNode], sizes: [CGSize], gaps: [CGFloat], in bounds: CGRect,
    arrangement: (offsets: [CGFloat], before: CGFloat, length: CGFloat)? = nil
  ) {
    let (offsets, before, length) =
      arrangement ?? AlignmentGuides.arrange(alignment, children: children, sizes: sizes)
    // The children's guides meet on one line; the group is centred across the bounds.
    let line = (cross(bounds.size) - length) / 2 + before
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    for (index, (child, size)) in zip(children, sizes).enumerated() {
      let frame: CGRect
      if axis == .horizontal {
        frame = CGRect(x: position, y: bounds.minY + line - offsets[index], width: size.width, height: size.height)
      } else {
        frame = CGRect(x: bounds.minX + line - offsets[index], y: position, width: size.width, height: size.height)
      }
      child.place(in: frame)
      position += main(size) + (index < gaps.count ? gaps[index] : 0)
    }
  }
}

/// Node content of HStack and VStack.
final class StackContent: NodeContent, LayoutOnly, SpacingProviding {
  var layout: StackLayout
  /// The children's sizes for recent proposals (sizing and placing ask for the same ones).
  private var sizesCache: [ProposedViewSize: [CGSize]] = [:]
  /// The space between adjacent children, until the layout changes.
  private var gapsCache: [CGFloat]?
  init(_ layout: StackLayout) { self.layout = layout }
  func update(from view: any View, node: ViewNode) {
    if let stack = view as? any StackView { layout = stack.stackLayout }
  }
  func invalidateLayout() {
    sizesCache.removeAll()
    gapsCache = nil
    arrangementCache = nil
  }
  private func gaps(_ children: [ViewNode]) -> [CGFloat] {
    if let gapsCache { return gapsCache }
    let gaps = layout.gaps(between: children)
    gapsCache = gaps
    return gaps
  }
  private func sizes(_ proposal: ProposedViewSize, _ children: [ViewNode]) -> [CGSize] {
    if let cached = sizesCache[proposal] { return cached }
    let sizes = layout.sizes(of: children, gaps: gaps(children), proposal: proposal)
    sizesCache[proposal] = sizes
    return sizes
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let children = node.layoutChildren
    return layout.size(of: sizes(proposal, children), children: children, gaps: gaps(children))
  }
  func place(in bounds: CGRect, node: ViewNode) {
    let children = node.layoutChildren
    let proposal = ProposedViewSize(bounds.size)
    let sizes = sizes(proposal, children)
    // Where children line up across the axis depends only on their sizes and guides: keep it with the sizes.
    let arrangement: (offsets: [CGFloat], before: CGFloat, length: CGFloat)
    if let cached = arrangementCache, cached.proposal == proposal {
      arrangement = cached.arrangement
    } else {
      arrangement = AlignmentGuides.arrange(layout.alignment, children: children, sizes: sizes)
      arrangementCache = (proposal, arrangement)
    }
    layout.place(children: children, sizes: sizes, gaps: gaps(children), in: bounds, arrangement: arrangement)
  }
  private var arrangementCache:
    (proposal: ProposedViewSize, arrangement: (offsets: [CGFloat], before: CGFloat, length: CGFloat))?
  func spacing(node: ViewNode) -> ViewSpacing {
    for child in node.layoutChildren { child.stackAxis = layout.axis }
    return layout.spacing(of: node.layoutChildren)
  }
}

@MainActor protocol StackView {
  var stackLayout: StackLayout { get }
}

/// Sorts indices by their keys, keeping equal ones in order. Nonisolated: Swift 6 puts a main-actor check at the
/// start of every isolated closure handed to the standard library, here at every comparison.
nonisolated private func sortByKeys(_ indices: inout [Int], _ keys: [CGFloat]) {
  indices.sort { keys[$0] < keys[$1] }
}
